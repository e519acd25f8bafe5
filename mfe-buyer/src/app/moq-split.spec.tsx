/**
 * Issue 39 in the buyer area: the MOQ bar tells units in placed orders (the only ones that count
 * at the close) from units still in carts, in both languages, and the live `ordered` frame moves it.
 */
import type { Language } from '@marketplace/contracts';
import { markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { buyerApi } from './api/buyer-api';
import { applyOrderedChange } from './api/live-commitments';
import { createBuyerStore } from './store';
import { MoqProgress } from './ui/moq-progress';
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
    });
    const cached = buyerApi.endpoints.getRound.select('round-1')(store.getState());
    expect(cached.data?.products[0]?.ordered).toBe(4);
    // And the flexible units offered in those orders (issue 42): the bar's flex segment.
    expect(cached.data?.products[0]?.flexOffered).toBe(12);
    // The cache's own timers (unused data is kept a while) would hold jest open.
    store.dispatch(buyerApi.util.resetApiState());
  });
});
