import fc from 'fast-check';
import { freightShares, roundFreightShares } from './freight';

const order = (id: string, qty: number, grossWeightKg: number | null, cbm: number | null) => ({
  id,
  lines: [{ qty, grossWeightKg, cbm }],
});

describe('freight shares', () => {
  it('splits the cost by gross weight or by volume, as the supplier chose', () => {
    const orders = [order('a', 100, 2, 0.01), order('b', 300, 1, 0.01)];
    // 200 kg and 300 kg of 500: 40 % and 60 %.
    expect(freightShares(1000, 'gross_weight', orders)).toEqual(
      new Map([
        ['a', 400],
        ['b', 600],
      ]),
    );
    // 1 m³ and 3 m³ of 4: 25 % and 75 %.
    expect(freightShares(1000, 'volume', orders)).toEqual(
      new Map([
        ['a', 250],
        ['b', 750],
      ]),
    );
  });

  it('gives nothing to an order with nothing to weigh, and adds up to the cent', () => {
    const shares = freightShares(100, 'gross_weight', [
      order('a', 1, 1, null),
      order('b', 1, 1, null),
      order('c', 1, 1, null),
      order('d', 5, null, null),
    ]);
    expect([...shares.values()]).toEqual([33.34, 33.33, 33.33, 0]);
  });

  it('always adds up to the freight cost exactly when something carries weight (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 10_000 }),
            kg: fc.double({ min: 0.001, max: 500, noNaN: true }),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (cents, rows) => {
          const shares = freightShares(
            cents / 100,
            'gross_weight',
            rows.map((r, i) => order(`o${i}`, r.qty, r.kg, null)),
          );
          const total = [...shares.values()].reduce((s, v) => s + Math.round(v * 100), 0);
          expect(total).toBe(cents);
        },
      ),
    );
  });
});

describe('roundFreightShares', () => {
  it('splits over standing orders only, at the round’s own measures, to the cent', () => {
    const round = {
      freightCost: 600,
      freightBasis: 'gross_weight' as const,
      products: [
        { id: 'a', grossWeightKg: 1, cbm: 0.01 },
        { id: 'b', grossWeightKg: 2, cbm: null },
      ],
    };
    const split = roundFreightShares(round, [
      {
        id: 'o1',
        status: 'approved',
        items: [
          { roundProductId: 'a', qty: 30 },
          { roundProductId: 'b', qty: 50 },
        ],
      },
      { id: 'o2', status: 'pending_admin', items: [{ roundProductId: 'b', qty: 10 }] },
      { id: 'o3', status: 'rejected', items: [{ roundProductId: 'b', qty: 1000 }] },
    ]);
    expect(split?.basis).toBe('gross_weight');
    expect(Object.fromEntries(split!.shares)).toEqual({ o1: 520, o2: 80 });
    expect(roundFreightShares({ ...round, freightCost: null }, [])).toBeNull();
  });
});
