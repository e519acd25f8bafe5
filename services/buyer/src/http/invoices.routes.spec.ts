import request from 'supertest';
import type { Express } from 'express';
import { randomBytes } from 'node:crypto';
import {
  invoiceIssuedV1,
  invoiceStatusChangedV1,
  respondInvoiceCommand,
  type InvoiceSnapshot,
} from '@marketplace/contracts';
import { invoiceSnapshot } from '@marketplace/contracts/fixtures';
import { pdfPageCount, pdfText, renderInvoiceText } from '@marketplace/documents';
import { HttpProblem, conflict } from '@marketplace/service-kit/core';
import { connectNats, createEvent, ensureStream, serveCommand } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import type { BuiltService } from '@marketplace/service-kit/runtime';
import {
  binaryBody,
  eventually,
  removeTestBucket,
  silentLogger,
  startPrivateNats,
  testServiceDeps,
  type PrivateNats,
  uniqueProducer,
  publishEvent,
} from '@marketplace/service-kit/testing';
import type { Subscription } from 'nats';
import { buildBuyer } from '../app';
import type { BuyerConfig } from '../config';

/** The contracts' invoice fixture, new to the store (its own id and number) and issued now. */
function snapshot(over: Partial<InvoiceSnapshot>): InvoiceSnapshot {
  const fixture = invoiceSnapshot();
  return invoiceSnapshot({
    id: `inv-${randomBytes(4).toString('hex')}`,
    invoiceNumber: `PI-${Date.now()}${Math.floor(Math.random() * 10)}`,
    supplier: { ...fixture.supplier, address: 'Rua A' },
    buyer: { ...fixture.buyer, address: 'Street 1', country: 'UK', taxNumber: 'GB1' },
    issueDate: new Date().toISOString(),
    lines: fixture.lines.map((line) => ({ ...line, material: 'Linen' })),
    createdAt: new Date().toISOString(),
    ...over,
  });
}

describe("buyer's proforma invoices (real FerretDB, NATS, MinIO)", () => {
  let nats: PrivateNats;
  let deps: Awaited<ReturnType<typeof testServiceDeps<BuyerConfig>>>;
  let built: BuiltService;
  let app: Express;
  let standIn: Subscription;
  const producer = uniqueProducer();
  const bucket = `t-buyer-inv-${randomBytes(5).toString('hex')}`;
  const buyer1 = () =>
    signAccessToken(deps.keys.privateKey, { userId: 'buyer-1', role: 'buyer', companyId: 'b-co' });
  const buyer2 = () =>
    signAccessToken(deps.keys.privateKey, { userId: 'buyer-2', role: 'buyer', companyId: 'b-co' });
  const get = (path: string, token: string) => request(app).get(path).set('Authorization', `Bearer ${token}`);
  const post = (path: string, token: string) =>
    request(app).post(path).set('Authorization', `Bearer ${token}`);
  /** What the supplier service holds: the owner of invoice statuses. */
  const supplierSide = new Map<string, InvoiceSnapshot>();

  const publish = (e: { id: string; type: string }) => publishEvent(deps.nc, e, { producer });
  async function issue(inv: InvoiceSnapshot) {
    supplierSide.set(inv.id, inv);
    await publish(createEvent(invoiceIssuedV1, inv, 'supplier'));
  }
  async function visibleTo(token: string, id: string, status?: string) {
    return eventually(async () => {
      const res = await get(`/invoices/${id}`, token);
      return res.status === 200 && (!status || res.body.status === status);
    });
  }

  beforeAll(async () => {
    nats = await startPrivateNats();
    deps = await testServiceDeps<BuyerConfig>('buyer_invoices', {
      SUPPLIER_PRODUCER: producer,
      IDENTITY_PRODUCER: 'identity',
      BUYER_INVOICE_BUCKET: bucket,
    } as Partial<BuyerConfig>);
    Object.assign(deps.config, {
      MINIO_ENDPOINT: process.env.MINIO_ENDPOINT ?? '127.0.0.1',
      MINIO_PORT: Number(process.env.MINIO_PORT ?? 9000),
      MINIO_USE_SSL: false,
      MINIO_ACCESS_KEY: process.env.MINIO_ACCESS_KEY ?? 'minioadmin',
      MINIO_SECRET_KEY: process.env.MINIO_SECRET_KEY ?? 'minioadmin',
    });
    await deps.nc.close();
    deps.nc = await connectNats(nats.url, 'buyer-invoices-test', silentLogger(), 20);
    await ensureStream(deps.nc, producer);
    // A stand-in for the supplier service on the real NATS: same contract, same rules (a sent
    // invoice addressed to that buyer), and it announces the move as the supplier does.
    standIn = serveCommand(deps.nc, respondInvoiceCommand, 'supplier', silentLogger(), async (req) => {
      const inv = supplierSide.get(req.invoiceId);
      if (!inv || inv.buyerId !== req.buyerId) throw new HttpProblem(404, 'invoices.not_found', 'Not Found');
      if (inv.status !== 'sent') throw conflict('invoices.invalid_transition', 'not sent');
      const next = {
        ...inv,
        status: req.decision === 'accept' ? 'accepted' : 'rejected',
        version: inv.version + 1,
      } as const;
      supplierSide.set(inv.id, next);
      await publish(
        createEvent(
          invoiceStatusChangedV1,
          {
            id: inv.id,
            buyerId: inv.buyerId,
            status: next.status,
            changedAt: new Date().toISOString(),
            version: next.version,
          },
          'supplier',
        ),
      );
      return { invoiceId: inv.id, status: next.status };
    });
    built = await buildBuyer(deps);
    app = built.app as Express;
    await built.start?.();
  });

  afterAll(async () => {
    standIn?.unsubscribe();
    await built?.stop?.();
    if (deps) await removeTestBucket(deps.config, bucket).catch(() => undefined);
    await deps?.close();
    await nats?.dispose();
  });

  it('needs a token and the buyer role on every route', async () => {
    const supplier = signAccessToken(deps.keys.privateKey, {
      userId: 's',
      role: 'supplier',
      companyId: 'sup-a',
    });
    for (const [method, path] of [
      ['get', '/invoices'],
      ['get', '/invoices/x'],
      ['get', '/invoices/x/pdf'],
      ['get', '/invoices/x/txt'],
      ['post', '/invoices/x/accept'],
      ['post', '/invoices/x/reject'],
    ] as const) {
      expect([path, (await request(app)[method](path)).status]).toEqual([path, 401]);
      expect([
        path,
        (await request(app)[method](path).set('Authorization', `Bearer ${supplier}`)).status,
      ]).toEqual([path, 403]);
    }
  });

  it('shows each buyer only the invoices addressed to it, with the cards', async () => {
    const mine = snapshot({ status: 'sent', totalValue: 100 });
    const draft = snapshot({ status: 'draft', totalValue: 50.5 });
    const done = snapshot({ status: 'accepted', totalValue: 10 });
    const theirs = snapshot({ buyerId: 'buyer-2', status: 'sent' });
    for (const inv of [mine, draft, done, theirs]) await issue(inv);
    await visibleTo(buyer2(), theirs.id);
    const list = await eventually(async () => {
      const body = (await get('/invoices', buyer1()).expect(200)).body;
      return body.items.length === 3 ? body : null;
    });
    expect(list.stats).toEqual({ totalInvoices: 3, totalValue: 160.5, pending: 2 });
    expect(list.items.map((i: InvoiceSnapshot) => i.id)).not.toContain(theirs.id);

    // Someone else's invoice: not found by id, no documents, no answer.
    for (const path of ['', '/pdf', '/txt']) await get(`/invoices/${theirs.id}${path}`, buyer1()).expect(404);
    await post(`/invoices/${theirs.id}/accept`, buyer1()).expect(404);
    expect(supplierSide.get(theirs.id)!.status).toBe('sent');
  });

  it('ignores an older snapshot arriving after a newer one', async () => {
    const inv = snapshot({ status: 'sent', version: 2 });
    await issue(inv);
    await visibleTo(buyer1(), inv.id, 'sent');
    await publish(createEvent(invoiceIssuedV1, { ...inv, status: 'draft', version: 1 }, 'supplier'));
    const marker = snapshot({});
    await issue(marker); // published after the stale one: once it is visible, the stale one was handled
    await visibleTo(buyer1(), marker.id);
    expect((await get(`/invoices/${inv.id}`, buyer1()).expect(200)).body.status).toBe('sent');
  });

  it('reads a sent invoice whole when the status change of the move is handled before its snapshot', async () => {
    const draft = snapshot({ status: 'draft', version: 1 });
    await issue(draft);
    await visibleTo(buyer1(), draft.id, 'draft');
    // Sending: the same version announced twice, the status change first (its snapshot's
    // handling failed and comes back later): the buyer must still read the due date it set.
    const sent = { ...draft, status: 'sent' as const, dueDate: '2026-12-31T00:00:00.000Z', version: 2 };
    const changedAt = new Date().toISOString();
    await publish(
      createEvent(
        invoiceStatusChangedV1,
        { id: draft.id, buyerId: draft.buyerId, status: 'sent', changedAt, version: 2 },
        'supplier',
      ),
    );
    await visibleTo(buyer1(), draft.id, 'sent');
    await issue(sent);
    const whole = await eventually(async () => {
      const body = (await get(`/invoices/${draft.id}`, buyer1()).expect(200)).body as InvoiceSnapshot;
      return body.dueDate ? body : null;
    });
    expect(whole).toMatchObject({ status: 'sent', dueDate: '2026-12-31T00:00:00.000Z', version: 2 });
    expect(whole).not.toHaveProperty('statusVersion');
  });

  it('accepts or rejects a sent invoice through the supplier, and never a draft', async () => {
    const sent = snapshot({ status: 'sent' });
    const other = snapshot({ status: 'sent' });
    const draft = snapshot({ status: 'draft' });
    for (const inv of [sent, other, draft]) await issue(inv);
    await visibleTo(buyer1(), draft.id);

    const accepted = await post(`/invoices/${sent.id}/accept`, buyer1()).expect(200);
    expect(accepted.body).toMatchObject({ id: sent.id, status: 'accepted' });
    expect(await visibleTo(buyer1(), sent.id, 'accepted')).toBe(true);
    await post(`/invoices/${other.id}/reject`, buyer1()).expect(200);
    expect(await visibleTo(buyer1(), other.id, 'rejected')).toBe(true);

    const refused = await post(`/invoices/${draft.id}/accept`, buyer1()).expect(409);
    expect(refused.body.code).toBe('invoices.invalid_transition');
    await post(`/invoices/${sent.id}/reject`, buyer1()).expect(409);
  });

  it('downloads the PDF rendered from the snapshot and the text file', async () => {
    const inv = snapshot({ notes: 'Call before delivery' });
    await issue(inv);
    await visibleTo(buyer1(), inv.id);
    const pdf = await get(`/invoices/${inv.id}/pdf?lang=pt`, buyer1())
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${inv.invoiceNumber}.pdf"`);
    expect(pdfPageCount(pdf.body as Buffer)).toBe(1);
    const text = pdfText(pdf.body as Buffer);
    for (const s of ['FATURA PROFORMA', inv.invoiceNumber, 'Linen Shirt', 'Call before delivery'])
      expect(text).toContain(s);

    const txt = await get(`/invoices/${inv.id}/txt`, buyer1()).expect(200);
    expect(txt.headers['content-disposition']).toBe(`attachment; filename="${inv.invoiceNumber}.txt"`);
    expect(txt.text).toBe(renderInvoiceText(inv, 'en'));
  });
});
