import request from 'supertest';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import {
  decideOrderCommand,
  sealRoundCommand,
  type CartChangeResponse,
  type OrderSnapshot,
  type RoundProductOutcome,
  type RoundSummary,
} from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

/**
 * Flexible commitments in the buyer service, on real FerretDB and NATS: "and up to N
 * more if the group needs it" on a cart line, carried by the order, called in at the seal earliest
 * order first only when it lets the product meet its MOQ, never past its max, and added to the
 * orders (ledger, notice) when the supplier closes the round on those figures.
 */
describe('flexible commitments', () => {
  const h = buyerForFile('flex_commitments');

  async function order(userId: string, round: RoundSummary, productId: string, qty: number, flex = 0) {
    await h.putInCart(userId, round.id, productId, qty);
    if (flex) {
      const set = await request(h.app)
        .put(`/carts/${round.id}/items/${productId}/flex`)
        .set(h.auth(userId))
        .send({ flex })
        .expect(200);
      expect((set.body as CartChangeResponse).cart?.items[0]).toMatchObject({ qty, flex });
    }
    return h.orderCart(userId, round.id);
  }

  const read = async (userId: string, id: string) =>
    (await request(h.app).get(`/orders/${id}`).set(h.auth(userId))).body as OrderSnapshot;

  async function openRound(products: ReturnType<typeof roundProduct>[]) {
    const round = roundSummary({ title: `Flex Round ${Math.random().toString(36).slice(2, 6)}` });
    await h.approveRoundAndWait(round, products);
    return round;
  }

  it('a cart line takes flex in whole packs only, keeps it when the quantity changes, and 0 takes it back', async () => {
    const polo = roundProduct({ moq: 60, unitsPerPack: 6 });
    const round = await openRound([polo]);
    const url = `/carts/${round.id}/items/${polo.id}`;
    await request(h.app).put(url).set(h.auth('fay')).send({ qty: 12 }).expect(200);

    const odd = await request(h.app).put(`${url}/flex`).set(h.auth('fay')).send({ flex: 4 });
    expect(odd.status).toBe(400);
    expect(odd.body).toMatchObject({ code: 'buyer.not_pack_multiple', params: { unitsPerPack: 6 } });
    await request(h.app).put(`${url}/flex`).set(h.auth('fay')).send({ flex: -6 }).expect(400);

    await request(h.app).put(`${url}/flex`).set(h.auth('fay')).send({ flex: 18 }).expect(200);
    const changed = await request(h.app).put(url).set(h.auth('fay')).send({ qty: 24 }).expect(200);
    expect((changed.body as CartChangeResponse).cart?.items[0]).toMatchObject({ qty: 24, flex: 18 });
    // Flex is not committed: the group's figure counts the 24 units only.
    expect((changed.body as CartChangeResponse).cart?.items[0]?.committed).toBe(24);

    const cleared = await request(h.app).put(`${url}/flex`).set(h.auth('fay')).send({ flex: 0 }).expect(200);
    expect((cleared.body as CartChangeResponse).cart?.items[0]).toMatchObject({ qty: 24, flex: 0 });

    // Not in the cart: nothing to be flexible about.
    const other = roundProduct({ moq: 10 });
    const round2 = await openRound([other]);
    const missing = await request(h.app)
      .put(`/carts/${round2.id}/items/${other.id}/flex`)
      .set(h.auth('fay'))
      .send({ flex: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('buyer.cart_item_not_found');
  });

  it('never offers more flex than the product has left under its max, on a cart line or a placed line', async () => {
    const stool = roundProduct({ name: 'Stool', moq: 100, maxQty: 50 });
    const round = await openRound([stool]);
    await h.putInCart('kim', round.id, stool.id, 11);
    const cartFlex = (flex: number) =>
      request(h.app).put(`/carts/${round.id}/items/${stool.id}/flex`).set(h.auth('kim')).send({ flex });
    const over = await cartFlex(100_000);
    expect([over.status, over.body.code, over.body.params]).toEqual([
      409,
      'buyer.flex_over_max',
      { available: 39 },
    ]);
    await cartFlex(39).expect(200);
    const placed = await h.orderCart('kim', round.id);
    expect(placed.items[0]).toMatchObject({ qty: 11, flex: 39 });

    // Another buyer commits 10 more: 29 are left, so Kim's line can lower its offer but not raise it.
    await h.putInCart('lou', round.id, stool.id, 10);
    const url = `/orders/${placed.id}/items/${placed.items[0]!.id}/flex`;
    const raise = await request(h.app).put(url).set(h.auth('kim')).send({ flex: 40 });
    expect([raise.status, raise.body.code, raise.body.params]).toEqual([
      409,
      'buyer.flex_over_max',
      { available: 29 },
    ]);
    await request(h.app).put(url).set(h.auth('kim')).send({ flex: 30 }).expect(200);
    const listed = await request(h.app).get(`/rounds/${round.id}`).set(h.auth('lou')).expect(200);
    expect(listed.body.products[0]).toMatchObject({ committed: 21, ordered: 11, flexOffered: 30 });
  });

  it('at the seal, flex fills the gap across three buyers earliest order first; the close adds it to their orders, the ledger and tells each', async () => {
    const lamp = roundProduct({ name: 'Lamp', moq: 100, unitPrice: 10 });
    const round = await openRound([lamp]);
    const ana = await order('ana', round, lamp.id, 40, 10);
    const ben = await order('ben', round, lamp.id, 30, 20);
    const cy = await order('cy', round, lamp.id, 20, 30);
    expect(ana.items[0]).toMatchObject({ qty: 40, flex: 10 });
    // The round shows the flex offered beside the units in orders.
    const listed = await request(h.app).get(`/rounds/${round.id}`).set(h.auth('dee')).expect(200);
    expect(listed.body.products[0]).toMatchObject({ committed: 90, ordered: 90, flexOffered: 60 });

    // 90 ordered, MOQ 100: 10 called — all of Ana's flex (earliest), none of Ben's or Cy's.
    const sealed = await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });
    expect(sealed.ordered).toEqual([{ roundProductId: lamp.id, units: 100 }]);
    expect(sealed.flex).toEqual([{ roundProductId: lamp.id, offered: 60, called: 10 }]);
    // Asked again, the seal answers the same.
    expect(await sendCommand(h.nc, sealRoundCommand, { roundId: round.id })).toEqual(sealed);

    const outcome: RoundProductOutcome = {
      id: lamp.id,
      productId: lamp.productId,
      outcome: 'met',
      committedAtClose: 100,
      flexOffered: 60,
      flexCalled: 10,
    };
    await h.closeRound(round, 'closed', [outcome]);
    await eventually(async () => (await read('ana', ana.id)).items[0]?.qty === 50);
    expect((await read('ana', ana.id)).items[0]).toMatchObject({
      qty: 50,
      flex: 10,
      flexCalled: 10,
      subtotal: 500,
    });
    expect(await read('ana', ana.id)).toMatchObject({ totalUnits: 50, totalValue: 500 });
    expect((await read('ben', ben.id)).items[0]).toMatchObject({ qty: 30, flex: 20 });
    expect((await read('ben', ben.id)).items[0]?.flexCalled).toBeUndefined();
    expect((await read('cy', cy.id)).items[0]?.qty).toBe(20);
    await eventually(async () => h.service.context.committed.get(lamp.id).total === 100);

    // Told in Ana's one close notice, with her order's new total.
    await eventually(async () =>
      (await h.notificationRequests()).some(
        (r) => r.kind === 'round_closed' && r.recipients.userIds?.includes('ana'),
      ),
    );
    const told = (await h.notificationRequests()).filter((r) => r.recipients.userIds?.includes('ana'));
    expect(told.filter((r) => r.kind !== 'moq_reached')).toHaveLength(1);
    expect(told.find((r) => r.kind === 'round_closed')).toMatchObject({
      params: {
        flexCalled: 'Lamp +10',
        roundTitle: round.title,
        orderNumber: shortId(ana.id),
        orderTotal: 500,
      },
    });

    // The same close delivered again changes nothing more.
    await h.closeRound({ ...round, version: round.version }, 'closed', [outcome]);
    await new Promise((r) => setTimeout(r, 500));
    expect((await read('ana', ana.id)).items[0]?.qty).toBe(50);
    expect(h.service.context.committed.get(lamp.id).total).toBe(100);
  });

  it('a placed line’s flex changes while the round is open, keeps its order’s place, and is fixed at the seal', async () => {
    const vase = roundProduct({ name: 'Vase', moq: 30, unitsPerPack: 2 });
    const round = await openRound([vase]);
    // Gil orders first without flex, Hal second offering 10; Gil then offers 10 on his placed line.
    const gil = await order('gil', round, vase.id, 10);
    const hal = await order('hal', round, vase.id, 10, 10);
    const url = `/orders/${gil.id}/items/${gil.items[0]!.id}/flex`;
    const odd = await request(h.app).put(url).set(h.auth('gil')).send({ flex: 3 });
    expect(odd.status).toBe(400);
    expect(odd.body.code).toBe('buyer.not_pack_multiple');
    // Another buyer's order is not found, whoever asks.
    expect((await request(h.app).put(url).set(h.auth('hal')).send({ flex: 10 })).status).toBe(404);
    const missingLine = await request(h.app)
      .put(`/orders/${gil.id}/items/no-such-line/flex`)
      .set(h.auth('gil'))
      .send({ flex: 10 });
    expect([missingLine.status, missingLine.body.code]).toEqual([404, 'buyer.order_item_not_found']);

    const changed = await request(h.app).put(url).set(h.auth('gil')).send({ flex: 10 }).expect(200);
    // The whole order comes back, only the line's flex changed.
    expect(changed.body).toEqual({
      ...gil,
      items: [{ ...gil.items[0], flex: 10 }],
      version: gil.version + 1,
    });
    const listed = await request(h.app).get(`/rounds/${round.id}`).set(h.auth('gil')).expect(200);
    expect(listed.body.products[0]).toMatchObject({ ordered: 20, flexOffered: 20 });

    // 20 ordered, MOQ 30: 10 called, all from Gil, whose order came first.
    const sealed = await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });
    expect(sealed.flex).toEqual([{ roundProductId: vase.id, offered: 20, called: 10 }]);
    const late = await request(h.app).put(url).set(h.auth('gil')).send({ flex: 0 });
    expect([late.status, late.body.code]).toEqual([409, 'buyer.round_closed']);
    await h.closeRound(round, 'closed', [
      {
        id: vase.id,
        productId: vase.productId,
        outcome: 'met',
        committedAtClose: 30,
        flexOffered: 20,
        flexCalled: 10,
      },
    ]);
    await eventually(async () => (await read('gil', gil.id)).items[0]?.qty === 20);
    expect((await read('gil', gil.id)).items[0]).toMatchObject({ qty: 20, flex: 10, flexCalled: 10 });

    // A rejected order's lines never change again.
    await sendCommand(h.nc, decideOrderCommand, { orderId: hal.id, decision: 'reject', actorId: 'admin-1' });
    const rejected = await request(h.app)
      .put(`/orders/${hal.id}/items/${hal.items[0]!.id}/flex`)
      .set(h.auth('hal'))
      .send({ flex: 0 });
    expect([rejected.status, rejected.body.code]).toEqual([409, 'buyer.order_not_standing']);
  });

  it('never passes the product’s max, calls whole packs, and calls nothing when all the flex cannot reach the MOQ', async () => {
    // MOQ 60, max 66, packs of 6: 48 ordered, 12 needed; Dan offers 6, Eve 24 (room for 18).
    const capped = roundProduct({ name: 'Capped', moq: 60, maxQty: 66, unitsPerPack: 6 });
    // MOQ 100: 50 ordered and only 30 flexible: nothing is called.
    const short = roundProduct({ name: 'Short', moq: 100, unitsPerPack: 1 });
    const round = await openRound([capped, short]);
    await order('dan', round, capped.id, 24, 6);
    // Eve's 24 flexible units were within the max when offered (6 in her cart then), not after she
    // raised her quantity to 24: at the seal only 18 fit.
    await h.putInCart('eve', round.id, capped.id, 6);
    await request(h.app)
      .put(`/carts/${round.id}/items/${capped.id}/flex`)
      .set(h.auth('eve'))
      .send({ flex: 24 })
      .expect(200);
    await h.putInCart('eve', round.id, capped.id, 24);
    await h.orderCart('eve', round.id);
    const fin = await order('fin', round, short.id, 50, 30);

    const sealed = await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });
    const units = Object.fromEntries(sealed.ordered.map((o) => [o.roundProductId, o.units]));
    expect(units).toEqual({ [capped.id]: 60, [short.id]: 50 });
    const flex = Object.fromEntries((sealed.flex ?? []).map((f) => [f.roundProductId, f]));
    expect(flex[capped.id]).toMatchObject({ offered: 30, called: 12 });
    expect(flex[short.id]).toMatchObject({ offered: 30, called: 0 });
    expect(units[capped.id]).toBeLessThanOrEqual(66);

    // Closed short, explained: Fin's released line says the flex that was there was not enough.
    await h.closeRound(round, 'closed', [
      {
        id: capped.id,
        productId: capped.productId,
        outcome: 'met',
        committedAtClose: 60,
        flexOffered: 30,
        flexCalled: 12,
      },
      {
        id: short.id,
        productId: short.productId,
        outcome: 'released',
        committedAtClose: 50,
        flexOffered: 30,
        flexCalled: 0,
      },
    ]);
    await eventually(async () => (await read('fin', fin.id)).status === 'cancelled');
    expect((await read('fin', fin.id)).shortfalls).toEqual({
      [short.id]: { moq: 100, ordered: 50, shortBy: 50, flex: 30 },
    });
  });
});
