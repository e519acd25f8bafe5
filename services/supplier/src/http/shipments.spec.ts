import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { OrderSnapshot, RoundShipmentsResponse, RoundStatus, Shipment } from '@marketplace/contracts';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

jest.setTimeout(60_000);

const DAY = 24 * 3_600_000;

/**
 * Shipments of a closed round (real FerretDB and NATS): the supplier ships the round's sold lines
 * in parts, each part counted against what is left; every refusal writes nothing.
 */
describe('round shipments', () => {
  let h: SalesHarness;
  let supA: string;
  const A = 'sup-ship-a';
  const B = 'sup-ship-b';

  const as = (token: string) => ({
    get: (path: string) => request(h.app).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) =>
      request(h.app).post(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const today = () => h.context.now().toISOString().slice(0, 10);

  /** A round of `supplierId` as the supplier service keeps it, in `status`. */
  async function round(status: RoundStatus = 'closed', supplierId = A): Promise<string> {
    const id = `round-ship-${randomUUID()}`;
    const now = new Date();
    await h.context.rounds.create({
      _id: id,
      supplierId,
      supplierName: 'Alpha Supplies',
      title: `Shipping Round ${id.slice(-4)}`,
      description: null,
      currency: 'USD',
      openAt: null,
      closeAt: null,
      status,
      products: [
        { id: 'rp-1', productId: 'p-1', moq: 1, maxQty: null, outcome: 'met' },
        { id: 'rp-2', productId: 'p-2', moq: 1, maxQty: null, outcome: 'met' },
      ],
      createdAt: now,
      updatedAt: now,
      version: 3,
      _events: [],
    });
    return id;
  }

  /** An order on `roundId`, as the buyer service announces it, once the read model holds it. */
  async function order(roundId: string, over: Partial<OrderSnapshot> = {}): Promise<OrderSnapshot> {
    const snapshot = orderFixture({ supplierId: A, roundId, ...over });
    await h.publishOrder(snapshot);
    const stored = await eventually(
      async () => !!(await h.context.salesOrders.exists({ _id: snapshot.id, status: snapshot.status })),
    );
    if (!stored) throw new Error(`order ${snapshot.id} never reached the read model`);
    return snapshot;
  }

  const line = (o: OrderSnapshot, index: number, qty: number) => ({
    orderId: o.id,
    itemId: o.items[index]!.id,
    qty,
  });
  const shipmentBody = (lines: object[], over: object = {}) => ({
    shippedOn: today(),
    carrier: 'Maersk',
    trackingRef: 'MSKU-0001',
    lines,
    ...over,
  });

  /** What a refused shipment must not have written: the round's shipments and the supplier's count. */
  async function written(roundId: string) {
    return {
      shipments: await h.context.shipments.countDocuments({ roundId }),
      counted: (await h.context.shipments.db.collection('shipment_counters').findOne({ _id: A } as never))
        ?.last,
    };
  }

  beforeAll(async () => {
    h = await startSalesHarness();
    supA = h.token('supplier', A);
    await h.publishCompany({ id: A, name: 'Alpha Supplies', type: 'supplier' });
    await h.publishCompany({ id: 'buyer-co-1', name: 'Buyer One Ltd' });
    await eventually(async () => !!(await h.context.companies.exists({ _id: 'buyer-co-1' })));
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('ships the sold lines in parts: each answer, the round read back and the event carry the shipment', async () => {
    const roundId = await round();
    const first = await order(roundId);
    const second = await order(roundId, { buyerId: 'buyer-2', buyerCompanyId: 'buyer-co-unknown' });
    // Neither a pending order nor one the close cancelled is a sold line.
    await order(roundId, { status: 'pending_admin', version: 1 });
    await order(roundId, { status: 'cancelled' });

    const before = (await as(supA).get(`/rounds/${roundId}/shipments`).expect(200))
      .body as RoundShipmentsResponse;
    const soldLine = (o: OrderSnapshot, index: number, shipped: number) => ({
      orderId: o.id,
      buyerCompanyName: o === first ? 'Buyer One Ltd' : null,
      itemId: o.items[index]!.id,
      roundProductId: o.items[index]!.roundProductId,
      name: o.items[index]!.name,
      sku: o.items[index]!.sku,
      ordered: o.items[index]!.qty,
      shipped,
    });
    expect(before).toEqual({
      roundId,
      roundTitle: expect.stringMatching(/^Shipping Round /),
      lines: [soldLine(first, 0, 0), soldLine(first, 1, 0), soldLine(second, 0, 0), soldLine(second, 1, 0)],
      shipments: [],
    });

    const part = (
      await as(supA)
        .post(
          `/rounds/${roundId}/shipments`,
          shipmentBody([line(first, 0, 10), line(first, 1, 50)], { container: '  ' }),
        )
        .expect(201)
    ).body as Shipment;
    expect(part).toEqual({
      id: expect.any(String),
      number: 'SH-SUPSHI-000001',
      supplierId: A,
      round: { id: roundId, title: before.roundTitle },
      shippedOn: today(),
      carrier: 'Maersk',
      trackingRef: 'MSKU-0001',
      container: null,
      lines: [
        { ...line(first, 0, 10), roundProductId: 'rp-1', name: 'Organic Cotton T-Shirt', sku: 'TSH-001' },
        { ...line(first, 1, 50), roundProductId: 'rp-2', name: 'Canvas Tote Bag', sku: 'TOTE-010' },
      ],
      createdAt: expect.any(String),
    });
    const middle = (await as(supA).get(`/rounds/${roundId}/shipments`).expect(200))
      .body as RoundShipmentsResponse;
    expect(middle.lines).toEqual([
      soldLine(first, 0, 10),
      soldLine(first, 1, 50),
      soldLine(second, 0, 0),
      soldLine(second, 1, 0),
    ]);
    expect(middle.shipments).toEqual([part]);

    const yesterday = new Date(h.context.now().getTime() - DAY).toISOString().slice(0, 10);
    const rest = (
      await as(supA)
        .post(
          `/rounds/${roundId}/shipments`,
          shipmentBody([line(first, 0, 20), line(second, 0, 30), line(second, 1, 50)], {
            shippedOn: yesterday,
            carrier: 'MSC',
            trackingRef: 'MSC-77',
            container: 'MSCU 1234567',
          }),
        )
        .expect(201)
    ).body as Shipment;
    expect(rest).toMatchObject({
      number: 'SH-SUPSHI-000002',
      shippedOn: yesterday,
      container: 'MSCU 1234567',
    });

    const after = (await as(supA).get(`/rounds/${roundId}/shipments`).expect(200))
      .body as RoundShipmentsResponse;
    expect(after.lines.map((l) => [l.ordered, l.shipped])).toEqual([
      [30, 30],
      [50, 50],
      [30, 30],
      [50, 50],
    ]);
    // Oldest first: in the order they were recorded, whatever day each says it left.
    expect(after.shipments).toEqual([part, rest]);
    expect(await h.context.shipments.countDocuments({ roundId })).toBe(2);

    // Announced once each, with the shipment as answered (the buyer service moves the orders on).
    const announced = await eventually(async () => {
      const events = await streamEvents<Shipment>(h.deps.nc, 'supplier', {
        type: 'supplier.shipment.recorded.v1',
      });
      const mine = events.map((e) => e.data).filter((s) => s.round.id === roundId);
      return mine.length === 2 ? mine : null;
    });
    expect(announced).toEqual([part, rest]);
    // Nothing is left: any further unit is refused.
    const more = await as(supA)
      .post(`/rounds/${roundId}/shipments`, shipmentBody([line(first, 0, 1)]))
      .expect(422);
    expect(more.body).toMatchObject({
      code: 'shipments.over_ordered',
      params: { name: 'Organic Cotton T-Shirt', left: 0 },
    });
  });

  it('refuses more units than are left, naming the line and what is left, and writes nothing', async () => {
    const roundId = await round();
    const sold = await order(roundId);
    await as(supA)
      .post(`/rounds/${roundId}/shipments`, shipmentBody([line(sold, 0, 10)]))
      .expect(201);
    const was = await written(roundId);

    // A valid line beside the refused one is not recorded either.
    const res = await as(supA)
      .post(`/rounds/${roundId}/shipments`, shipmentBody([line(sold, 1, 5), line(sold, 0, 21)]))
      .expect(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 422,
      code: 'shipments.over_ordered',
      params: { name: 'Organic Cotton T-Shirt', left: 20 },
    });
    expect(await written(roundId)).toEqual(was);
    const lines = (
      (await as(supA).get(`/rounds/${roundId}/shipments`).expect(200)).body as RoundShipmentsResponse
    ).lines;
    expect(lines.map((l) => l.shipped)).toEqual([10, 0]);

    // Exactly what is left goes.
    await as(supA)
      .post(`/rounds/${roundId}/shipments`, shipmentBody([line(sold, 0, 20)]))
      .expect(201);
  });

  it('lets only one of two shipments at once take the same units', async () => {
    const roundId = await round();
    const sold = await order(roundId);
    const answers = await Promise.all(
      [1, 2].map(() => as(supA).post(`/rounds/${roundId}/shipments`, shipmentBody([line(sold, 0, 20)]))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await h.context.shipments.countDocuments({ roundId })).toBe(1);
  });

  it('refuses an order line named twice, a day still ahead and a round not closed, writing nothing', async () => {
    const roundId = await round();
    const sold = await order(roundId);
    const was = await written(roundId);

    const repeated = await as(supA)
      .post(
        `/rounds/${roundId}/shipments`,
        shipmentBody([line(sold, 0, 1), line(sold, 1, 1), line(sold, 0, 2)]),
      )
      .expect(422);
    expect(repeated.body.code).toBe('shipments.line_repeated');

    const ahead = new Date(h.context.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const early = await as(supA)
      .post(`/rounds/${roundId}/shipments`, shipmentBody([line(sold, 0, 1)], { shippedOn: ahead }))
      .expect(422);
    expect(early.body.code).toBe('shipments.date_ahead');
    expect(await written(roundId)).toEqual(was);

    for (const status of ['approved', 'draft', 'pending_approval'] as const) {
      const openRound = await round(status);
      const openOrder = await order(openRound);
      const refused = await as(supA)
        .post(`/rounds/${openRound}/shipments`, shipmentBody([line(openOrder, 0, 1)]))
        .expect(409);
      expect(refused.body.code).toBe('shipments.round_not_closed');
      expect(await h.context.shipments.countDocuments({ roundId: openRound })).toBe(0);
    }
  });

  it("refuses a line that is not a shippable sold line of the round: another round's, unsold, shipped, unknown", async () => {
    const roundId = await round();
    const sold = await order(roundId);
    const pending = await order(roundId, { status: 'pending_admin', version: 1 });
    const shipped = await order(roundId, { status: 'shipped', version: 5 });
    const elsewhere = await order(await round());
    const was = await written(roundId);

    for (const wrong of [
      line(elsewhere, 0, 1),
      line(pending, 0, 1),
      line(shipped, 0, 1),
      { orderId: sold.id, itemId: 'no-such-line', qty: 1 },
      { orderId: 'no-such-order', itemId: sold.items[0]!.id, qty: 1 },
    ]) {
      const res = await as(supA)
        .post(`/rounds/${roundId}/shipments`, shipmentBody([line(sold, 0, 1), wrong]))
        .expect(422);
      expect(res.body.code).toBe('shipments.line_not_sold');
    }
    expect(await written(roundId)).toEqual(was);
    // A shipped order is still one of the round's sold lines; a pending one is not.
    const lines = (
      (await as(supA).get(`/rounds/${roundId}/shipments`).expect(200)).body as RoundShipmentsResponse
    ).lines;
    expect([...new Set(lines.map((l) => l.orderId))]).toEqual([sold.id, shipped.id]);
  });

  it('refuses bodies that do not fit the contract', async () => {
    const roundId = await round();
    const sold = await order(roundId);
    for (const bad of [
      shipmentBody([]),
      shipmentBody([line(sold, 0, 0)]),
      shipmentBody([line(sold, 0, 1.5)]),
      shipmentBody([{ ...line(sold, 0, 1), extra: true }]),
      shipmentBody([line(sold, 0, 1)], { carrier: '' }),
      shipmentBody([line(sold, 0, 1)], { shippedOn: '2026-02-30' }),
      { ...shipmentBody([line(sold, 0, 1)]), trackingRef: undefined },
      { ...shipmentBody([line(sold, 0, 1)]), note: 'x' },
    ]) {
      const res = await as(supA).post(`/rounds/${roundId}/shipments`, bad).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect(await h.context.shipments.countDocuments({ roundId })).toBe(0);
  });

  it('keeps each company to its own rounds and lets only suppliers in', async () => {
    const roundId = await round();
    const sold = await order(roundId);
    const body = shipmentBody([line(sold, 0, 1)]);
    const supB = h.token('supplier', B);
    for (const path of [`/rounds/${roundId}/shipments`, '/rounds/no-such-round/shipments']) {
      expect((await as(supB).get(path).expect(404)).body.code).toBe('supplier.round_not_found');
      expect((await as(supB).post(path, body).expect(404)).body.code).toBe('supplier.round_not_found');
    }
    for (const other of [h.token('buyer', 'buyer-co-1'), h.token('admin', null)]) {
      await as(other).get(`/rounds/${roundId}/shipments`).expect(403);
      await as(other).post(`/rounds/${roundId}/shipments`, body).expect(403);
    }
    await request(h.app).get(`/rounds/${roundId}/shipments`).expect(401);
    await request(h.app).post(`/rounds/${roundId}/shipments`).send(body).expect(401);
    expect(
      (await as(h.token('supplier', null)).get(`/rounds/${roundId}/shipments`).expect(403)).body.code,
    ).toBe('supplier.no_company');
    expect(await h.context.shipments.countDocuments({ roundId })).toBe(0);
  });
});
