import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createEvent, sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  decideOrderCommand,
  invoiceIssuedV1,
  invoiceOverdueV1,
  invoicePaidV1,
  invoiceSentV1,
  sealRoundCommand,
  type InvoiceSnapshot,
  type OrderSnapshot,
  type OrderTimelineEntry,
  type OrderTimelineResponse,
} from '@marketplace/contracts';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

/**
 * An order's timeline in the buyer service, on real FerretDB and NATS: each change of the order
 * written with who, when and why in the same write as the change, read by the order's own buyer
 * (or their team's approver) only, and carried by the order's events to the other services.
 */
describe('order timeline', () => {
  let h: BuyerHarness;
  const LISBON = 'co-lisbon';
  const people = [
    { userId: 'tl-ana', name: 'Ana Approver', companyId: LISBON, teamRole: 'approver' },
    { userId: 'tl-bea', name: 'Bea Member', companyId: LISBON, teamRole: 'member' },
  ] as const;
  const teamAuth = (userId: 'tl-ana' | 'tl-bea') => h.teamAuth(people.find((x) => x.userId === userId)!);

  beforeAll(async () => {
    h = await startBuyer('order_timeline');
    await h.registerTeam(people);
  });

  afterAll(async () => {
    await h?.stop();
  });

  const timeline = async (id: string, headers = h.auth('tl-gus')) => {
    const res = await request(h.app).get(`/orders/${id}/timeline`).set(headers);
    expect(res.status).toBe(200);
    return res.body as OrderTimelineResponse;
  };
  const kinds = (entries: OrderTimelineEntry[]) => entries.map((e) => e.kind);
  /** The order as its newest announcement carries it (what supplier and admin read models keep). */
  const announced = async (id: string) => {
    const events = await streamEvents<OrderSnapshot>(h.nc, 'buyer');
    const mine = events.filter((e) => e.type.startsWith('buyer.order.') && e.data.id === id);
    return mine.sort((a, b) => a.data.version - b.data.version).at(-1)?.data;
  };

  it('placed → approved by the admin, and placed → rejected with the admin’s reason', async () => {
    const lamp = roundProduct({ moq: 1, unitPrice: 10 });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [lamp]);
    const first = await h.placeOrder('tl-gus', round.id, [[lamp.id, 3]]);
    const placed = await timeline(first.id);
    expect(placed).toMatchObject({ orderId: first.id, currency: first.currency });
    expect(placed.entries).toEqual([
      {
        at: first.createdAt,
        kind: 'placed',
        actor: { role: 'buyer', userId: 'tl-gus' },
        details: { totalValue: 30, totalUnits: 3 },
      },
    ]);

    await sendCommand(h.nc, decideOrderCommand, { orderId: first.id, decision: 'approve', actorId: 'adm-1' });
    const approved = (await timeline(first.id)).entries;
    expect(kinds(approved)).toEqual(['placed', 'approved']);
    expect(approved[1]).toMatchObject({ actor: { role: 'admin', userId: 'adm-1' }, details: {} });
    // The order's details carry it too; lists leave it out.
    const detail = (await request(h.app).get(`/orders/${first.id}`).set(h.auth('tl-gus'))).body;
    expect(kinds(detail.timeline)).toEqual(['placed', 'approved']);
    const list = (await request(h.app).get('/orders').set(h.auth('tl-gus'))).body.items as OrderSnapshot[];
    expect(list.every((o) => o.timeline === undefined)).toBe(true);
    // The decided event carries the timeline to the supplier's and the admin's read models.
    await eventually(async () => (await announced(first.id))?.status === 'approved');
    expect(kinds((await announced(first.id))!.timeline!)).toEqual(['placed', 'approved']);

    await h.putInCart('tl-gus', round.id, lamp.id, 1);
    const second = await h.orderCart('tl-gus', round.id);
    await sendCommand(h.nc, decideOrderCommand, {
      orderId: second.id,
      decision: 'reject',
      actorId: 'adm-1',
      reason: '  Duplicate of an earlier order ',
    });
    const rejected = (await timeline(second.id)).entries;
    expect(kinds(rejected)).toEqual(['placed', 'rejected']);
    expect(rejected[1]).toMatchObject({ reason: 'Duplicate of an earlier order' });
    // A repeated decision adds nothing.
    await sendCommand(h.nc, decideOrderCommand, { orderId: second.id, decision: 'reject', actorId: 'adm-1' });
    expect(kinds((await timeline(second.id)).entries)).toEqual(['placed', 'rejected']);
  });

  it('a close that calls nothing in but releases lines, reaches a break and re-prices, or cancels an order left empty', async () => {
    const mugs = roundProduct({
      name: 'Mug',
      moq: 10,
      unitPrice: 5,
      priceBreaks: [{ minQty: 20, unitPrice: 4 }],
    });
    const desk = roundProduct({ name: 'Desk', moq: 50, unitPrice: 100 });
    const round = roundSummary({ productCount: 2 });
    await h.approveRoundAndWait(round, [mugs, desk]);
    const ivy = await h.placeOrder('tl-ivy', round.id, [
      [mugs.id, 12],
      [desk.id, 2],
    ]);
    await h.placeOrder('tl-jon', round.id, [[mugs.id, 10]]);
    const kim = await h.placeOrder('tl-kim', round.id, [[desk.id, 1]]);
    // Placed before the group reached 20 mugs: Ivy's mugs at $5.
    expect(ivy.items.find((i) => i.roundProductId === mugs.id)?.unitPrice).toBe(5);
    await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });
    await h.closeRound(round, 'closed', [
      { id: mugs.id, productId: mugs.productId, outcome: 'met', committedAtClose: 22 },
      { id: desk.id, productId: desk.productId, outcome: 'released', committedAtClose: 3 },
    ]);

    await eventually(async () => (await timeline(kim.id, h.auth('tl-kim'))).entries.length > 1);
    const ivys = (await timeline(ivy.id, h.auth('tl-ivy'))).entries;
    expect(kinds(ivys)).toEqual(['placed', 'lines_released', 'break_reached', 'repriced']);
    const system = { role: 'system' };
    const mugLine = ivy.items.find((i) => i.roundProductId === mugs.id)!;
    const deskLine = ivy.items.find((i) => i.roundProductId === desk.id)!;
    expect(ivys.slice(1)).toEqual([
      {
        at: expect.any(String),
        kind: 'lines_released',
        actor: system,
        details: { cause: 'moq_not_met', lines: [{ itemId: deskLine.id, name: 'Desk', qty: 2 }] },
      },
      {
        at: expect.any(String),
        kind: 'break_reached',
        actor: system,
        details: {
          products: [{ roundProductId: mugs.id, name: 'Mug', minQty: 20, fromUnitPrice: 5, toUnitPrice: 4 }],
        },
      },
      {
        at: expect.any(String),
        kind: 'repriced',
        actor: system,
        details: {
          fromTotal: 260,
          toTotal: 48,
          lines: [{ itemId: mugLine.id, name: 'Mug', fromUnitPrice: 5, toUnitPrice: 4 }],
        },
      },
    ]);
    expect(kinds((await timeline(kim.id, h.auth('tl-kim'))).entries)).toEqual([
      'placed',
      'lines_released',
      'cancelled',
    ]);
    expect((await timeline(kim.id, h.auth('tl-kim'))).entries[2]).toMatchObject({
      details: { cause: 'all_lines_released' },
    });
    // The revised event carries it; a close delivered again adds nothing.
    await eventually(async () => (await announced(ivy.id))?.timeline?.length === 4);
    await h.closeRound(round, 'closed', [
      { id: mugs.id, productId: mugs.productId, outcome: 'met', committedAtClose: 22 },
      { id: desk.id, productId: desk.productId, outcome: 'released', committedAtClose: 3 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await timeline(ivy.id, h.auth('tl-ivy'))).entries).toHaveLength(4);
  });

  it('held for the company’s approval, then approved by the approver (who reads the member’s timeline)', async () => {
    const chair = roundProduct({ moq: 1, unitPrice: 30 });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [chair]);
    await request(h.app)
      .put('/team/members/tl-bea/limits')
      .set(teamAuth('tl-ana'))
      .send({ limits: [{ currency: round.currency, perOrder: 50, perMonth: null }] })
      .expect(200);
    await request(h.app)
      .put(`/carts/${round.id}/items/${chair.id}`)
      .set(teamAuth('tl-bea'))
      .send({ qty: 2 })
      .expect(200);
    const held = (await request(h.app).post('/orders').set(teamAuth('tl-bea')).send({ roundId: round.id }))
      .body as OrderSnapshot;
    expect(held.status).toBe('pending_company');
    expect(kinds((await timeline(held.id, teamAuth('tl-bea'))).entries)).toEqual([
      'placed',
      'held_for_approval',
    ]);
    await request(h.app)
      .post(`/orders/${held.id}/company-decision`)
      .set(teamAuth('tl-ana'))
      .send({ decision: 'approve' })
      .expect(200);
    const entries = (await timeline(held.id, teamAuth('tl-ana'))).entries;
    expect(entries).toMatchObject([
      { kind: 'placed', actor: { role: 'buyer', userId: 'tl-bea' } },
      { kind: 'held_for_approval', actor: { role: 'system' }, details: { exceeded: ['per_order'] } },
      { kind: 'company_approved', actor: { role: 'approver', userId: 'tl-ana', name: 'Ana Approver' } },
    ]);
    // The company's approval announces the order as placed, its timeline with it; the company's
    // own trail (the limit it went over, who approved it) stays with the company.
    await eventually(async () => (await announced(held.id))?.status === 'pending_admin');
    const outside = (await announced(held.id))!;
    expect(kinds(outside.timeline!)).toEqual(['placed']);
    expect(outside.companyApproval).toBeUndefined();
    expect(JSON.stringify(outside)).not.toContain('Ana Approver');
    expect(JSON.stringify(outside)).not.toContain('tl-ana');
    // And so does every later announcement of the order.
    await sendCommand(h.nc, decideOrderCommand, { orderId: held.id, decision: 'approve', actorId: 'adm-1' });
    await eventually(async () => (await announced(held.id))?.status === 'approved');
    expect(kinds((await announced(held.id))!.timeline!)).toEqual(['placed', 'approved']);
    expect((await announced(held.id))!.companyApproval).toBeUndefined();
    expect(kinds((await timeline(held.id, teamAuth('tl-bea'))).entries)).toEqual([
      'placed',
      'held_for_approval',
      'company_approved',
      'approved',
    ]);
  });

  it('adds the invoice once, however often its event arrives, and announces the order again', async () => {
    const bolts = roundProduct({ moq: 1, unitPrice: 2 });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [bolts]);
    const order = await h.placeOrder('tl-lia', round.id, [[bolts.id, 5]]);
    const invoice = invoiceOf(order);
    await h.publish(createEvent(invoiceIssuedV1, invoice, 'supplier'));
    // The same event delivered again (another message id), and the invoice announced again later.
    const again = createEvent(invoiceIssuedV1, invoice, 'supplier');
    await h.publish(again);
    await h.publish(again, `${again.id}-redelivered`);
    await h.publish(createEvent(invoiceIssuedV1, { ...invoice, status: 'sent', version: 2 }, 'supplier'));
    await eventually(async () => {
      const inv = await request(h.app).get(`/invoices/${invoice.id}`).set(h.auth('tl-lia'));
      return inv.body.status === 'sent';
    });
    const entries = (await timeline(order.id, h.auth('tl-lia'))).entries;
    expect(entries.filter((e) => e.kind === 'invoice_issued')).toEqual([
      {
        at: invoice.createdAt,
        kind: 'invoice_issued',
        actor: { role: 'supplier', name: 'Basics Co.' },
        details: { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber },
      },
    ]);
    await eventually(async () => (await announced(order.id))?.version === order.version + 1);
    expect(kinds((await announced(order.id))!.timeline!)).toEqual(['placed', 'invoice_issued']);
  });

  it('adds the invoice being sent, going overdue and paid, each once, with its figures', async () => {
    const bolts = roundProduct({ moq: 1, unitPrice: 2 });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [bolts]);
    const order = await h.placeOrder('tl-mia', round.id, [[bolts.id, 5]]);
    const invoice = invoiceOf(order);
    const sentAt = '2026-03-01T09:00:00.000Z';
    const sent = {
      ...invoice,
      status: 'sent' as const,
      sentAt,
      dueDate: '2026-03-31T00:00:00.000Z',
      version: 2,
    };
    const overdue = { ...sent, overdueAt: '2026-04-01T00:00:05.000Z', version: 3 };
    const payment = {
      id: 'p1',
      paidOn: '2026-04-02',
      amount: 10,
      reference: 'T-1',
      recordedAt: '2026-04-02T10:00:00.000Z',
    };
    const paid = {
      ...overdue,
      status: 'paid' as const,
      payments: [payment],
      paidAt: payment.recordedAt,
      version: 4,
    };
    await h.publish(createEvent(invoiceSentV1, sent, 'supplier'));
    await h.publish(createEvent(invoiceOverdueV1, overdue, 'supplier'));
    const paidEvent = createEvent(invoicePaidV1, paid, 'supplier');
    await h.publish(paidEvent);
    await h.publish(paidEvent, `${paidEvent.id}-redelivered`);
    const entries = await eventually(async () => {
      const found = (await timeline(order.id, h.auth('tl-mia'))).entries;
      return found.some((e) => e.kind === 'invoice_paid') ? found : null;
    });
    const ref = { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber };
    expect(entries!.filter((e) => e.kind.startsWith('invoice_'))).toEqual([
      {
        at: sentAt,
        kind: 'invoice_sent',
        actor: { role: 'supplier', name: 'Basics Co.' },
        details: { ...ref, dueOn: '2026-03-31' },
      },
      {
        at: overdue.overdueAt,
        kind: 'invoice_overdue',
        actor: { role: 'system' },
        details: { ...ref, due: 10 },
      },
      {
        at: paid.paidAt,
        kind: 'invoice_paid',
        actor: { role: 'supplier', name: 'Basics Co.' },
        details: { ...ref, amount: 10 },
      },
    ]);
  });

  it('is the order’s buyer’s (or their approver’s): another buyer 404, another role 403, no token 401', async () => {
    const lamp = roundProduct({ moq: 1 });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [lamp]);
    const order = await h.placeOrder('tl-max', round.id, [[lamp.id, 1]]);
    const get = () => request(h.app).get(`/orders/${order.id}/timeline`);
    expect((await get().set(h.auth('tl-ned'))).status).toBe(404);
    expect((await get().set(h.auth('tl-ned'))).body.code).toBe('buyer.order_not_found');
    // A team's approver reads only their own company's orders.
    expect((await get().set(teamAuth('tl-ana'))).status).toBe(404);
    const supplier = { Authorization: `Bearer ${h.token('sup-1', 'supplier', 'sup-co')}` };
    expect((await get().set(supplier)).status).toBe(403);
    expect((await get()).status).toBe(401);
    expect((await request(h.app).get('/orders/nope/timeline').set(h.auth('tl-max'))).status).toBe(404);
  });

  it('tells an order stored before timelines were kept from its dates', async () => {
    const id = `legacy-${randomBytes(4).toString('hex')}`;
    const createdAt = '2026-01-05T10:00:00.000Z';
    const decidedAt = '2026-01-06T09:00:00.000Z';
    await h.service.context.orders.collection.insertOne({
      _id: id,
      buyerId: 'tl-old',
      buyerCompanyId: null,
      roundId: 'round-old',
      roundTitle: 'Old Round',
      supplierId: 'sup-a',
      supplierName: 'Basics Co.',
      currency: 'USD',
      status: 'approved',
      totalValue: 12,
      totalUnits: 4,
      totalItems: 1,
      items: [],
      createdAt,
      decidedAt,
      version: 2,
      cartId: `cart-${id}`,
      idempotencyKey: `cart:${id}`,
      _events: [],
    } as never);
    expect((await timeline(id, h.auth('tl-old'))).entries).toEqual([
      {
        at: createdAt,
        kind: 'placed',
        actor: { role: 'buyer', userId: 'tl-old' },
        details: { totalValue: 12, totalUnits: 4 },
      },
      { at: decidedAt, kind: 'approved', actor: { role: 'admin' }, details: {} },
    ]);
  });
});

function invoiceOf(order: OrderSnapshot): InvoiceSnapshot {
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
    buyer: { companyId: null, name: null, ...party },
    currency: order.currency,
    totalValue: order.totalValue,
    totalItems: order.totalItems,
    totalUnits: order.totalUnits,
    status: 'draft',
    issueDate: new Date().toISOString(),
    dueDate: null,
    notes: null,
    lines: [],
    createdAt: new Date().toISOString(),
    version: 1,
  };
}
