import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createEvent, sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  decideOrderCommand,
  invoiceIssuedV1,
  invoicePaidV1,
  orderDeliveredV1,
  orderRevisedV1,
  orderShippedV1,
  shipmentRecordedV1,
  type InvoiceSnapshot,
  type OrderSnapshot,
  type OrderTimelineEntry,
  type Shipment,
} from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

/**
 * An order's way to the end in the buyer service, on real FerretDB and NATS: the supplier's
 * shipments move it (partially shipped → shipped), the buyer confirms receipt (delivered), and
 * with every invoice paid it is completed, whichever comes last.
 */
describe('shipments, receipt and completion', () => {
  let h: BuyerHarness;

  beforeAll(async () => {
    h = await startBuyer('shipments_receipts');
  });

  afterAll(async () => {
    await h?.stop();
  });

  const kinds = (entries: OrderTimelineEntry[] | undefined) => (entries ?? []).map((e) => e.kind);
  const read = async (id: string, buyerId: string) => {
    const res = await request(h.app).get(`/orders/${id}`).set(h.auth(buyerId));
    expect(res.status).toBe(200);
    return res.body as OrderSnapshot;
  };
  const stored = (id: string) => h.service.context.orders.findById(id).lean();
  const announced = async (type: string, id: string) =>
    (await streamEvents<OrderSnapshot>(h.nc, 'buyer', { type }))
      .filter((e) => e.data.id === id)
      .map((e) => e.data);
  const receipt = (id: string, buyerId: string, body: object) =>
    request(h.app).post(`/orders/${id}/receipt`).set(h.auth(buyerId)).send(body);

  /** An approved order of `buyerId` with one line per [units] given, in a round of its own. */
  async function approvedOrder(buyerId: string, units: number[]): Promise<OrderSnapshot> {
    const products = units.map((_, i) => roundProduct({ moq: 1, unitPrice: 10, name: `Item ${i + 1}` }));
    const round = roundSummary({ productCount: products.length });
    await h.approveRoundAndWait(round, products);
    const order = await h.placeOrder(
      buyerId,
      round.id,
      products.map((p, i) => [p.id, units[i]!]),
    );
    await sendCommand(h.nc, decideOrderCommand, { orderId: order.id, decision: 'approve', actorId: 'adm-1' });
    return read(order.id, buyerId);
  }

  let shipmentCount = 0;
  /** The supplier's shipment carrying `lines` ([line index, units]) of `order`. */
  function shipmentOf(order: OrderSnapshot, lines: Array<[index: number, qty: number]>): Shipment {
    shipmentCount++;
    return {
      id: `sh-${randomBytes(4).toString('hex')}`,
      number: `SH-TST-${String(shipmentCount).padStart(6, '0')}`,
      supplierId: order.supplierId,
      round: { id: order.roundId, title: order.roundTitle },
      shippedOn: '2026-05-04',
      carrier: 'Maersk',
      trackingRef: `TRK-${shipmentCount}`,
      container: 'MSCU1234565',
      lines: lines.map(([index, qty]) => {
        const item = order.items[index]!;
        return {
          orderId: order.id,
          itemId: item.id,
          roundProductId: item.roundProductId,
          name: item.name,
          sku: item.sku,
          qty,
        };
      }),
      createdAt: new Date().toISOString(),
    };
  }
  const ship = (shipment: Shipment, msgId?: string) =>
    h.publish(createEvent(shipmentRecordedV1, shipment, 'supplier'), msgId);
  /** Ships everything of `order` in one shipment, and waits until the order reads shipped. */
  async function shipAll(order: OrderSnapshot, buyerId: string): Promise<OrderSnapshot> {
    await ship(
      shipmentOf(
        order,
        order.items.map((item, index) => [index, item.qty]),
      ),
    );
    return (await eventually(async () => {
      const now = await read(order.id, buyerId);
      return now.status === 'shipped' ? now : null;
    }))!;
  }

  function invoiceOf(order: OrderSnapshot, over: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
    const party = { address: null, country: null, phone: null, taxNumber: null };
    return {
      id: `inv-${randomBytes(4).toString('hex')}`,
      invoiceNumber: `PI-${Date.now()}`,
      orderId: order.id,
      roundId: order.roundId,
      roundTitle: order.roundTitle,
      buyerId: order.buyerId,
      supplierId: order.supplierId,
      supplier: { companyId: order.supplierId, name: 'Basics Co.', ...party },
      buyer: { companyId: order.buyerCompanyId, name: 'Lisbon Traders', ...party },
      currency: order.currency,
      totalValue: order.totalValue,
      totalItems: order.totalItems,
      totalUnits: order.totalUnits,
      status: 'sent',
      issueDate: new Date().toISOString(),
      dueDate: null,
      notes: null,
      lines: [],
      createdAt: new Date().toISOString(),
      version: 1,
      ...over,
    };
  }
  /** The invoice paid, as the supplier announces it: the full snapshot, then the paid milestone. */
  async function payInvoice(invoice: InvoiceSnapshot): Promise<InvoiceSnapshot> {
    const paidAt = new Date().toISOString();
    const paid: InvoiceSnapshot = {
      ...invoice,
      status: 'paid',
      paidAt,
      payments: [
        {
          id: 'p1',
          paidOn: paidAt.slice(0, 10),
          amount: invoice.totalValue,
          reference: 'T-1',
          recordedAt: paidAt,
        },
      ],
      version: invoice.version + 1,
    };
    await h.publish(createEvent(invoiceIssuedV1, paid, 'supplier'));
    await h.publish(createEvent(invoicePaidV1, paid, 'supplier'));
    return paid;
  }

  it('ships in two parts: approved → partially shipped → shipped, each shipment once', async () => {
    const order = await approvedOrder('sh-ana', [10, 4]);
    expect(order.status).toBe('approved');
    const first = shipmentOf(order, [
      [0, 6],
      [1, 4],
    ]);
    await ship(first);
    const partly = (await eventually(async () => {
      const now = await read(order.id, 'sh-ana');
      return now.status === 'partially_shipped' ? now : null;
    }))!;
    expect(partly.items.map((i) => i.shipped)).toEqual([6, 4]);

    // The same shipment again: redelivered (another message id) and announced anew (another event).
    const again = createEvent(shipmentRecordedV1, first, 'supplier');
    await h.publish(again);
    await h.publish(again, `${again.id}-redelivered`);
    const second = shipmentOf(order, [[0, 4]]);
    await ship(second);
    // A round's shipments apply in order: once the second shows, the repeats were handled.
    const shipped = (await eventually(async () => {
      const now = await read(order.id, 'sh-ana');
      return now.status === 'shipped' ? now : null;
    }))!;
    expect(shipped.items.map((i) => [i.qty, i.shipped])).toEqual([
      [10, 10],
      [4, 4],
    ]);
    expect(shipped.version).toBe(order.version + 2);
    const entries = shipped.timeline!.filter((e) => e.kind === 'shipped');
    expect(entries).toEqual([
      {
        at: first.createdAt,
        kind: 'shipped',
        actor: { role: 'supplier', name: order.supplierName },
        details: {
          shipmentId: first.id,
          shipmentNumber: first.number,
          shippedOn: '2026-05-04',
          carrier: 'Maersk',
          trackingRef: first.trackingRef,
          container: 'MSCU1234565',
          lines: [
            { itemId: order.items[0]!.id, name: 'Item 1', qty: 6 },
            { itemId: order.items[1]!.id, name: 'Item 2', qty: 4 },
          ],
          complete: false,
        },
      },
      expect.objectContaining({
        details: expect.objectContaining({
          shipmentId: second.id,
          lines: [{ itemId: order.items[0]!.id, name: 'Item 1', qty: 4 }],
          complete: true,
        }),
      }),
    ]);

    // Announced twice (buyer.order.shipped.v1), and the buyer told twice.
    await eventually(async () => (await announced(orderShippedV1.type, order.id)).length === 2);
    expect((await announced(orderShippedV1.type, order.id)).map((o) => o.status)).toEqual([
      'partially_shipped',
      'shipped',
    ]);
    const told = (await h.notificationRequests()).filter(
      (n) => n.key.startsWith(`order-shipped:`) && n.key.endsWith(order.id),
    );
    expect(told).toMatchObject([
      {
        kind: 'order_partially_shipped',
        recipients: { userIds: ['sh-ana'] },
        params: {
          orderNumber: shortId(order.id),
          shipmentNumber: first.number,
          carrier: 'Maersk',
          trackingRef: first.trackingRef,
        },
        link: '/buyer/orders',
        key: `order-shipped:${first.id}:${order.id}`,
      },
      expect.objectContaining({ kind: 'order_shipped', key: `order-shipped:${second.id}:${order.id}` }),
    ]);

    // Order History counts it under its new status.
    const listed = await request(h.app).get('/orders?status=shipped').set(h.auth('sh-ana'));
    expect(listed.body.items.map((o: OrderSnapshot) => o.id)).toEqual([order.id]);
  });

  it('leaves alone an order the shipment may not move: another supplier’s, or one not approved', async () => {
    const order = await approvedOrder('sh-bo', [3]);
    const foreign = { ...shipmentOf(order, [[0, 3]]), supplierId: 'someone-else' };
    await ship(foreign);
    // Then a real one for the order (same round, so handled after the foreign one).
    await ship(shipmentOf(order, [[0, 1]]));
    await eventually(async () => (await read(order.id, 'sh-bo')).status === 'partially_shipped');
    expect((await read(order.id, 'sh-bo')).items[0]!.shipped).toBe(1);

    const lamp = roundProduct({ moq: 1 });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [lamp]);
    const pending = await h.placeOrder('sh-bo', round.id, [[lamp.id, 2]]);
    const other = await h.placeOrder('sh-cat', round.id, [[lamp.id, 1]]);
    await sendCommand(h.nc, decideOrderCommand, { orderId: other.id, decision: 'approve', actorId: 'adm-1' });
    await ship(shipmentOf(pending, [[0, 2]]));
    await ship(shipmentOf(other, [[0, 1]]));
    await eventually(async () => (await read(other.id, 'sh-cat')).status === 'shipped');
    const still = await read(pending.id, 'sh-bo');
    expect(still.status).toBe('pending_admin');
    expect(still.items[0]!.shipped).toBeUndefined();
  });

  it('refuses a receipt before shipping, for another buyer’s order, to other roles and with too many units', async () => {
    const order = await approvedOrder('sh-cy', [5, 2]);
    const early = await receipt(order.id, 'sh-cy', {});
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'buyer.receipt_not_allowed', params: { status: 'approved' } });

    await shipAll(order, 'sh-cy');
    expect((await receipt(order.id, 'sh-dee', {})).status).toBe(404);
    expect((await receipt(order.id, 'sh-dee', {})).body.code).toBe('buyer.order_not_found');
    const supplier = { Authorization: `Bearer ${h.token('sup-1', 'supplier', 'sup-co')}` };
    expect((await request(h.app).post(`/orders/${order.id}/receipt`).set(supplier).send({})).status).toBe(
      403,
    );
    expect((await request(h.app).post(`/orders/${order.id}/receipt`).send({})).status).toBe(401);

    const before = await stored(order.id);
    const [lamp, desk] = order.items;
    const over = await receipt(order.id, 'sh-cy', {
      lines: [
        { itemId: lamp!.id, received: 4, damaged: 0 },
        { itemId: desk!.id, received: 2, damaged: 1 },
      ],
    });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'buyer.receipt_over_shipped',
      params: { name: desk!.name, shipped: 2 },
    });
    const repeated = await receipt(order.id, 'sh-cy', {
      lines: [
        { itemId: lamp!.id, received: 1 },
        { itemId: lamp!.id, received: 1 },
      ],
    });
    expect(repeated.status).toBe(422);
    expect(repeated.body.code).toBe('buyer.receipt_line_repeated');
    const unknown = await receipt(order.id, 'sh-cy', { lines: [{ itemId: 'nope', received: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('buyer.order_item_not_found');
    const invalid = await receipt(order.id, 'sh-cy', { lines: [{ itemId: lamp!.id, received: -1 }] });
    expect(invalid.status).toBe(400);
    // Nothing of the order changed.
    expect(await stored(order.id)).toEqual(before);
  });

  it('takes a receipt with damaged units: delivered, each line’s figures, the supplier told', async () => {
    const order = await approvedOrder('sh-eve', [6, 3, 2]);
    await shipAll(order, 'sh-eve');
    const [cups, plates, bowls] = order.items;
    const res = await receipt(order.id, 'sh-eve', {
      lines: [
        { itemId: plates!.id, received: 1, damaged: 2, note: '  Two cracked in the box  ' },
        { itemId: bowls!.id, received: 2, damaged: 0, note: '' },
      ],
    });
    expect(res.status).toBe(200);
    const delivered = res.body as OrderSnapshot;
    expect(delivered.status).toBe('delivered');
    expect(delivered.items.map((i) => i.receipt)).toEqual([
      { received: 6, damaged: 0, short: 0, note: null },
      { received: 1, damaged: 2, short: 0, note: 'Two cracked in the box' },
      { received: 2, damaged: 0, short: 0, note: null },
    ]);
    expect(kinds(delivered.timeline).slice(-2)).toEqual(['shipped', 'delivered']);
    expect(delivered.timeline!.at(-1)).toEqual({
      at: expect.any(String),
      kind: 'delivered',
      actor: { role: 'buyer', userId: 'sh-eve' },
      details: { lines: [{ itemId: plates!.id, name: plates!.name, short: 0, damaged: 2 }] },
    });
    expect(cups).toBeDefined();
    // Once only.
    const twice = await receipt(order.id, 'sh-eve', {});
    expect(twice.status).toBe(409);
    expect(twice.body.params).toEqual({ status: 'delivered' });

    await eventually(async () => (await announced(orderDeliveredV1.type, order.id)).length === 1);
    expect((await announced(orderDeliveredV1.type, order.id))[0]).toMatchObject({
      status: 'delivered',
      version: delivered.version,
    });
    const told = await eventually(async () =>
      (await h.notificationRequests()).find((n) => n.key === `order-delivered:${order.id}`),
    );
    expect(told).toMatchObject({
      kind: 'order_delivered_with_issues',
      recipients: { companyIds: [order.supplierId] },
      // No invoice names the buying company yet: the buyer is named.
      params: {
        buyerName: expect.any(String),
        orderNumber: shortId(order.id),
        roundTitle: order.roundTitle,
        count: 2,
      },
      link: '/supplier/sales',
      key: `order-delivered:${order.id}`,
    });
    const listed = await request(h.app).get('/orders?status=delivered').set(h.auth('sh-eve'));
    expect(listed.body.items.map((o: OrderSnapshot) => o.id)).toEqual([order.id]);
  });

  it('completes at the receipt when every invoice is paid already', async () => {
    const order = await approvedOrder('sh-fay', [4]);
    const invoice = invoiceOf(order);
    await h.publish(createEvent(invoiceIssuedV1, invoice, 'supplier'));
    // A withdrawn invoice of the order does not count.
    await h.publish(createEvent(invoiceIssuedV1, invoiceOf(order, { status: 'cancelled' }), 'supplier'));
    await payInvoice(invoice);
    await eventually(
      async () =>
        (await h.service.context.invoices.find({ orderId: order.id, status: 'paid' }).lean()).length === 1,
    );
    await shipAll(order, 'sh-fay');
    const res = await receipt(order.id, 'sh-fay', {});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(kinds(res.body.timeline).slice(-2)).toEqual(['delivered', 'completed']);
    expect(res.body.timeline.at(-2).details).toEqual({ lines: [] });
    const told = await eventually(async () =>
      (await h.notificationRequests()).find((n) => n.key === `order-delivered:${order.id}`),
    );
    expect(told).toMatchObject({ kind: 'order_delivered', params: { buyerName: 'Lisbon Traders' } });
    expect(told!.params).not.toHaveProperty('count');
  });

  it('completes when the last invoice is paid after the receipt', async () => {
    const order = await approvedOrder('sh-gil', [2]);
    const invoice = invoiceOf(order);
    await h.publish(createEvent(invoiceIssuedV1, invoice, 'supplier'));
    await shipAll(order, 'sh-gil');
    const res = await receipt(order.id, 'sh-gil', { lines: [{ itemId: order.items[0]!.id, received: 1 }] });
    expect(res.body.status).toBe('delivered');
    expect(res.body.items[0].receipt).toEqual({ received: 1, damaged: 0, short: 1, note: null });
    // Only the paid milestone: the read model may not have the paid copy when it is handled.
    const paidAt = new Date().toISOString();
    await h.publish(
      createEvent(
        invoicePaidV1,
        { ...invoice, status: 'paid', paidAt, payments: [], version: invoice.version + 1 },
        'supplier',
      ),
    );
    const completed = (await eventually(async () => {
      const now = await read(order.id, 'sh-gil');
      return now.status === 'completed' ? now : null;
    }))!;
    expect(kinds(completed.timeline).slice(-3)).toEqual(['delivered', 'invoice_paid', 'completed']);
    expect(completed.timeline!.at(-1)).toEqual({
      at: expect.any(String),
      kind: 'completed',
      actor: { role: 'system' },
      details: {},
    });
    await eventually(async () =>
      (await announced(orderRevisedV1.type, order.id)).some((o) => o.status === 'completed'),
    );
  });
});
