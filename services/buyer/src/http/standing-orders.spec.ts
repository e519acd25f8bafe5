import request from 'supertest';
import type { OrderSnapshot, RoundSummary, StandingOrder } from '@marketplace/contracts';
import { eventually } from '@marketplace/service-kit/testing';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

jest.setTimeout(90_000);

/**
 * Standing orders (real FerretDB and NATS): a buyer, or their team's approver for a member, keeps
 * a quantity of a product of a series; each new edition places it as it opens, through the same
 * path as any order (held over a member's limit), once however often the opening is heard; a
 * price risen past the holder's limit lands in the cart instead; the order can be skipped until
 * the deadline, and a holder who skipped hears the last call.
 */
describe('standing orders', () => {
  let h: BuyerHarness;
  // The service's clock, moved by the tests (the scans read it too).
  let now = Date.parse('2026-03-02T09:00:00.000Z');
  const HOUR = 3_600_000;
  const TEAM = 'co-standing';
  const people = [
    { userId: 'so-ana', name: 'Ana Approver', companyId: TEAM, teamRole: 'approver' },
    { userId: 'so-bea', name: 'Bea Member', companyId: TEAM, teamRole: 'member' },
  ] as const;
  const SERIES = 'series-beans';

  beforeAll(async () => {
    h = await startBuyer('standing', { now: () => new Date(now), env: { CLOSING_SOON_SCAN_MS: '150' } });
    await h.registerTeam(people);
    await request(h.app)
      .put('/team/members/so-bea/limits')
      .set(h.teamAuth(people[0]))
      .send({ limits: [{ currency: 'USD', perOrder: 20, perMonth: null }] })
      .expect(200);
  });
  afterAll(async () => {
    await h?.stop();
  });

  const authOf = (userId: string) => {
    const person = people.find((p) => p.userId === userId);
    return person ? h.teamAuth(person) : h.auth(userId);
  };
  const as = (userId: string) => ({
    get: (path: string) => request(h.app).get(path).set(authOf(userId)),
    put: (path: string, body: object) => request(h.app).put(path).set(authOf(userId)).send(body),
    post: (path: string) => request(h.app).post(path).set(authOf(userId)).send({}),
    delete: (path: string) => request(h.app).delete(path).set(authOf(userId)),
  });
  const standing = async (userId: string) =>
    (await as(userId).get('/standing-orders').expect(200)).body.items as StandingOrder[];
  const ordersIn = async (userId: string, roundId: string) =>
    ((await as(userId).get('/orders').expect(200)).body.items as OrderSnapshot[]).filter(
      (o) => o.roundId === roundId,
    );
  /** The user's orders in the round once there are some (placed by the service meanwhile). */
  const ordersPlaced = async (userId: string, roundId: string) => {
    const found = await eventually(async () => {
      const orders = await ordersIn(userId, roundId);
      return orders.length ? orders : null;
    });
    expect(found).not.toBeNull();
    return found!;
  };
  const told = async (kind: string, userId: string, roundTitle: string) =>
    (await h.notificationRequests()).filter(
      (r) => r.kind === kind && r.recipients.userIds?.includes(userId) && r.params.roundTitle === roundTitle,
    );

  let edition = 0;
  /** An edition of the series (beans 1 per pack, tea in packs of 5), approved; open unless `openAt` says later. */
  async function newEdition(beansPrice: number, over: Partial<RoundSummary> = {}) {
    edition++;
    const round = roundSummary({
      title: `Weekly Beans #${edition}`,
      seriesId: SERIES,
      currency: 'USD',
      closeAt: new Date(now + 30 * HOUR).toISOString(),
      createdAt: new Date(now).toISOString(),
      ...over,
    });
    const products = [
      roundProduct({ productId: 'p-beans', name: 'Beans', unitPrice: beansPrice, unitsPerPack: 1 }),
      roundProduct({ productId: 'p-tea', name: 'Tea', unitPrice: 4, unitsPerPack: 5, maxQty: 20 }),
    ];
    await h.approveRoundAndWait(round, products);
    now += 60_000;
    return { round, beans: products[0]!, tea: products[1]! };
  }

  it('places each holder’s standing order as the next edition opens, held over a member’s limit, once', async () => {
    await newEdition(2.5);
    const cid = await as('so-cid')
      .put(`/standing-orders/${SERIES}/p-beans`, { qty: 10, flex: 5, priceRiseLimitPct: 10 })
      .expect(200);
    expect(cid.body).toMatchObject({
      seriesId: SERIES,
      seriesName: 'Weekly Beans',
      productId: 'p-beans',
      productName: 'Beans',
      buyerId: 'so-cid',
      qty: 10,
      flex: 5,
      basePrice: 2.5,
      priceRiseLimitPct: 10,
      setBy: { role: 'buyer' },
      lastEdition: null,
    });
    // The approver sets one for a member; the member reads it as their own, the approver the team's.
    const forBea = await as('so-ana').put(`/standing-orders/${SERIES}/p-beans`, {
      qty: 20,
      buyerId: 'so-bea',
    });
    expect(forBea.status).toBe(200);
    expect(forBea.body).toMatchObject({ buyerId: 'so-bea', flex: 0, priceRiseLimitPct: 10 });
    expect(forBea.body.setBy).toEqual({ role: 'approver', name: 'Ana Approver' });
    expect((await standing('so-bea')).map((s) => [s.buyerId, s.qty])).toEqual([['so-bea', 20]]);
    expect((await standing('so-ana')).map((s) => [s.buyerName, s.qty])).toEqual([['Bea Member', 20]]);
    expect((await standing('so-cid')).map((s) => s.buyerId)).toEqual(['so-cid']);

    // The edition open when they set it is theirs to order by hand: the next one places it.
    const { round, beans } = await newEdition(2.6);
    const [placed] = await ordersPlaced('so-cid', round.id);
    expect(placed).toMatchObject({
      status: 'pending_admin',
      standingSeriesId: SERIES,
      totalUnits: 10,
      items: [expect.objectContaining({ roundProductId: beans.id, qty: 10, flex: 5, unitPrice: 2.6 })],
    });
    const timeline = await as('so-cid').get(`/orders/${placed!.id}/timeline`).expect(200);
    expect(timeline.body.entries[0]).toMatchObject({ kind: 'placed', details: { standing: true } });
    // Over Bea's per-order limit (52 > 20): it waits for her approver, as any order would.
    const [held] = await ordersPlaced('so-bea', round.id);
    expect(held!.status).toBe('pending_company');
    const notice = await eventually(async () => {
      const found = await told('standing_order_placed', 'so-cid', round.title);
      return found.length ? found : null;
    });
    expect(notice![0]!.params).toMatchObject({ count: 10, closeAt: round.closeAt });
    await eventually(async () => {
      const [mine] = await standing('so-cid');
      return mine?.lastEdition?.roundId === round.id ? mine : null;
    });
    expect((await standing('so-cid'))[0]!.lastEdition).toEqual({
      roundId: round.id,
      roundTitle: round.title,
      outcome: 'ordered',
      orderId: placed!.id,
    });
    expect((await standing('so-bea'))[0]!.lastEdition?.outcome).toBe('held');
    // The round's products carry the units: 10 committed by Cid (Bea's held order counts too).
    const detail = await as('so-cid').get(`/rounds/${round.id}`).expect(200);
    expect(detail.body.products.find((p: { id: string }) => p.id === beans.id).committed).toBe(30);

    // The opening heard again (a redelivery) places nothing twice.
    await h.approveRoundAndWait({ ...round, version: round.version + 1 }, [beans]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ordersIn('so-cid', round.id)).toHaveLength(1);
  });

  it('puts it in the cart instead when the price rose past the holder’s limit, and opens editions that open later', async () => {
    // 3.00 is 20% above the 2.50 Cid accepted (limit 10%): his cart holds it, no order.
    const { round } = await newEdition(3);
    const inCart = await eventually(async () => {
      const found = await told('standing_order_in_cart', 'so-cid', round.title);
      return found.length ? found : null;
    });
    expect(inCart![0]!.params).toMatchObject({ productNames: 'Beans' });
    expect(await ordersIn('so-cid', round.id)).toEqual([]);
    const carts = (await as('so-cid').get('/carts').expect(200)).body.carts as Array<{
      roundId: string;
      items: Array<{ qty: number; flex?: number }>;
    }>;
    expect(carts.find((c) => c.roundId === round.id)?.items).toEqual([
      expect.objectContaining({ qty: 10, flex: 5 }),
    ]);
    expect((await standing('so-cid'))[0]!.lastEdition).toMatchObject({
      roundId: round.id,
      outcome: 'in_cart',
    });

    // An edition approved ahead of its opening is placed when its opening time comes (the scan).
    const later = await newEdition(2.5, {
      openAt: new Date(now + 24 * HOUR).toISOString(),
      closeAt: new Date(now + 48 * HOUR).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ordersIn('so-cid', later.round.id)).toEqual([]);
    now += 25 * HOUR;
    const opened = await ordersPlaced('so-cid', later.round.id);
    expect(opened![0]!.totalUnits).toBe(10);
  });

  it('skips an edition: the order taken back and its units released; the last call tells who skipped', async () => {
    const { round, beans } = await newEdition(2.5);
    const [order] = await ordersPlaced('so-cid', round.id);
    // Not Bea's to skip (another company's order reads as unknown); the approver skips Bea's.
    expect((await as('so-bea').post(`/orders/${order!.id}/skip`).expect(404)).body.code).toBe(
      'buyer.order_not_found',
    );
    const skipped = await as('so-cid').post(`/orders/${order!.id}/skip`).expect(200);
    expect(skipped.body.status).toBe('cancelled');
    expect(skipped.body.timeline.at(-1)).toMatchObject({
      kind: 'skipped',
      actor: { role: 'buyer', userId: 'so-cid' },
    });
    expect((await standing('so-cid'))[0]!.lastEdition).toMatchObject({
      roundId: round.id,
      outcome: 'skipped',
    });
    // Skipping again answers the same; the units are back for the group.
    expect((await as('so-cid').post(`/orders/${order!.id}/skip`).expect(200)).body.status).toBe('cancelled');
    const [held] = await ordersPlaced('so-bea', round.id);
    expect(
      (await as('so-ana').post(`/orders/${held!.id}/skip`).expect(200)).body.timeline.at(-1).actor,
    ).toEqual({
      role: 'approver',
      userId: 'so-ana',
    });
    await eventually(async () => {
      const detail = await as('so-cid').get(`/rounds/${round.id}`).expect(200);
      return detail.body.products.find((p: { id: string }) => p.id === beans.id).committed === 0 || null;
    });
    // Someone still has an order in the round, so its last call goes out: Cid hears he skipped.
    await h.placeOrder('so-dan', round.id, [[beans.id, 5]]);
    now = Date.parse(round.closeAt!) - 2 * HOUR;
    const lastCall = await eventually(async () => {
      const found = await told('standing_order_skipped_last_call', 'so-cid', round.title);
      return found.length ? found : null;
    });
    expect(lastCall![0]!.recipients.userIds).toEqual(expect.arrayContaining(['so-cid', 'so-bea']));
    // Past the deadline nothing more is skipped.
    const dans = await ordersIn('so-dan', round.id);
    expect((await as('so-dan').post(`/orders/${dans[0]!.id}/skip`).expect(409)).body.code).toBe(
      'standing.not_standing',
    );
    now = Date.parse(round.closeAt!) + HOUR;
    const next = await newEdition(2.5, { closeAt: new Date(now + HOUR).toISOString() });
    const [fresh] = await ordersPlaced('so-cid', next.round.id);
    now += 2 * HOUR;
    expect((await as('so-cid').post(`/orders/${fresh!.id}/skip`).expect(409)).body.code).toBe(
      'standing.cannot_skip',
    );
  });

  it('refuses what it cannot keep, someone else’s team, other roles and no token; removing is one call', async () => {
    const bad = await as('so-cid').put(`/standing-orders/${SERIES}/p-tea`, { qty: 7 }).expect(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(bad.body.code).toBe('buyer.not_pack_multiple');
    expect(
      (await as('so-cid').put(`/standing-orders/${SERIES}/p-tea`, { qty: 0 }).expect(400)).body.code,
    ).toBe('request.invalid');
    expect(
      (await as('so-cid').put('/standing-orders/series-unknown/p-beans', { qty: 5 }).expect(404)).body.code,
    ).toBe('standing.unknown');
    expect(
      (
        await as('so-bea')
          .put(`/standing-orders/${SERIES}/p-beans`, { qty: 5, buyerId: 'so-ana' })
          .expect(403)
      ).body.code,
    ).toBe('standing.not_your_team');
    expect(
      (
        await as('so-ana')
          .put(`/standing-orders/${SERIES}/p-beans`, { qty: 5, buyerId: 'so-cid' })
          .expect(404)
      ).body.code,
    ).toBe('standing.not_your_team');
    // Cid's is untouched by those refusals, read back whole.
    const before = await standing('so-cid');
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ qty: 10, flex: 5, basePrice: 2.5, priceRiseLimitPct: 10 });

    await request(h.app)
      .get('/standing-orders')
      .set({ Authorization: `Bearer ${h.token('so-sup', 'supplier')}` })
      .expect(403);
    await request(h.app).get('/standing-orders').expect(401);
    await request(h.app).put(`/standing-orders/${SERIES}/p-beans`).send({ qty: 5 }).expect(401);
    await request(h.app).post('/orders/anything/skip').expect(401);

    await as('so-ana').delete(`/standing-orders/${SERIES}/p-beans?buyerId=so-bea`).expect(204);
    await as('so-cid').delete(`/standing-orders/${SERIES}/p-beans`).expect(204);
    await as('so-cid').delete(`/standing-orders/${SERIES}/p-beans`).expect(204);
    expect(await standing('so-cid')).toEqual([]);
    expect(await standing('so-ana')).toEqual([]);
  });
});
