import request from 'supertest';
import { randomUUID } from 'node:crypto';
import {
  respondInvoiceCommand,
  type InvoiceSnapshot,
  type OrderSnapshot,
  type SaleDetail,
} from '@marketplace/contracts';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { binaryBody, eventually, streamEvents } from '@marketplace/service-kit/testing';
import { pdfPageCount, pdfText } from '@marketplace/documents';
import { roundMoney } from '@marketplace/domain';
import { backfillSalesList } from '../data/sales-list';
import { MISSING_INFORMATION, generateInvoice } from '../use-cases/invoices';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

describe('supplier sales and proforma invoices (real FerretDB, NATS, MinIO)', () => {
  let h: SalesHarness;
  let supA: string;
  let supB: string;
  const A = 'sup-a';
  const B = 'sup-b';

  const get = (path: string, token: string) =>
    request(h.app).get(path).set('Authorization', `Bearer ${token}`);
  const put = (path: string, token: string, body: object) =>
    request(h.app).put(path).set('Authorization', `Bearer ${token}`).send(body);
  /** The buyer's answer to an invoice, as the buyer service sends it. */
  const answerInvoice = (invoiceId: string, buyerId: string, decision: 'accept' | 'reject') =>
    sendCommand(h.deps.nc, respondInvoiceCommand, { invoiceId, buyerId, decision });
  const post = (path: string, token: string, body: object = {}) =>
    request(h.app).post(path).set('Authorization', `Bearer ${token}`).send(body);

  /** Publishes an approved order of supplier A and waits until Sales History has it. */
  async function approvedOrder(over: Parameters<typeof orderFixture>[0] = { supplierId: A }) {
    const order = orderFixture(over);
    await h.publishOrder(order);
    const seen = await eventually(async () => (await get(`/sales/${order.id}`, supA)).status === 200);
    if (!seen) throw new Error(`order ${order.id} never reached the read model`);
    return order;
  }

  async function fillMeasures(orderId: string, token = supA) {
    const detail = (await get(`/sales/${orderId}`, token).expect(200)).body as SaleDetail;
    for (const line of detail.lines)
      await put(`/sales/${orderId}/lines/${line.id}/weights`, token, {
        netWeightKg: 10,
        grossWeightKg: 11.5,
        cbm: 0.125,
      }).expect(200);
  }

  beforeAll(async () => {
    h = await startSalesHarness();
    supA = h.token('supplier', A);
    supB = h.token('supplier', B);
    await h.publishCompany({
      id: A,
      name: 'Alpha Supplies',
      type: 'supplier',
      address: 'Rua A 1',
      country: 'Portugal',
      phone: '+351 21 000',
    });
    await h.publishCompany({
      id: 'buyer-co-1',
      name: 'Buyer One Ltd',
      address: 'Street 1',
      country: 'UK',
      phone: '+44 1',
      taxNumber: 'GB1',
    });
  });

  afterAll(async () => {
    await h?.stop();
  });

  describe('access', () => {
    it('needs a token and the supplier role on every route', async () => {
      const order = await approvedOrder();
      const buyer = h.token('buyer', 'buyer-co-1', 'buyer-1');
      const routes: Array<[string, string]> = [
        ['get', '/sales'],
        ['get', `/sales/${order.id}`],
        ['put', `/sales/${order.id}/lines/x/weights`],
        ['post', `/sales/${order.id}/invoice`],
        ['get', '/invoices'],
        ['get', '/invoices/x'],
        ['post', '/invoices/x/send'],
        ['get', '/invoices/x/pdf'],
        ['get', '/invoices/x/txt'],
      ];
      for (const [method, path] of routes) {
        const anonymous = await (request(h.app) as unknown as Record<string, (p: string) => request.Test>)[
          method
        ]!(path);
        expect([path, anonymous.status]).toEqual([path, 401]);
        const wrongRole = await (request(h.app) as unknown as Record<string, (p: string) => request.Test>)[
          method
        ]!(path)
          .set('Authorization', `Bearer ${buyer}`)
          .send({});
        expect([path, wrongRole.status]).toEqual([path, 403]);
      }
    });

    it("never shows or touches another company's sale or invoice, by id or by listing", async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const invoice = (await post(`/sales/${order.id}/invoice`, supA).expect(201)).body.invoice;
      const line = order.items[0]!.id;

      const sales = (await get('/sales', supB).expect(200)).body;
      expect(sales.items).toEqual([]);
      expect(sales.stats.ordersCount).toBe(0);
      expect((await get('/invoices', supB).expect(200)).body.items).toEqual([]);

      expect((await get(`/sales/${order.id}`, supB)).body.code).toBe('sales.order_not_found');
      await put(`/sales/${order.id}/lines/${line}/weights`, supB, {
        netWeightKg: 1,
        grossWeightKg: 1,
        cbm: 1,
      }).expect(404);
      await post(`/sales/${order.id}/invoice`, supB).expect(404);
      for (const path of ['', '/pdf', '/txt']) await get(`/invoices/${invoice.id}${path}`, supB).expect(404);
      await post(`/invoices/${invoice.id}/send`, supB).expect(404);

      // A supplier user without a company gets the one rule of every supplier route:
      // 403 "No company associated with user", by listing and by id alike.
      const orphan = h.token('supplier', null);
      for (const path of ['/sales', '/invoices', `/sales/${order.id}`, `/invoices/${invoice.id}/pdf`])
        expect((await get(path, orphan).expect(403)).body.code).toBe('supplier.no_company');
      await post(`/invoices/${invoice.id}/send`, orphan).expect(403);

      // The owner still reads both, unchanged.
      expect((await get(`/invoices/${invoice.id}`, supA).expect(200)).body.status).toBe('draft');
      const mine = (await get('/sales', supA).expect(200)).body;
      expect(mine.items.map((s: { id: string }) => s.id)).toContain(order.id);
    });
  });

  describe('Sales History', () => {
    it('lists approved orders only, newest first, with cards, packs and buyer company', async () => {
      const t = h.token('supplier', 'sup-cards');
      const pending = orderFixture({
        supplierId: 'sup-cards',
        status: 'pending_admin',
        version: 1,
        decidedAt: null,
      });
      await h.publishOrder(pending);
      const older = orderFixture({ supplierId: 'sup-cards', createdAt: '2026-01-01T00:00:00.000Z' });
      const newer = orderFixture({
        supplierId: 'sup-cards',
        createdAt: '2026-02-01T00:00:00.000Z',
        buyerId: 'buyer-2',
      });
      await h.publishOrder(older);
      await h.publishOrder(newer);
      const list = await eventually(async () => {
        const body = (await get('/sales', t).expect(200)).body;
        return body.items.length === 2 ? body : null;
      });
      expect(list.items.map((s: { id: string }) => s.id)).toEqual([newer.id, older.id]);
      expect(list.stats).toEqual({ totalSales: 570, ordersCount: 2, totalUnitsSold: 160, activeBuyers: 2 });
      expect(list.items[0].buyerCompanyName).toBe('Buyer One Ltd');
      await get(`/sales/${pending.id}`, t).expect(404);

      // The approval arrives later: the order becomes a sale.
      await h.publishOrder({
        ...pending,
        status: 'approved',
        version: 2,
        decidedAt: new Date().toISOString(),
      });
      expect(await eventually(async () => (await get(`/sales/${pending.id}`, t)).status === 200)).toBe(true);
      // A replayed older `placed` does not undo it (version guard).
      await h.publishOrder(pending, 'placed');
      await new Promise((r) => setTimeout(r, 500));
      await get(`/sales/${pending.id}`, t).expect(200);

      const detail = (await get(`/sales/${older.id}`, t).expect(200)).body as SaleDetail;
      expect(detail.lines.map((l) => [l.sku, l.qty, l.packs, l.size, l.netWeightKg])).toEqual([
        ['TSH-001', 30, 3, 'M', null],
        ['TOTE-010', 50, 2, null, null],
      ]);
      // Three sales: one page, and no page after it.
      expect((await get('/sales', t).expect(200)).body.nextCursor).toBeNull();
    });
  });

  describe('Sales History pages (a day at a time, kit day-pages)', () => {
    const P = 'sup-pages';
    const Q = 'sup-pages-other';
    const HOUR = 3_600_000;
    const start = Date.parse('2026-05-01T00:30:00Z');
    let tP: string;
    let tQ: string;
    /** P's sales as published, and the orders that are not (yet) sales. */
    let sold: OrderSnapshot[];
    let pending: OrderSnapshot[];
    let theirs: OrderSnapshot[];

    /** Every page of a supplier's Sales History, from the first on by `nextCursor`. */
    async function allPages(token: string) {
      const pages: Array<{
        stats: unknown;
        items: Array<{ id: string; status: string; totalValue: number }>;
      }> = [];
      let path = '/sales';
      for (;;) {
        const body = (await get(path, token).expect(200)).body;
        pages.push(body);
        if (!body.nextCursor) return pages;
        expect(pages.length).toBeLessThan(20);
        path = `/sales?cursor=${body.nextCursor}`;
      }
    }

    /** Sales History's cards as adding up every sold order of the supplier would give them. */
    async function fullListFigures(supplierId: string) {
      const all = (await h.context.salesOrders.find({ supplierId }, { timeline: 0 }).lean()).filter(
        (o) => o.status === 'approved' || o.status === 'completed',
      );
      return {
        totalSales: roundMoney(all.reduce((sum, o) => sum + o.totalValue, 0)),
        ordersCount: all.length,
        totalUnitsSold: all.reduce((sum, o) => sum + o.totalUnits, 0),
        activeBuyers: new Set(all.map((o) => o.buyerId)).size,
      };
    }

    /** Newest first, then by id, as the list orders its rows. */
    const newestFirst = (orders: OrderSnapshot[]) =>
      [...orders]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        .map((o) => o.id);

    beforeAll(async () => {
      tP = h.token('supplier', P);
      tQ = h.token('supplier', Q);
      // 45 sales over five days, two at each time (ties are ordered by id), values with cents, four
      // buyers; three orders still waiting on the same days; another supplier's sales beside them.
      const at = (i: number) => new Date(start + Math.floor(i / 2) * 5 * HOUR).toISOString();
      sold = Array.from({ length: 45 }, (_, i) =>
        orderFixture({
          supplierId: P,
          createdAt: at(i),
          buyerId: `buyer-p${i % 4}`,
          totalValue: 10.05 * (i + 1),
          totalUnits: i + 1,
        }),
      );
      pending = [0, 1, 2].map((i) =>
        orderFixture({
          supplierId: P,
          createdAt: at(i * 7),
          status: 'pending_admin',
          version: 1,
          decidedAt: null,
          buyerId: 'buyer-waiting',
        }),
      );
      theirs = [0, 1, 2, 3, 4].map((i) => orderFixture({ supplierId: Q, createdAt: at(i * 9) }));
      for (const order of [...sold, ...pending, ...theirs]) await h.publishOrder(order);
      const counted = await eventually(async () => {
        const [mine, other] = await Promise.all([get('/sales', tP), get('/sales', tQ)]);
        return mine.body.stats?.ordersCount === 45 && other.body.stats?.ordersCount === 5;
      }, 30_000);
      expect(counted).toBe(true);
    });

    it('walks every sale once, newest first, 20 a page; the cards count them all on every page', async () => {
      const pages = await allPages(tP);
      expect(pages.map((p) => p.items.length)).toEqual([20, 20, 5]);
      const listed = pages.flatMap((p) => p.items.map((s) => s.id));
      expect(listed).toEqual(newestFirst(sold));
      expect(new Set(listed).size).toBe(45);
      const figures = await fullListFigures(P);
      expect(figures).toEqual({
        totalSales: roundMoney(10.05 * ((45 * 46) / 2)),
        ordersCount: 45,
        totalUnitsSold: (45 * 46) / 2,
        activeBuyers: 4,
      });
      for (const page of pages) expect(page.stats).toEqual(figures);
    });

    it("never lists another supplier's sales or orders that are not sales", async () => {
      const mine = (await allPages(tP)).flatMap((p) => p.items.map((s) => s.id));
      for (const other of [...theirs, ...pending]) expect(mine).not.toContain(other.id);
      const other = (await allPages(tQ)).flatMap((p) => p.items.map((s) => s.id));
      expect(other).toEqual(newestFirst(theirs));
      expect((await get('/sales', tQ).expect(200)).body.stats).toEqual(await fullListFigures(Q));
    });

    it('answers a cursor it did not give with a field error', async () => {
      const bad = await get('/sales?cursor=not*a*cursor', tP).expect(400);
      expect(bad.body.errors[0].path).toBe('query.cursor');
      const forged = Buffer.from('yesterday|x').toString('base64url');
      expect((await get(`/sales?cursor=${forged}`, tP).expect(400)).body.errors[0].path).toBe('query.cursor');
    });

    it('keeps the cards equal to the full list through completions, cancellations, revisions and approvals', async () => {
      const [completed, cancelled, revised, replayed] = sold;
      await h.publishOrder({ ...completed!, status: 'completed', version: 3 });
      await h.publishOrder({ ...cancelled!, status: 'cancelled', version: 3 });
      await h.publishOrder({ ...revised!, totalValue: 7.33, totalUnits: 3, version: 3 }, 'revised');
      // A late copy of an older version changes nothing.
      await h.publishOrder({ ...replayed!, status: 'pending_admin', version: 1 }, 'placed');
      await h.publishOrder({ ...pending[1]!, status: 'rejected', version: 2 });
      // Another supplier's order moving does not move P's figures.
      await h.publishOrder({ ...theirs[0]!, status: 'cancelled', version: 3 });
      // The last event: once it is a sale, every event before it has been handled (one consumer).
      await h.publishOrder({
        ...pending[0]!,
        status: 'approved',
        version: 2,
        decidedAt: new Date().toISOString(),
      });
      expect(
        await eventually(async () => (await get(`/sales/${pending[0]!.id}`, tP)).status === 200, 30_000),
      ).toBe(true);

      const pages = await allPages(tP);
      const listed = pages.flatMap((p) => p.items);
      const now = [
        { ...completed!, status: 'completed' as const },
        { ...revised!, totalValue: 7.33, totalUnits: 3 },
        ...sold.slice(3),
        pending[0]!,
      ];
      expect(listed.map((s) => s.id)).toEqual(newestFirst(now));
      expect(listed.find((s) => s.id === completed!.id)?.status).toBe('completed');
      expect(listed.find((s) => s.id === revised!.id)?.totalValue).toBe(7.33);
      const figures = await fullListFigures(P);
      expect(figures).toMatchObject({ ordersCount: 45, activeBuyers: 5 });
      for (const page of pages) expect(page.stats).toEqual(figures);
      expect((await get('/sales', tQ).expect(200)).body.stats).toEqual(await fullListFigures(Q));
      expect((await get('/sales', tQ).expect(200)).body.stats.ordersCount).toBe(4);
    });

    it("shows the dashboard's Total Sales and recent orders from the same list", async () => {
      const first = (await get('/sales', tP).expect(200)).body;
      const dashboard = (await get('/dashboard', tP).expect(200)).body;
      expect(dashboard.totalSales).toBe(first.stats.totalSales);
      expect(dashboard.recentOrders.map((o: { id: string }) => o.id)).toEqual(
        first.items.slice(0, 5).map((s: { id: string }) => s.id),
      );
    });

    it('builds the list once from sales stored before it kept days (the backfill at start)', async () => {
      const { salesOrders: SalesOrder, days: ListDay } = h.context;
      const R = 'sup-backfill';
      // Copies as an older service stored them: no day, no list fields.
      const older = [0, 1, 2].map((i) =>
        orderFixture({ supplierId: R, createdAt: new Date(start + i * 30 * HOUR).toISOString() }),
      );
      const waiting = orderFixture({ supplierId: R, status: 'pending_admin', version: 1 });
      await SalesOrder.collection.insertMany(
        [...older, waiting].map(({ id, supplierName: _s, ...o }) => ({
          ...o,
          _id: id,
          createdAt: new Date(o.createdAt),
          decidedAt: o.decidedAt ? new Date(o.decidedAt) : null,
        })) as never[],
      );
      const before = await fullListFigures(P);
      // Done once per database: the service did it at its start, so it is asked again here.
      expect(await backfillSalesList(SalesOrder, ListDay)).toBe(0);
      await ListDay.deleteOne({ _id: 'layout|sales' });
      expect(await backfillSalesList(SalesOrder, ListDay)).toBeGreaterThanOrEqual(4);

      const tR = h.token('supplier', R);
      const list = (await get('/sales', tR).expect(200)).body;
      expect(list.items.map((s: { id: string }) => s.id)).toEqual(newestFirst(older));
      expect(list.stats).toEqual(await fullListFigures(R));
      expect(list.stats.ordersCount).toBe(3);
      // Every other list is rebuilt to the same figures.
      expect((await get('/sales', tP).expect(200)).body.stats).toEqual(before);
    });
  });

  describe('weights', () => {
    let orderId: string;
    let lineId: string;
    const path = () => `/sales/${orderId}/lines/${lineId}/weights`;

    beforeAll(async () => {
      const order = await approvedOrder();
      orderId = order.id;
      lineId = order.items[0]!.id;
    });

    it('stores kg to 2 decimals and m³ to 3, and empty as null', async () => {
      const saved = (
        await put(path(), supA, { netWeightKg: '12.345', grossWeightKg: 13.1, cbm: 0.12345 }).expect(200)
      ).body;
      expect([saved.netWeightKg, saved.grossWeightKg, saved.cbm]).toEqual([12.35, 13.1, 0.123]);
      const cleared = (await put(path(), supA, { netWeightKg: '', grossWeightKg: null, cbm: '' }).expect(200))
        .body;
      expect([cleared.netWeightKg, cleared.grossWeightKg, cleared.cbm]).toEqual([null, null, null]);
    });

    it('refuses negative, non-numeric, absurd and gross-below-net values, and changes nothing', async () => {
      await put(path(), supA, { netWeightKg: 5, grossWeightKg: 6, cbm: 0.5 }).expect(200);
      const bad: Array<[object, string, string]> = [
        [{ netWeightKg: -1, grossWeightKg: 6, cbm: 0.5 }, 'request.invalid', 'body.netWeightKg'],
        [{ netWeightKg: 'heavy', grossWeightKg: 6, cbm: 0.5 }, 'request.invalid', 'body.netWeightKg'],
        [{ netWeightKg: 5, grossWeightKg: 6, cbm: -0.001 }, 'request.invalid', 'body.cbm'],
        [{ netWeightKg: 5, grossWeightKg: 5e9, cbm: 0.5 }, 'request.invalid', 'body.grossWeightKg'],
        [{ netWeightKg: 7, grossWeightKg: 6.99, cbm: 0.5 }, 'sales.gross_below_net', 'body.grossWeightKg'],
      ];
      for (const [body, code, field] of bad) {
        const res = await put(path(), supA, body).expect(400);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect([res.body.code, res.body.errors?.[0]?.path]).toEqual([code, field]);
      }
      const detail = (await get(`/sales/${orderId}`, supA).expect(200)).body as SaleDetail;
      expect(detail.lines[0]).toMatchObject({ netWeightKg: 5, grossWeightKg: 6, cbm: 0.5 });
      await put(`/sales/${orderId}/lines/not-a-line/weights`, supA, {
        netWeightKg: 1,
        grossWeightKg: 1,
        cbm: 1,
      })
        .expect(404)
        .expect((r) => expect(r.body.code).toBe('sales.line_not_found'));
    });
  });

  describe('generating invoices', () => {
    it('is refused with the spec text until every line has net, gross and CBM', async () => {
      const order = await approvedOrder();
      await put(`/sales/${order.id}/lines/${order.items[0]!.id}/weights`, supA, {
        netWeightKg: 1,
        grossWeightKg: 2,
        cbm: 0.1,
      }).expect(200);
      await put(`/sales/${order.id}/lines/${order.items[1]!.id}/weights`, supA, {
        netWeightKg: 1,
        grossWeightKg: 2,
        cbm: '',
      }).expect(200);
      const refused = await post(`/sales/${order.id}/invoice`, supA).expect(400);
      expect(refused.body).toMatchObject({
        code: 'invoices.missing_information',
        detail: MISSING_INFORMATION,
      });
      expect(
        (await get('/invoices', supA)).body.items.some((i: { orderId: string }) => i.orderId === order.id),
      ).toBe(false);
    });

    it('issues a draft numbered PI-<supplier code>-<its next number> once per order, announces it, and returns the same one again', async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const first = await post(`/sales/${order.id}/invoice`, supA, {
        dueDate: '2026-03-31',
        notes: 'Net 30',
      }).expect(201);
      const inv = first.body.invoice;
      expect(inv.invoiceNumber).toMatch(/^PI-SUPA-\d{6}$/);
      expect(inv).toMatchObject({
        status: 'draft',
        orderId: order.id,
        buyerId: 'buyer-1',
        supplierId: A,
        totalValue: 285,
        notes: 'Net 30',
        dueDate: '2026-03-31T00:00:00.000Z',
        supplier: { name: 'Alpha Supplies', address: 'Rua A 1' },
        buyer: { name: 'Buyer One Ltd', taxNumber: 'GB1', phone: '+44 1', country: 'UK' },
      });
      expect(inv.lines[0]).toMatchObject({ sku: 'TSH-001', material: 'Cotton', netWeightKg: 10, cbm: 0.125 });

      const again = await post(`/sales/${order.id}/invoice`, supA).expect(200);
      expect(again.body).toMatchObject({ created: false, invoice: { id: inv.id } });

      // The snapshot event left through the outbox onto the supplier stream.
      const found = await eventually(async () => {
        const issued = await streamEvents<{ id: string; invoiceNumber: string }>(h.deps.nc, 'supplier', {
          type: 'supplier.invoice.issued.v1',
        });
        return issued.find((e) => e.data.id === inv.id) ?? null;
      });
      expect(found?.data.invoiceNumber).toBe(inv.invoiceNumber);
    });

    it('gives one invoice to concurrent requests for one order', async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(`/sales/${order.id}/invoice`, supA)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.invoice.id)).size).toBe(1);
    });

    it('numbers each supplier’s invoices in sequence, unique when many are issued at once', async () => {
      const orders = [];
      for (let i = 0; i < 6; i++) {
        const order = await approvedOrder();
        await fillMeasures(order.id);
        orders.push(order);
      }
      // All at once, as replicas would: each takes its own number of the supplier's count.
      const issued = await Promise.all(orders.map((o) => generateInvoice(h.context, A, o.id, {})));
      const numbers = issued.map((r) => r.invoice.invoiceNumber);
      expect(new Set(numbers).size).toBe(orders.length);
      for (const n of numbers) expect(n).toMatch(/^PI-SUPA-\d{6}$/);
      const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(sequence.at(-1)! - sequence[0]!).toBe(orders.length - 1);
      // And over HTTP, at full speed, the stored numbers stay distinct.
      const all = (await get('/invoices', supA).expect(200)).body.items as Array<{ invoiceNumber: string }>;
      expect(new Set(all.map((i) => i.invoiceNumber)).size).toBe(all.length);
    });
  });

  describe('status moves', () => {
    it('draft → sent by the supplier, sent → accepted by its buyer only', async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const inv = (await post(`/sales/${order.id}/invoice`, supA).expect(201)).body.invoice;

      // A draft cannot be answered yet.
      await expect(answerInvoice(inv.id, 'buyer-1', 'accept')).rejects.toMatchObject({
        status: 409,
        code: 'invoices.invalid_transition',
      });

      const sent = await post(`/invoices/${inv.id}/send`, supA).expect(200);
      expect(sent.body).toMatchObject({ status: 'sent', version: 2 });
      await post(`/invoices/${inv.id}/send`, supA).expect(409);

      // Another buyer's answer is refused as not found.
      await expect(answerInvoice(inv.id, 'buyer-9', 'accept')).rejects.toMatchObject({
        status: 404,
        code: 'invoices.not_found',
      });
      await expect(answerInvoice(inv.id, 'buyer-1', 'accept')).resolves.toEqual({
        invoiceId: inv.id,
        status: 'accepted',
      });
      await expect(answerInvoice(inv.id, 'buyer-1', 'reject')).rejects.toMatchObject({ status: 409 });

      const list = (await get('/invoices', supA).expect(200)).body;
      expect(list.items.find((i: { id: string }) => i.id === inv.id)).toMatchObject({
        status: 'accepted',
        version: 3,
      });
      expect(list.stats.totalInvoices).toBe(list.items.length);
      // Pending Invoices counts drafts and sent ones (spec §2.5: "Pending Invoices (draft or sent)").
      expect(list.stats.pending).toBe(
        list.items.filter((i: { status: string }) => i.status === 'draft' || i.status === 'sent').length,
      );
    });

    it("keeps a sent invoice in the supplier's Pending Invoices until the buyer answers (spec §2.5)", async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const inv = (await post(`/sales/${order.id}/invoice`, supA).expect(201)).body.invoice;
      const before = (await get('/invoices', supA).expect(200)).body.stats.pending as number;
      await post(`/invoices/${inv.id}/send`, supA).expect(200);
      expect((await get('/invoices', supA).expect(200)).body.stats.pending).toBe(before);
      await answerInvoice(inv.id, 'buyer-1', 'accept');
      expect((await get('/invoices', supA).expect(200)).body.stats.pending).toBe(before - 1);
    });

    it('a rejected invoice is no longer live: the order can get a new one', async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const first = (await post(`/sales/${order.id}/invoice`, supA).expect(201)).body.invoice;
      await post(`/invoices/${first.id}/send`, supA).expect(200);
      await answerInvoice(first.id, 'buyer-1', 'reject');
      const second = (await post(`/sales/${order.id}/invoice`, supA).expect(201)).body.invoice;
      expect(second.id).not.toBe(first.id);
      expect((await get(`/sales/${order.id}`, supA)).body.invoiceId).toBe(second.id);
    });
  });

  describe('one price from order to invoice', () => {
    /** Supplier C's own sales and invoices, so its totals can be compared whole. */
    const C = 'sup-c';
    let supC: string;
    beforeAll(async () => {
      supC = h.token('supplier', C);
      await h.publishCompany({ id: C, name: 'Gamma Goods', type: 'supplier' });
    });

    async function soldBy(supplierId: string, token: string, over: Partial<OrderSnapshot> = {}) {
      const order = orderFixture({ supplierId, ...over });
      await h.publishOrder(order);
      expect(await eventually(async () => (await get(`/sales/${order.id}`, token)).status === 200)).toBe(
        true,
      );
      return order;
    }

    /** The order as the buyer service revises it at the close: line 1 re-priced 4.50 → 4.20. */
    function repriced(order: OrderSnapshot): OrderSnapshot {
      const items = order.items.map((i, n) =>
        n === 0 ? { ...i, unitPrice: 4.2, subtotal: 126, listUnitPrice: 4.5 } : i,
      );
      return { ...order, items, totalValue: 276, version: order.version + 1 };
    }

    it('a draft issued before the close follows the re-priced order as a visible revision', async () => {
      const order = await soldBy(C, supC);
      const other = await soldBy(C, supC);
      await fillMeasures(order.id, supC);
      await fillMeasures(other.id, supC);
      const first = (await post(`/sales/${order.id}/invoice`, supC).expect(201)).body.invoice;
      await post(`/sales/${other.id}/invoice`, supC).expect(201);
      expect(first).toMatchObject({ totalValue: 285, revision: 1 });

      await h.publishOrder(repriced(order), 'revised');
      const revised = await eventually(async () => {
        const inv = (await get(`/invoices/${first.id}`, supC)).body;
        return inv.totalValue === 276 ? inv : null;
      });
      expect(revised).toMatchObject({
        id: first.id,
        invoiceNumber: first.invoiceNumber,
        totalValue: 276,
        revision: 2,
        status: 'draft',
        creditNotes: [],
        version: 2,
      });
      expect(revised.revisedAt).toEqual(expect.any(String));
      expect(revised.lines[0]).toMatchObject({ unitPrice: 4.2, subtotal: 126, catalogueUnitPrice: 4.5 });

      // Generate again answers the revised invoice, and the totals of both lists agree.
      expect((await post(`/sales/${order.id}/invoice`, supC).expect(200)).body.invoice).toMatchObject({
        id: first.id,
        totalValue: 276,
      });
      const invoices = (await get('/invoices', supC).expect(200)).body;
      const sales = (await get('/sales', supC).expect(200)).body;
      expect(invoices.stats.totalValue).toBe(sales.stats.totalSales);

      // The revision is printed: text file and PDF.
      const txt = (await get(`/invoices/${first.id}/txt`, supC).expect(200)).text;
      expect(txt).toContain(`Invoice Number: ${first.invoiceNumber} (Revision 2)`);
      expect(txt).toContain('Replaces the earlier figures: the order changed when the round closed');
      expect(txt).toContain('Total Value: $276.00');

      // A replay of the same event changes nothing more.
      await h.publishOrder(repriced(order), 'revised');
      await new Promise((r) => setTimeout(r, 500));
      expect((await get(`/invoices/${first.id}`, supC)).body).toMatchObject({ revision: 2, version: 2 });
    });

    it('a sent invoice never changes: the close re-pricing its order is a credit note, its cancellation a full one', async () => {
      const order = await soldBy(C, supC);
      await fillMeasures(order.id, supC);
      const first = (await post(`/sales/${order.id}/invoice`, supC).expect(201)).body
        .invoice as InvoiceSnapshot;
      const sent = (await post(`/invoices/${first.id}/send`, supC).expect(200)).body as InvoiceSnapshot;

      await h.publishOrder(repriced(order), 'revised');
      const credited = await eventually(async () => {
        const inv = (await get(`/invoices/${first.id}`, supC)).body as InvoiceSnapshot;
        return inv.creditNotes?.length ? inv : null;
      });
      // The invoice as sent, with one note: 30 × (4.50 − 4.20) = 9.00 credited, 276.00 asked.
      expect(credited).toEqual({
        ...sent,
        creditNotes: [
          {
            id: expect.any(String),
            number: expect.stringMatching(/^CN-SUPC-\d{6}$/),
            kind: 'credit',
            reason: 'repriced_at_close',
            lines: [
              {
                orderItemId: order.items[0]!.id,
                sku: 'TSH-001',
                name: 'Organic Cotton T-Shirt',
                uom: 'pieces',
                billedQty: 30,
                billedUnitPrice: 4.5,
                correctedQty: 30,
                correctedUnitPrice: 4.2,
                amount: -9,
              },
            ],
            freight: null,
            total: 9,
            balanceAfter: 276,
            issuedAt: expect.any(String),
          },
        ],
        version: sent.version + 1,
      });
      // The note is a document of its own, for both parties: its text file and PDF.
      const note = credited!.creditNotes![0]!;
      const noteText = (await get(`/invoices/${first.id}/credit-notes/${note.id}/txt`, supC).expect(200))
        .text;
      expect(noteText).toContain(note.number);
      expect(noteText).toContain(first.invoiceNumber);
      expect(noteText).toContain('The order was re-priced when the round closed');
      const notePdf = await get(`/invoices/${first.id}/credit-notes/${note.id}/pdf`, supC)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(await pdfText(notePdf.body as Buffer)).toContain(note.number);
      await get(`/invoices/${first.id}/credit-notes/${note.id}/txt`, h.token('supplier', 'sup-other')).expect(
        404,
      );
      await get(`/invoices/${first.id}/credit-notes/no-such-note/txt`, supC).expect(404);

      // A replay notes nothing twice.
      await h.publishOrder(repriced(order), 'revised');
      await new Promise((r) => setTimeout(r, 500));
      expect(((await get(`/invoices/${first.id}`, supC)).body as InvoiceSnapshot).creditNotes).toHaveLength(
        1,
      );

      // A payment is measured against what the notes leave: 276.00, not 285.00.
      const over = await post(`/invoices/${first.id}/payments`, supC, {
        paidOn: '2026-11-01',
        amount: 276.01,
        reference: 'CN-PAY-1',
      }).expect(409);
      expect(over.body).toMatchObject({ code: 'invoices.payment_exceeds_due', params: { due: '$276.00' } });
      await post(`/invoices/${first.id}/payments`, supC, {
        paidOn: '2026-11-01',
        amount: 100,
        reference: 'CN-PAY-2',
      }).expect(201);

      // The close cancels the order: everything still billed is credited, the invoice is cancelled.
      await h.publishOrder(
        {
          ...repriced(order),
          status: 'cancelled',
          items: [],
          totalValue: 0,
          totalItems: 0,
          totalUnits: 0,
          version: order.version + 2,
        },
        'revised',
      );
      const cancelled = await eventually(async () => {
        const inv = (await get(`/invoices/${first.id}`, supC)).body as InvoiceSnapshot;
        return inv.status === 'cancelled' ? inv : null;
      });
      expect(cancelled!.totalValue).toBe(285);
      expect(cancelled!.creditNotes!.map((n) => [n.kind, n.reason, n.total, n.balanceAfter])).toEqual([
        ['credit', 'repriced_at_close', 9, 276],
        ['credit', 'cancelled_at_close', 276, 0],
      ]);
      expect(cancelled!.creditNotes![1]!.lines.map((l) => [l.correctedQty, l.amount])).toEqual([
        [0, -126],
        [0, -150],
      ]);
      expect(cancelled!.creditNotes![0]!.number).not.toBe(cancelled!.creditNotes![1]!.number);

      // The buyer hears of each note; webhooks get each with its invoice.
      const notes = await eventually(async () => {
        const found = await streamEvents<{ invoiceId: string; number: string }>(h.deps.nc, 'supplier', {
          type: 'supplier.credit-note.issued.v1',
        });
        const mine = found.filter((e) => e.data.invoiceId === first.id);
        return mine.length === 2 ? mine : null;
      });
      expect(notes!.map((e) => e.data.number)).toEqual(cancelled!.creditNotes!.map((n) => n.number));
    });

    it("carries the order's freight share as its own line in the total: screen data, text and PDF", async () => {
      const roundId = `round-freight-${randomUUID()}`;
      const now = new Date();
      // The approval snapshot's gross weights: 1 kg per unit of rp-1, 2 kg of rp-2.
      await h.context.rounds.create({
        _id: roundId,
        supplierId: C,
        supplierName: 'Gamma Goods',
        title: 'Freight Round',
        description: null,
        currency: 'USD',
        openAt: null,
        closeAt: null,
        status: 'closed',
        freightCost: 600,
        freightBasis: 'gross_weight',
        products: [
          {
            id: 'rp-1',
            productId: 'p-1',
            moq: 1,
            maxQty: null,
            outcome: 'met',
            committedAtClose: 30,
            atApproval: { unitPrice: 4.5, netWeightKg: 0.9, grossWeightKg: 1, cbm: 0.01 },
          },
          {
            id: 'rp-2',
            productId: 'p-2',
            moq: 1,
            maxQty: null,
            outcome: 'met',
            committedAtClose: 50,
            atApproval: { unitPrice: 3, netWeightKg: 1.5, grossWeightKg: 2, cbm: 0.02 },
          },
        ],
        createdAt: now,
        updatedAt: now,
        version: 3,
        _events: [],
      });
      // Buyer 1: 30 × 1 kg + 50 × 2 kg = 130 kg; buyer 2 (still pending): 10 × 2 kg = 20 kg.
      const order = await soldBy(C, supC, { roundId });
      const pendingItems = [{ ...order.items[1]!, id: `${randomUUID()}-i2`, qty: 10, subtotal: 30 }];
      await h.publishOrder(
        orderFixture({
          supplierId: C,
          roundId,
          buyerId: 'buyer-2',
          status: 'pending_admin',
          items: pendingItems,
          version: 1,
        }),
      );
      await eventually(async () => (await h.context.salesOrders.countDocuments({ roundId })) === 2);

      const inv = (await post(`/sales/${order.id}/invoice`, supC).expect(201)).body.invoice;
      // 600 × 130 / 150 = 520.00, exactly the buyer's share (libs/domain freightShares).
      expect(inv.freight).toEqual({ amount: 520, basis: 'gross_weight' });
      // The lines' weights were pre-filled from the approval snapshot: the catalogue
      // has no such products, and 30 units × 1 kg and 50 × 2 kg are what the buyers committed to.
      expect(inv.lines.map((l: { grossWeightKg: number; cbm: number }) => [l.grossWeightKg, l.cbm])).toEqual([
        [30, 0.3],
        [100, 1],
      ]);
      expect(inv.totalValue).toBe(285 + 520);
      // Beside each sold price, the price the round was approved with (not today's catalogue).
      expect(inv.lines.map((l: { catalogueUnitPrice: number | null }) => l.catalogueUnitPrice)).toEqual([
        4.5, 3,
      ]);

      const txt = (await get(`/invoices/${inv.id}/txt`, supC).expect(200)).text;
      expect(txt).toContain('Total Value: $285.00');
      expect(txt).toContain('Freight share (by gross weight): $520.00');
      expect(txt).toContain('Total with Freight: $805.00');
      const pdf = await get(`/invoices/${inv.id}/pdf`, supC).buffer(true).parse(binaryBody).expect(200);
      const text = pdfText(pdf.body as Buffer);
      for (const s of ['Freight share (by gross weight)', '$520.00', '$285.00', '$805.00'])
        expect(text).toContain(s);
      expect(pdfPageCount(pdf.body as Buffer)).toBe(1);
    });
  });

  describe('downloads', () => {
    it('serves the PDF (en/pt) and the text file named after the invoice number, and keeps the PDF', async () => {
      const order = await approvedOrder();
      await fillMeasures(order.id);
      const inv = (await post(`/sales/${order.id}/invoice`, supA, { notes: 'Handle with care' }).expect(201))
        .body.invoice;

      const pdf = await get(`/invoices/${inv.id}/pdf`, supA).buffer(true).parse(binaryBody).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${inv.invoiceNumber}.pdf"`);
      const body = pdf.body as Buffer;
      expect(pdfPageCount(body)).toBe(1);
      const text = pdfText(body);
      for (const s of [
        inv.invoiceNumber,
        'PROFORMA INVOICE',
        'Alpha Supplies',
        'Buyer One Ltd',
        // The supplier's phone and country on file, not only name and address.
        '+351 21 000',
        'Portugal',
        'Packing Summary',
        'Handle with care',
      ])
        expect(text).toContain(s);

      const pt = await get(`/invoices/${inv.id}/pdf?lang=pt`, supA)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(pdfText(pt.body as Buffer)).toContain('Resumo da Embalagem');
      await get(`/invoices/${inv.id}/pdf?lang=fr`, supA).expect(400);

      // Kept in the bucket once generated.
      const { Client } = await import('minio');
      const minio = new Client({
        endPoint: h.config.MINIO_ENDPOINT,
        port: h.config.MINIO_PORT,
        useSSL: false,
        accessKey: h.config.MINIO_ACCESS_KEY,
        secretKey: h.config.MINIO_SECRET_KEY,
      });
      const objects: string[] = [];
      for await (const o of minio.listObjectsV2(h.config.INVOICE_BUCKET, `${inv.id}/`, true))
        objects.push((o as { name: string }).name);
      expect(objects.sort()).toEqual([`${inv.id}/v1-en.pdf`, `${inv.id}/v1-pt.pdf`]);

      const txt = await get(`/invoices/${inv.id}/txt`, supA).expect(200);
      expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(txt.headers['content-disposition']).toBe(`attachment; filename="${inv.invoiceNumber}.txt"`);
      expect(txt.text).toContain(`Invoice Number: ${inv.invoiceNumber}`);
      expect(txt.text).toContain('Packs: 5');
      expect(txt.text).toMatch(
        /SUPPLIER\nAlpha Supplies\nAddress: Rua A 1\nCountry: Portugal\nPhone: \+351 21 000/,
      );
    });
  });

  it('uses fresh ids for unknown invoices (404, not 500)', async () => {
    await get(`/invoices/${randomUUID()}`, supA).expect(404);
    await post(`/sales/${randomUUID()}/invoice`, supA).expect(404);
  });
  it("pre-fills a sold line's weights and CBM from the product's per-unit measures, still editable", async () => {
    const now = new Date();
    await h.context.products.create({
      _id: 'p-measured',
      supplierId: A,
      name: 'Measured Mug',
      sku: 'MUG-M',
      unitPrice: 2,
      currency: 'USD',
      uom: 'pieces',
      unitsPerPack: 1,
      categoryId: null,
      size: null,
      color: null,
      material: null,
      description: null,
      active: true,
      netWeightKg: 0.2,
      grossWeightKg: 0.25,
      cbm: 0.001,
      images: [],
      createdAt: now,
      updatedAt: now,
    });
    const id = randomUUID();
    const order = await approvedOrder({
      supplierId: A,
      id,
      items: [
        {
          id: `${id}-m`,
          roundProductId: 'rp-m',
          productId: 'p-measured',
          name: 'Measured Mug',
          sku: 'MUG-M',
          uom: 'pieces',
          unitsPerPack: 1,
          qty: 40,
          unitPrice: 2,
          subtotal: 80,
        },
      ],
    });
    const before = (await get(`/sales/${order.id}`, supA).expect(200)).body as SaleDetail;
    expect(before.lines[0]).toMatchObject({ netWeightKg: 8, grossWeightKg: 10, cbm: 0.04 });
    await put(`/sales/${order.id}/lines/${id}-m/weights`, supA, {
      netWeightKg: 9,
      grossWeightKg: 12,
      cbm: '',
    }).expect(200);
    const after = (await get(`/sales/${order.id}`, supA).expect(200)).body as SaleDetail;
    expect(after.lines[0]).toMatchObject({ netWeightKg: 9, grossWeightKg: 12, cbm: null });
  });
});
