import { shareShortfall, shortfallRefusal, type ShortfallLine } from './shortfall';

const line = (orderId: string, qty: number, placedAt: string, flexCalled = 0): ShortfallLine => ({
  orderId,
  itemId: `${orderId}-1`,
  qty,
  flexCalled,
  placedAt,
});

const cutsOf = (share: ReturnType<typeof shareShortfall>) =>
  Object.fromEntries(share.cuts.map((c) => [c.orderId, [c.cut, c.delivered]]));

describe('a product delivered short, shared across its orders', () => {
  it('takes 900 of 1,000 pro rata: 500/300/200 ordered get 450/270/180', () => {
    const share = shareShortfall(
      [line('a', 500, '2026-01-01'), line('b', 300, '2026-01-02'), line('c', 200, '2026-01-03')],
      1,
      900,
    );
    expect(share).toMatchObject({ confirmed: 1000, delivered: 900, short: 100 });
    expect(cutsOf(share)).toEqual({ a: [50, 450], b: [30, 270], c: [20, 180] });
  });

  it('cuts whole packs only, the leftover pack by largest remainder', () => {
    // 30 packs of 6 held 10/10/10; 4 packs short: 1.33 each, the fourth pack goes to a remainder.
    const share = shareShortfall(
      [line('a', 60, '2026-01-01'), line('b', 60, '2026-01-02'), line('c', 60, '2026-01-03')],
      6,
      156,
    );
    expect(share.cuts.every((c) => c.cut % 6 === 0)).toBe(true);
    expect(share.short).toBe(24);
    // Equal remainders: the latest order loses the extra pack, the earliest keep theirs.
    expect(cutsOf(share)).toEqual({ a: [6, 54], b: [6, 54], c: [12, 48] });
  });

  it('gives the leftover packs to the largest remainders before the ties', () => {
    // 7/2/1 packs, 5 short: exact 3.5/1.0/0.5, so a takes 3 + 1, c takes 0 + 1 (remainders .5 tie: c is later).
    const share = shareShortfall(
      [line('a', 7, '2026-01-01'), line('b', 2, '2026-01-02'), line('c', 1, '2026-01-03')],
      1,
      5,
    );
    expect(cutsOf(share)).toEqual({ a: [3, 4], b: [1, 1], c: [1, 0] });
  });

  it('takes flexible units called in at the close first', () => {
    const share = shareShortfall(
      [line('a', 100, '2026-01-01', 20), line('b', 100, '2026-01-02'), line('c', 100, '2026-01-03', 10)],
      1,
      270,
    );
    // 30 short and exactly 30 flexible units called in: only they go.
    expect(cutsOf(share)).toEqual({ a: [20, 80], b: [0, 100], c: [10, 90] });
    expect(share.cuts.map((c) => c.flexCut)).toEqual([20, 0, 10]);
  });

  it('shares the rest pro rata once the flexible units are all gone', () => {
    const share = shareShortfall(
      [line('a', 100, '2026-01-01', 20), line('b', 100, '2026-01-02'), line('c', 100, '2026-01-03', 10)],
      1,
      244,
    );
    // 56 short: 30 flex, then 26 over own units 80/100/90: exact 7.70/9.63/8.67, the 2 packs left to .70 and .67.
    const cut = cutsOf(share);
    expect(cut).toEqual({ a: [28, 72], b: [9, 91], c: [19, 81] });
    expect(share.short).toBe(56);
  });

  it('shares flexible units pro rata when they alone cover the shortfall', () => {
    const share = shareShortfall(
      [line('a', 100, '2026-01-01', 30), line('b', 100, '2026-01-02', 10)],
      1,
      180,
    );
    expect(cutsOf(share)).toEqual({ a: [15, 85], b: [5, 95] });
  });

  it('reads the lines earliest first whatever order they come in', () => {
    const lines = [line('c', 200, '2026-01-03'), line('a', 500, '2026-01-01'), line('b', 300, '2026-01-02')];
    expect(shareShortfall(lines, 1, 900).cuts.map((c) => c.orderId)).toEqual(['a', 'b', 'c']);
  });

  it('can take a line to nothing when nothing arrived', () => {
    const share = shareShortfall([line('a', 12, '2026-01-01'), line('b', 6, '2026-01-02')], 6, 0);
    expect(cutsOf(share)).toEqual({ a: [12, 0], b: [6, 0] });
  });

  it('refuses what is not short, and a delivery that splits a pack', () => {
    const lines = [line('a', 60, '2026-01-01'), line('b', 60, '2026-01-02')];
    expect(shortfallRefusal(lines, 6, 120)).toEqual({ kind: 'nothing_short', confirmed: 120 });
    expect(shortfallRefusal(lines, 6, 200)).toEqual({ kind: 'nothing_short', confirmed: 120 });
    expect(shortfallRefusal(lines, 6, 100)).toEqual({ kind: 'not_whole_packs', unitsPerPack: 6 });
    expect(shortfallRefusal(lines, 6, 96)).toBeNull();
    expect(() => shareShortfall(lines, 6, 100)).toThrow(RangeError);
  });
});
