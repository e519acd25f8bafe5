/**
 * The MOQ bar in the buyer area: it tells units in placed orders (the only ones that count
 * at the close) from units still in carts, in both languages, and the live `ordered` frame moves it.
 */
import type { Language } from '@marketplace/contracts';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { buyerApi } from './api/buyer-api';
import { applyOrderedChange } from './api/live-commitments';
import { createBuyerStore } from './store';
import { MoqProgress } from './ui/moq-progress';
import { ProductCard } from './rounds/round-products-dialog';
import './area-texts';

const render = async (language: Language, ordered: number | undefined) =>
  markupText(
    await renderMarkup(
      language,
      <MoqProgress committed={6} ordered={ordered} moq={5} label="6 / 5 committed" />,
      createBuyerStore(),
    ),
  );

describe('the MOQ bar’s ordered segment', () => {
  it('says how many units are ordered and how many only sit in carts', async () => {
    expect(await render('en', 1)).toContain('Ordered: 1 · In carts: 5');
    expect(await render('pt', 1)).toContain('Em pedidos: 1 · Em carrinhos: 5');
    // Without the figure (an older service), the bar shows committed units only.
    expect(await render('en', undefined)).not.toContain('Ordered:');
  });

  it("tells units waiting for their company's approval from ordered and cart units, in both languages", async () => {
    const held = async (language: Language) =>
      markupText(
        await renderMarkup(
          language,
          <MoqProgress committed={10} ordered={3} held={4} moq={20} label="10 / 20 committed" />,
          createBuyerStore(),
        ),
      );
    expect(await held('en')).toContain('Ordered: 3 · In carts: 3');
    expect(await held('en')).toContain('Awaiting approval: 4 units');
    expect(await held('pt')).toContain('Em pedidos: 3 · Em carrinhos: 3');
    expect(await held('pt')).toContain('Aguardando aprovação: 4 unidades');
  });

  it('takes the live units in orders into the cached round', async () => {
    const store = createBuyerStore();
    const product = { ...roundProductSnapshot({ id: 'rp-1' }), committed: 6, committedSeq: 1, ordered: 1 };
    await store.dispatch(
      buyerApi.util.upsertQueryData('getRound', 'round-1', {
        id: 'round-1',
        products: [product],
      } as never),
    );
    applyOrderedChange(store.dispatch, {
      roundId: 'round-1',
      ordered: [{ round_product_id: 'rp-1', total_ordered: 4 }],
      flex: [{ round_product_id: 'rp-1', total_flex: 12 }],
      held: [{ round_product_id: 'rp-1', total_held: 2 }],
    });
    const cached = buyerApi.endpoints.getRound.select('round-1')(store.getState());
    expect(cached.data?.products[0]?.ordered).toBe(4);
    // And the flexible units offered in those orders: the bar's flex segment.
    expect(cached.data?.products[0]?.flexOffered).toBe(12);
    // And the units waiting for their company's approval: the bar's held segment.
    expect(cached.data?.products[0]?.awaitingApproval).toBe(2);
    // The cache's own timers (unused data is kept a while) would hold jest open.
    store.dispatch(buyerApi.util.resetApiState());
  });
});

describe('the MOQ bar after the close', () => {
  // 60 units were ordered; the close called in 10 flexible units of the 24 offered to reach the
  // MOQ of 70, and put them in the orders: committed is 70, the order book still counts 60.
  const chair = {
    ...roundProductSnapshot({ id: 'rp-chair', name: 'Chair', unitsPerPack: 1, moq: 70 }),
    committed: 70,
    committedSeq: 3,
    ordered: 60,
    flexOffered: 24,
    outcome: 'met' as const,
  };
  const card = async (language: Language, phase: 'open' | 'closed') =>
    markupText(
      await renderMarkup(
        language,
        <ProductCard roundId="r1" product={chair} phase={phase} />,
        createBuyerStore(),
      ),
    );

  it('counts the called-in flexible units as ordered, not as units in carts, and offers no more flex', async () => {
    const en = await card('en', 'closed');
    expect(en).toContain('Ordered: 70 · In carts: 0');
    expect(en).not.toContain('In carts: 10');
    expect(en).not.toContain('Flexible:');
    const pt = await card('pt', 'closed');
    expect(pt).toContain('Em pedidos: 70 · Em carrinhos: 0');
    expect(pt).not.toContain('Flexíveis:');
  });

  it('still tells ordered units from cart units, and shows the flex offered, while the round is open', async () => {
    const en = await card('en', 'open');
    expect(en).toContain('Ordered: 60 · In carts: 10');
    expect(en).toContain('Flexible: 24 units');
  });
});
