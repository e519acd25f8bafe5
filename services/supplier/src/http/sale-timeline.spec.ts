import request from 'supertest';
import type { OrderTimelineEntry, OrderTimelineResponse } from '@marketplace/contracts';
import { dayOf } from '@marketplace/service-kit/store';
import { eventually } from '@marketplace/service-kit/testing';
import { orderFixture, startSalesHarness, type SalesHarness } from './sales.test-harness';

/**
 * A sale's timeline in the supplier service (real FerretDB and NATS): the one the buyer
 * service's order events carry, kept in the sales read model, read by the sale's supplier only.
 */
describe('a sale’s timeline', () => {
  let h: SalesHarness;
  const A = 'sup-tl-a';
  const B = 'sup-tl-b';
  const get = (path: string, token?: string) => {
    const req = request(h.app).get(path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  beforeAll(async () => {
    h = await startSalesHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const placedAt = '2026-03-01T10:00:00.000Z';
  const decidedAt = '2026-03-02T11:00:00.000Z';
  const placed: OrderTimelineEntry = {
    at: placedAt,
    kind: 'placed',
    actor: { role: 'buyer', userId: 'buyer-1' },
    details: { totalValue: 285, totalUnits: 80 },
  };
  const approved: OrderTimelineEntry = {
    at: decidedAt,
    kind: 'approved',
    actor: { role: 'admin', userId: 'adm-1' },
    details: {},
  };

  it('keeps the timeline the order events carry, newest version first, for the sale’s supplier only', async () => {
    const pending = orderFixture({
      supplierId: A,
      status: 'pending_admin',
      createdAt: placedAt,
      decidedAt: null,
      version: 1,
      timeline: [placed],
    });
    await h.publishOrder(pending, 'placed');
    const supA = h.token('supplier', A);
    // Not a sale yet: nothing to show.
    await eventually(async () => !!(await h.context.salesOrders.findById(pending.id).lean()));
    expect((await get(`/sales/${pending.id}/timeline`, supA)).status).toBe(404);

    await h.publishOrder({
      ...pending,
      status: 'approved',
      decidedAt,
      version: 2,
      timeline: [placed, approved],
    });
    await eventually(async () => (await get(`/sales/${pending.id}/timeline`, supA)).status === 200);
    const read = (await get(`/sales/${pending.id}/timeline`, supA).expect(200)).body as OrderTimelineResponse;
    expect(read).toEqual({ orderId: pending.id, currency: 'USD', entries: [placed, approved] });
    // A late copy of the placed event changes nothing.
    await h.publishOrder(pending, 'placed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(`/sales/${pending.id}/timeline`, supA).expect(200)).body.entries).toHaveLength(2);

    // Another supplier: not found; another role: forbidden; no token: 401.
    const other = await get(`/sales/${pending.id}/timeline`, h.token('supplier', B));
    expect([other.status, other.body.code]).toEqual([404, 'sales.order_not_found']);
    expect(
      (await get(`/sales/${pending.id}/timeline`, h.token('buyer', 'buyer-co-1', 'buyer-1'))).status,
    ).toBe(403);
    expect((await get(`/sales/${pending.id}/timeline`)).status).toBe(401);
    // The list does not carry timelines.
    const list = (await get('/sales', supA).expect(200)).body.items as Array<Record<string, unknown>>;
    expect(list.find((s) => s.id === pending.id)).not.toHaveProperty('timeline');
  });

  it('leaves out the buying company’s own approval trail, even on a copy stored with it', async () => {
    const held: OrderTimelineEntry = {
      at: placedAt,
      kind: 'held_for_approval',
      actor: { role: 'buyer', userId: 'member-1' },
      details: { exceeded: ['per_order'] },
    };
    const companyApproved: OrderTimelineEntry = {
      at: placedAt,
      kind: 'company_approved',
      actor: { role: 'buyer', userId: 'approver-1', name: 'Ana Approver' },
      details: {},
    };
    const sale = orderFixture({
      supplierId: A,
      createdAt: placedAt,
      decidedAt,
      timeline: [placed, held, companyApproved, approved],
    });
    // Stored as an older buyer service announced it, trail included.
    await h.context.salesOrders.create({
      ...sale,
      _id: sale.id,
      timeline: sale.timeline,
      day: dayOf(sale.createdAt),
    });
    const read = await get(`/sales/${sale.id}/timeline`, h.token('supplier', A)).expect(200);
    expect(read.body.entries).toEqual([placed, approved]);
    expect(JSON.stringify(read.body)).not.toContain('approver-1');
  });

  it('tells a sale from before timelines from its dates', async () => {
    const old = orderFixture({ supplierId: A, createdAt: placedAt, decidedAt });
    await h.publishOrder(old);
    const supA = h.token('supplier', A);
    await eventually(async () => (await get(`/sales/${old.id}/timeline`, supA)).status === 200);
    expect((await get(`/sales/${old.id}/timeline`, supA).expect(200)).body.entries).toEqual([
      placed,
      { at: decidedAt, kind: 'approved', actor: { role: 'admin' }, details: {} },
    ]);
  });
});
