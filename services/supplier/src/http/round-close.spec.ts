import request from 'supertest';
import {
  commitmentChangedV1,
  decideRoundCommand,
  orderDecidedV1,
  roundClosedV1,
  roundExtendedV1,
  supplierNotificationRequestedV1,
  type EventData,
  type EventEnvelope,
} from '@marketplace/contracts';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { roundMoney } from '@marketplace/domain';
import { downloadExport, eventually } from '@marketplace/service-kit/testing';
import { startSupplier, type Harness } from '../test-harness';
import { orderFixture } from './sales.test-harness';

jest.setTimeout(120_000);

/**
 * Rounds close themselves at their deadline with the end action the supplier chose,
 * exactly once across replicas and restarts (real FerretDB, NATS, MinIO).
 */
describe('a round closes itself at its deadline', () => {
  let h: Harness;
  let acme: string;
  let chair: string;
  let desk: string;

  /** Scans every 250 ms: a close comes well within a second of the deadline here. */
  const FAST_SCAN = { ROUND_CLOSE_SCAN_MS: '250' };

  const product = async (body: object) => (await h.createProduct(acme, body)).id;

  /** An approved round of chair (MOQ 10) and desk (MOQ 10) closing `inMs` from now. */
  async function approvedRound(
    harness: Harness,
    endAction: string,
    inMs: number,
    extra: object = {},
  ): Promise<{ id: string; chairRp: string; deskRp: string }> {
    const created = await request(harness.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({
        title: `Closing ${endAction}`,
        currency: 'USD',
        closeAt: new Date(Date.now() + inMs).toISOString(),
        endAction,
        ...extra,
        products: [
          { productId: chair, moq: 10 },
          { productId: desk, moq: 10 },
        ],
      })
      .expect(201);
    const id = created.body.id as string;
    await request(harness.app).post(`/rounds/${id}/submit`).set('Authorization', acme).expect(200);
    await sendCommand(harness.nc, decideRoundCommand, {
      roundId: id,
      decision: 'approve',
      actorId: 'admin-1',
    });
    const perf = await request(harness.app).get(`/rounds/${id}`).set('Authorization', acme).expect(200);
    const rp = (productId: string) =>
      perf.body.products.find((p: { productId: string }) => p.productId === productId).id as string;
    return { id, chairRp: rp(chair), deskRp: rp(desk) };
  }

  /**
   * Buyers ordered chair 12 (MOQ met) and desk 4 (below), as the buyer's seal answers; desk has 10
   * more units sitting in carts (committed 14, past its MOQ of 10), which must not decide: only units in orders count.
   */
  async function commit(harness: Harness, round: { id: string; chairRp: string; deskRp: string }) {
    harness.ordered.set(round.chairRp, 12);
    harness.ordered.set(round.deskRp, 4);
    for (const [roundProductId, total] of [
      [round.chairRp, 12],
      [round.deskRp, 14],
    ] as const)
      await harness.publish(commitmentChangedV1, {
        roundId: round.id,
        roundProductId,
        seq: 1,
        totalCommitted: total,
        buyerId: 'buyer-1',
        delta: total,
        buyerCommitted: total,
        reason: 'cart-add',
        changedAt: new Date().toISOString(),
      });
    await eventually(
      async () => (await harness.service.context.commitments.countDocuments({ roundId: round.id })) === 2,
    );
  }

  const performance = async (harness: Harness, id: string) =>
    (await request(harness.app).get(`/rounds/${id}`).set('Authorization', acme).expect(200)).body;

  const closedEvents = async (harness: Harness, roundId: string) =>
    (await harness.published()).filter(
      (e): e is EventEnvelope<EventData<typeof roundClosedV1>> =>
        e.type === roundClosedV1.type && (e.data as { round: { id: string } }).round.id === roundId,
    );

  beforeAll(async () => {
    h = await startSupplier('round_close', { env: FAST_SCAN });
    acme = h.bearer('supplier', 'co-acme');
    await h.supplierCompany('co-acme', 'Acme Supplies');
    chair = await product({ name: 'Chair', sku: 'C-1', unitPrice: 10 });
    desk = await product({ name: 'Desk', sku: 'D-1', unitPrice: 25 });
  });
  afterAll(() => h?.stop());

  it('asks for the days when the end action is "extend once", and keeps the choice on the round', async () => {
    const missing = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({ title: 'No days', endAction: 'extend_once', products: [{ productId: chair }] })
      .expect(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ path: 'body.extendDays', code: 'round_extend_days_required' }),
    ]);
    const tooLong = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({ title: 'Too long', endAction: 'extend_once', extendDays: 15, products: [{ productId: chair }] })
      .expect(400);
    expect(tooLong.body.errors[0].path).toBe('body.extendDays');

    const plain = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({ title: 'Default', products: [{ productId: chair }] })
      .expect(201);
    expect(plain.body).toMatchObject({ endAction: 'confirm_met', extendDays: null, outcome: null });
  });

  it('keeps the last call the supplier chose, 24 h before the close by default', async () => {
    const chosen = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({ title: 'Late call', lastCallHours: 6, products: [{ productId: chair }] })
      .expect(201);
    expect(chosen.body.lastCallHours).toBe(6);
    const plain = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({ title: 'Default call', products: [{ productId: chair }] })
      .expect(201);
    expect(plain.body.lastCallHours).toBe(24);
    // Read back whole: the choice is stored, not only answered.
    const listed = (await request(h.app).get('/rounds').set('Authorization', acme).expect(200)).body.items;
    expect(listed.find((r: { id: string }) => r.id === chosen.body.id)).toMatchObject({ lastCallHours: 6 });
    for (const hours of [0, 337, 2.5]) {
      const refused = await request(h.app)
        .post('/rounds')
        .set('Authorization', acme)
        .send({ title: 'Bad call', lastCallHours: hours, products: [{ productId: chair }] })
        .expect(400);
      expect(refused.body.errors[0].path).toBe('body.lastCallHours');
    }
  });

  it('confirm what met its MOQ: at the deadline the met product is confirmed and the other released', async () => {
    const round = await approvedRound(h, 'confirm_met', 3_000);
    await commit(h, round);
    // Before the deadline nothing happens.
    expect((await performance(h, round.id)).round.status).toBe('approved');

    const closed = await eventually(async () => {
      const perf = await performance(h, round.id);
      return perf.round.status === 'closed' ? perf : null;
    }, 20_000);
    // Decided from the buyer's sealed order book, not from the committed units (carts included).
    expect(h.sealed).toContain(round.id);
    const lateMs = Date.now() - Date.parse(closed.round.closeAt);
    expect(lateMs).toBeLessThan(60_000);
    expect(closed.round.outcome).toEqual({ met: 1, confirmed: 0, released: 1 });
    expect(
      closed.products.map((p: { productId: string; outcome: string; committed: number }) => [
        p.productId,
        p.outcome,
        p.committed,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [chair, 'met', 12],
        [desk, 'released', 4],
      ]),
    );

    const [event, ...more] = await closedEvents(h, round.id);
    expect(more).toEqual([]);
    expect(event!.data).toMatchObject({ reason: 'closed', closedBy: 'schedule' });
    expect(event!.data.outcomes).toEqual(
      expect.arrayContaining([
        { id: round.chairRp, productId: chair, outcome: 'met', committedAtClose: 12 },
        { id: round.deskRp, productId: desk, outcome: 'released', committedAtClose: 4 },
      ]),
    );
    // The supplier's company hears the outcome.
    const notices = (await h.published()).filter(
      (e) =>
        e.type === supplierNotificationRequestedV1.type &&
        (e.data as { key: string }).key === `round-closed:${round.id}`,
    );
    expect(notices.map((n) => n.data)).toEqual([
      expect.objectContaining({
        kind: 'round_closed',
        recipients: expect.objectContaining({ companyIds: ['co-acme'] }),
        params: expect.objectContaining({ confirmed: 1, released: 1 }),
      }),
    ]);

    // The rounds table shows it too.
    const list = await request(h.app).get('/rounds?status=closed').set('Authorization', acme).expect(200);
    expect(list.body.items.find((r: { id: string }) => r.id === round.id).outcome).toEqual({
      met: 1,
      confirmed: 0,
      released: 1,
    });
  });

  it('after the close, Round Performance and its export count what was sold at the prices paid, and nothing for a released product', async () => {
    const round = await approvedRound(h, 'confirm_met', 2_000);
    await commit(h, round);
    await eventually(async () => (await performance(h, round.id)).round.status === 'closed', 20_000);
    // The close re-priced the chair to the break reached ($9.20, listed at $10) and released the
    // desk: the sold orders carry only the chair, at the price paid.
    const sold = (id: string, qty: number) =>
      orderFixture({
        supplierId: 'co-acme',
        id,
        roundId: round.id,
        items: [
          {
            id: `${id}-chair`,
            roundProductId: round.chairRp,
            productId: chair,
            name: 'Chair',
            sku: 'C-1',
            uom: 'pieces',
            unitsPerPack: 1,
            qty,
            unitPrice: 9.2,
            listUnitPrice: 10,
            subtotal: roundMoney(qty * 9.2),
          },
        ],
      });
    const orders = [sold(`${round.id}-o1`, 7), sold(`${round.id}-o2`, 5)];
    for (const order of orders) await h.publish(orderDecidedV1, order);
    await eventually(
      async () =>
        (await h.service.context.salesOrders.countDocuments({
          _id: { $in: orders.map((o) => o.id) },
        })) === orders.length,
    );
    const perf = await performance(h, round.id);
    const revenueOf = (productId: string) =>
      perf.products.find((p: { productId: string }) => p.productId === productId).revenue;
    expect(revenueOf(chair)).toBe(110.4);
    expect(revenueOf(desk)).toBe(0);
    expect(perf.revenue).toBe(110.4);

    const { rows } = await downloadExport(h.app, `/rounds/${round.id}/export?format=csv`, acme.slice(7));
    const revenueColumn = rows[0]!.indexOf('Revenue');
    const fileRevenue = rows.slice(1).map((r) => [r[1], r[revenueColumn]]);
    expect(fileRevenue).toEqual(
      expect.arrayContaining([
        ['Chair', '110.40'],
        ['Desk', '0.00'],
      ]),
    );
  });

  it('met with flex: a product the buyers’ flexible units carried to its MOQ is met, and Round Performance says how many were called; one whose flex was not enough says what was offered', async () => {
    const round = await approvedRound(h, 'confirm_met', 2_000);
    // The seal answers chair 12 of which 4 flexible units called in (8 ordered + 4), desk 4 with 3 offered.
    h.ordered.set(round.chairRp, 12);
    h.ordered.set(round.deskRp, 4);
    h.flex.set(round.chairRp, { offered: 6, called: 4 });
    h.flex.set(round.deskRp, { offered: 3, called: 0 });
    const closed = await eventually(async () => {
      const perf = await performance(h, round.id);
      return perf.round.status === 'closed' ? perf : null;
    }, 20_000);
    const byProduct = (productId: string) =>
      closed.products.find((p: { productId: string }) => p.productId === productId);
    expect(byProduct(chair)).toMatchObject({ outcome: 'met', committed: 12, flexOffered: 6, flexCalled: 4 });
    expect(byProduct(desk)).toMatchObject({
      outcome: 'released',
      committed: 4,
      flexOffered: 3,
      flexCalled: 0,
    });
    const [event] = await closedEvents(h, round.id);
    expect(event!.data.outcomes).toEqual(
      expect.arrayContaining([
        {
          id: round.chairRp,
          productId: chair,
          outcome: 'met',
          committedAtClose: 12,
          flexOffered: 6,
          flexCalled: 4,
        },
        {
          id: round.deskRp,
          productId: desk,
          outcome: 'released',
          committedAtClose: 4,
          flexOffered: 3,
          flexCalled: 0,
        },
      ]),
    );
    h.flex.clear();
  });

  it('confirm everything: the product below its MOQ is confirmed as well', async () => {
    const round = await approvedRound(h, 'confirm_all', 2_000);
    await commit(h, round);
    const closed = await eventually(async () => {
      const perf = await performance(h, round.id);
      return perf.round.status === 'closed' ? perf : null;
    }, 20_000);
    expect(closed.round.outcome).toEqual({ met: 1, confirmed: 1, released: 0 });
  });

  it('extend once: below MOQ at the deadline moves it by the chosen days, once; an admin close then applies "confirm what met"', async () => {
    const round = await approvedRound(h, 'extend_once', 2_000, { extendDays: 3 });
    await commit(h, round);
    const before = (await performance(h, round.id)).round.closeAt as string;
    const extended = await eventually(async () => {
      const perf = await performance(h, round.id);
      return perf.round.extended ? perf : null;
    }, 20_000);
    expect(extended.round.status).toBe('approved');
    expect(Date.parse(extended.round.closeAt) - Date.parse(before)).toBe(3 * 24 * 60 * 60 * 1000);
    const extendedEvents = (await h.published()).filter(
      (e) => e.type === roundExtendedV1.type && (e.data as { round: { id: string } }).round.id === round.id,
    );
    expect(extendedEvents).toHaveLength(1);

    // An admin's Close Round goes through the same close path, and never extends.
    await sendCommand(h.nc, decideRoundCommand, { roundId: round.id, decision: 'close', actorId: 'admin-1' });
    const perf = await performance(h, round.id);
    expect(perf.round.status).toBe('closed');
    expect(perf.round.outcome).toEqual({ met: 1, confirmed: 0, released: 1 });
    const [event] = await closedEvents(h, round.id);
    expect(event!.data.closedBy).toBe('admin');
  });

  it('a deadline that passes while the service is down is met once at start, however many replicas start', async () => {
    const round = await approvedRound(h, 'confirm_met', 1_500);
    await commit(h, round);
    // The service goes down before the deadline (its scan stops with it)…
    await h.service.stop();
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await h.service.context.rounds.findById(round.id).lean())!.status).toBe('approved');

    // …and two replicas start after it, on the same database, each with its own scan.
    const [a, b] = await Promise.all([
      startSupplier('round_close', { conn: h.conn, env: FAST_SCAN, ordered: h.ordered }),
      startSupplier('round_close', { conn: h.conn, env: FAST_SCAN, ordered: h.ordered }),
    ]);
    try {
      await eventually(
        async () => (await a.service.context.rounds.findById(round.id).lean())!.status === 'closed',
        20_000,
      );
      // Give the slower replica time to try too.
      await new Promise((r) => setTimeout(r, 1_500));
      // Both replicas may read one stream: one close is one event id, whoever reads it.
      const events = [...(await closedEvents(a, round.id)), ...(await closedEvents(b, round.id))];
      expect(new Set(events.map((e) => e.id)).size).toBe(1);
      const doc = (await a.service.context.rounds.findById(round.id).lean())!;
      expect(doc.closedBy).toBe('schedule');
      expect(doc.products.map((p) => p.outcome).sort()).toEqual(['met', 'released']);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
