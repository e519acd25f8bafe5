import request from 'supertest';
import { respondInvoiceCommand, type InvoiceSnapshot, type SaleDetail } from '@marketplace/contracts';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

/** Payments against proforma invoices: recorded by the supplier, adding up to paid. */
describe('invoice payments (real FerretDB, NATS, MinIO)', () => {
  let h: SalesHarness;
  let supA: string;
  const A = 'sup-pay-a';

  const get = (path: string, token: string) =>
    request(h.app).get(path).set('Authorization', `Bearer ${token}`);
  const post = (path: string, token: string, body: object = {}) =>
    request(h.app).post(path).set('Authorization', `Bearer ${token}`).send(body);
  const pay = (invoiceId: string, body: object, token = supA) =>
    post(`/invoices/${invoiceId}/payments`, token, body);

  /** An invoice of supplier A for an approved order, at the status asked for. */
  async function invoiceAt(status: 'draft' | 'sent' | 'accepted' | 'rejected'): Promise<InvoiceSnapshot> {
    const order = orderFixture({ supplierId: A });
    await h.publishOrder(order);
    const seen = await eventually(async () => (await get(`/sales/${order.id}`, supA)).status === 200);
    if (!seen) throw new Error(`order ${order.id} never reached the read model`);
    const detail = (await get(`/sales/${order.id}`, supA).expect(200)).body as SaleDetail;
    for (const line of detail.lines)
      await request(h.app)
        .put(`/sales/${order.id}/lines/${line.id}/weights`)
        .set('Authorization', `Bearer ${supA}`)
        .send({ netWeightKg: 10, grossWeightKg: 11, cbm: 0.1 })
        .expect(200);
    const invoice = (await post(`/sales/${order.id}/invoice`, supA, { dueDate: '2026-12-31' }).expect(201))
      .body.invoice as InvoiceSnapshot;
    if (status === 'draft') return invoice;
    await post(`/invoices/${invoice.id}/send`, supA).expect(200);
    if (status !== 'sent')
      await sendCommand(h.deps.nc, respondInvoiceCommand, {
        invoiceId: invoice.id,
        buyerId: invoice.buyerId,
        decision: status === 'accepted' ? 'accept' : 'reject',
      });
    return (await get(`/invoices/${invoice.id}`, supA).expect(200)).body as InvoiceSnapshot;
  }

  beforeAll(async () => {
    h = await startSalesHarness();
    supA = h.token('supplier', A);
    await h.publishCompany({ id: A, name: 'Pay Supplies', type: 'supplier' });
  });

  afterAll(async () => {
    await h?.stop();
  });

  it('needs a token and the supplier role, and never touches another company’s invoice', async () => {
    const invoice = await invoiceAt('sent');
    const body = { paidOn: '2026-11-01', amount: 1, reference: 'TRX-ACCESS' };
    await request(h.app).post(`/invoices/${invoice.id}/payments`).send(body).expect(401);
    await pay(invoice.id, body, h.token('buyer', 'buyer-co-1', invoice.buyerId)).expect(403);
    await pay(invoice.id, body, h.token('admin', null)).expect(403);
    expect((await pay(invoice.id, body, h.token('supplier', 'sup-pay-b')).expect(404)).body.code).toBe(
      'invoices.not_found',
    );
    expect((await pay(invoice.id, body, h.token('supplier', null)).expect(403)).body.code).toBe(
      'supplier.no_company',
    );
    // Nothing was recorded by any of them.
    const after = (await get(`/invoices/${invoice.id}`, supA).expect(200)).body as InvoiceSnapshot;
    expect(after).toEqual({ ...invoice, payments: [] });
  });

  it('adds partial payments to the cent; the one that settles it makes the invoice paid', async () => {
    const invoice = await invoiceAt('accepted');
    // 285.00 of goods: 30 × 4.50 + 50 × 3.00.
    expect(invoice.totalValue).toBe(285);

    const first = await pay(invoice.id, { paidOn: '2026-11-01', amount: 100.1, reference: 'TRX-1' }).expect(
      201,
    );
    expect(first.headers['content-type']).toMatch(/json/);
    const partly = first.body as InvoiceSnapshot;
    // Only the payments and the version changed: the rest of the document reads as before.
    expect(partly).toEqual({
      ...invoice,
      payments: [
        {
          id: expect.any(String),
          paidOn: '2026-11-01',
          amount: 100.1,
          reference: 'TRX-1',
          recordedAt: expect.any(String),
        },
      ],
      version: invoice.version + 1,
    });
    expect((await get(`/invoices/${invoice.id}`, supA).expect(200)).body).toEqual(partly);

    const paid = (
      await pay(invoice.id, { paidOn: '2026-11-02', amount: 184.9, reference: 'TRX-2' }).expect(201)
    ).body as InvoiceSnapshot;
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toEqual(paid.payments![1]!.recordedAt);
    expect(paid.payments!.map((p) => [p.paidOn, p.amount, p.reference])).toEqual([
      ['2026-11-01', 100.1, 'TRX-1'],
      ['2026-11-02', 184.9, 'TRX-2'],
    ]);
    expect((await get(`/invoices/${invoice.id}`, supA).expect(200)).body).toEqual(paid);

    // A paid invoice takes no more payments.
    const more = await pay(invoice.id, { paidOn: '2026-11-02', amount: 1, reference: 'TRX-3' }).expect(409);
    expect(more.body).toMatchObject({ code: 'invoices.payment_not_allowed', params: { status: 'paid' } });

    // The buyer's side hears of it: the whole snapshot, then the move to paid.
    const heard = await eventually(async () => {
      const events = await streamEvents<{ id: string; status: string; payments?: unknown[] }>(
        h.deps.nc,
        'supplier',
        {
          type: 'supplier.invoice.status-changed.v1',
        },
      );
      return events.find((e) => e.data.id === invoice.id && e.data.status === 'paid') ?? null;
    });
    expect(heard?.data).toMatchObject({ id: invoice.id, buyerId: invoice.buyerId, status: 'paid' });
  });

  it('refuses drafts and rejected invoices, more than is due, a reference twice and a date ahead, writing nothing', async () => {
    const draft = await invoiceAt('draft');
    const rejected = await invoiceAt('rejected');
    for (const invoice of [draft, rejected]) {
      const res = await pay(invoice.id, { paidOn: '2026-11-01', amount: 1, reference: 'TRX-X' }).expect(409);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({
        code: 'invoices.payment_not_allowed',
        params: { status: invoice.status },
      });
    }

    const sent = await invoiceAt('sent');
    await pay(sent.id, { paidOn: '2026-11-01', amount: 200, reference: 'TRX 100' }).expect(201);
    const over = await pay(sent.id, { paidOn: '2026-11-01', amount: 85.01, reference: 'TRX-101' }).expect(
      409,
    );
    expect(over.body).toMatchObject({ code: 'invoices.payment_exceeds_due', params: { due: '$85.00' } });
    // The same reference, written another way, is the same payment.
    const twice = await pay(sent.id, { paidOn: '2026-11-01', amount: 1, reference: 'trx100' }).expect(409);
    expect(twice.body.code).toBe('invoices.payment_duplicate');
    const ahead = await pay(sent.id, { paidOn: '2099-01-01', amount: 1, reference: 'TRX-102' }).expect(400);
    expect(ahead.body).toMatchObject({
      code: 'invoices.payment_date_ahead',
      errors: [{ path: 'body.paidOn', code: 'payment_date_ahead' }],
    });

    const invalid: Array<[object, string]> = [
      [{ paidOn: '2026-11-01', amount: 0, reference: 'A' }, 'body.amount'],
      [{ paidOn: '2026-11-01', amount: 1.001, reference: 'A' }, 'body.amount'],
      [{ paidOn: '2026-11-01', amount: '5', reference: 'A' }, 'body.amount'],
      [{ paidOn: '2026-02-30', amount: 1, reference: 'A' }, 'body.paidOn'],
      [{ paidOn: 'yesterday', amount: 1, reference: 'A' }, 'body.paidOn'],
      [{ paidOn: '2026-11-01', amount: 1, reference: '   ' }, 'body.reference'],
      [{ paidOn: '2026-11-01', amount: 1, reference: 'x'.repeat(81) }, 'body.reference'],
      [{ paidOn: '2026-11-01', amount: 1 }, 'body.reference'],
      [{ paidOn: '2026-11-01', amount: 1, reference: 'A', status: 'paid' }, 'body'],
    ];
    for (const [body, path] of invalid) {
      const res = await pay(sent.id, body).expect(400);
      expect([JSON.stringify(body), res.body.errors?.[0]?.path]).toEqual([JSON.stringify(body), path]);
    }

    // Only the first payment stands; the invoice is still sent with 85.00 due.
    const after = (await get(`/invoices/${sent.id}`, supA).expect(200)).body as InvoiceSnapshot;
    expect(after.status).toBe('sent');
    expect(after.version).toBe(sent.version + 1);
    expect(after.payments!.map((p) => p.amount)).toEqual([200]);
  });

  it('lets two payments recorded at once both stand only if together they fit what is due', async () => {
    const invoice = await invoiceAt('accepted');
    const answers = await Promise.all([
      pay(invoice.id, { paidOn: '2026-11-01', amount: 200, reference: 'RACE-1' }),
      pay(invoice.id, { paidOn: '2026-11-01', amount: 200, reference: 'RACE-2' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const after = (await get(`/invoices/${invoice.id}`, supA).expect(200)).body as InvoiceSnapshot;
    expect(after.payments!.map((p) => p.amount)).toEqual([200]);
    expect(after.status).toBe('accepted');
  });
});
