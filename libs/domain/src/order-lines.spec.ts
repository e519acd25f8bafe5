import type { OrderItemSnapshot } from '@marketplace/contracts';
import { linesAfterShortfall, orderTotals } from './order-lines';

const line = (
  id: string,
  qty: number,
  unitPrice: number,
  over: Partial<OrderItemSnapshot> = {},
): OrderItemSnapshot => ({
  id,
  roundProductId: `rp-${id}`,
  productId: `p-${id}`,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  uom: 'pieces',
  unitsPerPack: 6,
  qty,
  unitPrice,
  subtotal: Math.round(qty * unitPrice * 100) / 100,
  ...over,
});

describe('an order’s lines after a shortfall', () => {
  it('takes the cut off at the line’s own price, flexible units called in first', () => {
    const items = [line('a', 36, 12.35, { flex: 12, flexCalled: 12 }), line('b', 3, 2)];
    const { items: after, taken } = linesAfterShortfall(items, new Map([['a', { cut: 18, flexCut: 12 }]]));
    expect(after[0]).toMatchObject({ qty: 18, subtotal: 222.3, shortDelivered: 18, flexCalled: 0, flex: 12 });
    expect(after[1]).toBe(items[1]);
    expect(taken).toEqual([{ itemId: 'a', name: 'Product a', units: 18, flexUnits: 12 }]);
    expect(orderTotals(after)).toEqual({ totalValue: 228.3, totalUnits: 21, totalItems: 2 });
  });

  it('drops a line cut to nothing and never cuts a line twice', () => {
    const items = [line('a', 6, 1.1), line('b', 12, 0.35)];
    const cuts = new Map([
      ['a', { cut: 6, flexCut: 0 }],
      ['b', { cut: 6, flexCut: 0 }],
    ]);
    const once = linesAfterShortfall(items, cuts);
    expect(once.items.map((i) => [i.id, i.qty, i.subtotal])).toEqual([['b', 6, 2.1]]);
    expect(once.taken.map((t) => t.units)).toEqual([6, 6]);
    const twice = linesAfterShortfall(once.items, cuts);
    expect(twice).toEqual({ items: once.items, taken: [] });
  });
});
