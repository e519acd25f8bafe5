import { decideBatch, foldBuyers, resolveBuyers, type CommitmentChange } from './commitment-batch';

const add = (delta: number, buyerId = 'b'): CommitmentChange => ({
  buyerId,
  delta,
  reason: 'cart-add',
  buyerCommitted: delta,
});

describe('group commit decision', () => {
  it('accepts in arrival order until max, then says how many units are left', () => {
    const { decisions, total } = decideBatch({ seq: 3, total: 80 }, 100, [add(10), add(12), add(10), add(5)]);
    expect(decisions).toEqual([
      { accepted: true, totalAfter: 90 },
      { accepted: false, remaining: 10 },
      { accepted: true, totalAfter: 100 },
      { accepted: false, remaining: 0 },
    ]);
    expect(total).toBe(100);
  });

  it('has no limit without a max and never goes below zero on release', () => {
    expect(decideBatch({ seq: 0, total: 0 }, null, [add(1_000)]).total).toBe(1_000);
    const release: CommitmentChange = { buyerId: 'b', delta: -50, reason: 'cart-remove', buyerCommitted: 0 };
    expect(decideBatch({ seq: 1, total: 20 }, 100, [release]).total).toBe(0);
  });

  it('lets a release in the same batch make room for a later add', () => {
    const release: CommitmentChange = { buyerId: 'a', delta: -30, reason: 'cart-remove', buyerCommitted: 0 };
    const { decisions } = decideBatch({ seq: 1, total: 100 }, 100, [add(20), release, add(20)]);
    expect(decisions.map((d) => d.accepted)).toEqual([false, true, true]);
  });
});

describe("each buyer's units in the ledger", () => {
  it('works out what a change leaves the buyer with, in order, when the caller did not say', () => {
    const { changes, buyers } = resolveBuyers({ ana: 10 }, [
      { buyerId: 'ana', delta: 5, reason: 'cart-add' },
      { buyerId: 'bo', delta: 3, reason: 'cart-add' },
      { buyerId: 'ana', delta: -20, reason: 'cart-remove' },
      { buyerId: 'bo', delta: 1, reason: 'cart-update', buyerCommitted: 9 },
    ]);
    expect(changes.map((c) => c.buyerCommitted)).toEqual([15, 3, 0, 9]);
    expect(buyers).toEqual({ ana: 0, bo: 9 });
  });

  it('reads them back from stored changes without touching the head it started from', () => {
    const before = { ana: 4 };
    expect(foldBuyers(before, [add(6, 'bo'), { ...add(2, 'ana'), buyerCommitted: 6 }])).toEqual({
      ana: 6,
      bo: 6,
    });
    expect(before).toEqual({ ana: 4 });
  });
});
