import request from 'supertest';
import { commitmentChangedV1, decideRoundCommand, roundApprovedV1 } from '@marketplace/contracts';
import { HttpProblem } from '@marketplace/service-kit/core';
import { dayOf } from '@marketplace/service-kit/store';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { png, supplierForFile } from '../test-harness';

jest.setTimeout(90_000);

describe('rounds from draft to close (real FerretDB, NATS, MinIO)', () => {
  const h = supplierForFile('rounds');
  let acme: string;
  let globex: string;
  let chair: { id: string; primaryImageUrl: string };
  let desk: { id: string };
  let inactive: { id: string };
  let foreign: { id: string };

  const product = (auth: string, body: object) => h.createProduct(auth, body);
  const createRound = (auth: string, body: object) =>
    request(h.app).post('/rounds').set('Authorization', auth).send(body);
  /** The buyer service's announcement that `buyerId` now has `total` units of a round product. */
  const commitment = (
    roundId: string,
    roundProductId: string,
    c: { seq: number; total: number; delta: number; buyerId: string },
  ) =>
    h.publish(commitmentChangedV1, {
      roundId,
      roundProductId,
      seq: c.seq,
      totalCommitted: c.total,
      buyerId: c.buyerId,
      delta: c.delta,
      buyerCommitted: c.total,
      reason: 'cart-add',
      changedAt: new Date().toISOString(),
    });
  /** The round's performance (`GET /rounds/:id`) once it counts `units` committed. */
  const performanceWith = (roundId: string, units: number) =>
    eventually(async () => {
      const res = await request(h.app).get(`/rounds/${roundId}`).set('Authorization', acme);
      return res.body.round?.committedUnits === units ? res.body : null;
    });
  const decide = (roundId: string, decision: 'approve' | 'reject' | 'close') =>
    sendCommand(h.nc, decideRoundCommand, { roundId, decision, actorId: 'admin-1' });
  /** The round's approval event as published (what buyers are told), once it is out. */
  const approvalOf = async (roundId: string) => {
    const approved = await eventually(async () =>
      (await h.published()).find(
        (e) => e.type === roundApprovedV1.type && (e.data as { round: { id: string } }).round.id === roundId,
      ),
    );
    return roundApprovedV1.data.parse(approved!.data);
  };

  beforeAll(async () => {
    acme = h.bearer('supplier', 'co-acme');
    globex = h.bearer('supplier', 'co-globex');
    await h.supplierCompany('co-acme', 'Acme Supplies');
    const chairId = (
      await product(acme, { name: 'Chair', sku: 'C-1', unitPrice: 10, unitsPerPack: 4, uom: 'pieces' })
    ).id;
    chair = (
      await request(h.app)
        .post(`/products/${chairId}/images`)
        .set('Authorization', acme)
        .attach('image', png(2), { filename: 'c.png', contentType: 'image/png' })
        .expect(201)
    ).body;
    desk = await product(acme, { name: 'Desk', sku: 'D-1', unitPrice: 2.5, currency: 'EUR' });
    inactive = await product(acme, { name: 'Old', sku: 'O-1', unitPrice: 1, active: false });
    foreign = await product(globex, { name: 'Theirs', sku: 'T-1', unitPrice: 1 });
  });

  it('validates the Create Round body with the spec messages', async () => {
    const none = await createRound(acme, { title: 'Empty', currency: 'USD', products: [] }).expect(400);
    expect(none.body.errors).toEqual([
      expect.objectContaining({
        path: 'body.products',
        code: 'round_no_products',
        message: 'Please select at least one product',
      }),
    ]);
    const bad = await createRound(acme, {
      title: ' ',
      currency: 'BRL',
      openAt: '2026-02-01T10:00:00.000Z',
      closeAt: '2026-01-01T10:00:00.000Z',
      products: [{ productId: chair.id, moq: 0, maxQty: 0 }],
    }).expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining([
        'body.title',
        'body.currency',
        'body.products.0.moq',
        'body.products.0.maxQty',
      ]),
    );
    const order = await createRound(acme, {
      title: 'Dates',
      openAt: '2026-02-01T10:00:00.000Z',
      closeAt: '2026-01-01T10:00:00.000Z',
      products: [{ productId: chair.id }],
    }).expect(400);
    expect(order.body.errors[0]).toMatchObject({ path: 'body.closeAt', code: 'round_close_before_open' });
  });

  it('takes only the caller’s own active products', async () => {
    for (const id of [foreign.id, inactive.id, 'no-such-product']) {
      const res = await createRound(acme, { title: 'X', products: [{ productId: id }] }).expect(400);
      expect(res.body.code).toBe('supplier.round_product_unavailable');
    }
    expect((await request(h.app).get('/rounds').set('Authorization', acme)).body.total).toBe(0);
  });

  it('creates a draft, submits it once, and lists it with its figures', async () => {
    const created = await createRound(acme, {
      title: 'Spring round',
      description: 'Chairs and desks',
      currency: 'EUR',
      openAt: '2036-03-01T09:00:00.000Z',
      closeAt: '2036-03-31T18:00:00.000Z',
      products: [{ productId: chair.id }, { productId: desk.id, moq: 50, maxQty: 500 }],
    }).expect(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      supplierName: 'Acme Supplies',
      productCount: 2,
      committedUnits: 0,
      totalMoq: 150,
      averageProgress: 0,
      currency: 'EUR',
      version: 1,
    });
    const id = created.body.id as string;
    const submitted = await request(h.app)
      .post(`/rounds/${id}/submit`)
      .set('Authorization', acme)
      .expect(200);
    expect(submitted.body).toMatchObject({ status: 'pending_approval', version: 2 });
    const again = await request(h.app).post(`/rounds/${id}/submit`).set('Authorization', acme).expect(409);
    expect(again.body).toMatchObject({ code: 'supplier.round_transition' });
    expect(again.body.detail).toContain('pending_approval');

    const list = await request(h.app)
      .get('/rounds?status=pending_approval&search=desks')
      .set('Authorization', acme);
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await request(h.app).get('/rounds?status=draft').set('Authorization', acme)).body.total).toBe(0);
  });

  it('serves admin decisions: approve with the buyer snapshot, close, and refuses the rest', async () => {
    const created = await createRound(acme, {
      title: 'Approve me',
      products: [{ productId: chair.id, moq: 8, maxQty: 40 }, { productId: desk.id }],
    }).expect(201);
    const id = created.body.id as string;
    const refused = await decide(id, 'approve').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ status: 409, code: 'supplier.round_transition' });
    await request(h.app).post(`/rounds/${id}/submit`).set('Authorization', acme).expect(200);
    await expect(decide(id, 'close')).rejects.toMatchObject({ status: 409 });
    await expect(decide(id, 'approve')).resolves.toEqual({ roundId: id, status: 'approved' });
    await expect(decide(id, 'reject')).rejects.toMatchObject({ status: 409 });
    await expect(decide('no-such-round', 'approve')).rejects.toMatchObject({
      status: 404,
      code: 'supplier.round_not_found',
    });

    const data = await approvalOf(id);
    expect(data.round).toMatchObject({ status: 'approved', supplierName: 'Acme Supplies', productCount: 2 });
    const chairLine = data.products.find((p) => p.productId === chair.id)!;
    expect(chairLine).toMatchObject({
      name: 'Chair',
      unitPrice: 10,
      currency: 'USD',
      uom: 'pieces',
      unitsPerPack: 4,
      moq: 8,
      maxQty: 40,
      imageUrl: chair.primaryImageUrl,
    });
    expect(data.products.find((p) => p.productId === desk.id)).toMatchObject({
      moq: 100,
      maxQty: null,
      currency: 'EUR',
    });

    // Commitments from the buyer side: the highest seq wins, whatever the arrival order.
    const rp = chairLine.id;
    const commit = (seq: number, total: number, buyerId = 'buyer-1') =>
      commitment(id, rp, { seq, total, delta: 1, buyerId });
    await commit(2, 12);
    await commit(1, 4);
    const perf = await performanceWith(id, 12);
    expect(perf).toMatchObject({
      productsMeetingMoq: 1,
      revenue: 120,
      potentialRevenue: 80 + 250,
      // The card is the mean of the rows (100 % and 0 %); the dashboard keeps spec §9's units over
      // MOQ units (12 of 108).
      round: { committedUnits: 12, totalMoq: 108, averageProgress: 50 },
    });
    expect(perf.products.find((p: { id: string }) => p.id === rp)).toMatchObject({
      committed: 12,
      progress: 100,
      moqMet: true,
    });
    expect(perf.products.find((p: { productId: string }) => p.productId === desk.id)).toMatchObject({
      committed: 0,
      progress: 0,
      moqMet: false,
    });

    const dash = await request(h.app).get('/dashboard').set('Authorization', acme).expect(200);
    expect(dash.body).toMatchObject({ activeRounds: 1, activeBuyers: 1, products: 2, totalSales: 0 });
    expect(dash.body.rounds[0]).toMatchObject({ id, productCount: 2, buyerCount: 1, averageProgress: 11 });

    await expect(decide(id, 'close')).resolves.toEqual({ roundId: id, status: 'closed' });
    const closed = await eventually(async () =>
      (await h.published()).find(
        (e) => e.type === 'supplier.round.closed.v1' && (e.data as { round: { id: string } }).round.id === id,
      ),
    );
    expect(closed!.data).toMatchObject({ reason: 'closed', round: { status: 'closed' } });
  });

  it('carries per-unit measures in the snapshot and shows the committed load as a container plan', async () => {
    const crate = await product(acme, {
      name: 'Crate',
      sku: 'CR-1',
      unitPrice: 5,
      netWeightKg: 1.5,
      grossWeightKg: 2,
      cbm: 0.05,
    });
    const loose = await product(acme, { name: 'Loose', sku: 'L-1', unitPrice: 1, grossWeightKg: 1 });
    const created = await createRound(acme, {
      title: 'Fill me',
      products: [{ productId: crate.id, moq: 10 }, { productId: loose.id }],
    }).expect(201);
    const id = created.body.id as string;
    await request(h.app).post(`/rounds/${id}/submit`).set('Authorization', acme).expect(200);
    await decide(id, 'approve');
    const data = await approvalOf(id);
    const crateLine = data.products.find((p) => p.productId === crate.id)!;
    expect(crateLine).toMatchObject({ netWeightKg: 1.5, grossWeightKg: 2, cbm: 0.05 });
    expect(data.products.find((p) => p.productId === loose.id)).toMatchObject({ cbm: null });

    await commitment(id, crateLine.id, { seq: 1, total: 1000, delta: 1000, buyerId: 'buyer-fill' });
    const perf = await performanceWith(id, 1000);
    // 1000 × 0.05 m³ = 50 m³: more than a 20 ft (33.2), so one 40 ft (67.7) at 74 % by volume.
    expect(perf.round.fill).toEqual({
      volumeM3: 50,
      grossWeightKg: 2000,
      withoutVolume: 1,
      withoutWeight: 0,
      plan: {
        containers: [{ kind: '40ft', count: 1 }],
        volumePercent: 74,
        weightPercent: 7,
        limitedBy: 'volume',
      },
    });
    const list = await request(h.app).get('/rounds').set('Authorization', acme).expect(200);
    expect(list.body.items.find((r: { id: string }) => r.id === id)?.fill).toMatchObject({ volumeM3: 50 });
  });

  it('takes price breaks per product and a freight estimate, refuses bad breaks by product and break, and carries them to buyers', async () => {
    const tee = await product(acme, { name: 'Tee', sku: 'TEE-1', unitPrice: 12 });
    const before = (await request(h.app).get('/rounds').set('Authorization', acme).expect(200)).body.total;
    const refused = await createRound(acme, {
      title: 'Bad breaks',
      products: [
        { productId: desk.id },
        {
          productId: tee.id,
          maxQty: 500,
          priceBreaks: [
            { minQty: 100, unitPrice: 12 },
            { minQty: 90, unitPrice: 11 },
            { minQty: 600, unitPrice: 10 },
          ],
        },
      ],
    }).expect(400);
    expect(refused.body.errors).toEqual([
      {
        path: 'body.products.1.priceBreaks.0',
        code: 'price_break_price_not_falling',
        message: 'Break 1: the price must be below the price before it',
      },
      {
        path: 'body.products.1.priceBreaks.1',
        code: 'price_break_qty_not_rising',
        message: 'Break 2: quantities must rise from one break to the next',
      },
      {
        path: 'body.products.1.priceBreaks.2',
        code: 'price_break_above_max_qty',
        message: "Break 3: the quantity is above the product's max qty (500)",
      },
    ]);
    const fourth = await createRound(acme, {
      title: 'Too many',
      products: [
        {
          productId: tee.id,
          priceBreaks: [1, 2, 3, 4].map((n) => ({ minQty: n * 10, unitPrice: 12 - n })),
        },
      ],
    }).expect(400);
    expect(fourth.body.errors[0]).toMatchObject({ path: 'body.products.0.priceBreaks', code: 'too_big' });
    // Nothing was stored by either refusal.
    expect((await request(h.app).get('/rounds').set('Authorization', acme).expect(200)).body.total).toBe(
      before,
    );

    const created = await createRound(acme, {
      title: 'Group price',
      freightCost: 1500,
      freightBasis: 'volume',
      products: [
        {
          productId: tee.id,
          moq: 100,
          priceBreaks: [
            { minQty: 100, unitPrice: 10 },
            { minQty: 250, unitPrice: 9.5 },
          ],
        },
      ],
    }).expect(201);
    expect(created.body).toMatchObject({ freightCost: 1500, freightBasis: 'volume' });
    const id = created.body.id as string;
    await request(h.app).post(`/rounds/${id}/submit`).set('Authorization', acme).expect(200);
    await decide(id, 'approve');
    const data = await approvalOf(id);
    expect(data.round).toMatchObject({ freightCost: 1500, freightBasis: 'volume' });
    expect(data.products[0]).toMatchObject({
      unitPrice: 12,
      priceBreaks: [
        { minQty: 100, unitPrice: 10 },
        { minQty: 250, unitPrice: 9.5 },
      ],
    });
    const perf = await request(h.app).get(`/rounds/${id}`).set('Authorization', acme).expect(200);
    expect(perf.body.products[0].priceBreaks).toEqual(data.products[0].priceBreaks);
  });

  it('a rejection closes a pending round; each change is published exactly once', async () => {
    const id = (
      await createRound(acme, { title: 'Reject me', products: [{ productId: desk.id }] }).expect(201)
    ).body.id;
    await request(h.app).post(`/rounds/${id}/submit`).set('Authorization', acme).expect(200);
    await expect(decide(id, 'reject')).resolves.toEqual({ roundId: id, status: 'closed' });
    const events = await eventually(async () => {
      const mine = (await h.published()).filter(
        (e) =>
          (e.data as { round?: { id: string }; id?: string }).round?.id === id ||
          (e.data as { id?: string }).id === id,
      );
      return mine.length >= 3 ? mine : null;
    });
    expect(events!.map((e) => e.type)).toEqual([
      'supplier.round.created.v1',
      'supplier.round.submitted.v1',
      'supplier.round.closed.v1',
    ]);
    expect(events![2]!.data).toMatchObject({ reason: 'rejected' });
  });

  describe('one set of figures per round, dates ahead, breaks at the approved price', () => {
    const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
    const submit = (id: string) => request(h.app).post(`/rounds/${id}/submit`).set('Authorization', acme);
    const noticesOf = async (roundId: string) =>
      (await h.published())
        .filter((e) => e.type === 'supplier.notification.requested.v1')
        .map((e) => e.data as { kind: string; key: string; recipients: { companyIds: string[] } })
        .filter((d) => d.key.endsWith(`:${roundId}`));

    it('refuses to submit a round whose deadline or opening has passed (en/pt code)', async () => {
      const late = await createRound(acme, {
        title: 'Late',
        openAt: '2020-01-01T00:00:00.000Z',
        closeAt: '2020-02-01T00:00:00.000Z',
        products: [{ productId: desk.id }],
      }).expect(201);
      expect((await submit(late.body.id).expect(409)).body.code).toBe('supplier.round_deadline_passed');
      const stale = await createRound(acme, {
        title: 'Opened long ago',
        openAt: '2020-01-01T00:00:00.000Z',
        closeAt: ahead(86_400_000),
        products: [{ productId: desk.id }],
      }).expect(201);
      expect((await submit(stale.body.id).expect(409)).body.code).toBe('supplier.round_opening_passed');
      // Opening "now" (the dialog's default) and a deadline ahead: submitted.
      const fine = await createRound(acme, {
        title: 'Opens now',
        openAt: new Date().toISOString(),
        closeAt: ahead(86_400_000),
        products: [{ productId: desk.id }],
      }).expect(201);
      await submit(fine.body.id).expect(200);
    });

    it('refuses to approve a round whose deadline passed while it waited', async () => {
      const round = await createRound(acme, {
        title: 'Waited too long',
        closeAt: ahead(1_500),
        products: [{ productId: desk.id }],
      }).expect(201);
      await submit(round.body.id).expect(200);
      await new Promise((r) => setTimeout(r, 1_700));
      await expect(decide(round.body.id, 'approve')).rejects.toMatchObject({
        status: 409,
        code: 'supplier.round_deadline_passed',
      });
      expect(
        (await request(h.app).get(`/rounds/${round.body.id}`).set('Authorization', acme)).body.round.status,
      ).toBe('pending_approval');
    });

    it('re-checks breaks against the price the round is approved with', async () => {
      const cap = await product(acme, { name: 'Cap', sku: 'CAP-1', unitPrice: 10 });
      const round = await createRound(acme, {
        title: 'Breaks then a price drop',
        products: [
          {
            productId: cap.id,
            priceBreaks: [
              { minQty: 10, unitPrice: 9 },
              { minQty: 20, unitPrice: 8 },
            ],
          },
        ],
      }).expect(201);
      await submit(round.body.id).expect(200);
      await request(h.app)
        .patch(`/products/${cap.id}`)
        .set('Authorization', acme)
        .send({ unitPrice: 5 })
        .expect(200);
      const refused = (await decide(round.body.id, 'approve').catch((e: unknown) => e)) as HttpProblem;
      expect(refused).toMatchObject({ status: 409, code: 'supplier.round_breaks_stale' });
      // Between the breaks (8.50 is not above the first break of 9): still refused.
      await request(h.app)
        .patch(`/products/${cap.id}`)
        .set('Authorization', acme)
        .send({ unitPrice: 8.5 })
        .expect(200);
      await expect(decide(round.body.id, 'approve')).rejects.toMatchObject({
        code: 'supplier.round_breaks_stale',
      });
      // Back above the breaks: approved, and the snapshot carries that price.
      await request(h.app)
        .patch(`/products/${cap.id}`)
        .set('Authorization', acme)
        .send({ unitPrice: 11 })
        .expect(200);
      await expect(decide(round.body.id, 'approve')).resolves.toMatchObject({ status: 'approved' });
      expect((await approvalOf(round.body.id)).products[0]).toMatchObject({ unitPrice: 11 });
    });

    it("tells the supplier's company when its round is approved or rejected", async () => {
      const make = async (title: string) => {
        const id = (await createRound(acme, { title, products: [{ productId: desk.id }] }).expect(201)).body
          .id as string;
        await submit(id).expect(200);
        return id;
      };
      const approved = await make('Tell me yes');
      const rejected = await make('Tell me no');
      await decide(approved, 'approve');
      await decide(rejected, 'reject');
      const yes = await eventually(async () =>
        (await noticesOf(approved)).find((n) => n.kind === 'round_approved'),
      );
      const no = await eventually(async () =>
        (await noticesOf(rejected)).find((n) => n.kind === 'round_rejected'),
      );
      expect(yes).toMatchObject({
        recipients: { companyIds: ['co-acme'] },
        params: { roundTitle: 'Tell me yes' },
      });
      expect(no).toMatchObject({
        recipients: { companyIds: ['co-acme'] },
        params: { roundTitle: 'Tell me no' },
      });
    });

    it('fills the container from the approval snapshot, not a later catalogue edit', async () => {
      const box = await product(acme, {
        name: 'Box',
        sku: 'BOX-1',
        unitPrice: 5,
        grossWeightKg: 2,
        cbm: 0.5,
      });
      const id = (
        await createRound(acme, {
          title: 'Snapshot fill',
          products: [{ productId: box.id, moq: 10 }],
        }).expect(201)
      ).body.id as string;
      await submit(id).expect(200);
      await decide(id, 'approve');
      const rp = (await approvalOf(id)).products[0]!.id;
      // The supplier edits the product after approval: buyers still see the approved 0.5 m³.
      await request(h.app)
        .patch(`/products/${box.id}`)
        .set('Authorization', acme)
        .send({ cbm: 0.9, unitPrice: 7 })
        .expect(200);
      await commitment(id, rp, { seq: 1, total: 100, delta: 100, buyerId: 'buyer-snap' });
      const perf = await performanceWith(id, 100);
      expect(perf.round.fill).toMatchObject({ volumeM3: 50, grossWeightKg: 200 });
      expect(perf.products[0]).toMatchObject({ unitPrice: 5 });
      expect(perf.revenue).toBe(500);
    });

    it('Round Performance after a close shows what was confirmed and sold, at the prices paid', async () => {
      const now = new Date();
      const id = `closed-${Date.now()}`;
      const light = await product(acme, {
        name: 'Lamp',
        sku: `LMP-${Date.now()}`,
        unitPrice: 12,
        grossWeightKg: 1,
        cbm: 0.01,
      });
      const heavy = await product(acme, {
        name: 'Anvil',
        sku: `ANV-${Date.now()}`,
        unitPrice: 100,
        grossWeightKg: 50,
        cbm: 0.1,
      });
      await h.service.context.rounds.create({
        _id: id,
        supplierId: 'co-acme',
        supplierName: 'Acme Supplies',
        title: 'Closed with a release',
        description: null,
        currency: 'USD',
        openAt: null,
        closeAt: now,
        status: 'closed',
        closedBy: 'schedule',
        closedAt: now,
        products: [
          {
            id: 'rp-lamp',
            productId: light.id,
            moq: 100,
            maxQty: null,
            outcome: 'met',
            committedAtClose: 120,
            priceBreaks: [{ minQty: 100, unitPrice: 10 }],
            atApproval: { unitPrice: 12, netWeightKg: 0.9, grossWeightKg: 1, cbm: 0.01 },
          },
          {
            id: 'rp-anvil',
            productId: heavy.id,
            moq: 50,
            maxQty: null,
            outcome: 'released',
            committedAtClose: 7,
            atApproval: { unitPrice: 100, netWeightKg: 49, grossWeightKg: 50, cbm: 0.1 },
          },
        ],
        createdAt: now,
        updatedAt: now,
        version: 4,
        _events: [],
      });
      // The orders after the close: lamps at the break ($10), anvils released.
      const line = (qty: number) => ({
        id: `l-${qty}`,
        roundProductId: 'rp-lamp',
        productId: light.id,
        name: 'Lamp',
        sku: 'LMP',
        uom: 'pieces',
        unitsPerPack: 1,
        qty,
        unitPrice: 10,
        subtotal: qty * 10,
        listUnitPrice: 12,
      });
      const order = (n: number, qty: number, status: string) => ({
        _id: `${id}-o${n}`,
        supplierId: 'co-acme',
        buyerId: `b-${n}`,
        buyerCompanyId: null,
        roundId: id,
        roundTitle: 'Closed with a release',
        currency: 'USD',
        status,
        totalValue: qty * 10,
        totalUnits: qty,
        totalItems: 1,
        items: [line(qty)],
        createdAt: now,
        decidedAt: now,
        day: dayOf(now),
        version: 3,
      });
      await h.service.context.salesOrders.insertMany([
        order(1, 70, 'approved'),
        order(2, 50, 'approved'),
        order(3, 9, 'rejected'),
      ]);
      const perf = (await request(h.app).get(`/rounds/${id}`).set('Authorization', acme).expect(200)).body;
      // Sold: 120 lamps at $10 (not 120 × $12 + 7 × $100 = $2,140).
      expect(perf.revenue).toBe(1200);
      // Committed at Close and the container count the confirmed lamps only.
      expect(perf.round.committedUnits).toBe(120);
      expect(perf.round.fill).toMatchObject({ grossWeightKg: 120, volumeM3: 1.2 });
      // Each product keeps its record, the released one too.
      expect(perf.products.find((p: { id: string }) => p.id === 'rp-anvil')).toMatchObject({
        committed: 7,
        outcome: 'released',
        progress: expect.closeTo(14, 5),
      });
      // Avg. MOQ Progress agrees with the rows (100 % and 14 %), the released product counted at
      // its 14 %; the rounds list says the same.
      expect(perf.round.averageProgress).toBe(57);
      const list = await request(h.app).get('/rounds?status=closed').set('Authorization', acme).expect(200);
      expect(list.body.items.find((r: { id: string }) => r.id === id).averageProgress).toBe(57);
    });
  });

  describe('access', () => {
    let acmeRound: string;
    beforeAll(async () => {
      acmeRound = (
        await createRound(acme, { title: 'Private', products: [{ productId: chair.id }] }).expect(201)
      ).body.id;
    });

    it('never shows or submits another company’s round, by id or listing', async () => {
      const list = await request(h.app).get('/rounds').set('Authorization', globex).expect(200);
      expect(list.body.total).toBe(0);
      await request(h.app).get(`/rounds/${acmeRound}`).set('Authorization', globex).expect(404);
      await request(h.app).post(`/rounds/${acmeRound}/submit`).set('Authorization', globex).expect(404);
      const still = await request(h.app).get(`/rounds/${acmeRound}`).set('Authorization', acme).expect(200);
      expect(still.body.round.status).toBe('draft');
    });

    it('has no HTTP route for decisions, buyers get 403, no token 401, no company the code', async () => {
      for (const path of ['approve', 'decision', 'close'])
        expect(
          (await request(h.app).post(`/rounds/${acmeRound}/${path}`).set('Authorization', acme)).status,
        ).toBe(404);
      const buyer = h.bearer('buyer', 'co-b');
      const admin = h.bearer('admin', null);
      const calls = () => [
        request(h.app).get('/rounds'),
        request(h.app)
          .post('/rounds')
          .send({ title: 'x', products: [{ productId: chair.id }] }),
        request(h.app).post(`/rounds/${acmeRound}/submit`),
        request(h.app).get(`/rounds/${acmeRound}`),
        request(h.app).get('/dashboard'),
        request(h.app).post('/rounds/import').attach('file', Buffer.from('a'), 'x.csv'),
      ];
      for (const call of calls()) expect((await call.set('Authorization', buyer)).status).toBe(403);
      // Admins decide through the command, never by writing as a supplier.
      for (const call of calls()) expect((await call.set('Authorization', admin)).status).toBe(403);
      for (const call of calls()) expect((await call).status).toBe(401);
      const orphan = h.bearer('supplier', null);
      for (const call of calls()) {
        const res = await call.set('Authorization', orphan);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('supplier.no_company');
      }
    });
  });
});
