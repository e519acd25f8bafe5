import fc from 'fast-check';
import type { RoundProductSnapshot } from '@marketplace/contracts';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { cartLineTotal, creditedLine, priceOrder, repriceAtClose } from './order-pricing';

const product = (id: string, unitPrice: number, extra: Partial<RoundProductSnapshot> = {}) =>
  roundProductSnapshot({
    id,
    productId: `p-${id}`,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    unitPrice,
    ...extra,
  });

const breaks = [
  { minQty: 100, unitPrice: 10 },
  { minQty: 250, unitPrice: 9.5 },
];

describe('order pricing', () => {
  it('prices lines from the snapshot and adds totals without float dust', () => {
    const priced = priceOrder([
      { id: 'i1', product: product('a', 0.1), qty: 3, committed: 3 },
      { id: 'i2', product: product('b', 19.99), qty: 12, committed: 12 },
    ]);
    expect(priced.items.map((i) => i.subtotal)).toEqual([0.3, 239.88]);
    expect(priced).toMatchObject({ totalValue: 240.18, totalUnits: 15, totalItems: 2 });
    expect(priced.items[1]).toMatchObject({ roundProductId: 'b', productId: 'p-b', unitPrice: 19.99 });
    expect(priced.items[1]).not.toHaveProperty('listUnitPrice');
    expect(cartLineTotal(product('a', 0.1), 3, 3)).toBe(0.3);
  });

  it('prices a line at the break the group reached when it is placed, keeping the list price', () => {
    const boxes = product('a', 12, { priceBreaks: breaks });
    const [below] = priceOrder([{ id: 'i', product: boxes, qty: 40, committed: 99 }]).items;
    expect(below).toMatchObject({ unitPrice: 12, subtotal: 480 });
    expect(below).not.toHaveProperty('listUnitPrice');
    const placed = priceOrder([{ id: 'i', product: boxes, qty: 40, committed: 260 }]);
    expect(placed.items[0]).toMatchObject({ unitPrice: 9.5, subtotal: 380, listUnitPrice: 12 });
    expect(placed.totalValue).toBe(380);
    expect(cartLineTotal(boxes, 40, 120)).toBe(400);
  });

  it('re-prices at the final break at close, never upwards, and leaves lines without breaks alone', () => {
    const boxes = product('a', 12, { priceBreaks: breaks });
    const plain = product('b', 3);
    const { items } = priceOrder([
      { id: 'i1', product: boxes, qty: 40, committed: 120 },
      { id: 'i2', product: plain, qty: 10, committed: 10 },
    ]);
    expect(items[0].unitPrice).toBe(10);
    const repriced = repriceAtClose(
      items,
      [boxes, plain],
      new Map([
        ['a', 300],
        ['b', 10],
      ]),
    );
    expect(repriced).toEqual([{ ...items[0], unitPrice: 9.5, subtotal: 380, listUnitPrice: 12 }, items[1]]);
    // A total at close below the break paid at placement (units released since) never raises it.
    expect(repriceAtClose(items, [boxes, plain], new Map([['a', 50]]))).toBeNull();
    // Nothing to change: null, so the close writes nothing.
    expect(repriceAtClose(repriced!, [boxes, plain], new Map([['a', 300]]))).toBeNull();
  });

  it('keeps an order total exactly the sum of its lines at any break (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 10_000_000 }),
            qty: fc.integer({ min: 1, max: 100_000 }),
            committed: fc.integer({ min: 0, max: 1_000_000 }),
            cut: fc.integer({ min: 1, max: 99 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (lines) => {
          const priced = priceOrder(
            lines.map((l, i) => ({
              id: `i${i}`,
              product: product(`r${i}`, l.cents / 100, {
                priceBreaks: [
                  { minQty: 500, unitPrice: Math.max(1, Math.floor((l.cents * l.cut) / 100)) / 100 },
                ],
              }),
              qty: l.qty,
              committed: l.committed,
            })),
          );
          const sumCents = priced.items.reduce((s, i) => s + Math.round(i.subtotal * 100), 0);
          expect(Math.round(priced.totalValue * 100)).toBe(sumCents);
          for (const item of priced.items) {
            expect(Math.round(item.subtotal * 100)).toBe(Math.round(item.unitPrice * 100) * item.qty);
            if (item.listUnitPrice !== undefined) expect(item.listUnitPrice).toBeGreaterThan(item.unitPrice);
          }
        },
      ),
    );
  });
  it('takes credited units off a line at its own unit price, to the cent, never below nothing', () => {
    const boxes = product('a', 12, { priceBreaks: breaks });
    const [line] = priceOrder([{ id: 'i', product: boxes, qty: 10, committed: 260 }]).items;
    const credited = creditedLine(line!, 2);
    expect(credited).toEqual({
      item: { ...line, qty: 8, credited: 2, subtotal: 76, unitPrice: 9.5, listUnitPrice: 12 },
      units: 2,
    });
    // A second credit adds up; more than the line holds takes what it holds, and ends the line.
    expect(creditedLine(credited.item!, 3).item).toMatchObject({ qty: 5, credited: 5, subtotal: 47.5 });
    expect(creditedLine(line!, 15)).toEqual({ item: null, units: 10 });
    expect(creditedLine(line!, 0)).toEqual({ item: line, units: 0 });
    const [cheap] = priceOrder([{ id: 'c', product: product('c', 0.1), qty: 3, committed: 3 }]).items;
    expect(creditedLine(cheap!, 1).item).toMatchObject({ qty: 2, subtotal: 0.2 });
  });
});
