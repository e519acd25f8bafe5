import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import type { BuyerRoundDetail, CartView } from '@marketplace/contracts';
import { buyerApi } from './api/buyer-api';
import { applyCommittedChange } from './api/live-commitments';
import { keepNewerCommitted } from './api/newer-committed';
import { jsonResponse } from '@marketplace/web-kit/testing';
import { cartMoney, chooseCart } from './cart/cart-page';
import { dashboardStatus } from './dashboard/buyer-dashboard';
import { createBuyerStore } from './store';
import { orderNumber } from './ui/order-number';

const cart = (roundId: string): CartView => ({
  id: `cart-${roundId}`,
  roundId,
  roundTitle: roundId,
  supplierName: 'S',
  currency: 'USD',
  closeAt: null,
  items: [],
  totalItems: 0,
  totalUnits: 0,
  subtotal: 0,
});

describe('buyer screen rules', () => {
  it('preselects the cart named by navigation state, else keeps the choice, else the first', () => {
    const carts = [cart('a'), cart('b')];
    expect(chooseCart(carts, 'b', undefined)).toBe('b');
    expect(chooseCart(carts, 'b', 'a')).toBe('a');
    expect(chooseCart(carts, 'gone', undefined)).toBe('a');
    expect(chooseCart([], 'b', 'a')).toBeUndefined();
  });

  it('shows cart totals with a $ prefix and orders by # and 8 characters', () => {
    expect(cartMoney(1234.5)).toBe('$1,234.50');
    expect(orderNumber('0123456789abcdef')).toBe('#01234567');
  });

  it('labels dashboard statuses Pending, Approved or Cancelled', () => {
    expect(dashboardStatus('pending_admin')).toBe('pending');
    expect(dashboardStatus('pending_company')).toBe('pending');
    expect(dashboardStatus('approved')).toBe('approved');
    for (const sold of ['partially_shipped', 'shipped', 'delivered', 'completed'] as const)
      expect(dashboardStatus(sold)).toBe('approved');
    expect(dashboardStatus('cancelled')).toBe('cancelled');
    expect(dashboardStatus('rejected')).toBe('cancelled');
  });
});

describe('live committed quantities', () => {
  const round: BuyerRoundDetail = {
    id: 'r1',
    title: 'R',
    description: null,
    currency: 'USD',
    openAt: null,
    closeAt: null,
    status: 'approved',
    supplierId: 's',
    supplierName: 'S',
    productCount: 1,
    averageProgress: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    products: [{ ...roundProductSnapshot({ id: 'rp1', moq: 10 }), committed: 2, committedSeq: 5 }],
  };

  it('patches the cached round without a refetch, ignoring older sequences', async () => {
    const store = createBuyerStore();
    await store.dispatch(buyerApi.util.upsertQueryData('getRound', 'r1', round));
    const committed = () =>
      buyerApi.endpoints.getRound.select('r1')(store.getState()).data?.products[0]?.committed;
    applyCommittedChange(store.dispatch, { roundId: 'r1', roundProductId: 'rp1', totalCommitted: 7, seq: 6 });
    expect(committed()).toBe(7);
    applyCommittedChange(store.dispatch, { roundId: 'r1', roundProductId: 'rp1', totalCommitted: 3, seq: 4 });
    expect(committed()).toBe(7);
    // Drops the 5-minute cache timers so the test process can end.
    store.dispatch(buyerApi.util.resetApiState());
  });

  it('keeps in the cached round a live change newer than the answer read again', async () => {
    const store = createBuyerStore();
    await store.dispatch(buyerApi.util.upsertQueryData('getRound', 'r1', round));
    applyCommittedChange(store.dispatch, { roundId: 'r1', roundProductId: 'rp1', totalCommitted: 9, seq: 8 });
    // The read again (a resync) answers what it read before that change: seq 6, 7 units.
    const older = {
      ...round,
      title: 'R again',
      products: [{ ...round.products[0]!, committed: 7, committedSeq: 6 }],
    };
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, older));
    await store.dispatch(
      buyerApi.endpoints.getRound.initiate('r1', { forceRefetch: true, subscribe: false }),
    );
    const cached = buyerApi.endpoints.getRound.select('r1')(store.getState()).data;
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(cached?.title).toBe('R again');
    expect(cached?.products[0]).toMatchObject({ committed: 9, committedSeq: 8 });
    fetchSpy.mockRestore();
    store.dispatch(buyerApi.util.resetApiState());
  });

  it('keeps a live change that landed while an older answer was on its way', () => {
    const live = [{ ...round.products[0]!, committed: 9, committedSeq: 8 }];
    const older = [{ ...round.products[0]!, committed: 7, committedSeq: 6, moq: 12 }];
    keepNewerCommitted(live, older);
    // The answer's other figures, the live committed units.
    expect(older[0]).toMatchObject({ committed: 9, committedSeq: 8, moq: 12 });
    const newer = [{ ...round.products[0]!, committed: 11, committedSeq: 9 }];
    keepNewerCommitted(live, newer);
    expect(newer[0]).toMatchObject({ committed: 11, committedSeq: 9 });
  });
});
