import request from 'supertest';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually, harnessServiceDeps } from '@marketplace/service-kit/testing';
import {
  sealRoundCommand,
  type MySpending,
  type OrderSnapshot,
  type RoundSummary,
  type SpendingLimitBody,
} from '@marketplace/contracts';
import { buildBuyer, type BuyerService } from '../app';
import { roundProduct, roundSummary, startBuyer, type BuyerHarness } from '../test-harness';

/**
 * A team member's spending limits count flexible units as goods, at their line's price, on real
 * FerretDB and NATS: an order placed with flex over a limit waits for the approver; raising a
 * placed order's flex past a limit is refused; the close's call-in stops at the limits; and two
 * orders placed at once, on two replicas, are counted one after the other.
 */
describe('team spending limits with flexible units', () => {
  let h: BuyerHarness;
  const replicas: BuyerService[] = [];
  const LISBON = 'co-spend';
  const people = [
    { userId: 'sp-ana', name: 'Ana Approver', companyId: LISBON, teamRole: 'approver' },
    { userId: 'sp-bea', name: 'Bea Member', companyId: LISBON, teamRole: 'member' },
    { userId: 'sp-cid', name: 'Cid Member', companyId: LISBON, teamRole: 'member' },
    { userId: 'sp-dee', name: 'Dee Member', companyId: LISBON, teamRole: 'member' },
    { userId: 'sp-eve', name: 'Eve Member', companyId: LISBON, teamRole: 'member' },
  ] as const;
  type Person = (typeof people)[number]['userId'];
  const as = (userId: Person) => h.teamAuth(people.find((p) => p.userId === userId)!);

  beforeAll(async () => {
    h = await startBuyer('team_spending');
    await h.registerTeam(people);
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.stop!();
    await h?.stop();
  });

  const setLimits = (userId: Person, limit: Omit<SpendingLimitBody, 'currency'>) =>
    request(h.app)
      .put(`/team/members/${userId}/limits`)
      .set(as('sp-ana'))
      .send({ limits: [{ currency: 'USD', ...limit }] })
      .expect(200);

  async function openRound(products: ReturnType<typeof roundProduct>[]): Promise<RoundSummary> {
    const round = roundSummary({ currency: 'USD' });
    await h.approveRoundAndWait(round, products);
    return round;
  }

  async function cart(userId: Person, roundId: string, productId: string, qty: number, flex = 0) {
    await request(h.app)
      .put(`/carts/${roundId}/items/${productId}`)
      .set(as(userId))
      .send({ qty })
      .expect(200);
    if (flex)
      await request(h.app)
        .put(`/carts/${roundId}/items/${productId}/flex`)
        .set(as(userId))
        .send({ flex })
        .expect(200);
  }

  async function place(userId: Person, roundId: string, app = h.app): Promise<OrderSnapshot> {
    const placed = await request(app).post('/orders').set(as(userId)).send({ roundId });
    expect([placed.status, placed.body.code]).toEqual([201, undefined]);
    return placed.body as OrderSnapshot;
  }

  const setFlex = (userId: Person, order: OrderSnapshot, flex: number) =>
    request(h.app).put(`/orders/${order.id}/items/${order.items[0]!.id}/flex`).set(as(userId)).send({ flex });

  it('counts a cart line’s flex when the order is placed: over a limit, the order waits for the approver', async () => {
    await setLimits('sp-bea', { perOrder: 100, perMonth: 1000 });
    const mug = roundProduct({ unitPrice: 10, moq: 500 });
    const round = await openRound([mug]);

    // 5 × $10 and up to 6 more: as much as $110 against $100 an order.
    await cart('sp-bea', round.id, mug.id, 5, 6);
    const over = await place('sp-bea', round.id);
    expect(over).toMatchObject({
      status: 'pending_company',
      totalValue: 50,
      companyApproval: { status: 'pending', exceeded: ['per_order'] },
    });
    expect(over.items[0]).toMatchObject({ qty: 5, flex: 6 });

    // Up to $100 with its flex: within the limit, straight on to the admin.
    await cart('sp-bea', round.id, mug.id, 5, 5);
    expect((await place('sp-bea', round.id)).status).toBe('pending_admin');
  });

  it('refuses to raise a placed order’s flex past a limit, counting the month’s other orders and their flex', async () => {
    await setLimits('sp-cid', { perOrder: null, perMonth: 300 });
    const cup = roundProduct({ unitPrice: 10, moq: 5_000 });
    const plate = roundProduct({ unitPrice: 10, moq: 5_000 });
    const [first, second] = [await openRound([cup]), await openRound([plate])];
    await cart('sp-cid', first.id, cup.id, 5);
    const a = await place('sp-cid', first.id);
    expect(a.status).toBe('pending_admin');

    // The attack: $50 placed within the limit, then 995 flexible units ($9,950) on the line.
    const attack = await setFlex('sp-cid', a, 995);
    expect([attack.status, attack.body.code]).toEqual([409, 'buyer.flex_over_limit']);
    expect(attack.body.params).toEqual({ exceeded: 'per_month' });
    expect(((await setFlex('sp-cid', a, 20)).body as OrderSnapshot).items[0]?.flex).toBe(20);

    // $250 with A's flex, so a $40 order still fits the month ($290)…
    await cart('sp-cid', second.id, plate.id, 4);
    const b = await place('sp-cid', second.id);
    expect(b.status).toBe('pending_admin');
    // …and $10 of flex on it ($300), but not $20 ($310).
    await setFlex('sp-cid', b, 1).expect(200);
    expect((await setFlex('sp-cid', b, 2)).body.code).toBe('buyer.flex_over_limit');
    // Lowering is always taken, and makes room.
    await setFlex('sp-cid', a, 10).expect(200);
    await setFlex('sp-cid', b, 2).expect(200);

    // What the limits compare is what the member and the approver read as spent.
    const mine = (await request(h.app).get('/team/my-spending').set(as('sp-cid')).expect(200))
      .body as MySpending;
    expect(mine.spentThisMonth).toEqual([{ currency: 'USD', amount: 50 + 100 + 40 + 20 }]);
  });

  it('calls flex in at the close only as far as the member’s limits reach, decided once for the seal', async () => {
    await setLimits('sp-dee', { perOrder: 1000, perMonth: null });
    const lamp = roundProduct({ name: 'Lamp', unitPrice: 10, moq: 60 });
    const round = await openRound([lamp]);
    // 30 ordered by another company's buyer; Dee orders 5 offering 50 more ($550, within $1,000),
    // before Yan's 5 offering 10.
    await h.placeOrder('sp-zed', round.id, [[lamp.id, 30]]);
    await cart('sp-dee', round.id, lamp.id, 5, 50);
    const dee = await place('sp-dee', round.id);
    expect(dee.status).toBe('pending_admin');
    await h.putInCart('sp-yan', round.id, lamp.id, 5);
    await request(h.app)
      .put(`/carts/${round.id}/items/${lamp.id}/flex`)
      .set(h.auth('sp-yan'))
      .send({ flex: 10 })
      .expect(200);
    const yan = await h.orderCart('sp-yan', round.id);

    // The approver lowers Dee's limit to $150 an order: room for 10 of her 50 flexible units.
    await setLimits('sp-dee', { perOrder: 150, perMonth: null });
    // 40 ordered, 20 needed: 10 from Dee (earliest, up to her limit), the other 10 from Yan.
    const sealed = await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });
    expect(sealed.flex).toEqual([{ roundProductId: lamp.id, offered: 20, called: 20 }]);
    expect(sealed.ordered).toEqual([{ roundProductId: lamp.id, units: 60 }]);
    // Limits changed after the seal do not change what it called in.
    await setLimits('sp-dee', { perOrder: 60, perMonth: null });
    expect(await sendCommand(h.nc, sealRoundCommand, { roundId: round.id })).toEqual(sealed);

    await h.closeRound(round, 'closed', [
      {
        id: lamp.id,
        productId: lamp.productId,
        outcome: 'met',
        committedAtClose: 60,
        flexOffered: 20,
        flexCalled: 20,
      },
    ]);
    const read = async (userId: Person | 'sp-yan', id: string) =>
      (
        await request(h.app)
          .get(`/orders/${id}`)
          .set(userId === 'sp-yan' ? h.auth(userId) : as(userId))
      ).body as OrderSnapshot;
    await eventually(async () => (await read('sp-yan', yan.id)).items[0]?.qty === 15);
    expect(await read('sp-dee', dee.id)).toMatchObject({ status: 'pending_admin', totalValue: 150 });
    expect((await read('sp-dee', dee.id)).items[0]).toMatchObject({ qty: 15, flexCalled: 10 });
  });

  it('decides two orders placed at once on two replicas one after the other against the month', async () => {
    await setLimits('sp-eve', { perOrder: null, perMonth: 300 });
    const products = [0, 1, 2].map(() => roundProduct({ unitPrice: 10, moq: 5_000 }));
    const rounds: RoundSummary[] = [];
    for (const product of products) rounds.push(await openRound([product]));
    await cart('sp-eve', rounds[0]!.id, products[0]!.id, 25);
    expect((await place('sp-eve', rounds[0]!.id)).status).toBe('pending_admin');

    const other = await buildBuyer(
      harnessServiceDeps('buyer', {
        config: { ...h.config, INSTANCE_NAME: 'spending-replica-2' },
        conn: h.conn,
        nc: h.nc,
        publicKey: h.keys.publicKey,
      }),
    );
    await other.start!();
    replicas.push(other);
    await eventually(async () => rounds.every((r) => !!other.context.catalogue.get(r.id)));

    // $250 spent of $300: two $40 orders, in two rounds, on two replicas, at the same moment.
    await cart('sp-eve', rounds[1]!.id, products[1]!.id, 4);
    await cart('sp-eve', rounds[2]!.id, products[2]!.id, 4);
    const both = await Promise.all([
      place('sp-eve', rounds[1]!.id, h.app),
      place('sp-eve', rounds[2]!.id, other.app),
    ]);
    expect(both.map((o) => o.status).sort()).toEqual(['pending_admin', 'pending_company']);
    expect(both.find((o) => o.status === 'pending_company')?.companyApproval?.exceeded).toEqual([
      'per_month',
    ]);
  });
});
