import {
  bookAtSeal,
  decideBookChanges,
  EMPTY_BOOK,
  headAfter,
  sealedUnits,
  type BookChange,
} from './order-book';

const closeAt = new Date('2026-11-25T13:42:00Z');
const place = (orderId: string, qty: number): BookChange => ({
  kind: 'place',
  orderId,
  buyerId: `b-${orderId}`,
  items: [{ roundProductId: 'rp', qty }],
  closeAt,
});

describe('the order book’s rules', () => {
  it('takes placements before the deadline and refuses them at it, decided together in order', () => {
    const before = new Date(closeAt.getTime() - 1);
    expect(decideBookChanges(EMPTY_BOOK, [place('a', 2), place('b', 3)], before)).toEqual({
      decisions: [{ accepted: true }, { accepted: true }],
      ordered: { rp: 5 },
      flex: {},
      held: {},
    });
    expect(decideBookChanges(EMPTY_BOOK, [place('a', 2)], closeAt)).toEqual({
      decisions: [{ accepted: false, reason: 'deadline' }],
      ordered: {},
      flex: {},
      held: {},
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
    expect(after.sealed).toEqual({ seq: 2, ordered: { rp: 4 }, flex: {} });
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

describe('the flexible units standing at the seal', () => {
  const place = (orderId: string, flex: number) => ({
    kind: 'place' as const,
    orderId,
    buyerId: `b-${orderId}`,
    items: [{ roundProductId: 'rp', qty: 5, flex }],
  });
  const remove = (orderId: string) => ({
    kind: 'remove' as const,
    orderId,
    buyerId: `b-${orderId}`,
    items: [{ roundProductId: 'rp', qty: 5 }],
  });

  it('lists each standing order’s flex earliest first, without orders that left, as it stood at the last seal', () => {
    const atSeal = bookAtSeal([
      { seq: 3, kind: 'sealed', ordered: { rp: 10 }, changes: [] },
      { seq: 1, kind: 'orders', ordered: { rp: 15 }, changes: [place('late', 4), place('gone', 2)] },
      { seq: 2, kind: 'orders', ordered: { rp: 10 }, changes: [remove('gone')] },
      // After the seal: a release does not change what the seal counted.
      { seq: 4, kind: 'orders', ordered: { rp: 5 }, changes: [remove('late')] },
    ]);
    expect(atSeal).toEqual({
      seq: 3,
      ordered: { rp: 10 },
      offers: new Map([['rp', [{ orderId: 'late', buyerId: 'b-late', units: 4, seq: 1 }]]]),
    });
  });

  it('is null while the book is open again after an extension', () => {
    expect(
      bookAtSeal([
        { seq: 1, kind: 'orders', ordered: { rp: 5 }, changes: [place('a', 5)] },
        { seq: 2, kind: 'sealed', ordered: { rp: 5 }, changes: [] },
        { seq: 3, kind: 'reopened', ordered: { rp: 5 }, changes: [] },
      ]),
    ).toBeNull();
  });
});

describe('a line’s flexible units in the book', () => {
  const flexChange = (from: number, to: number, takenBack?: boolean): BookChange => ({
    kind: 'flex',
    orderId: 'o',
    buyerId: 'b',
    roundProductId: 'rp',
    from,
    to,
    closeAt: null,
    ...(takenBack ? { takenBack } : {}),
  });

  it('refuses a change once sealed, but always takes back one whose order was not written', () => {
    const open = headAfter(EMPTY_BOOK, { seq: 1, kind: 'orders', ordered: { rp: 4 }, flex: { rp: 6 } });
    const sealed = headAfter(open, { seq: 2, kind: 'sealed', ordered: { rp: 4 } });
    const now = new Date('2026-11-25T12:00:00Z');
    expect(decideBookChanges(sealed, [flexChange(6, 12)], now).decisions).toEqual([
      { accepted: false, reason: 'sealed' },
    ]);
    expect(decideBookChanges(sealed, [flexChange(12, 6, true)], now)).toEqual({
      decisions: [{ accepted: true }],
      ordered: { rp: 4 },
      flex: { rp: 0 },
      held: {},
    });
  });

  it("keeps a team's orders waiting for their company apart: held, then placed from the hold or let go, never counted before", () => {
    const items = (qty: number) => [{ roundProductId: 'rp', qty }];
    const before = new Date(closeAt.getTime() - 1);
    const hold = (orderId: string, qty: number): BookChange => ({
      kind: 'hold',
      orderId,
      buyerId: 'member',
      items: items(qty),
      closeAt,
    });
    const held = decideBookChanges(EMPTY_BOOK, [place('a', 5), hold('h1', 12), hold('h2', 4)], before);
    expect(held).toMatchObject({ ordered: { rp: 5 }, held: { rp: 16 } });
    const open = headAfter(EMPTY_BOOK, { seq: 1, kind: 'orders', ...held });

    // Approved: its units move from the held ones to the ordered; the other one is let go.
    const decided = decideBookChanges(
      open,
      [
        { kind: 'place', orderId: 'h1', buyerId: 'member', items: items(12), closeAt, fromHold: true },
        { kind: 'unhold', orderId: 'h2', buyerId: 'member', items: items(4) },
      ],
      before,
    );
    expect(decided).toMatchObject({ ordered: { rp: 17 }, held: { rp: 0 } });

    // A hold is refused like a placement at the deadline and once sealed; a seal counts no held units.
    expect(decideBookChanges(open, [hold('late', 3)], closeAt).decisions).toEqual([
      { accepted: false, reason: 'deadline' },
    ]);
    const sealed = headAfter(open, { seq: 2, kind: 'sealed', ordered: open.ordered });
    expect(decideBookChanges(sealed, [hold('after', 3)], before).decisions).toEqual([
      { accepted: false, reason: 'sealed' },
    ]);
    expect(sealedUnits(sealed, 'rp')).toBe(5);
    expect(sealed.held).toEqual({ rp: 16 });

    // An approval whose write failed gives its units back to the held ones.
    const undone = decideBookChanges(
      headAfter(open, { seq: 2, kind: 'orders', ...decided }),
      [
        {
          kind: 'remove',
          orderId: 'h1',
          buyerId: 'member',
          reason: 'withdrawn',
          items: items(12),
          toHold: true,
        },
      ],
      before,
    );
    expect(undone).toMatchObject({ ordered: { rp: 5 }, held: { rp: 12 } });
  });

  it('leaves held units out of what the book says at its seal', () => {
    const atSeal = bookAtSeal([
      {
        seq: 1,
        kind: 'orders',
        ordered: { rp: 5 },
        changes: [
          { kind: 'place', orderId: 'a', buyerId: 'b', items: [{ roundProductId: 'rp', qty: 5, flex: 2 }] },
          { kind: 'hold', orderId: 'h', buyerId: 'm', items: [{ roundProductId: 'rp', qty: 9, flex: 3 }] },
        ],
      },
      { seq: 2, kind: 'sealed', ordered: { rp: 5 }, changes: [] },
    ]);
    expect(atSeal?.ordered).toEqual({ rp: 5 });
    expect(atSeal?.offers.get('rp')?.map((o) => o.orderId)).toEqual(['a']);
  });
});
