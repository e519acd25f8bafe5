import { decideBatch, type CommitmentChange } from './commitment-batch';

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
