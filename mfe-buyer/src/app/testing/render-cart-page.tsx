import { MemoryRouter } from 'react-router-dom';
import type { CartView, Language } from '@marketplace/contracts';
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
