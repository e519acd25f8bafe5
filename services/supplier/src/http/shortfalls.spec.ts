import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type {
  InvoiceSnapshot,
  OrderItemSnapshot,
  OrderSnapshot,
  RoundShipmentsResponse,
  RoundShortfallsResponse,
  RoundStatus,
  Shortfall,
} from '@marketplace/contracts';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

jest.setTimeout(90_000);

interface NoticeRequest {
  kind: string;
  recipients: { userIds?: string[] };
  params: Record<string, string | number>;
  key: string;
}

/**
 * A product delivered short to the group (real FerretDB and NATS): the supplier previews what the
 * shared rule takes off each order, confirms it once, each buyer is told their figures, and the
 * round's sent invoices follow with credit (or debit) notes, the freight re-split on what was
 * delivered. Every refusal writes nothing.
 */
describe('products delivered short', () => {
  let h: SalesHarness;
  let supA: string;
  const A = 'sup-short-a';
  const B = 'sup-short-b';

  const as = (token: string | null) => {
    const auth = (r: request.Test) => (token ? r.set('Authorization', `Bearer ${token}`) : r);
    return {
      get: (path: string) => auth(request(h.app).get(path)),
      post: (path: string, body: object = {}) => auth(request(h.app).post(path)).send(body),
      put: (path: string, body: object) => auth(request(h.app).put(path)).send(body),
    };
  };

  /** A closed round of `supplierId` with 90.00 of freight shared by gross weight (1 kg a unit). */
  async function round(status: RoundStatus = 'closed', supplierId = A): Promise<string> {
    const id = `round-short-${randomUUID()}`;
    const now = new Date();
    const terms = (unitPrice: number) => ({ unitPrice, netWeightKg: 1, grossWeightKg: 1, cbm: 0.01 });
    await h.context.rounds.create({
      _id: id,
      supplierId,
      supplierName: 'Short Supplies',
      title: `Short Round ${id.slice(-4)}`,
      description: null,
      currency: 'USD',
      openAt: null,
      closeAt: null,
      status,
      products: [
        { id: 'rp-1', productId: 'p-1', moq: 60, maxQty: null, outcome: 'met', atApproval: terms(5) },
        { id: 'rp-2', productId: 'p-2', moq: 1, maxQty: null, outcome: 'met', atApproval: terms(2) },
      ],
      freightCost: 90,
      freightBasis: 'gross_weight',
      createdAt: now,
      updatedAt: now,
      version: 3,
      _events: [],
    });
    return id;
  }

  const item = (orderId: string, n: number, over: Partial<OrderItemSnapshot>): OrderItemSnapshot => {
    const rp = over.roundProductId ?? 'rp-1';
    const unitPrice = rp === 'rp-1' ? 5 : 2;
    const qty = over.qty ?? 6;
    return {
      id: `${orderId}-i${n}`,
      roundProductId: rp,
      productId: rp === 'rp-1' ? 'p-1' : 'p-2',
      name: rp === 'rp-1' ? 'Olive Oil 1L' : 'Sea Salt 500g',
      sku: rp === 'rp-1' ? 'OIL-1' : 'SALT-5',
      uom: 'bottles',
      unitsPerPack: 6,
      unitPrice,
      subtotal: unitPrice * qty,
      ...over,
      qty,
    };
  };

  /** An order on `roundId` as the buyer service announces it, once the read model holds its version. */
  async function order(
    roundId: string,
    buyer: string,
    placedAt: string,
    lines: Array<Partial<OrderItemSnapshot>>,
    over: Partial<OrderSnapshot> = {},
  ): Promise<OrderSnapshot> {
    const id = randomUUID();
    const items = lines.map((l, n) => item(id, n + 1, l));
    const snapshot = orderFixture({
      id,
      supplierId: A,
      roundId,
      buyerId: buyer,
      buyerCompanyId: `${buyer}-co`,
      items,
      totalValue: items.reduce((s, i) => s + i.subtotal, 0),
      totalUnits: items.reduce((s, i) => s + i.qty, 0),
      totalItems: items.length,
      createdAt: placedAt,
      ...over,
    });
    await publish(snapshot);
    return snapshot;
  }

  async function publish(snapshot: OrderSnapshot, kind?: 'decided' | 'revised'): Promise<void> {
    await h.publishOrder(snapshot, kind);
    const stored = await eventually(
      async () => !!(await h.context.salesOrders.exists({ _id: snapshot.id, version: snapshot.version })),
    );
    if (!stored) throw new Error(`order ${snapshot.id} v${snapshot.version} never reached the read model`);
  }

  /**
   * Olive oil (packs of 6) confirmed 120 by three buyers, the first with 12 flexible units called
   * in; a fourth buyer bought only salt. 90 of the 120 arrive.
   */
  async function shortRound() {
    const roundId = await round();
    const first = await order(roundId, 'buyer-1', '2026-03-01T10:00:00.000Z', [
      { qty: 60, flexCalled: 12, flex: 12 },
      { roundProductId: 'rp-2', qty: 30 },
    ]);
    const second = await order(roundId, 'buyer-2', '2026-03-01T11:00:00.000Z', [{ qty: 36 }]);
    const third = await order(roundId, 'buyer-3', '2026-03-01T12:00:00.000Z', [{ qty: 24 }]);
    const saltOnly = await order(roundId, 'buyer-4', '2026-03-01T13:00:00.000Z', [
      { roundProductId: 'rp-2', qty: 30 },
    ]);
    return { roundId, first, second, third, saltOnly };
  }

  /** The sale's invoice, generated (measures filled in) and sent. */
  async function sentInvoice(o: OrderSnapshot): Promise<InvoiceSnapshot> {
    for (const line of o.items)
      await as(supA)
        .put(`/sales/${o.id}/lines/${line.id}/weights`, { netWeightKg: 1, grossWeightKg: 1, cbm: 0.01 })
        .expect(200);
    const invoice = (await as(supA).post(`/sales/${o.id}/invoice`).expect(201)).body
      .invoice as InvoiceSnapshot;
    return (await as(supA).post(`/invoices/${invoice.id}/send`).expect(200)).body as InvoiceSnapshot;
  }

  async function supplierEvents<T>(type: string): Promise<T[]> {
    return (await streamEvents<T>(h.deps.nc, 'supplier', { type })).map((e) => e.data);
  }

  const oilShort = (delivered: number) => ({ roundProductId: 'rp-1', delivered });

  beforeAll(async () => {
    h = await startSalesHarness();
    supA = h.token('supplier', A);
    await h.publishCompany({ id: A, name: 'Short Supplies', type: 'supplier' });
    for (const n of [1, 2, 3, 4]) await h.publishCompany({ id: `buyer-${n}-co`, name: `Buyer ${n} Ltd` });
    await eventually(async () => !!(await h.context.companies.exists({ _id: 'buyer-4-co' })));
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('previews the rule on every order (flexible units first, pro rata, largest remainder) and writes nothing', async () => {
    const { roundId, first, second, third, saltOnly } = await shortRound();
    const preview = (await as(supA).post(`/rounds/${roundId}/shortfalls/preview`, oilShort(90)).expect(200))
      .body as Shortfall;
    const lineOf = (o: OrderSnapshot) => preview.lines.find((l) => l.orderId === o.id);
    expect(preview).toMatchObject({
      roundId,
      roundProductId: 'rp-1',
      name: 'Olive Oil 1L',
      unitsPerPack: 6,
      currency: 'USD',
      confirmed: 120,
      delivered: 90,
      short: 30,
    });
    expect(preview.id).toBeUndefined();
    // 5 packs short: the 2 flexible packs first, then 3 over 8/6/4 own packs (1.33/1/0.67): the
    // leftover pack to the largest remainder (the third order's 0.67).
    expect(lineOf(first)).toEqual({
      orderId: first.id,
      buyerId: 'buyer-1',
      buyerCompanyName: 'Buyer 1 Ltd',
      itemId: first.items[0]!.id,
      ordered: 60,
      flexCalled: 12,
      cut: 18,
      flexCut: 12,
      delivered: 42,
      unitPrice: 5,
      creditAmount: 90,
      // 90 kg of 180 before, 72 of 150 after.
      freight: { before: 45, after: 43.2 },
    });
    expect(lineOf(second)).toMatchObject({ ordered: 36, cut: 6, delivered: 30, creditAmount: 30 });
    expect(lineOf(second)!.freight).toEqual({ before: 18, after: 18 });
    expect(lineOf(third)).toMatchObject({
      ordered: 24,
      cut: 6,
      delivered: 18,
      freight: { before: 12, after: 10.8 },
    });
    // The salt-only order loses nothing but carries more of the same freight.
    expect(preview.otherFreight).toEqual([
      { orderId: saltOnly.id, buyerCompanyName: 'Buyer 4 Ltd', before: 15, after: 18 },
    ]);

    expect(await h.context.shortfalls.countDocuments({ roundId })).toBe(0);
    expect(
      ((await as(supA).get(`/rounds/${roundId}/shortfalls`).expect(200)).body as RoundShortfallsResponse)
        .shortfalls,
    ).toEqual([]);
  });

  it('confirms once: buyers told their figures, the orders announced cut, sent invoices credited or debited by the freight', async () => {
    const { roundId, first, second, third, saltOnly } = await shortRound();
    const thirdInvoice = await sentInvoice(third);
    const saltInvoice = await sentInvoice(saltOnly);
    expect(thirdInvoice).toMatchObject({ totalValue: 132, freight: { amount: 12 } });
    // The third buyer has paid what the invoice will ask once the shortfall is credited.
    await as(supA)
      .post(`/invoices/${thirdInvoice.id}/payments`, {
        paidOn: h.context.now().toISOString().slice(0, 10),
        amount: 100.8,
        reference: 'SHORT-1',
      })
      .expect(201);

    const confirmed = (await as(supA).post(`/rounds/${roundId}/shortfalls`, oilShort(90)).expect(201))
      .body as Shortfall;
    expect(confirmed).toMatchObject({ id: expect.any(String), confirmedAt: expect.any(String), short: 30 });
    const listed = (await as(supA).get(`/rounds/${roundId}/shortfalls`).expect(200))
      .body as RoundShortfallsResponse;
    expect(listed).toEqual({ roundId, shortfalls: [confirmed] });

    // The buyer service hears the cuts (every line cut, none of the salt-only order).
    const announced = await eventually(async () => {
      const found = (
        await supplierEvents<{ id: string; lines: unknown[] }>('supplier.shortfall.confirmed.v1')
      ).filter((e) => e.id === confirmed.id);
      return found.length ? found : null;
    });
    expect(announced).toEqual([
      {
        id: confirmed.id,
        roundId,
        supplierId: A,
        supplierName: 'Short Supplies',
        roundProductId: 'rp-1',
        name: 'Olive Oil 1L',
        confirmed: 120,
        delivered: 90,
        lines: [
          { orderId: first.id, buyerId: 'buyer-1', itemId: first.items[0]!.id, cut: 18, flexCut: 12 },
          { orderId: second.id, buyerId: 'buyer-2', itemId: second.items[0]!.id, cut: 6, flexCut: 0 },
          { orderId: third.id, buyerId: 'buyer-3', itemId: third.items[0]!.id, cut: 6, flexCut: 0 },
        ],
        confirmedAt: confirmed.confirmedAt,
      },
    ]);
    // Each buyer told their own figures.
    const notices = await eventually(async () => {
      const found = (await supplierEvents<NoticeRequest>('supplier.notification.requested.v1')).filter((n) =>
        n.key.startsWith(`short_delivery:${confirmed.id}:`),
      );
      return found.length === 3 ? found : null;
    });
    expect(notices!.find((n) => n.recipients.userIds?.[0] === 'buyer-3')!.params).toEqual({
      productName: 'Olive Oil 1L',
      roundTitle: expect.stringMatching(/^Short Round/),
      groupConfirmed: 120,
      groupDelivered: 90,
      orderNumber: third.id.slice(0, 8),
      ordered: 24,
      delivered: 18,
      creditTotal: 30,
      currency: 'USD',
    });

    // The third order's sent invoice: a credit note for 6 bottles and 1.20 of freight.
    const credited = await eventually(async () => {
      const inv = (await as(supA).get(`/invoices/${thirdInvoice.id}`)).body as InvoiceSnapshot;
      return inv.creditNotes?.length ? inv : null;
    });
    expect(credited!.creditNotes).toEqual([
      expect.objectContaining({
        kind: 'credit',
        reason: 'short_delivery',
        lines: [
          expect.objectContaining({ billedQty: 24, correctedQty: 18, correctedUnitPrice: 5, amount: -30 }),
        ],
        freight: { billed: 12, corrected: 10.8, amount: -1.2 },
        total: 31.2,
        balanceAfter: 100.8,
      }),
    ]);
    // The credit settles what the payment left: paid, announced as a last payment would be.
    expect(credited).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const paid = await eventually(async () => {
      const found = (await supplierEvents<InvoiceSnapshot>('supplier.invoice.paid.v1')).filter(
        (e) => e.id === thirdInvoice.id,
      );
      return found.length ? found : null;
    });
    expect(paid).toHaveLength(1);
    // The salt-only order's invoice carries more of the same freight: a debit note of 3.00.
    const debited = (await as(supA).get(`/invoices/${saltInvoice.id}`).expect(200)).body as InvoiceSnapshot;
    expect(debited.creditNotes).toEqual([
      expect.objectContaining({
        kind: 'debit',
        reason: 'short_delivery',
        lines: [],
        freight: { billed: 15, corrected: 18, amount: 3 },
        total: 3,
      }),
    ]);

    // What is left to ship is what was delivered, before the buyer service's revision arrives.
    const toShip = (await as(supA).get(`/rounds/${roundId}/shipments`).expect(200))
      .body as RoundShipmentsResponse;
    expect(toShip.lines.filter((l) => l.roundProductId === 'rp-1').map((l) => l.ordered)).toEqual([
      42, 30, 18,
    ]);

    // The buyer service's revision of the third order (the cut on it) bills the same: no second note.
    const cutLine = { ...third.items[0]!, qty: 18, subtotal: 90, shortDelivered: 6 };
    await publish(
      {
        ...third,
        items: [cutLine],
        totalValue: 90,
        totalUnits: 18,
        timeline: [
          {
            at: confirmed.confirmedAt!,
            kind: 'short_delivered',
            actor: { role: 'supplier', name: 'Short Supplies' },
            details: {
              shortfallId: confirmed.id!,
              groupConfirmed: 120,
              groupDelivered: 90,
              lines: [{ itemId: cutLine.id, name: cutLine.name, units: 6, flexUnits: 0 }],
            },
          },
        ],
        version: third.version + 1,
      },
      'revised',
    );
    await new Promise((r) => setTimeout(r, 500));
    const after = (await as(supA).get(`/invoices/${thirdInvoice.id}`).expect(200)).body as InvoiceSnapshot;
    expect(after.creditNotes).toHaveLength(1);

    // Once per product: a second confirmation is refused and writes nothing.
    const again = await as(supA).post(`/rounds/${roundId}/shortfalls`, oilShort(84)).expect(409);
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(again.body).toMatchObject({
      code: 'shortfalls.already_confirmed',
      params: { name: 'Olive Oil 1L' },
    });
    expect(await h.context.shortfalls.countDocuments({ roundId })).toBe(1);
  });

  it('refuses what cannot be shared, with the figures to correct it, and writes nothing', async () => {
    const { roundId, first } = await shortRound();
    const refused = async (body: object, status: number, code: string, params?: object) => {
      const res = await as(supA).post(`/rounds/${roundId}/shortfalls`, body).expect(status);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe(code);
      if (params) expect(res.body.params).toEqual(params);
      const preview = await as(supA).post(`/rounds/${roundId}/shortfalls/preview`, body).expect(status);
      expect(preview.body.code).toBe(code);
    };
    await refused(oilShort(120), 422, 'shortfalls.nothing_short', { confirmed: 120 });
    await refused(oilShort(150), 422, 'shortfalls.nothing_short', { confirmed: 120 });
    await refused(oilShort(91), 422, 'shortfalls.not_whole_packs', { unitsPerPack: 6 });
    await refused({ roundProductId: 'rp-9', delivered: 6 }, 422, 'shortfalls.product_not_sold');
    await refused({ roundProductId: 'rp-1', delivered: -6 }, 400, 'request.invalid');
    await refused({ roundProductId: 'rp-1', delivered: 6.5 }, 400, 'request.invalid');
    await refused({ roundProductId: 'rp-1', delivered: 6, note: 'x' }, 400, 'request.invalid');

    // Salt has shipped in part: its shortfall comes too late.
    await as(supA)
      .post(`/rounds/${roundId}/shipments`, {
        shippedOn: h.context.now().toISOString().slice(0, 10),
        carrier: 'Maersk',
        trackingRef: 'MSKU-1',
        lines: [{ orderId: first.id, itemId: first.items[1]!.id, qty: 6 }],
      })
      .expect(201);
    await refused({ roundProductId: 'rp-2', delivered: 30 }, 409, 'shortfalls.already_shipped', {
      name: 'Sea Salt 500g',
    });

    const open = await round('active');
    await order(open, 'buyer-1', '2026-03-02T10:00:00.000Z', [{ qty: 12 }]);
    const res = await as(supA).post(`/rounds/${open}/shortfalls`, oilShort(6)).expect(409);
    expect(res.body.code).toBe('shortfalls.round_not_closed');

    expect(await h.context.shortfalls.countDocuments({ roundId: { $in: [roundId, open] } })).toBe(0);
    const events = await supplierEvents<{ roundId: string }>('supplier.shortfall.confirmed.v1');
    expect(events.filter((e) => e.roundId === roundId || e.roundId === open)).toEqual([]);
  });

  it("keeps each company to its own rounds: another's round is not found, other roles and no token are refused", async () => {
    const { roundId } = await shortRound();
    const supB = h.token('supplier', B);
    for (const call of [
      as(supB).get(`/rounds/${roundId}/shortfalls`),
      as(supB).post(`/rounds/${roundId}/shortfalls/preview`, oilShort(90)),
      as(supB).post(`/rounds/${roundId}/shortfalls`, oilShort(90)),
    ]) {
      const res = await call.expect(404);
      expect(res.body.code).toBe('supplier.round_not_found');
    }
    for (const role of ['buyer', 'admin'] as const) {
      const token = h.token(role, role === 'buyer' ? 'buyer-1-co' : null);
      await as(token).get(`/rounds/${roundId}/shortfalls`).expect(403);
      await as(token).post(`/rounds/${roundId}/shortfalls`, oilShort(90)).expect(403);
    }
    await as(null).get(`/rounds/${roundId}/shortfalls`).expect(401);
    await as(null).post(`/rounds/${roundId}/shortfalls/preview`, oilShort(90)).expect(401);
    await as(null).post(`/rounds/${roundId}/shortfalls`, oilShort(90)).expect(401);
    expect(await h.context.shortfalls.countDocuments({ roundId })).toBe(0);
  });
});
