import request from 'supertest';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  teamAuditResponseSchema,
  type MySpending,
  type OrderSnapshot,
  type TeamAuditResponse,
  type TeamResponse,
} from '@marketplace/contracts';
import { noticeRoundsClosingSoon } from '../use-cases/round-notices';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

/**
 * Buying teams in the buyer service, on real FerretDB and NATS: the approver's Team page, limits
 * and time zone; a member's order over a limit held for the company (not in the book, not sent
 * to the admin), approved into the book or rejected with its units given back; one still held at
 * the close released; and who may do or see what, by id and by listing.
 */
describe('buying teams', () => {
  let h: BuyerHarness;
  const LISBON = 'co-lisbon';
  const PORTO = 'co-porto';
  const people = [
    { userId: 'ana', name: 'Ana Approver', companyId: LISBON, teamRole: 'approver' },
    { userId: 'bea', name: 'Bea Member', companyId: LISBON, teamRole: 'member' },
    { userId: 'cid', name: 'Cid Member', companyId: LISBON, teamRole: 'member' },
    { userId: 'dan', name: 'Dan Approver', companyId: PORTO, teamRole: 'approver' },
    { userId: 'eve', name: 'Eve Member', companyId: PORTO, teamRole: 'member' },
  ] as const;
  const as = (userId: (typeof people)[number]['userId']) =>
    h.teamAuth(people.find((x) => x.userId === userId)!);

  async function placeAs(userId: 'ana' | 'bea', roundId: string, productId: string, qty: number) {
    await request(h.app)
      .put(`/carts/${roundId}/items/${productId}`)
      .set(as(userId))
      .send({ qty })
      .expect(200);
    const placed = await request(h.app).post('/orders').set(as(userId)).send({ roundId });
    expect([placed.status, placed.body.code]).toEqual([201, undefined]);
    return placed.body as OrderSnapshot;
  }

  /** The notification requests of `kind` (about the round titled `roundTitle` when given). */
  /** The ids of the orders this service announced as placed (`buyer.order.placed.v1`): the admin's queue. */
  const announcedPlaced = async () => {
    const placed = await streamEvents<{ id: string }>(h.nc, 'buyer', { type: 'buyer.order.placed.v1' });
    return placed.map((e) => e.data.id);
  };
  const noticesOf = async (kind: string) => (await h.notificationRequests()).filter((n) => n.kind === kind);
  const notices = async (kind: string, roundTitle = 'Team Round') =>
    (await noticesOf(kind)).filter((n) => n.params.roundTitle === roundTitle);

  beforeAll(async () => {
    h = await startBuyer('buying_teams');
    await h.registerTeam(people);
  });

  afterAll(async () => {
    await h?.stop();
  });

  it("is the approver's: a member, a supplier, a buyer without a company and no token are refused", async () => {
    for (const path of ['/team', '/team/audit']) {
      const member = await request(h.app).get(path).set(as('bea')).expect(403);
      expect(member.body.code).toBe('buyer.team_approver_only');
      await request(h.app)
        .get(path)
        .set({ Authorization: `Bearer ${h.token('sup', 'supplier', 'co-sup')}` })
        .expect(403);
      const lone = await request(h.app)
        .get(path)
        .set({ Authorization: `Bearer ${h.token('lone', 'buyer', null)}` })
        .expect(403);
      expect(lone.body.code).toBe('buyer.company_missing');
      await request(h.app).get(path).expect(401);
    }
    await request(h.app).put('/team/members/cid/limits').set(as('bea')).send({ limits: [] }).expect(403);
    await request(h.app).put('/team/settings').set(as('bea')).send({ timeZone: 'UTC' }).expect(403);
  });

  it('lists only the own company’s team, sets limits and the time zone, and records who changed what', async () => {
    const team = (await request(h.app).get('/team').set(as('ana')).expect(200)).body as TeamResponse;
    expect(team.members.map((m) => [m.userId, m.teamRole])).toEqual([
      ['ana', 'approver'],
      ['bea', 'member'],
      ['cid', 'member'],
    ]);
    expect(team).toMatchObject({ companyId: LISBON, timeZone: 'UTC', pendingApprovals: [] });

    const set = await request(h.app)
      .put('/team/members/bea/limits')
      .set(as('ana'))
      .send({ limits: [{ currency: 'USD', perOrder: 100, perMonth: 150 }] })
      .expect(200);
    expect(set.body).toEqual({
      userId: 'bea',
      name: 'Bea Member',
      email: 'bea@example.test',
      teamRole: 'member',
      limits: [{ currency: 'USD', perOrder: 100, perMonth: 150 }],
      spentThisMonth: [],
    });
    // The whole team read back: Bea's limits changed, nobody else's.
    const after = (await request(h.app).get('/team').set(as('ana')).expect(200)).body as TeamResponse;
    expect(after.members.map((m) => [m.userId, m.limits])).toEqual([
      ['ana', []],
      ['bea', [{ currency: 'USD', perOrder: 100, perMonth: 150 }]],
      ['cid', []],
    ]);

    // Another company's member, by id, from either side: not found.
    const other = await request(h.app)
      .put('/team/members/eve/limits')
      .set(as('ana'))
      .send({ limits: [] })
      .expect(404);
    expect(other.body.code).toBe('buyer.team_member_not_found');
    await request(h.app).put('/team/members/bea/limits').set(as('dan')).send({ limits: [] }).expect(404);
    const porto = (await request(h.app).get('/team').set(as('dan')).expect(200)).body as TeamResponse;
    expect(porto.members.map((m) => m.userId)).toEqual(['dan', 'eve']);

    for (const limits of [
      [
        { currency: 'USD', perOrder: 1, perMonth: null },
        { currency: 'USD', perOrder: 2, perMonth: null },
      ],
      [{ currency: 'USD', perOrder: -1, perMonth: null }],
      [{ currency: 'USD', perOrder: 0.001, perMonth: null }],
      [{ currency: 'XYZ', perOrder: 1, perMonth: null }],
    ])
      await request(h.app).put('/team/members/cid/limits').set(as('ana')).send({ limits }).expect(400);

    const badZone = await request(h.app).put('/team/settings').set(as('ana')).send({ timeZone: 'Mars/Base' });
    expect(badZone.status).toBe(400);
    expect(badZone.body.errors[0].path).toBe('body.timeZone');
    await request(h.app)
      .put('/team/settings')
      .set(as('ana'))
      .send({ timeZone: 'America/Sao_Paulo' })
      .expect(200);
    expect((await request(h.app).get('/team').set(as('ana'))).body.timeZone).toBe('America/Sao_Paulo');

    const trail = (await request(h.app).get('/team/audit?memberId=bea').set(as('ana')).expect(200))
      .body as TeamAuditResponse;
    expect(trail.items).toEqual([
      expect.objectContaining({
        action: 'limits_changed',
        actorId: 'ana',
        actorName: 'Ana Approver',
        memberName: 'Bea Member',
        details: { before: [], after: [{ currency: 'USD', perOrder: 100, perMonth: 150 }] },
      }),
    ]);
    expect((await request(h.app).get('/team/audit').set(as('dan'))).body.items).toEqual([]);

    // The member hears that the limits changed.
    await eventually(async () => (await noticesOf('team_limits_changed')).length > 0);
    expect((await noticesOf('team_limits_changed'))[0]).toMatchObject({
      recipients: { userIds: ['bea'] },
      params: { approverName: 'Ana Approver' },
    });
    const mine = (await request(h.app).get('/team/my-spending').set(as('bea')).expect(200))
      .body as MySpending;
    expect(mine).toMatchObject({
      teamRole: 'member',
      limits: [{ currency: 'USD', perOrder: 100, perMonth: 150 }],
    });
  });

  it('holds an order over a limit for the company: approved it joins the book and goes on; rejected or unapproved at the close, its units go back', async () => {
    const product = roundProduct({ unitPrice: 10, moq: 500 });
    const round = roundSummary({ title: 'Team Round' });
    await h.approveRoundAndWait(round, [product]);
    const ctx = h.service.context;
    const committed = () => ctx.committed.get(product.id).total;
    await request(h.app)
      .put('/team/members/bea/limits')
      .set(as('ana'))
      .send({ limits: [{ currency: 'USD', perOrder: 100, perMonth: 200 }] })
      .expect(200);

    // Within the limit ($50): to the admin, in the book, as before.
    const small = await placeAs('bea', round.id, product.id, 5);
    expect(small.status).toBe('pending_admin');
    expect(ctx.orderBook.orderedUnits(product.id)).toBe(5);

    // $120 > $100 per order: held, committed but not in the book.
    const big = await placeAs('bea', round.id, product.id, 12);
    expect(big).toMatchObject({
      status: 'pending_company',
      companyApproval: { status: 'pending', exceeded: ['per_order'], decidedBy: null },
    });
    expect(ctx.orderBook.orderedUnits(product.id)).toBe(5);
    expect(committed()).toBe(17);
    // Shown apart on the MOQ bar: what buyers read of the round says so.
    const shown = async () =>
      (await request(h.app).get(`/rounds/${round.id}`).set(as('cid')).expect(200)).body.products[0];
    expect(await shown()).toMatchObject({ committed: 17, ordered: 5, awaitingApproval: 12 });
    await eventually(async () => (await notices('order_awaiting_company')).length === 1);
    expect((await notices('order_awaiting_company'))[0]).toMatchObject({
      recipients: { userIds: ['ana'] },
      params: { memberName: 'Bea Member', roundTitle: 'Team Round' },
    });

    // Who sees it: Bea and her approver; not Cid, not Porto's approver.
    const listed = async (who: 'ana' | 'bea' | 'cid' | 'dan') =>
      ((await request(h.app).get('/orders').set(as(who)).expect(200)).body.items as OrderSnapshot[]).map(
        (o) => o.id,
      );
    expect((await listed('ana')).sort()).toEqual([small.id, big.id].sort());
    // The approver's list says who of the team placed each order; the member's own does not.
    const named = async (who: 'ana' | 'bea') =>
      ((await request(h.app).get('/orders').set(as(who))).body.items as OrderSnapshot[]).map(
        (o) => o.placedByName,
      );
    expect(await named('ana')).toEqual(['Bea Member', 'Bea Member']);
    expect(await named('bea')).toEqual([undefined, undefined]);
    expect((await listed('bea')).sort()).toEqual([small.id, big.id].sort());
    expect(await listed('cid')).toEqual([]);
    // The approver's dashboard counts the team's orders; a member's, their own.
    const totalOrders = async (who: 'ana' | 'bea' | 'cid') =>
      (await request(h.app).get('/dashboard').set(as(who)).expect(200)).body.totalOrders as number;
    expect([await totalOrders('ana'), await totalOrders('bea'), await totalOrders('cid')]).toEqual([2, 2, 0]);
    expect(await listed('dan')).toEqual([]);
    await request(h.app).get(`/orders/${big.id}`).set(as('ana')).expect(200);
    await request(h.app).get(`/orders/${big.id}`).set(as('cid')).expect(404);
    const team = (await request(h.app).get('/team').set(as('ana'))).body as TeamResponse;
    expect(team.pendingApprovals.map((o) => o.id)).toEqual([big.id]);
    expect(team.members.find((m) => m.userId === 'bea')?.spentThisMonth).toEqual([
      { currency: 'USD', amount: 170 },
    ]);

    // Deciding is the company approver's, on its own company's orders only.
    const decide = (who: 'ana' | 'bea' | 'dan', id: string, body: object) =>
      request(h.app).post(`/orders/${id}/company-decision`).set(as(who)).send(body);
    expect((await decide('bea', big.id, { decision: 'approve' })).status).toBe(403);
    expect((await decide('dan', big.id, { decision: 'approve' })).status).toBe(404);

    const approved = await decide('ana', big.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'pending_admin',
      companyApproval: { status: 'approved', decidedBy: 'ana', decidedByName: 'Ana Approver' },
    });
    expect(ctx.orderBook.orderedUnits(product.id)).toBe(17);
    expect(await shown()).toMatchObject({ committed: 17, ordered: 17, awaitingApproval: 0 });
    // Approved by the company, it reaches the admin's queue as a placed order; held, it never did.
    await eventually(async () => (await announcedPlaced()).includes(big.id));
    expect((await announcedPlaced()).filter((id) => id === big.id)).toHaveLength(1);
    expect((await decide('ana', big.id, { decision: 'approve' })).status).toBe(200);
    const late = await decide('ana', big.id, { decision: 'reject', reason: 'no' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('buyer.order_not_awaiting_company');
    await eventually(async () => (await notices('order_company_approved')).length === 1);

    // $60 on top of $170 this month passes $200 a month: held, then rejected with a reason.
    const third = await placeAs('bea', round.id, product.id, 6);
    expect(third).toMatchObject({ status: 'pending_company', companyApproval: { exceeded: ['per_month'] } });
    expect(committed()).toBe(23);
    expect(ctx.orderBook.heldUnits(product.id)).toBe(6);
    await eventually(async () => (await announcedPlaced()).includes(small.id));
    expect(await announcedPlaced()).not.toContain(third.id);
    expect((await decide('ana', third.id, { decision: 'reject' })).status).toBe(400);
    const rejected = await decide('ana', third.id, {
      decision: 'reject',
      reason: 'Over this month’s budget',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      companyApproval: { status: 'rejected', reason: 'Over this month’s budget' },
    });
    expect(committed()).toBe(17);
    expect(ctx.orderBook.heldUnits(product.id)).toBe(0);
    await eventually(async () => (await notices('order_company_rejected')).length === 1);
    expect((await notices('order_company_rejected'))[0]).toMatchObject({
      recipients: { userIds: ['bea'] },
      params: { reason: 'Over this month’s budget', approverName: 'Ana Approver' },
    });

    // The approver sees the carts the team is preparing; another company's approver does not.
    await request(h.app)
      .put(`/carts/${round.id}/items/${product.id}`)
      .set(as('cid'))
      .send({ qty: 3 })
      .expect(200);
    const carts = ((await request(h.app).get('/team').set(as('ana'))).body as TeamResponse).carts;
    expect(carts).toEqual([
      expect.objectContaining({
        memberId: 'cid',
        memberName: 'Cid Member',
        roundTitle: 'Team Round',
        totalUnits: 3,
      }),
    ]);
    expect(((await request(h.app).get('/team').set(as('dan'))).body as TeamResponse).carts).toEqual([]);
    await request(h.app).delete(`/carts/${round.id}/items/${product.id}`).set(as('cid')).expect(200);

    // An approver's own order never waits.
    const own = await placeAs('ana', round.id, product.id, 100);
    expect(own.status).toBe('pending_admin');

    // Still held when the round closes: released like a cart, and both are told.
    const fourth = await placeAs('bea', round.id, product.id, 4);
    expect(fourth.status).toBe('pending_company');
    expect(committed()).toBe(121);
    expect(ctx.orderBook.heldUnits(product.id)).toBe(4);
    await h.closeRound(round);
    await eventually(async () => (await ctx.orders.findById(fourth.id).lean())?.status === 'cancelled');
    expect((await request(h.app).get(`/orders/${fourth.id}`).set(as('bea'))).body).toMatchObject({
      status: 'cancelled',
      companyApproval: { status: 'released' },
    });
    await eventually(async () => committed() === 117);
    expect(ctx.orderBook.heldUnits(product.id)).toBe(0);
    await eventually(async () => (await notices('order_released_unapproved')).length === 1);
    expect((await notices('order_released_unapproved'))[0]?.recipients.userIds?.sort()).toEqual([
      'ana',
      'bea',
    ]);

    const timeline = (await request(h.app).get(`/team/audit?orderId=${fourth.id}`).set(as('ana'))).body
      .items as TeamAuditResponse['items'];
    expect(timeline.map((e) => [e.action, e.actorId])).toEqual([
      ['order_released_unapproved', null],
      ['order_held', 'bea'],
    ]);
  });

  it("reads the team's activity after a company approval, and entries stored without details", async () => {
    const product = roundProduct({ unitPrice: 10, moq: 500 });
    const round = roundSummary({ title: 'Activity Round' });
    await h.approveRoundAndWait(round, [product]);
    await request(h.app)
      .put('/team/members/bea/limits')
      .set(as('ana'))
      .send({ limits: [{ currency: 'USD', perOrder: 10, perMonth: null }] })
      .expect(200);
    const held = await placeAs('bea', round.id, product.id, 2);
    expect(held.status).toBe('pending_company');
    await request(h.app)
      .post(`/orders/${held.id}/company-decision`)
      .set(as('ana'))
      .send({ decision: 'approve' })
      .expect(200);
    await eventually(async () =>
      ((await request(h.app).get('/team/audit').set(as('ana'))).body as TeamAuditResponse).items.some(
        (e) => e.action === 'order_company_approved' && e.orderId === held.id,
      ),
    );
    // An entry from before empty details were kept.
    await h.service.context.teamAudit.collection.insertOne({
      _id: 'legacy-approval' as never,
      companyId: LISBON,
      at: new Date(),
      action: 'order_company_approved',
      actorId: 'ana',
      actorName: 'Ana Approver',
      memberId: 'bea',
      memberName: 'Bea Member',
      orderId: 'legacy-order',
    });
    const body = (await request(h.app).get('/team/audit').set(as('ana')).expect(200)).body;
    // What the Team › Activity page parses the answer with.
    const parsed = teamAuditResponseSchema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
    const approvals = parsed.data!.items.filter((e) => e.action === 'order_company_approved');
    expect(approvals.map((e) => [e.orderId, e.details])).toEqual(
      expect.arrayContaining([
        [held.id, {}],
        ['legacy-order', {}],
      ]),
    );
  });

  it("tells the approvers at the round's last call how many of their members' orders still wait", async () => {
    const product = roundProduct({ unitPrice: 10, moq: 500 });
    const closeAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const round = roundSummary({ title: 'Closing Team Round', closeAt });
    await h.approveRoundAndWait(round, [product]);
    await request(h.app)
      .put('/team/members/bea/limits')
      .set(as('ana'))
      .send({ limits: [{ currency: 'USD', perOrder: 10, perMonth: null }] })
      .expect(200);
    expect((await placeAs('bea', round.id, product.id, 2)).status).toBe('pending_company');

    await noticeRoundsClosingSoon(h.service.context);
    // Requested through the outbox: published a moment after.
    await eventually(async () => (await notices('approval_last_call', round.title)).length > 0);
    await eventually(async () => (await notices('round_closing_soon', round.title)).length > 0);
    expect(await notices('approval_last_call', round.title)).toMatchObject([
      { recipients: { userIds: ['ana'] }, params: { roundTitle: round.title, closeAt, count: 1 } },
    ]);
    // The member with only a held order hears that the round closes soon, like any buyer in it.
    const soon = await notices('round_closing_soon', round.title);
    expect(soon[0]?.recipients.userIds).toEqual(['bea']);
  });
});
