import request from 'supertest';
import type { z } from 'zod';
import type { Subscription } from 'nats';
import {
  decideOrderCommand,
  orderDecidedV1,
  orderPlacedV1,
  type OrderSnapshot,
  type OrderTimelineEntry,
} from '@marketplace/contracts';
import { serveCommand } from '@marketplace/service-kit/messaging';
import { eventually, silentLogger } from '@marketplace/service-kit/testing';
import { expectAdminOnly, startAdmin, type AdminHarness } from '../test-harness';

/**
 * Any order's timeline for the admin (real FerretDB and NATS): the one the buyer service's order
 * events carry, kept in the orders read model; a rejection's reason goes to the buyer service.
 */
describe('admin: an order’s timeline', () => {
  let h: AdminHarness;
  let auth: { Authorization: string };
  let standIn: Subscription;
  const decisions: Array<z.infer<typeof decideOrderCommand.request>> = [];

  const placed: OrderTimelineEntry = {
    at: '2026-03-05T10:00:00.000Z',
    kind: 'placed',
    actor: { role: 'buyer', userId: 'u-ana' },
    details: { totalValue: 100, totalUnits: 10 },
  };
  const order = (version: number, patch: Partial<OrderSnapshot> = {}): OrderSnapshot => ({
    id: 'o-tl',
    buyerId: 'u-ana',
    buyerCompanyId: 'co-buy',
    roundId: 'r-1',
    roundTitle: 'Coffee',
    supplierId: 'co-sup',
    supplierName: 'Basics Co.',
    currency: 'USD',
    status: 'pending_admin',
    totalValue: 100,
    totalUnits: 10,
    totalItems: 1,
    items: [
      {
        id: 'o-tl-i1',
        roundProductId: 'rp-1',
        productId: 'p-1',
        name: 'Arabica',
        sku: 'AR',
        uom: 'kg',
        unitsPerPack: 1,
        qty: 10,
        unitPrice: 10,
        subtotal: 100,
      },
    ],
    createdAt: placed.at,
    decidedAt: null,
    timeline: [placed],
    version,
    ...patch,
  });

  beforeAll(async () => {
    h = await startAdmin();
    auth = { Authorization: `Bearer ${h.token('admin', 'admin-7')}` };
    standIn = serveCommand(h.nc, decideOrderCommand, 'buyer', silentLogger(), async (req) => {
      decisions.push(req);
      return {
        orderId: req.orderId,
        status: req.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
      };
    });
  });
  afterAll(async () => {
    standIn?.unsubscribe();
    await h?.stop();
  });

  it('reads the newest timeline the order events carried; an unknown order is not found', async () => {
    const timeline = () => request(h.app).get('/orders/o-tl/timeline').set(auth);
    await h.publish(orderPlacedV1, order(1), 'buyer');
    await eventually(async () => (await timeline()).status === 200);
    expect((await timeline()).body).toEqual({ orderId: 'o-tl', currency: 'USD', entries: [placed] });

    const rejected: OrderTimelineEntry = {
      at: '2026-03-06T10:00:00.000Z',
      kind: 'rejected',
      actor: { role: 'admin', userId: 'admin-7' },
      reason: 'Duplicate',
      details: {},
    };
    await h.publish(
      orderDecidedV1,
      order(2, { status: 'rejected', decidedAt: rejected.at, timeline: [placed, rejected] }),
      'buyer',
    );
    await eventually(async () => (await timeline()).body.entries?.length === 2);
    expect((await timeline()).body.entries).toEqual([placed, rejected]);
    // The list leaves timelines out.
    const list = (await request(h.app).get('/orders').set(auth).expect(200)).body.items;
    expect(list.find((o: { id: string }) => o.id === 'o-tl')).not.toHaveProperty('timeline');

    const missing = await request(h.app).get('/orders/nope/timeline').set(auth);
    expect([missing.status, missing.body.code]).toEqual([404, 'buyer.order_not_found']);
    await expectAdminOnly(h, 'get', '/orders/o-tl/timeline');
  });

  it('sends the reason of a rejection (trimmed) with the decision; an approval sends none', async () => {
    await request(h.app)
      .post('/orders/o-r1/decision')
      .set(auth)
      .send({ decision: 'reject', reason: '  Over the round’s budget ' })
      .expect(200);
    await request(h.app)
      .post('/orders/o-r2/decision')
      .set(auth)
      .send({ decision: 'approve', reason: 'ignored' })
      .expect(200);
    expect(
      decisions.map(({ orderId, decision, actorId, reason }) => [orderId, decision, actorId, reason]),
    ).toEqual([
      ['o-r1', 'reject', 'admin-7', 'Over the round’s budget'],
      ['o-r2', 'approve', 'admin-7', undefined],
    ]);
    await request(h.app)
      .post('/orders/o-r3/decision')
      .set(auth)
      .send({ decision: 'reject', reason: 'x'.repeat(501) })
      .expect(400);
  });
});
