import request from 'supertest';
import { roundLastCallV1, roundMoqReachedV1 } from '@marketplace/contracts';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import { noticeRoundsClosingSoon } from '../use-cases/round-notices';
import { buyerForFile, closedEvent, roundProduct, roundSummary } from '../test-harness';

/**
 * Round notices in the buyer service, on real FerretDB and NATS: who is told that a product
 * reached its MOQ, that a cart was cleared at the close, and when a round closes.
 */
describe('what buyers are told about a round', () => {
  const h = buyerForFile('round_notices');

  /** The notification requests of one kind this service published, oldest first. */
  const requested = async (kind: string) => (await h.notificationRequests()).filter((r) => r.kind === kind);

  it('tells every buyer with the product in a cart or an order that it reached its MOQ in orders, once, including the buyer whose order crossed it; units in carts never reach it', async () => {
    const lamp = roundProduct({ name: 'Lamp', moq: 10 });
    const round = roundSummary({ title: 'MOQ Round' });
    await h.approveRoundAndWait(round, [lamp]);
    const reachedLamp = async () =>
      (await requested('moq_reached')).filter((r) => r.key === `moq-reached:${lamp.id}`);
    const order = (userId: string) =>
      request(h.app).post('/orders').set(h.auth(userId)).send({ roundId: round.id }).expect(201);

    // Ana ordered 4; Ben, Cy and Dee hold 3, 3 and 2 in carts: 12 committed, 4 ordered.
    await h.putInCart('ana', round.id, lamp.id, 4);
    await order('ana');
    await h.putInCart('ben', round.id, lamp.id, 3);
    await h.putInCart('cy', round.id, lamp.id, 3);
    await h.putInCart('dee', round.id, lamp.id, 2);
    // A moment for a request to show up: the close would count 4 units, so nobody is told.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reachedLamp()).toEqual([]);

    // Ben's order takes it to 7, Cy's to 10: reached. Dee's order past it tells nobody again.
    await order('ben');
    await order('cy');
    await eventually(async () => (await reachedLamp()).length > 0);
    await order('dee');
    // A moment for any second request to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reached = await reachedLamp();
    expect(reached).toHaveLength(1);
    expect([...(reached[0]!.recipients.userIds ?? [])].sort()).toEqual(['ana', 'ben', 'cy', 'dee']);
    expect(reached[0]!.params).toEqual({ productName: 'Lamp', roundTitle: 'MOQ Round' });
    // The fact itself, once, for companies' webhooks (identity turns buyers into their companies).
    const facts = (await streamEvents(h.nc, 'buyer', { type: roundMoqReachedV1.type })).filter(
      (e) => e.data.roundProductId === lamp.id,
    );
    expect(facts.map((e) => ({ ...e.data, buyerIds: [...(e.data.buyerIds as string[])].sort() }))).toEqual([
      {
        roundId: round.id,
        roundTitle: 'MOQ Round',
        supplierId: round.supplierId,
        roundProductId: lamp.id,
        productName: 'Lamp',
        moq: 10,
        committed: 10,
        buyerIds: ['ana', 'ben', 'cy', 'dee'],
      },
    ]);
  });

  it('tells each buyer whose cart the close cleared which products went, once, and nobody whose cart was ordered', async () => {
    const parka = roundProduct({ name: 'Parka', moq: 100 });
    const scarf = roundProduct({ name: 'Scarf', moq: 100 });
    const round = roundSummary({ title: 'Winter Coats', productCount: 2 });
    await h.approveRoundAndWait(round, [parka, scarf]);

    await h.putInCart('eva', round.id, parka.id, 2);
    await h.putInCart('eva', round.id, scarf.id, 1);
    await h.putInCart('fin', round.id, scarf.id, 5);
    await h.putInCart('gus', round.id, parka.id, 1);
    await request(h.app).post('/orders').set(h.auth('gus')).send({ roundId: round.id }).expect(201);
    const eventuallyCleared = async () =>
      (await request(h.app).get('/carts').set(h.auth('eva'))).body.carts.length === 0;

    const closed = closedEvent(round, 'closed');
    await h.publish(closed);
    // Delivered twice (a redelivery, another replica): still one notice per cart.
    await h.publish(closed, `${closed.id}-again`);
    expect(await eventually(eventuallyCleared)).toBe(true);

    await eventually(async () => (await requested('cart_cleared')).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cleared = (await requested('cart_cleared')).filter((r) => r.params.roundTitle === 'Winter Coats');
    expect(cleared.map((r) => r.recipients.userIds).sort()).toEqual([['eva'], ['fin']]);
    const toEva = cleared.find((r) => r.recipients.userIds?.[0] === 'eva')!;
    expect(toEva.params).toEqual({ roundTitle: 'Winter Coats', count: 2, products: 'Parka, Scarf' });
    expect(toEva.link).toBe('/buyer/rounds');
    expect(cleared.find((r) => r.recipients.userIds?.[0] === 'fin')!.params).toMatchObject({
      count: 1,
      products: 'Scarf',
    });
  });

  it('says when the round closes, not "within 24 hours"', async () => {
    const tee = roundProduct({ name: 'Tee', moq: 100 });
    const closeAt = new Date(Date.now() + 20 * 60_000).toISOString();
    const round = roundSummary({ title: 'Soon Round', closeAt });
    await h.approveRoundAndWait(round, [tee]);
    await h.putInCart('hal', round.id, tee.id, 1);

    await noticeRoundsClosingSoon(h.service.context);
    const soon = await eventually(async () =>
      (await requested('round_closing_soon')).find((r) => r.params.roundTitle === 'Soon Round'),
    );
    expect(soon?.params).toEqual({ roundTitle: 'Soon Round', closeAt });
    expect(soon?.recipients.userIds).toEqual(['hal']);
  });

  it('gives the last call at the supplier’s hour: each product short in orders, to everyone in the round, cart-only buyers reminded, once', async () => {
    const desk = roundProduct({ name: 'Desk', moq: 10 });
    const lamp = roundProduct({ name: 'Lamp', moq: 2 });
    const closeAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    // Its last call 6 h before the close: now. (The default 24 h would be too; 4 h would not.)
    const round = roundSummary({ title: 'Last Call Round', closeAt, lastCallHours: 6 });
    const later = roundSummary({ title: 'Later Call Round', closeAt, lastCallHours: 4 });
    await h.approveRound(round, [desk, lamp]);
    await h.approveRoundAndWait(later, [roundProduct({ name: 'Chair', moq: 5 })]);

    // ivy orders 4 desks and 2 lamps (the lamp's MOQ met in orders); jo has 3 desks only in a cart;
    // kim has a lamp in a cart and nothing else. In orders the desk is 6 short; the lamp is not.
    await h.putInCart('ivy', round.id, desk.id, 4);
    await h.putInCart('ivy', round.id, lamp.id, 2);
    await request(h.app).post('/orders').set(h.auth('ivy')).send({ roundId: round.id }).expect(201);
    await h.putInCart('jo', round.id, desk.id, 3);
    await h.putInCart('kim', round.id, lamp.id, 1);
    await h.putInCart('lee', later.id, h.service.context.catalogue.get(later.id)!.products[0]!.id, 1);

    await noticeRoundsClosingSoon(h.service.context);
    await noticeRoundsClosingSoon(h.service.context);
    const calls = await eventually(async () => {
      const all = [...(await requested('last_call')), ...(await requested('last_call_cart'))].filter((r) =>
        ['Last Call Round', 'Later Call Round'].includes(String(r.params.roundTitle)),
      );
      return all.length >= 2 ? all : null;
    }).then((found) => found ?? []);
    expect(
      calls.map((r) => [
        r.kind,
        r.params.productName,
        r.params.roundTitle,
        r.params.count,
        r.recipients.userIds,
      ]),
    ).toEqual([
      // Everyone in the round hears the desk is short, but jo, whose desks are only in a cart,
      // hears that a cart is not an order; nobody hears of the lamp, met in orders.
      ['last_call', 'Desk', 'Last Call Round', 6, ['ivy', 'kim']],
      ['last_call_cart', 'Desk', 'Last Call Round', 6, ['jo']],
    ]);
    expect(calls[0]!.params.closeAt).toBe(closeAt);
    expect(calls.map((r) => r.link)).toEqual(['/buyer/rounds', '/buyer/cart']);
    // One last-call fact per short product, naming everyone in the round.
    const facts = (await streamEvents(h.nc, 'buyer', { type: roundLastCallV1.type })).filter(
      (e) => e.data.roundTitle === 'Last Call Round',
    );
    expect(facts.map((e) => [e.data.productName, e.data.shortBy, e.data.closeAt, e.data.buyerIds])).toEqual([
      ['Desk', 6, closeAt, ['ivy', 'jo', 'kim']],
    ]);
  });
});
