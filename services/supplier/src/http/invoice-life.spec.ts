import request from 'supertest';
import { JSONCodec } from 'nats';
import type { InvoiceSnapshot, PaymentTerms, SaleDetail } from '@marketplace/contracts';
import { CLOCK_ADVANCE_SUBJECT } from '@marketplace/service-kit/core';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

const DAY = 24 * 3_600_000;

interface NoticeRequest {
  kind: string;
  recipients: { userIds?: string[]; companyIds?: string[] };
  params: Record<string, string | number>;
  link: string;
}

/**
 * An invoice's life after it is generated: payment terms date it when it is sent, the buyer is
 * told; past its due day with something due it turns overdue and both sides are told once; the
 * payment that settles it tells the buyer it is paid.
 */
describe('invoice terms, sending, overdue and paid (real FerretDB, NATS, MinIO)', () => {
  let h: SalesHarness;
  let supA: string;
  const A = 'sup-life-a';
  const B = 'sup-life-b';

  const as = (token: string) => ({
    get: (path: string) => request(h.app).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      request(h.app).post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) =>
      request(h.app).put(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  /** A draft invoice of supplier A for a new approved order (285.00 of goods). */
  async function draftInvoice(dueDate?: string): Promise<InvoiceSnapshot> {
    const order = orderFixture({ supplierId: A });
    await h.publishOrder(order);
    const seen = await eventually(async () => (await as(supA).get(`/sales/${order.id}`)).status === 200);
    if (!seen) throw new Error(`order ${order.id} never reached the read model`);
    const detail = (await as(supA).get(`/sales/${order.id}`).expect(200)).body as SaleDetail;
    for (const line of detail.lines)
      await as(supA)
        .put(`/sales/${order.id}/lines/${line.id}/weights`, { netWeightKg: 10, grossWeightKg: 11, cbm: 0.1 })
        .expect(200);
    return (
      await as(supA)
        .post(`/sales/${order.id}/invoice`, dueDate ? { dueDate } : {})
        .expect(201)
    ).body.invoice as InvoiceSnapshot;
  }

  const now = () => h.context.now();
  const day = (at: Date) => at.toISOString().slice(0, 10);

  async function moveClock(byMs: number) {
    const codec = JSONCodec();
    const reply = await h.deps.nc.request(CLOCK_ADVANCE_SUBJECT, codec.encode({ byMs }), { timeout: 5_000 });
    expect(codec.decode(reply.data)).toMatchObject({ service: 'supplier' });
  }

  async function notices(invoiceNumber: string, kind: string): Promise<NoticeRequest[]> {
    const events = await streamEvents<NoticeRequest>(h.deps.nc, 'supplier', {
      type: 'supplier.notification.requested.v1',
    });
    return events
      .map((e) => e.data)
      .filter((n) => n.kind === kind && n.params.invoiceNumber === invoiceNumber);
  }

  async function milestones(id: string, type: string): Promise<InvoiceSnapshot[]> {
    const events = await streamEvents<InvoiceSnapshot>(h.deps.nc, 'supplier', { type });
    return events.map((e) => e.data).filter((i) => i.id === id);
  }

  beforeAll(async () => {
    h = await startSalesHarness();
    supA = h.token('supplier', A);
    await h.publishCompany({ id: A, name: 'Life Supplies', type: 'supplier' });
  });

  afterAll(async () => {
    await h?.stop();
  });

  it("keeps each company's payment terms, checks them and refuses anyone else", async () => {
    expect((await as(supA).get('/payment-terms').expect(200)).body).toEqual({
      netDays: null,
      updatedAt: null,
    });
    const set = (await as(supA).put('/payment-terms', { netDays: 30 }).expect(200)).body as PaymentTerms;
    expect(set).toEqual({ netDays: 30, updatedAt: expect.any(String) });
    expect((await as(supA).get('/payment-terms').expect(200)).body).toEqual(set);

    // Another supplier company has its own (none), and cannot change A's.
    const supB = h.token('supplier', B);
    expect((await as(supB).get('/payment-terms').expect(200)).body).toEqual({
      netDays: null,
      updatedAt: null,
    });
    await as(supB).put('/payment-terms', { netDays: 7 }).expect(200);
    expect((await as(supA).get('/payment-terms').expect(200)).body).toEqual(set);

    for (const bad of [
      { netDays: -1 },
      { netDays: 181 },
      { netDays: 1.5 },
      { netDays: '30' },
      {},
      { netDays: 30, x: 1 },
    ]) {
      const res = await as(supA).put('/payment-terms', bad).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    await request(h.app).get('/payment-terms').expect(401);
    await request(h.app).put('/payment-terms').send({ netDays: 1 }).expect(401);
    for (const other of [h.token('buyer', 'buyer-co-1'), h.token('admin', null)]) {
      await as(other).get('/payment-terms').expect(403);
      await as(other).put('/payment-terms', { netDays: 1 }).expect(403);
    }
    expect((await as(h.token('supplier', null)).get('/payment-terms').expect(403)).body.code).toBe(
      'supplier.no_company',
    );
    // None of the refusals changed anything.
    expect((await as(supA).get('/payment-terms').expect(200)).body).toEqual(set);
  });

  it('dates an invoice sent without a due date by the terms, keeps a date set by hand, and tells the buyer', async () => {
    await as(supA).put('/payment-terms', { netDays: 30 }).expect(200);
    const undated = await draftInvoice();
    expect(undated.dueDate).toBeNull();
    const sent = (await as(supA).post(`/invoices/${undated.id}/send`).expect(200)).body as InvoiceSnapshot;
    const sentDay = new Date(`${day(now())}T00:00:00.000Z`);
    expect(sent).toEqual({
      ...undated,
      status: 'sent',
      sentAt: expect.any(String),
      dueDate: new Date(sentDay.getTime() + 30 * DAY).toISOString(),
      paymentTermsDays: 30,
      version: undated.version + 1,
    });
    expect((await as(supA).get(`/invoices/${undated.id}`).expect(200)).body).toEqual(sent);

    const dated = await draftInvoice('2027-03-15');
    const sentDated = (await as(supA).post(`/invoices/${dated.id}/send`).expect(200)).body as InvoiceSnapshot;
    expect([sentDated.dueDate, sentDated.paymentTermsDays]).toEqual(['2027-03-15T00:00:00.000Z', null]);

    // The buyer hears, with what is due and by when; webhooks get the snapshot as sent.
    const told = await eventually(async () => (await notices(sent.invoiceNumber, 'invoice_sent'))[0] ?? null);
    expect(told).toMatchObject({
      recipients: { userIds: [sent.buyerId] },
      link: '/buyer/invoices',
      params: {
        supplierName: 'Life Supplies',
        dueTotal: 285,
        currency: 'USD',
        dueOn: day(new Date(sent.dueDate!)),
      },
    });
    expect(
      await eventually(async () => (await milestones(sent.id, 'supplier.invoice.sent.v1')).length === 1),
    ).toBe(true);
  });

  it('turns overdue once when its due day ends with something due, telling both sides; a paid one never does', async () => {
    await as(supA).put('/payment-terms', { netDays: 0 }).expect(200);
    const late = await draftInvoice();
    await as(supA).post(`/invoices/${late.id}/send`).expect(200);
    await as(supA)
      .post(`/invoices/${late.id}/payments`, { paidOn: day(now()), amount: 85, reference: 'PART-1' })
      .expect(201);
    const settled = await draftInvoice();
    await as(supA).post(`/invoices/${settled.id}/send`).expect(200);
    const paid = (
      await as(supA)
        .post(`/invoices/${settled.id}/payments`, { paidOn: day(now()), amount: 285, reference: 'ALL-1' })
        .expect(201)
    ).body as InvoiceSnapshot;
    expect(paid.status).toBe('paid');

    // Due today: not overdue until the day is over.
    expect(
      ((await as(supA).get(`/invoices/${late.id}`).expect(200)).body as InvoiceSnapshot).overdueAt,
    ).toBeNull();
    await moveClock(2 * DAY);
    const flagged = await eventually(async () => {
      const current = (await as(supA).get(`/invoices/${late.id}`).expect(200)).body as InvoiceSnapshot;
      return current.overdueAt ? current : null;
    }, 10_000);
    expect(flagged).toMatchObject({ status: 'sent', payments: [expect.objectContaining({ amount: 85 })] });
    expect(
      ((await as(supA).get(`/invoices/${settled.id}`).expect(200)).body as InvoiceSnapshot).overdueAt,
    ).toBeNull();

    const buyerTold = await eventually(async () => {
      const found = await notices(late.invoiceNumber, 'invoice_overdue');
      return found.length === 2 ? found : null;
    });
    expect(buyerTold!.map((n) => [n.recipients.userIds, n.recipients.companyIds, n.link]).sort()).toEqual(
      [
        [[late.buyerId], [], '/buyer/invoices'],
        [[], [A], '/supplier/invoices'],
      ].sort(),
    );
    expect(buyerTold![0]!.params).toMatchObject({ dueTotal: 200, dueOn: day(new Date(flagged!.dueDate!)) });

    // Another scan tells nobody twice: the clock moves a day again, and the scan that flags an
    // invoice due today (so it has run) leaves the first alone.
    const next = await draftInvoice();
    await as(supA).post(`/invoices/${next.id}/send`).expect(200);
    await moveClock(DAY);
    expect(
      await eventually(
        async () =>
          ((await as(supA).get(`/invoices/${next.id}`).expect(200)).body as InvoiceSnapshot).overdueAt,
        10_000,
      ),
    ).toEqual(expect.any(String));
    expect(await milestones(late.id, 'supplier.invoice.overdue.v1')).toHaveLength(1);
    expect(await notices(late.invoiceNumber, 'invoice_overdue')).toHaveLength(2);

    // The dashboard sums what buyers owe on sent invoices and the part past due: the two overdue
    // (200.00 left of the first, 285.00) and the two sent by the test before (285.00 each, not due).
    const dashboard = (await as(supA).get('/dashboard').expect(200)).body;
    expect(dashboard.receivables).toEqual({
      outstanding: 1055,
      outstandingInvoices: 4,
      overdue: 485,
      overdueInvoices: 2,
    });

    // The settled one told its buyer it is paid, and never overdue.
    const paidTold = await eventually(
      async () => (await notices(paid.invoiceNumber, 'invoice_paid'))[0] ?? null,
    );
    expect(paidTold).toMatchObject({ recipients: { userIds: [paid.buyerId] }, params: { paidTotal: 285 } });
    expect(await milestones(settled.id, 'supplier.invoice.paid.v1')).toHaveLength(1);
    expect(await milestones(settled.id, 'supplier.invoice.overdue.v1')).toHaveLength(0);
  });
});
