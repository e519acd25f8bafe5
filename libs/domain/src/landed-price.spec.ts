import { committedLoadOn, landedOrderLines, landedPrice, measureOn } from './landed-price';

const TEE = {
  unitPrice: 6.5,
  priceBreaks: [
    { minQty: 600, unitPrice: 6 },
    { minQty: 1200, unitPrice: 5.6 },
  ],
};

describe('the landed price per unit', () => {
  it('is the group price at the break reached plus the freight share per unit, weighed like the invoice', () => {
    // 100 units of 0.5 kg = 50 kg against 150 kg of everything else: a quarter of $200.
    const landed = landedPrice(
      { ...TEE, qty: 100, committedWith: 700, measure: 0.5 },
      { freightCost: 200, otherLoad: 150 },
    );
    expect(landed).toEqual({ unitPrice: 6, freightPerUnit: 0.5, perUnit: 6.5, freightShare: 50 });
  });

  it('moves as the what-if moves: a break crossed lowers the price, more units take more of the freight', () => {
    const freight = { freightCost: 300, otherLoad: 1000 };
    const at = (qty: number) => landedPrice({ ...TEE, qty, committedWith: 500 + qty, measure: 1 }, freight)!;
    expect(at(50).unitPrice).toBe(6.5);
    expect(at(100).unitPrice).toBe(6); // 600 reached
    expect(at(700).unitPrice).toBe(5.6); // 1200 reached
    // The freight per unit falls as the whole load grows (the same cost over more kilograms).
    expect(at(50).freightShare).toBeCloseTo(14.29, 2);
    expect(at(700).freightShare).toBeCloseTo(123.53, 2);
    expect(at(700).freightPerUnit).toBeLessThan(at(50).freightPerUnit);
  });

  it('is exact in cents: the two parts add up to the figure shown, rounded half up per unit', () => {
    // $10.00 over 3 units alone in the round: $3.333… each → 3.33, and the price stays exact.
    const landed = landedPrice(
      { unitPrice: 1.1, qty: 3, committedWith: 3, measure: 2 },
      { freightCost: 10, otherLoad: 0 },
    )!;
    expect(landed.freightShare).toBe(10);
    expect(landed.perUnit).toBe(4.43);
    expect(Math.round((landed.unitPrice + landed.freightPerUnit) * 100)).toBe(
      Math.round(landed.perUnit * 100),
    );
  });

  it('is the price alone without a freight cost or a measure, and nothing for no units', () => {
    expect(
      landedPrice({ ...TEE, qty: 12, committedWith: 12, measure: 1 }, { freightCost: null, otherLoad: 10 }),
    ).toEqual({
      unitPrice: 6.5,
      freightPerUnit: 0,
      perUnit: 6.5,
      freightShare: 0,
    });
    expect(
      landedPrice({ ...TEE, qty: 12, committedWith: 12, measure: null }, { freightCost: 100, otherLoad: 10 })
        ?.freightShare,
    ).toBe(0);
    expect(
      landedPrice({ ...TEE, qty: 0, committedWith: 0, measure: 1 }, { freightCost: 100, otherLoad: 0 }),
    ).toBeNull();
  });

  it('weighs by the round basis: gross weight or volume of the committed units', () => {
    const products = [
      { grossWeightKg: 2, cbm: 0.01, committed: 10 },
      { grossWeightKg: null, cbm: 0.5, committed: 4 },
    ];
    expect(committedLoadOn('gross_weight', products)).toBe(20);
    expect(committedLoadOn('volume', products)).toBe(2.1);
    expect(measureOn('volume', products[1])).toBe(0.5);
    expect(measureOn('gross_weight', products[1])).toBeNull();
  });

  it("splits a placed order's freight share over its lines by load, to the cent", () => {
    const lines = landedOrderLines(
      [
        { unitPrice: 6, qty: 100, measure: 0.5 },
        { unitPrice: 17.5, qty: 30, measure: 1 },
        { unitPrice: 3, qty: 10, measure: null },
      ],
      40.01,
    );
    expect(lines.map((l) => l.freightShare)).toEqual([25.01, 15, 0]);
    expect(lines.map((l) => l.perUnit)).toEqual([6.25, 18, 3]);
  });
});
