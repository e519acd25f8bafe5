import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createEvent, sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  decideOrderCommand,
  discrepancyAcceptedV1,
  discrepancyDisputedV1,
  invoiceIssuedV1,
  orderRevisedV1,
  shipmentRecordedV1,
  type EventData,
  type InvoiceSnapshot,
  type OrderSnapshot,
  type OrderTimelineEntry,
  type Shipment,
} from '@marketplace/contracts';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

type Accepted = EventData<typeof discrepancyAcceptedV1>;

/**
 * The supplier's decision on a receipt's discrepancy, on real FerretDB and NATS: accepted units are
 * credited on the order (quantity, subtotals and totals lowered to the cent, announced), a dispute
 * joins its timeline with the reason; each once, and only for the supplier's own sale. An invoice
 * settled by a credit note (announced paid in its snapshot alone) completes a delivered order.
 */
describe('receipt discrepancies', () => {
  let h: BuyerHarness;

  beforeAll(async () => {
    h = await startBuyer('discrepancies');
  });

  afterAll(async () => {
    await h?.stop();
  });

  const read = async (id: string, buyerId: string) => {
    const res = await request(h.app).get(`/orders/${id}`).set(h.auth(buyerId));
    expect(res.status).toBe(200);
    return res.body as OrderSnapshot;
  };
  const entriesOf = (order: OrderSnapshot, kind: OrderTimelineEntry['kind']) =>
    (order.timeline ?? []).filter((e) => e.kind === kind);
  const announced = async (id: string) =>
    (await streamEvents<OrderSnapshot>(h.nc, 'buyer', { type: orderRevisedV1.type }))
      .filter((e) => e.data.id === id)
      .map((e) => e.data);

  /** Approved orders of each buyer in one round, lines priced as `products` ([unit price, units]). */
  async function approvedOrders(
    buyers: string[],
    lines: Array<[unitPrice: number, units: number]>,
  ): Promise<OrderSnapshot[]> {
    const products = lines.map(([unitPrice], i) =>
      roundProduct({ moq: 1, unitPrice, name: `Crate ${i + 1}` }),
    );
    const round = roundSummary({ productCount: products.length });
    await h.approveRoundAndWait(round, products);
    const orders: OrderSnapshot[] = [];
    for (const buyerId of buyers) {
      const order = await h.placeOrder(
        buyerId,
        round.id,
        products.map((p, i) => [p.id, lines[i]![1]]),
      );
      await sendCommand(h.nc, decideOrderCommand, {
        orderId: order.id,
        decision: 'approve',
        actorId: 'adm-1',
      });
      orders.push(await read(order.id, buyerId));
    }
    return orders;
  }

  /** Everything of `order` shipped in one shipment; waits until it reads shipped. */
  async function shipAll(order: OrderSnapshot): Promise<void> {
    const shipment: Shipment = {
      id: `sh-${randomBytes(4).toString('hex')}`,
      number: `SH-DSC-${randomBytes(3).toString('hex')}`,
      supplierId: order.supplierId,
      round: { id: order.roundId, title: order.roundTitle },
      shippedOn: '2026-05-04',
      carrier: 'Maersk',
      trackingRef: 'TRK-1',
      container: 'MSCU1234565',
      lines: order.items.map((item) => ({
        orderId: order.id,
        itemId: item.id,
        roundProductId: item.roundProductId,
        name: item.name,
        sku: item.sku,
        qty: item.qty,
      })),
      createdAt: new Date().toISOString(),
    };
    await h.publish(createEvent(shipmentRecordedV1, shipment, 'supplier'));
    await eventually(async () => (await read(order.id, order.buyerId)).status === 'shipped');
  }

  /** Shipped, then received as `lines` say: the order reads delivered. */
  async function deliveredOrder(order: OrderSnapshot, lines: object[]): Promise<OrderSnapshot> {
    await shipAll(order);
    const res = await request(h.app)
      .post(`/orders/${order.id}/receipt`)
      .set(h.auth(order.buyerId))
      .send({ lines });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('delivered');
    return res.body as OrderSnapshot;
  }

  const decision = (order: OrderSnapshot, lines: Accepted['lines']): Accepted => ({
    orderId: order.id,
    roundId: order.roundId,
    buyerId: order.buyerId,
    supplierId: order.supplierId,
    supplierName: 'Basics Co.',
    lines,
    decidedAt: '2026-05-20T10:00:00.000Z',
  });
  const accept = (data: Accepted) => createEvent(discrepancyAcceptedV1, data, 'supplier');

  it('credits the accepted units: quantities, subtotals and totals lowered to the cent, once', async () => {
    const [order, neighbour] = await approvedOrders(
      ['dc-ana', 'dc-ben'],
      [
        [19.99, 10],
        [0.35, 3],
        [4.1, 5],
      ],
    );
    const [crates, pins, straps] = order!.items;
    expect(order!.totalValue).toBe(221.45);
    // Two crates damaged, every pin missing, the straps all there.
    const delivered = await deliveredOrder(order!, [
      { itemId: crates!.id, received: 8, damaged: 2 },
      { itemId: pins!.id, received: 0, damaged: 0 },
    ]);
    const lines = [
      { itemId: crates!.id, name: crates!.name, units: 2 },
      { itemId: pins!.id, name: pins!.name, units: 3 },
    ];

    // Not the supplier's sale, nor the buyer's order: left alone (handled first: same round).
    const one = [{ itemId: crates!.id, name: crates!.name, units: 1 }];
    await h.publish(accept({ ...decision(order!, one), supplierId: 'someone-else' }));
    await h.publish(accept({ ...decision(order!, one), buyerId: 'dc-ben' }));
    await h.publish(accept({ ...decision(order!, one), roundId: 'another-round' }));
    const event = accept(decision(order!, lines));
    await h.publish(event);
    const credited = (await eventually(async () => {
      const now = await read(order!.id, 'dc-ana');
      return entriesOf(now, 'discrepancy_accepted').length ? now : null;
    }))!;

    expect(credited.status).toBe('delivered');
    // The fully credited pins leave the lines (none left to pay for); the straps are untouched.
    expect(credited.items).toEqual([
      { ...delivered.items[0], qty: 8, credited: 2, subtotal: 159.92 },
      delivered.items[2],
    ]);
    expect(credited).toMatchObject({ totalValue: 180.42, totalUnits: 13, totalItems: 2 });
    expect(credited.version).toBe(delivered.version + 1);
    expect(entriesOf(credited, 'discrepancy_accepted')).toEqual([
      {
        at: '2026-05-20T10:00:00.000Z',
        kind: 'discrepancy_accepted',
        actor: { role: 'supplier', name: 'Basics Co.' },
        details: { lines },
      },
    ]);
    expect(straps).toBeDefined();
    const timeline = await request(h.app).get(`/orders/${order!.id}/timeline`).set(h.auth('dc-ana'));
    expect(timeline.status).toBe(200);
    expect(timeline.body.entries.at(-1).kind).toBe('discrepancy_accepted');

    // Announced with the new figures.
    const revised = await eventually(async () =>
      (await announced(order!.id)).find((o) => o.version === credited.version),
    );
    expect(revised).toMatchObject({ totalValue: 180.42, totalUnits: 13, totalItems: 2 });
    expect(revised!.items.map((i) => [i.id, i.qty, i.credited])).toEqual([
      [crates!.id, 8, 2],
      [straps!.id, 5, undefined],
    ]);

    // Redelivered, and announced anew (another event id): nothing changes. A shipment of the same
    // round, handled after them, says when they have been.
    await h.publish(event, `${event.id}-redelivered`);
    await h.publish(accept(decision(order!, lines)));
    await shipAll(neighbour!);
    expect(await read(order!.id, 'dc-ana')).toEqual(credited);
    expect((await announced(order!.id)).filter((o) => o.version > credited.version)).toEqual([]);

    // Order History's figures follow the lowered total.
    const listed = await request(h.app).get('/orders?status=delivered').set(h.auth('dc-ana'));
    expect(listed.body.items.map((o: OrderSnapshot) => [o.id, o.totalValue])).toEqual([[order!.id, 180.42]]);
  });

  it('leaves an order not received yet alone', async () => {
    const [order, neighbour] = await approvedOrders(['dc-cy', 'dc-dee'], [[5, 4]]);
    await shipAll(order!);
    const shipped = await read(order!.id, 'dc-cy');
    await h.publish(accept(decision(order!, [{ itemId: order!.items[0]!.id, name: 'Crate 1', units: 1 }])));
    // A shipment of the same round, handled after the decision, says when it has been.
    await shipAll(neighbour!);
    expect(await read(order!.id, 'dc-cy')).toEqual(shipped);
  });

  it('records a dispute with its reason, the lines as they were, once', async () => {
    const [order, neighbour] = await approvedOrders(['dc-eve', 'dc-fay'], [[12.5, 6]]);
    const delivered = await deliveredOrder(order!, [
      { itemId: order!.items[0]!.id, received: 5, damaged: 1 },
    ]);
    const reason = 'The photos show the crate intact on loading';
    const event = createEvent(
      discrepancyDisputedV1,
      { ...decision(order!, [{ itemId: order!.items[0]!.id, name: 'Crate 1', units: 1 }]), reason },
      'supplier',
    );
    await h.publish(event);
    const disputed = (await eventually(async () => {
      const now = await read(order!.id, 'dc-eve');
      return entriesOf(now, 'discrepancy_disputed').length ? now : null;
    }))!;
    expect(entriesOf(disputed, 'discrepancy_disputed')).toEqual([
      {
        at: '2026-05-20T10:00:00.000Z',
        kind: 'discrepancy_disputed',
        actor: { role: 'supplier', name: 'Basics Co.' },
        reason,
        details: {},
      },
    ]);
    expect(disputed.items).toEqual(delivered.items);
    expect(disputed).toMatchObject({ status: 'delivered', totalValue: 75, totalUnits: 6 });
    await eventually(async () => (await announced(order!.id)).some((o) => o.version === disputed.version));

    await h.publish(createEvent(discrepancyDisputedV1, event.data, 'supplier'));
    await shipAll(neighbour!);
    expect(await read(order!.id, 'dc-eve')).toEqual(disputed);
  });

  it('completes a delivered order whose invoice a credit note settled (announced paid in its snapshot)', async () => {
    const [order] = await approvedOrders(['dc-gil'], [[10, 2]]);
    const party = { address: null, country: null, phone: null, taxNumber: null };
    const invoice: InvoiceSnapshot = {
      id: `inv-${randomBytes(4).toString('hex')}`,
      invoiceNumber: `PI-${Date.now()}`,
      orderId: order!.id,
      roundId: order!.roundId,
      roundTitle: order!.roundTitle,
      buyerId: order!.buyerId,
      supplierId: order!.supplierId,
      supplier: { companyId: order!.supplierId, name: 'Basics Co.', ...party },
      buyer: { companyId: order!.buyerCompanyId, name: 'Lisbon Traders', ...party },
      currency: order!.currency,
      totalValue: order!.totalValue,
      totalItems: order!.totalItems,
      totalUnits: order!.totalUnits,
      status: 'sent',
      issueDate: new Date().toISOString(),
      dueDate: null,
      notes: null,
      lines: [],
      createdAt: new Date().toISOString(),
      version: 1,
    };
    await h.publish(createEvent(invoiceIssuedV1, invoice, 'supplier'));
    await deliveredOrder(order!, [{ itemId: order!.items[0]!.id, received: 0, damaged: 2 }]);
    // No payment, so no paid event: the credit note leaves nothing due and the snapshot says paid.
    await h.publish(createEvent(invoiceIssuedV1, { ...invoice, status: 'paid', version: 2 }, 'supplier'));
    const completed = (await eventually(async () => {
      const now = await read(order!.id, 'dc-gil');
      return now.status === 'completed' ? now : null;
    }))!;
    expect(completed.timeline!.at(-1)).toMatchObject({ kind: 'completed', actor: { role: 'system' } });
  });
});
