import request from 'supertest';
import fc from 'fast-check';
import type { Subscription } from 'nats';
import {
  decideOrderCommand,
  decideRoundCommand,
  orderDecidedV1,
  orderPlacedV1,
  roundFreightSplitV1,
  profileUpdatedV1,
  roundApprovedV1,
  roundClosedV1,
  roundCreatedV1,
  roundSubmittedV1,
  userRegisteredV1,
  type OrderSnapshot,
  type RoundSummary,
} from '@marketplace/contracts';
import { roundProductSnapshot, roundSummary } from '@marketplace/contracts/fixtures';
import { conflict } from '@marketplace/service-kit/core';
import { serveCommand } from '@marketplace/service-kit/messaging';
import { eventually, silentLogger } from '@marketplace/service-kit/testing';
import { arabicaLine, expectAdminOnly, startAdmin, type AdminHarness } from '../test-harness';

jest.setTimeout(60_000);

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 10)).toISOString();

function round(id: string, version: number, patch: Partial<RoundSummary> = {}): RoundSummary {
  return roundSummary({
    id,
    status: 'draft',
    supplierId: 'co-sup',
    supplierName: 'Nordic Parts',
    productCount: 2,
    createdAt: at(1),
    version,
    ...patch,
  });
}

function order(id: string, version: number, patch: Partial<OrderSnapshot> = {}): OrderSnapshot {
  return {
    id,
    buyerId: 'u-ana',
    buyerCompanyId: 'co-buy',
    roundId: 'r-coffee',
    roundTitle: 'Coffee Beans Spring',
    supplierId: 'co-sup',
    supplierName: 'Nordic Parts',
    currency: 'USD',
    status: 'pending_admin',
    totalValue: 1000,
    totalUnits: 100,
    totalItems: 1,
    items: [
      {
        ...arabicaLine(id),
        // Up to 20 more if the group needs it: the admin sees the order may grow.
        flex: 20,
      },
    ],
    createdAt: at(5),
    decidedAt: null,
    version,
    ...patch,
  };
}

describe('admin moderation: rounds, orders and the dashboard, fed by supplier and buyer events', () => {
  let h: AdminHarness;
  let auth: { Authorization: string };
  /** The admin's decision on a round or an order, as the moderation page sends it. */
  const decide = (kind: 'rounds' | 'orders', id: string, decision: string) =>
    request(h.app).post(`/${kind}/${id}/decision`).set(auth).send({ decision });
  const standIns: Subscription[] = [];
  const roundDecisions: string[] = [];
  const orderDecisions: string[] = [];

  beforeAll(async () => {
    h = await startAdmin();
    auth = { Authorization: `Bearer ${h.token('admin', 'admin-7')}` };
    // The owners' side of the commands, as small as it gets (the real handlers live in their services).
    standIns.push(
      serveCommand(h.nc, decideRoundCommand, 'supplier', silentLogger(), async (req) => {
        roundDecisions.push(`${req.roundId}:${req.decision}:${req.actorId}`);
        if (req.roundId === 'r-draft')
          throw conflict('supplier.round_transition', 'Only a pending round can be approved');
        return {
          roundId: req.roundId,
          status: req.decision === 'approve' ? ('approved' as const) : ('closed' as const),
        };
      }),
      serveCommand(h.nc, decideOrderCommand, 'buyer', silentLogger(), async (req) => {
        orderDecisions.push(`${req.orderId}:${req.decision}`);
        return {
          orderId: req.orderId,
          status: req.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
        };
      }),
    );

    await h.publish(
      userRegisteredV1,
      {
        userId: 'u-ana',
        email: 'ana@buyers.test',
        name: 'Ana Souza',
        role: 'buyer',
        companyId: null,
        createdAt: at(1),
      },
      'identity',
    );
    await h.publish(
      userRegisteredV1,
      { userId: 'u-bo', email: 'bo@x.test', name: 'Bo', role: 'buyer', companyId: null, createdAt: at(1) },
      'identity',
    );
    // r-coffee: created → submitted → approved → closed, delivered out of order and twice.
    const coffee = { title: 'Coffee Beans Spring', description: 'Single origin arabica', createdAt: at(3) };
    await h.publish(roundCreatedV1, round('r-coffee', 1, coffee), 'supplier');
    await h.publish(
      roundSubmittedV1,
      round('r-coffee', 2, { ...coffee, status: 'pending_approval' }),
      'supplier',
    );
    await h.publish(roundCreatedV1, round('r-coffee', 1, coffee), 'supplier');
    await h.publish(
      roundCreatedV1,
      round('r-draft', 1, { title: 'Winter Gloves', supplierName: 'Glove House', createdAt: at(2) }),
      'supplier',
    );
    await h.publish(
      roundSubmittedV1,
      round('r-tea', 2, { title: 'Green Tea', status: 'pending_approval', createdAt: at(4) }),
      'supplier',
    );
    await h.publish(
      roundApprovedV1,
      {
        round: round('r-steel', 3, {
          title: 'Steel Bolts',
          status: 'approved',
          currency: 'EUR',
          createdAt: at(2),
        }),
        products: [
          {
            id: 'rp-9',
            productId: 'p-9',
            name: 'Bolt M8',
            sku: 'B-8',
            unitPrice: 0.2,
            currency: 'EUR',
            uom: 'pieces',
            unitsPerPack: 100,
            size: null,
            color: null,
            material: 'steel',
            categoryName: null,
            imageUrl: null,
            moq: 1000,
            maxQty: null,
          },
        ],
      },
      'supplier',
    );
    await h.publish(
      roundClosedV1,
      {
        round: round('r-old', 4, { title: 'Old Round', status: 'closed', createdAt: at(1) }),
        reason: 'closed',
      },
      'supplier',
    );

    await h.publish(orderPlacedV1, order('o-1', 1), 'buyer');
    await h.publish(
      orderPlacedV1,
      order('o-2', 1, { buyerId: 'u-bo', roundTitle: 'Green Tea', totalValue: 250, createdAt: at(6) }),
      'buyer',
    );
    await h.publish(orderPlacedV1, order('o-3', 1, { totalValue: 500, createdAt: at(4) }), 'buyer');
    await h.publish(
      orderDecidedV1,
      order('o-3', 2, { totalValue: 500, createdAt: at(4), status: 'approved', decidedAt: at(5) }),
      'buyer',
    );
    await h.publish(orderPlacedV1, order('o-3', 1, { totalValue: 500, createdAt: at(4) }), 'buyer'); // late replay
    await eventually(async () => (await h.deps.conn.collection('inbox').countDocuments()) >= 15, 20_000);
  });

  afterAll(async () => {
    standIns.forEach((s) => s.unsubscribe());
    await h?.stop();
  });

  describe('rounds', () => {
    const list = async (q = '') => (await request(h.app).get(`/rounds?${q}`).set(auth).expect(200)).body;

    it('lists every round newest first with the latest status of each', async () => {
      const body = await list();
      expect(body.total).toBe(5);
      expect(body.items.map((r: { id: string; status: string }) => `${r.id}:${r.status}`)).toEqual([
        'r-tea:pending_approval',
        'r-coffee:pending_approval',
        expect.stringMatching(/^r-(draft:draft|steel:approved)$/),
        expect.stringMatching(/^r-(draft:draft|steel:approved)$/),
        'r-old:closed',
      ]);
      expect(body.items.find((r: { id: string }) => r.id === 'r-steel')).toMatchObject({
        supplierName: 'Nordic Parts',
        currency: 'EUR',
        productCount: 2,
      });
    });

    it('searches title, description or supplier and filters by status', async () => {
      const ids = async (q: string) => (await list(q)).items.map((r: { id: string }) => r.id);
      expect(await ids('search=ARABICA')).toEqual(['r-coffee']);
      expect(await ids('search=glove house')).toEqual(['r-draft']);
      expect(await ids('search=tea')).toEqual(['r-tea']);
      expect(await ids('status=pending_approval')).toEqual(['r-tea', 'r-coffee']);
      expect(await ids('status=pending_approval&search=coffee')).toEqual(['r-coffee']);
      expect(await ids('search=(')).toEqual([]);
      await request(h.app).get('/rounds?status=open').set(auth).expect(400);
    });

    it('sends the decision with the admin as actor and shows the new status at once', async () => {
      const res = await decide('rounds', 'r-coffee', 'approve').expect(200);
      expect(res.body).toEqual({ roundId: 'r-coffee', status: 'approved' });
      expect(roundDecisions).toContain('r-coffee:approve:admin-7');
      expect((await list('status=approved')).items.map((r: { id: string }) => r.id)).toContain('r-coffee');
      await decide('rounds', 'r-steel', 'close').expect(200);
      expect(roundDecisions).toContain('r-steel:close:admin-7');
    });

    it('passes the supplier’s refusal on, and refuses a bad decision itself', async () => {
      const refused = await decide('rounds', 'r-draft', 'approve').expect(409);
      expect(refused.body.code).toBe('supplier.round_transition');
      expect((await list('search=gloves')).items[0].status).toBe('draft');
      const bad = await decide('rounds', 'r-draft', 'publish').expect(400);
      expect(bad.body.errors[0].path).toBe('body.decision');
    });
  });

  describe('orders', () => {
    const list = async (q = '') => (await request(h.app).get(`/orders?${q}`).set(auth).expect(200)).body;

    it('lists newest first with buyer name and email, items, and the pending counter', async () => {
      const body = await list();
      expect(body.items.map((o: { id: string }) => o.id)).toEqual(['o-2', 'o-1', 'o-3']);
      expect(body.pendingCount).toBe(2);
      expect(body.items[1]).toMatchObject({
        buyerName: 'Ana Souza',
        buyerEmail: 'ana@buyers.test',
        roundTitle: 'Coffee Beans Spring',
        supplierName: 'Nordic Parts',
        totalValue: 1000,
        items: [
          expect.objectContaining({ name: 'Arabica 1kg', qty: 100, unitPrice: 10, subtotal: 1000, flex: 20 }),
        ],
      });
      // The replayed `placed` (version 1) did not undo the decision (version 2).
      expect(body.items[2]).toMatchObject({ id: 'o-3', status: 'approved' });
    });

    it('searches buyer name, email, round title or supplier and filters by status', async () => {
      const ids = async (q: string) => (await list(q)).items.map((o: { id: string }) => o.id);
      expect(await ids('search=ana souza')).toEqual(['o-1', 'o-3']);
      expect(await ids('search=BUYERS.TEST')).toEqual(['o-1', 'o-3']);
      expect(await ids('search=green')).toEqual(['o-2']);
      expect(await ids('search=nordic')).toEqual(['o-2', 'o-1', 'o-3']);
      expect(await ids('status=approved')).toEqual(['o-3']);
      const filtered = await list('status=approved');
      expect(filtered.pendingCount).toBe(2);
    });

    it('finds an order by the number every notice quotes, with or without its #', async () => {
      const id = '6fcc07d2-41a5-4c1e-9d51-2f0c6b1e8a11';
      // A round whose title is shaped like an order number is still found by its title.
      const titled = 'ab12cd34-0000-4000-8000-000000000001';
      // Cancelled and from the month before: the tests that follow count pending and recent orders.
      const earlier = (day: number) => new Date(Date.UTC(2026, 1, day, 10)).toISOString();
      await h.publish(orderPlacedV1, order(id, 1, { createdAt: earlier(3), status: 'cancelled' }), 'buyer');
      await h.publish(
        orderPlacedV1,
        order(titled, 1, { createdAt: earlier(4), roundTitle: 'Summer26 Tees', status: 'cancelled' }),
        'buyer',
      );
      await eventually(async () => (await list()).items.some((o: { id: string }) => o.id === titled));
      const ids = async (q: string) => (await list(q)).items.map((o: { id: string }) => o.id);
      expect(await ids('search=6fcc07d2')).toEqual([id]);
      expect(await ids('search=%236FCC07D2')).toEqual([id]);
      expect(await ids('search=6fcc07d2&status=approved')).toEqual([]);
      expect(await ids('search=summer26')).toEqual([titled]);
      expect((await list('status=approved')).pendingCount).toBe(2);
    });

    it("lists an order's buyer once their account arrives after the order, and their new name after a rename", async () => {
      const id = '0b5e7a11-41a5-4c1e-9d51-2f0c6b1e8a12';
      // Cancelled and from the month before: the tests that follow count pending and recent orders.
      const earlier = new Date(Date.UTC(2026, 1, 2, 10)).toISOString();
      await h.publish(
        orderPlacedV1,
        order(id, 1, { buyerId: 'u-late', createdAt: earlier, status: 'cancelled' }),
        'buyer',
      );
      type Row = { id: string; buyerName: string | null; buyerEmail: string | null };
      const row = async () => ((await list()).items as Row[]).find((o) => o.id === id);
      expect(await eventually(row)).toMatchObject({ buyerName: null, buyerEmail: null });
      await h.publish(
        userRegisteredV1,
        {
          userId: 'u-late',
          email: 'late@buyers.test',
          name: 'Lia Tardia',
          role: 'buyer',
          companyId: null,
          createdAt: earlier,
        },
        'identity',
      );
      expect(await eventually(async () => ((await row())?.buyerName ? row() : null))).toMatchObject({
        buyerName: 'Lia Tardia',
        buyerEmail: 'late@buyers.test',
      });
      await h.publish(
        profileUpdatedV1,
        {
          userId: 'u-late',
          email: 'lia@buyers.test',
          name: 'Lia Pontual',
          role: 'buyer',
          phone: null,
          address: null,
          companyId: null,
          avatarUrl: null,
          emailVerified: true,
          lastActiveAt: null,
          updatedAt: new Date().toISOString(),
        },
        'identity',
      );
      expect(
        await eventually(async () => ((await row())?.buyerName === 'Lia Pontual' ? row() : null)),
      ).toMatchObject({ buyerName: 'Lia Pontual', buyerEmail: 'lia@buyers.test' });
      const found = await list('search=pontual');
      expect(found.items.map((o: { id: string }) => o.id)).toEqual([id]);
      expect((await list('search=tardia')).items).toEqual([]);
    });

    it('sends approve or reject to the buyer service and shows the new status', async () => {
      const res = await decide('orders', 'o-1', 'reject').expect(200);
      expect(res.body).toEqual({ orderId: 'o-1', status: 'rejected' });
      expect(orderDecisions).toContain('o-1:reject');
      expect((await list('status=rejected')).items.map((o: { id: string }) => o.id)).toEqual(['o-1']);
      await decide('orders', 'o-1', 'close').expect(400);
    });
  });

  it('dashboard: users, active companies split, volume of approved orders, pending merged list, latest orders', async () => {
    await request(h.app).post('/companies').set(auth).send({ name: 'B1' }).expect(201);
    await request(h.app).post('/companies').set(auth).send({ name: 'S1', type: 'supplier' }).expect(201);
    const { body: off } = await request(h.app)
      .post('/companies')
      .set(auth)
      .send({ name: 'S2', type: 'supplier' });
    await request(h.app).patch(`/companies/${off.id}`).set(auth).send({ active: false }).expect(200);

    const { body } = await request(h.app).get('/dashboard').set(auth).expect(200);
    expect(body).toMatchObject({
      // Ana, Bo, and the buyer whose account arrived after their order (the orders' tests).
      totalUsers: 3,
      activeCompanies: { total: 2, buyers: 1, suppliers: 1 },
      platformVolume: 500,
      pendingApprovals: 2, // r-tea and o-2 (r-coffee approved, o-1 rejected above)
    });
    expect(body.pending.map((p: { kind: string; id: string }) => `${p.kind}:${p.id}`)).toEqual([
      'order:o-2',
      'round:r-tea',
    ]);
    expect(body.pending[0]).toMatchObject({ title: 'Green Tea', detail: 'Bo' });
    // Newest first: the two cancelled orders of the month before come after these.
    expect(body.recentActivity.map((a: { id: string }) => a.id).slice(0, 3)).toEqual(['o-2', 'o-1', 'o-3']);
    expect(body.recentActivity[1]).toMatchObject({ buyerName: 'Ana Souza', status: 'rejected' });
  });

  it('every route is for admins only', async () => {
    for (const [method, path, body] of [
      ['get', '/rounds'],
      ['post', '/rounds/r-tea/decision', { decision: 'approve' }],
      ['get', '/orders'],
      ['post', '/orders/o-2/decision', { decision: 'approve' }],
      ['get', '/dashboard'],
    ] as Array<[string, string, object?]>)
      await expectAdminOnly(h, method, path, body);
    expect(roundDecisions.filter((d) => d.startsWith('r-tea'))).toEqual([]);
    expect(orderDecisions.filter((d) => d.startsWith('o-2'))).toEqual([]);
  });

  it('bad decision bodies never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/rounds/r-tea/decision', '/orders/o-2/decision'),
        fc
          .anything({ withObjectString: true, withNullPrototype: false })
          .filter((b) => !(typeof b === 'object' && b !== null && 'decision' in b)),
        async (path, body) => {
          const res = await request(h.app)
            .post(path)
            .set(auth)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body) ?? 'null');
          expect(res.status).toBe(400);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("shows each order's share of its round's freight, split as the buyer's order shows it", async () => {
    await h.publish(
      roundApprovedV1,
      {
        round: round('r-freight', 3, {
          title: 'Freight Round',
          status: 'approved',
          createdAt: at(2),
          freightCost: 600,
          freightBasis: 'gross_weight',
        }),
        products: [1, 2].map((kg) =>
          roundProductSnapshot({
            id: `rp-f${kg}`,
            name: `Crate ${kg}`,
            moq: 1,
            netWeightKg: kg,
            grossWeightKg: kg,
            cbm: null,
          }),
        ),
      },
      'supplier',
    );
    const line = (rp: string, qty: number) => ({
      id: `${rp}-${qty}`,
      roundProductId: rp,
      productId: rp,
      name: rp,
      sku: rp,
      uom: 'pieces',
      unitsPerPack: 1,
      qty,
      unitPrice: 1,
      subtotal: qty,
    });
    // 30 × 1 kg + 50 × 2 kg = 130 kg and 10 × 2 kg = 20 kg: 520.00 and 80.00 of 600.00.
    const freightOrder = (id: string, items: ReturnType<typeof line>[]) =>
      order(id, 1, {
        roundId: 'r-freight',
        roundTitle: 'Freight Round',
        items,
        totalValue: items.reduce((s, i) => s + i.subtotal, 0),
        totalUnits: items.reduce((s, i) => s + i.qty, 0),
        totalItems: items.length,
      });
    await h.publish(orderPlacedV1, freightOrder('o-f1', [line('rp-f1', 30), line('rp-f2', 50)]), 'buyer');
    await h.publish(orderPlacedV1, freightOrder('o-f2', [line('rp-f2', 10)]), 'buyer');
    // The buyer service splits the round's freight over its orders and announces each new split;
    // the admin shows the newest as decided.
    const split = (version: number, shares: Record<string, number>) => ({
      id: 'r-freight',
      roundId: 'r-freight',
      freightCost: 600,
      basis: 'gross_weight' as const,
      shares,
      version,
    });
    await h.publish(roundFreightSplitV1, split(1, { 'o-f1': 600 }), 'buyer');
    await h.publish(roundFreightSplitV1, split(2, { 'o-f1': 520, 'o-f2': 80 }), 'buyer');
    const shareRows = async () => {
      const body = (await request(h.app).get('/orders?search=Freight%20Round').set(auth).expect(200)).body;
      return new Map(
        (body.items as Array<{ id: string; freightShare: unknown }>).map((r) => [r.id, r.freightShare]),
      );
    };
    const byId = (await eventually(async () => {
      const rows = await shareRows();
      return rows.size === 2 && rows.get('o-f2') ? rows : null;
    }))!;
    expect(byId.get('o-f1')).toEqual({ amount: 520, basis: 'gross_weight' });
    expect(byId.get('o-f2')).toEqual({ amount: 80, basis: 'gross_weight' });
    await h.publish(orderPlacedV1, freightOrder('o-f3', [line('rp-f1', 1)]), 'buyer');
    await eventually(async () => ((await shareRows()).size === 3 ? true : null));
    const after = await shareRows();
    expect(after.get('o-f1')).toEqual({ amount: 520, basis: 'gross_weight' });
    // An order the split does not name (yet) has no share shown.
    expect(after.get('o-f3')).toBeNull();
    // A round without a freight cost: no share.
    const other = (await request(h.app).get('/orders').set(auth).expect(200)).body.items.find(
      (o: { id: string }) => o.id === 'o-1',
    );
    expect(other.freightShare).toBeNull();
  });
});
