import { lineKey, shipmentNumberOf, shipmentRefusal, shippedByLine, type SoldLine } from './shipments';

const sold = (orderId: string, itemId: string, ordered: number, shipped = 0, shippable = true): SoldLine => ({
  orderId,
  buyerCompanyName: null,
  itemId,
  roundProductId: `rp-${itemId}`,
  name: `Product ${itemId}`,
  sku: `SKU-${itemId}`,
  ordered,
  shipped,
  shippable,
});

const byKey = (...lines: SoldLine[]) => new Map(lines.map((l) => [lineKey(l.orderId, l.itemId), l]));

describe('shipment rules', () => {
  it("numbers shipments with the supplier's invoice code and a six-digit count", () => {
    expect(shipmentNumberOf('6fcc07a1-0000-4000-8000-000000000001', 1)).toBe('SH-6FCC07-000001');
    expect(shipmentNumberOf('sup-ship-a', 123_456)).toBe('SH-SUPSHI-123456');
  });

  it('adds up the units each order line has shipped, over every shipment', () => {
    const shipped = shippedByLine([
      { lines: [{ orderId: 'o1', itemId: 'a', roundProductId: 'rp', name: 'A', sku: 'A', qty: 3 }] },
      {
        lines: [
          { orderId: 'o1', itemId: 'a', roundProductId: 'rp', name: 'A', sku: 'A', qty: 4 },
          { orderId: 'o2', itemId: 'a', roundProductId: 'rp', name: 'A', sku: 'A', qty: 1 },
        ],
      },
    ]);
    expect(Object.fromEntries(shipped)).toEqual({ [lineKey('o1', 'a')]: 7, [lineKey('o2', 'a')]: 1 });
  });

  it('refuses a repeated line first, then a line not to ship, then more than is left', () => {
    const lines = byKey(sold('o1', 'a', 10, 4), sold('o1', 'b', 5), sold('o2', 'a', 5, 0, false));
    expect(shipmentRefusal([{ orderId: 'o1', itemId: 'a', qty: 6 }], lines)).toBeNull();
    expect(
      shipmentRefusal(
        [
          { orderId: 'o1', itemId: 'a', qty: 7 },
          { orderId: 'o9', itemId: 'a', qty: 1 },
          { orderId: 'o1', itemId: 'a', qty: 1 },
        ],
        lines,
      ),
    ).toEqual({ kind: 'line_repeated', index: 2 });
    expect(
      shipmentRefusal(
        [
          { orderId: 'o1', itemId: 'a', qty: 7 },
          { orderId: 'o2', itemId: 'a', qty: 1 },
        ],
        lines,
      ),
    ).toEqual({ kind: 'line_not_sold', index: 1 });
    expect(
      shipmentRefusal(
        [
          { orderId: 'o1', itemId: 'b', qty: 5 },
          { orderId: 'o1', itemId: 'a', qty: 7 },
        ],
        lines,
      ),
    ).toEqual({ kind: 'over_ordered', index: 1, name: 'Product a', left: 6 });
  });

  it('counts nothing left on a line that shipped more than it now orders', () => {
    expect(shipmentRefusal([{ orderId: 'o1', itemId: 'a', qty: 1 }], byKey(sold('o1', 'a', 3, 5)))).toEqual({
      kind: 'over_ordered',
      index: 0,
      name: 'Product a',
      left: 0,
    });
  });
});
