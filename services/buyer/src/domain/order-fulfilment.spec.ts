import type { OrderItemSnapshot } from '@marketplace/contracts';
import { ORDER_TIMELINE_LINES_MAX } from '@marketplace/contracts/constants';
import { fullyShipped, invoicesSettled, receiptIssues, receivedLines, shipLines } from './order-fulfilment';
import { deliveredEntry } from './order-timeline';

const line = (id: string, qty: number, over: Partial<OrderItemSnapshot> = {}): OrderItemSnapshot => ({
  id,
  roundProductId: `rp-${id}`,
  productId: `p-${id}`,
  name: `Item ${id}`,
  sku: `SKU-${id}`,
  uom: 'pieces',
  unitsPerPack: 1,
  qty,
  unitPrice: 1,
  subtotal: qty,
  ...over,
});

describe('shipments on an order’s lines', () => {
  it('adds each line’s units to what has left, once per line however the shipment lists them', () => {
    const items = [line('a', 10, { shipped: 4 }), line('b', 3)];
    const {
      items: shipped,
      carried,
      unknown,
    } = shipLines(items, [
      { itemId: 'b', qty: 1 },
      { itemId: 'a', qty: 2 },
      { itemId: 'b', qty: 2 },
      { itemId: 'zz', qty: 5 },
    ]);
    expect(shipped.map((i) => i.shipped)).toEqual([6, 3]);
    expect(carried).toEqual([
      { itemId: 'a', name: 'Item a', qty: 2 },
      { itemId: 'b', name: 'Item b', qty: 3 },
    ]);
    expect(unknown).toEqual(['zz']);
    expect(fullyShipped(shipped)).toBe(false);
    expect(fullyShipped(shipLines(shipped, [{ itemId: 'a', qty: 4 }]).items)).toBe(true);
  });
});

describe('a receipt', () => {
  const shipped = [line('a', 5, { shipped: 5 }), line('b', 2, { shipped: 2 })];

  it('takes lines left out as arrived in full, and the rest of a named line as short', () => {
    const result = receivedLines(shipped, [{ itemId: 'b', received: 0, damaged: 1, note: 'wet' }]);
    if (!('items' in result)) throw new Error('refused');
    expect(result.items.map((i) => i.receipt)).toEqual([
      { received: 5, damaged: 0, short: 0, note: null },
      { received: 0, damaged: 1, short: 1, note: 'wet' },
    ]);
    expect(receiptIssues(result.items)).toBe(2);
    expect(deliveredEntry('t', 'u', result.items).details).toEqual({
      lines: [{ itemId: 'b', name: 'Item b', short: 1, damaged: 1 }],
    });
  });

  it('refuses a line not of the order, a line twice, and more units than were shipped', () => {
    expect(receivedLines(shipped, [{ itemId: 'x', received: 1, damaged: 0 }])).toEqual({
      refusal: { reason: 'unknown_line', itemId: 'x' },
    });
    expect(
      receivedLines(shipped, [
        { itemId: 'a', received: 1, damaged: 0 },
        { itemId: 'a', received: 1, damaged: 0 },
      ]),
    ).toEqual({ refusal: { reason: 'repeated_line', itemId: 'a' } });
    expect(receivedLines(shipped, [{ itemId: 'b', received: 2, damaged: 1 }])).toEqual({
      refusal: { reason: 'over_shipped', itemId: 'b', name: 'Item b', shipped: 2 },
    });
  });

  it('lists at most ORDER_TIMELINE_LINES_MAX lines with issues, and how many more', () => {
    const many = Array.from({ length: ORDER_TIMELINE_LINES_MAX + 3 }, (_, i) =>
      line(`l${i}`, 1, { shipped: 1, receipt: { received: 0, damaged: 0, short: 1, note: null } }),
    );
    const { details } = deliveredEntry('t', 'u', many);
    expect(details).toMatchObject({ otherLines: 3 });
    expect((details as { lines: unknown[] }).lines).toHaveLength(ORDER_TIMELINE_LINES_MAX);
  });
});

describe('an order’s invoices settled', () => {
  it('needs at least one standing invoice, every standing one paid', () => {
    expect(invoicesSettled([])).toBe(false);
    expect(invoicesSettled([{ status: 'cancelled' }])).toBe(false);
    expect(invoicesSettled([{ status: 'paid' }, { status: 'cancelled' }])).toBe(true);
    expect(invoicesSettled([{ status: 'paid' }, { status: 'sent' }])).toBe(false);
  });
});
