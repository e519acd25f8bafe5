import { decideBookChanges, EMPTY_BOOK, headAfter, sealedUnits, type BookChange } from './order-book';

const closeAt = new Date('2026-11-25T13:42:00Z');
const place = (orderId: string, qty: number): BookChange => ({
  kind: 'place',
  orderId,
  buyerId: `b-${orderId}`,
  items: [{ roundProductId: 'rp', qty }],
  closeAt,
});

describe('the order book’s rules (issue 39)', () => {
  it('takes placements before the deadline and refuses them at it, decided together in order', () => {
    const before = new Date(closeAt.getTime() - 1);
    expect(decideBookChanges(EMPTY_BOOK, [place('a', 2), place('b', 3)], before)).toEqual({
      decisions: [{ accepted: true }, { accepted: true }],
      ordered: { rp: 5 },
    });
    expect(decideBookChanges(EMPTY_BOOK, [place('a', 2)], closeAt)).toEqual({
      decisions: [{ accepted: false, reason: 'deadline' }],
      ordered: {},
    });
  });

  it('refuses every placement once sealed, whatever the clock, but always takes units leaving', () => {
    const open = headAfter(EMPTY_BOOK, { seq: 1, kind: 'orders', ordered: { rp: 4 } });
    const sealed = headAfter(open, { seq: 2, kind: 'sealed', ordered: { rp: 4 } });
    const early = new Date(closeAt.getTime() - 60_000);
    const { decisions, ordered } = decideBookChanges(
      sealed,
      [
        place('late', 1),
        {
          kind: 'remove',
          orderId: 'x',
          buyerId: 'b',
          reason: 'rejected',
          items: [{ roundProductId: 'rp', qty: 3 }],
        },
      ],
      early,
    );
    expect(decisions).toEqual([{ accepted: false, reason: 'sealed' }, { accepted: true }]);
    expect(ordered).toEqual({ rp: 1 });
    // What counted at the close stays the seal's, after the rejection too.
    const after = headAfter(sealed, { seq: 3, kind: 'orders', ordered });
    expect(sealedUnits(after, 'rp')).toBe(4);
    expect(after.sealed).toEqual({ seq: 2, ordered: { rp: 4 } });
    // Reopened ("extend once"): placements are taken again, and nothing is sealed.
    const reopened = headAfter(after, { seq: 4, kind: 'reopened', ordered });
    expect(reopened.sealed).toBeNull();
    expect(decideBookChanges(reopened, [place('again', 2)], early).ordered).toEqual({ rp: 3 });
  });

  it('never holds fewer than zero units of a product', () => {
    const { ordered } = decideBookChanges(
      EMPTY_BOOK,
      [
        {
          kind: 'remove',
          orderId: 'x',
          buyerId: 'b',
          reason: 'withdrawn',
          items: [{ roundProductId: 'rp', qty: 2 }],
        },
      ],
      closeAt,
    );
    expect(ordered).toEqual({ rp: 0 });
  });
});
