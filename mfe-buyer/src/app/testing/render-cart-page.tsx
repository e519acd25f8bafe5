import { MemoryRouter } from 'react-router-dom';
import { cartsResponseSchema, type CartView, type Language } from '@marketplace/contracts';
import { renderMarkup } from '@marketplace/web-kit/testing';
import { buyerApi } from '../api/buyer-api';
import { CartPage } from '../cart/cart-page';
import { createBuyerStore } from '../store';

/**
 * The cart page's markup in `language` for specs, drawn from the real store with `carts` as the
 * server's answer (Node, no DOM).
 */
export async function renderCartPage(language: Language, carts: CartView[]): Promise<string> {
  const store = createBuyerStore();
  await store.dispatch(buyerApi.util.upsertQueryData('listCarts', undefined, { carts }));
  const html = await renderMarkup(
    language,
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
    store,
  );
  // The cache entry's removal timer would outlive the spec.
  store.dispatch(buyerApi.util.resetApiState());
  return html;
}

/**
 * A cart of one line, as the server answers it: `line` is the round product and the line's own
 * figures (at least its id, quantity and total); the cart's totals follow from that line.
 */
export function cartWithLine(
  line: Record<string, unknown> & { roundProductId: string; qty: number; lineTotal: number },
  cart: Record<string, unknown> = {},
): CartView {
  return cartsResponseSchema.parse({
    carts: [
      {
        id: 'cart-1',
        roundId: 'r1',
        roundTitle: 'Spring Tees',
        supplierName: 'Tee Co.',
        currency: 'USD',
        closeAt: null,
        totalItems: 1,
        totalUnits: line.qty,
        subtotal: line.lineTotal,
        ...cart,
        items: [{ committedSeq: 1, flex: 0, ...line }],
      },
    ],
  }).carts[0]!;
}
