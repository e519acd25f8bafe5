import type { RoundProductSnapshot } from '@marketplace/contracts';
import { lineTotal, priceOrder } from './order-pricing';

const product = (id: string, unitPrice: number): RoundProductSnapshot => ({
  id,
  productId: `p-${id}`,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  unitPrice,
  currency: 'USD',
  uom: 'pieces',
  unitsPerPack: 6,
  size: null,
  color: null,
  material: null,
  categoryName: null,
  imageUrl: null,
  moq: 100,
  maxQty: null,
});

describe('order pricing', () => {
  it('prices lines from the snapshot and adds totals without float dust', () => {
    const priced = priceOrder([
      { id: 'i1', product: product('a', 0.1), qty: 3 },
      { id: 'i2', product: product('b', 19.99), qty: 12 },
    ]);
    expect(priced.items.map((i) => i.subtotal)).toEqual([0.3, 239.88]);
    expect(priced).toMatchObject({ totalValue: 240.18, totalUnits: 15, totalItems: 2 });
    expect(priced.items[1]).toMatchObject({ roundProductId: 'b', productId: 'p-b', unitPrice: 19.99 });
    expect(lineTotal(0.1, 3)).toBe(0.3);
  });
});
