import request from 'supertest';
import type {
  DiscrepancyDecision,
  InvoiceSnapshot,
  OrderItemSnapshot,
  OrderSnapshot,
  SaleDetail,
} from '@marketplace/contracts';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

jest.setTimeout(60_000);

interface DecisionEvent {
  orderId: string;
  roundId: string;
  buyerId: string;
  supplierId: string;
  supplierName: string | null;
  lines: DiscrepancyDecision['lines'];
  decidedAt: string;
  reason?: string;
}

interface NoticeRequest {
  kind: string;
  recipients: { userIds?: string[]; companyIds?: string[] };
  params: Record<string, string | number>;
  link: string;
  key: string;
}

/**
 * A receipt's discrepancy (real FerretDB and NATS): the supplier accepts or disputes, once, the
 * units a delivered sale's buyer reported short or damaged; accepting is announced for the buyer
 * service to credit, and the order's revision that follows makes the sent invoice's credit note.
 */
describe('receipt discrepancies', () => {
  let h: SalesHarness;
  let supA: string;
  const A = 'sup-disc-a';
  const B = 'sup-disc-b';

  const as = (token: string) => ({
    get: (path: string) => request(h.app).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      request(h.app).post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) =>
      request(h.app).put(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  /** What arrived of each line: 2 of line 1 damaged and 1 short, line 2 in full. */
  const received = (items: OrderItemSnapshot[], withIssues = true): OrderItemSnapshot[] =>
    items.map((item, n) => ({
      ...item,
      shipped: item.qty,
      receipt:
        n === 0 && withIssues
          ? { received: item.qty - 3, damaged: 2, short: 1, note: 'Two torn, one missing' }
          : { received: item.qty, damaged: 0, short: 0, note: null },
    }));

  /** An order of `A` as the buyer service announces it, once the read model holds that version. */
  async function publish(order: OrderSnapshot, kind?: 'decided' | 'revised'): Promise<OrderSnapshot> {
    await h.publishOrder(order, kind);
    const stored = await eventually(
      async () =>
        !!(await h.context.salesOrders.exists({
          _id: order.id,
          version: order.version,
        })),
    );
    if (!stored) throw new Error(`order ${order.id} v${order.version} never reached the read model`);
    return order;
  }

  /** A delivered sale of `supplierId`, its receipt with units short or damaged unless told otherwise. */
  async function delivered(supplierId = A, withIssues = true): Promise<OrderSnapshot> {
    const order = orderFixture({ supplierId });
    return publish({ ...order, status: 'delivered', items: received(order.items, withIssues), version: 5 });
  }

  async function decisionEvents(type: string, orderId: string): Promise<DecisionEvent[]> {
    const events = await streamEvents<DecisionEvent>(h.deps.nc, 'supplier', { type });
    return events.map((e) => e.data).filter((d) => d.orderId === orderId);
  }

  async function notices(orderId: string): Promise<NoticeRequest[]> {
    const events = await streamEvents<NoticeRequest>(h.deps.nc, 'supplier', {
      type: 'supplier.notification.requested.v1',
    });
    return events
      .map((e) => e.data)
      .filter((n) => n.kind === 'discrepancy_disputed' && n.key.endsWith(orderId));
  }

  beforeAll(async () => {
    h = await startSalesHarness();
    supA = h.token('supplier', A);
    await h.publishCompany({ id: A, name: 'Disc Supplies', type: 'supplier' });
    await eventually(async () => !!(await h.context.companies.exists({ _id: A })));
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('accepts once: the answer, the sale detail and the event carry the units; a second decision writes nothing', async () => {
    const order = await delivered();
    const before = (await as(supA).get(`/sales/${order.id}`).expect(200)).body as SaleDetail;
    expect(before.discrepancy).toBeNull();
    expect(before.lines[0]!.receipt).toEqual({
      received: 27,
      damaged: 2,
      short: 1,
      note: 'Two torn, one missing',
    });

    const accepted = (
      await as(supA).post(`/sales/${order.id}/discrepancy`, { decision: 'accept' }).expect(200)
    ).body as DiscrepancyDecision;
    const lines = [{ itemId: order.items[0]!.id, name: 'Organic Cotton T-Shirt', units: 3 }];
    expect(accepted).toEqual({
      orderId: order.id,
      decision: 'accept',
      reason: null,
      lines,
      decidedAt: expect.any(String),
    });
    expect(((await as(supA).get(`/sales/${order.id}`).expect(200)).body as SaleDetail).discrepancy).toEqual(
      accepted,
    );

    const announced = await eventually(async () => {
      const found = await decisionEvents('supplier.discrepancy.accepted.v1', order.id);
      return found.length ? found : null;
    });
    expect(announced).toEqual([
      {
        orderId: order.id,
        roundId: order.roundId,
        buyerId: order.buyerId,
        supplierId: A,
        supplierName: 'Disc Supplies',
        lines,
        decidedAt: accepted.decidedAt,
      },
    ]);

    // Decided once, either way: the second answer names the first decision and nothing more is written.
    for (const body of [{ decision: 'accept' }, { decision: 'dispute', reason: 'Changed my mind' }]) {
      const again = await as(supA).post(`/sales/${order.id}/discrepancy`, body).expect(409);
      expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(again.body).toMatchObject({ code: 'sales.discrepancy_decided', params: { decision: 'accept' } });
    }
    expect(await h.context.receiptDecisions.countDocuments({ _id: order.id })).toBe(1);
    expect(((await as(supA).get(`/sales/${order.id}`).expect(200)).body as SaleDetail).discrepancy).toEqual(
      accepted,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await decisionEvents('supplier.discrepancy.accepted.v1', order.id)).toHaveLength(1);
    expect(await decisionEvents('supplier.discrepancy.disputed.v1', order.id)).toHaveLength(0);
  });

  it('lets only one of two decisions at once through', async () => {
    const order = await delivered();
    const answers = await Promise.all([
      as(supA).post(`/sales/${order.id}/discrepancy`, { decision: 'accept' }),
      as(supA).post(`/sales/${order.id}/discrepancy`, { decision: 'dispute', reason: 'All were sent' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('sales.discrepancy_decided');
    expect(await h.context.receiptDecisions.countDocuments({ _id: order.id })).toBe(1);
  });

  it('disputes with a reason: the event carries it and the buyer is told', async () => {
    const order = await delivered();
    const disputed = (
      await as(supA)
        .post(`/sales/${order.id}/discrepancy`, {
          decision: 'dispute',
          reason: '  Photos show all 30 packed  ',
        })
        .expect(200)
    ).body as DiscrepancyDecision;
    expect(disputed).toMatchObject({ decision: 'dispute', reason: 'Photos show all 30 packed' });
    expect(((await as(supA).get(`/sales/${order.id}`).expect(200)).body as SaleDetail).discrepancy).toEqual(
      disputed,
    );

    const announced = await eventually(async () => {
      const found = await decisionEvents('supplier.discrepancy.disputed.v1', order.id);
      return found.length ? found : null;
    });
    expect(announced).toEqual([
      expect.objectContaining({
        orderId: order.id,
        supplierName: 'Disc Supplies',
        reason: 'Photos show all 30 packed',
        lines: [{ itemId: order.items[0]!.id, name: 'Organic Cotton T-Shirt', units: 3 }],
      }),
    ]);
    const told = await eventually(async () => {
      const found = await notices(order.id);
      return found.length ? found : null;
    });
    expect(told).toEqual([
      {
        kind: 'discrepancy_disputed',
        recipients: { userIds: [order.buyerId], companyIds: [], roles: [] },
        link: '/buyer/orders',
        key: `discrepancy_disputed:${order.id}`,
        params: {
          supplierName: 'Disc Supplies',
          orderNumber: expect.any(String),
          reason: 'Photos show all 30 packed',
        },
      },
    ]);
    expect(await decisionEvents('supplier.discrepancy.accepted.v1', order.id)).toHaveLength(0);
  });

  it('cuts a long reason to what a notice carries, keeping it whole on the decision', async () => {
    const order = await delivered();
    const reason = 'x'.repeat(500);
    const disputed = (
      await as(supA).post(`/sales/${order.id}/discrepancy`, { decision: 'dispute', reason }).expect(200)
    ).body as DiscrepancyDecision;
    expect(disputed.reason).toBe(reason);
    const told = await eventually(async () => (await notices(order.id))[0] ?? null);
    expect(String(told!.params.reason)).toHaveLength(300);
  });

  it('refuses a sale with nothing short or damaged, or not delivered yet, writing nothing', async () => {
    const inFull = await delivered(A, false);
    const shipped = orderFixture({ supplierId: A });
    await publish({
      ...shipped,
      status: 'shipped',
      items: shipped.items.map((i) => ({ ...i, shipped: i.qty })),
    });
    // Even a receipt's figures on an order not (or no longer) delivered decide nothing.
    const notDelivered = orderFixture({ supplierId: A });
    await publish({ ...notDelivered, status: 'approved', items: received(notDelivered.items) });
    for (const id of [inFull.id, shipped.id, notDelivered.id]) {
      const res = await as(supA).post(`/sales/${id}/discrepancy`, { decision: 'accept' }).expect(409);
      expect(res.body.code).toBe('sales.no_discrepancy');
      expect(await h.context.receiptDecisions.exists({ _id: id })).toBeNull();
    }
    // A completed sale (its invoice paid since) is still decided on.
    const completed = orderFixture({ supplierId: A });
    await publish({ ...completed, status: 'completed', items: received(completed.items), version: 6 });
    await as(supA).post(`/sales/${completed.id}/discrepancy`, { decision: 'accept' }).expect(200);
  });

  it('keeps each company to its own sales, lets only suppliers in, and refuses bodies off the contract', async () => {
    const order = await delivered();
    const theirs = await delivered(B);
    for (const id of [theirs.id, 'no-such-order']) {
      const res = await as(supA).post(`/sales/${id}/discrepancy`, { decision: 'accept' }).expect(404);
      expect(res.body.code).toBe('sales.order_not_found');
    }
    for (const other of [h.token('buyer', 'buyer-co-1'), h.token('admin', null)])
      await as(other).post(`/sales/${order.id}/discrepancy`, { decision: 'accept' }).expect(403);
    await request(h.app).post(`/sales/${order.id}/discrepancy`).send({ decision: 'accept' }).expect(401);

    for (const bad of [
      {},
      { decision: 'refund' },
      { decision: 'dispute' },
      { decision: 'dispute', reason: '' },
      { decision: 'dispute', reason: '   ' },
      { decision: 'dispute', reason: 'x'.repeat(501) },
      { decision: 'accept', reason: 'why not' },
      { decision: 'accept', extra: true },
    ]) {
      const res = await as(supA).post(`/sales/${order.id}/discrepancy`, bad).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect(await h.context.receiptDecisions.exists({ _id: order.id })).toBeNull();
    expect(await h.context.receiptDecisions.exists({ _id: theirs.id })).toBeNull();
  });

  it("credits the accepted units on the sale's sent invoice, with the receipt as the note's reason", async () => {
    const approved = await publish(orderFixture({ supplierId: A }));
    const detail = (await as(supA).get(`/sales/${approved.id}`).expect(200)).body as SaleDetail;
    for (const line of detail.lines)
      await as(supA)
        .put(`/sales/${approved.id}/lines/${line.id}/weights`, {
          netWeightKg: 10,
          grossWeightKg: 11,
          cbm: 0.1,
        })
        .expect(200);
    const invoice = (await as(supA).post(`/sales/${approved.id}/invoice`).expect(201)).body
      .invoice as InvoiceSnapshot;
    const sent = (await as(supA).post(`/invoices/${invoice.id}/send`).expect(200)).body as InvoiceSnapshot;

    const arrived = await publish(
      { ...approved, status: 'delivered', items: received(approved.items), version: approved.version + 3 },
      'revised',
    );
    await as(supA).post(`/sales/${approved.id}/discrepancy`, { decision: 'accept' }).expect(200);

    // The buyer service takes the 3 units off line 1 and says why in the order's newest entry.
    const [first, ...rest] = arrived.items;
    const creditedLine = { ...first!, qty: 27, subtotal: 121.5, credited: 3 };
    await publish(
      {
        ...arrived,
        items: [creditedLine, ...rest],
        totalValue: 271.5,
        totalUnits: arrived.totalUnits - 3,
        timeline: [
          {
            at: new Date().toISOString(),
            kind: 'discrepancy_accepted',
            actor: { role: 'supplier', name: 'Disc Supplies' },
            details: { lines: [{ itemId: first!.id, name: first!.name, units: 3 }] },
          },
        ],
        version: arrived.version + 1,
      },
      'revised',
    );
    const credited = await eventually(async () => {
      const inv = (await as(supA).get(`/invoices/${invoice.id}`)).body as InvoiceSnapshot;
      return inv.creditNotes?.length ? inv : null;
    });
    expect(credited!.creditNotes).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(/^CN-/),
        kind: 'credit',
        reason: 'receipt_discrepancy',
        lines: [
          {
            orderItemId: first!.id,
            sku: 'TSH-001',
            name: 'Organic Cotton T-Shirt',
            uom: 'pieces',
            billedQty: 30,
            billedUnitPrice: 4.5,
            correctedQty: 27,
            correctedUnitPrice: 4.5,
            amount: -13.5,
          },
        ],
        freight: null,
        total: 13.5,
        balanceAfter: 271.5,
        issuedAt: expect.any(String),
      },
    ]);
    expect(credited).toMatchObject({ status: sent.status, totalValue: 285 });
  });
});
