import fc from 'fast-check';
import {
  decimalPriceBreakProblems,
  describePriceBreakProblem,
  groupPriceView,
  nextPriceBreak,
  priceBreakProblems,
  repricedUnitPrice,
  unitPriceAt,
  type PriceBreak,
} from './price-breaks';

const breaks: PriceBreak[] = [
  { minQty: 100, unitPriceMinor: 1000 },
  { minQty: 250, unitPriceMinor: 950 },
  { minQty: 500, unitPriceMinor: 900 },
];

describe('price breaks', () => {
  it('charges the base price below the first break and the lowest reached break above it', () => {
    expect(unitPriceAt(1200, breaks, 0)).toBe(1200);
    expect(unitPriceAt(1200, breaks, 99)).toBe(1200);
    expect(unitPriceAt(1200, breaks, 100)).toBe(1000);
    expect(unitPriceAt(1200, breaks, 268)).toBe(950);
    expect(unitPriceAt(1200, breaks, 10_000)).toBe(900);
    expect(unitPriceAt(1200, [], 10_000)).toBe(1200);
  });

  it('names the next break and how far it is ("32 more units to $9.50")', () => {
    expect(nextPriceBreak(breaks, 218)).toEqual({ unitsToGo: 32, unitPriceMinor: 950, minQty: 250 });
    expect(nextPriceBreak(breaks, 0)).toEqual({ unitsToGo: 100, unitPriceMinor: 1000, minQty: 100 });
    expect(nextPriceBreak(breaks, 500)).toBeNull();
    expect(nextPriceBreak([], 3)).toBeNull();
  });

  it('accepts good breaks and an empty list', () => {
    expect(priceBreakProblems(1200, breaks, 1000)).toEqual([]);
    expect(priceBreakProblems(1200, [], null)).toEqual([]);
  });

  it('says which break is wrong and why', () => {
    expect(priceBreakProblems(1200, [...breaks, { minQty: 900, unitPriceMinor: 800 }], null)).toEqual([
      { code: 'over_limit', max: 3 },
    ]);
    expect(
      priceBreakProblems(
        1200,
        [
          { minQty: 100, unitPriceMinor: 1200 },
          { minQty: 100, unitPriceMinor: 1100 },
          { minQty: 2.5, unitPriceMinor: 0 },
        ],
        50,
      ),
    ).toEqual([
      { code: 'price_not_falling', index: 1 },
      { code: 'above_max_qty', index: 1, maxQty: 50 },
      { code: 'qty_not_rising', index: 2 },
      { code: 'above_max_qty', index: 2, maxQty: 50 },
      { code: 'qty_not_whole', index: 3 },
      { code: 'price_not_positive', index: 3 },
      { code: 'qty_not_rising', index: 3 },
    ]);
  });

  it('never raises the price as the group commits more, and never re-prices a line upwards', () => {
    const validBreaks = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 0, maxLength: 3 })
      .chain((qtys) =>
        fc
          .uniqueArray(fc.integer({ min: 1, max: 99_999 }), {
            minLength: qtys.length,
            maxLength: qtys.length,
          })
          .map((prices) => {
            const q = [...qtys].sort((a, b) => a - b);
            const p = [...prices].sort((a, b) => b - a);
            return q.map((minQty, i) => ({ minQty, unitPriceMinor: p[i] }));
          }),
      );
    fc.assert(
      fc.property(
        validBreaks,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (bs, a, b) => {
          const base = 100_000;
          expect(priceBreakProblems(base, bs, null)).toEqual([]);
          const [low, high] = a <= b ? [a, b] : [b, a];
          const placed = unitPriceAt(base, bs, low);
          const final = unitPriceAt(base, bs, high);
          expect(final).toBeLessThanOrEqual(placed);
          expect(repricedUnitPrice(placed, final)).toBe(final);
          // A line placed late (at a better price) keeps it if the group shrank before the close.
          expect(repricedUnitPrice(final, placed)).toBe(final);
          const next = nextPriceBreak(bs, low);
          if (next) expect(unitPriceAt(base, bs, low + next.unitsToGo)).toBe(next.unitPriceMinor);
          else expect(unitPriceAt(base, bs, low)).toBe(bs.length ? bs[bs.length - 1].unitPriceMinor : base);
        },
      ),
    );
  });

  it('shows buyers the price now, the list price struck through and the next break, in decimals', () => {
    const wire = [
      { minQty: 250, unitPrice: 9.5 },
      { minQty: 100, unitPrice: 10 },
    ];
    expect(groupPriceView(12, wire, 50)).toEqual({
      unitPrice: 12,
      listUnitPrice: null,
      next: { unitsToGo: 50, unitPrice: 10, minQty: 100 },
    });
    expect(groupPriceView(12, wire, 218)).toEqual({
      unitPrice: 10,
      listUnitPrice: 12,
      next: { unitsToGo: 32, unitPrice: 9.5, minQty: 250 },
    });
    expect(groupPriceView(12, wire, 250)).toEqual({ unitPrice: 9.5, listUnitPrice: 12, next: null });
    expect(groupPriceView(12, undefined, 250)).toEqual({ unitPrice: 12, listUnitPrice: null, next: null });
  });

  it('checks typed breaks in decimals and says what is wrong in a sentence', () => {
    expect(decimalPriceBreakProblems(12, [{ minQty: 100, unitPrice: 10 }], 500)).toEqual([]);
    expect(decimalPriceBreakProblems(12, [{ minQty: 100, unitPrice: 9.999 }], 500)).toEqual([
      { code: 'price_not_positive', index: 1 },
    ]);
    const problems = decimalPriceBreakProblems(
      12,
      [
        { minQty: 100, unitPrice: 12 },
        { minQty: 90, unitPrice: 11 },
        { minQty: 600, unitPrice: 10 },
      ],
      500,
    );
    expect(problems.map(describePriceBreakProblem)).toEqual([
      'Break 1: the price must be below the price before it',
      'Break 2: quantities must rise from one break to the next',
      "Break 3: the quantity is above the product's max qty (500)",
    ]);
  });
});
