import request from 'supertest';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { sealRoundCommand, type OrderSnapshot, type RoundSummary } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { buyerForFile, closedEvent, roundProduct, roundSummary } from '../test-harness';

/**
 * Round outcomes in the buyer service, on real FerretDB and NATS: what a round's close with outcomes does
 * to the orders and carts of its buyers, who is told, and how often admins hear of new orders.
 */
describe('a round’s outcome in orders and carts', () => {
  const h = buyerForFile('round_outcome');

  const requested = () => h.notificationRequests();

  const order = (userId: string, round: RoundSummary, lines: Array<[string, number]>) =>
    h.placeOrder(userId, round.id, lines);

  it('tells admins of new orders once per round in a window, not once per order', async () => {
    const lamp = roundProduct({ moq: 10 });
    const round = roundSummary({ title: 'Busy Round' });
    const quiet = roundSummary({ title: 'Quiet Round' });
    const chair = roundProduct({ moq: 10 });
    await h.approveRound(round, [lamp]);
    await h.approveRoundAndWait(quiet, [chair]);

    const first = await order('nia', round, [[lamp.id, 1]]);
    await order('omar', round, [[lamp.id, 1]]);
    await order('pia', round, [[lamp.id, 1]]);
    await order('nia', quiet, [[chair.id, 1]]);

    await eventually(async () => (await requested()).filter((r) => r.kind === 'order_placed').length >= 2);
    const placed = (await requested()).filter((r) => r.kind === 'order_placed');
    expect(placed.map((r) => r.params.roundTitle).sort()).toEqual(['Busy Round', 'Quiet Round']);
    expect(placed.find((r) => r.params.roundTitle === 'Busy Round')).toMatchObject({
      recipients: { roles: ['admin'] },
      params: { orderNumber: shortId(first.id) },
    });
  });

  it('a close releases the lines that missed their MOQ from orders, re-totals them, cancels an order left empty, and tells each buyer', async () => {
    const met = roundProduct({ name: 'Lamp', moq: 10, unitPrice: 10 });
    const missed = roundProduct({ name: 'Desk', moq: 50, unitPrice: 100 });
    const round = roundSummary({ title: 'Closing Round', productCount: 2 });
    await h.approveRoundAndWait(round, [met, missed]);

    const ana = await order('ana', round, [
      [met.id, 6],
      [missed.id, 2],
    ]);
    const ben = await order('ben', round, [[missed.id, 3]]);
    await order('cy', round, [[met.id, 4]]);
    // A cart that was never ordered: the close clears it.
    await h.putInCart('dee', round.id, missed.id, 1);
    expect(h.service.context.committed.get(missed.id).total).toBe(6);
    // The close seals the book first: 5 desks in orders count, the cart's 1 does not.
    await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });

    await h.closeRound(round, 'closed', [
      { id: met.id, productId: met.productId, outcome: 'met', committedAtClose: 10 },
      { id: missed.id, productId: missed.productId, outcome: 'released', committedAtClose: 5 },
    ]);

    const read = async (userId: string, id: string) =>
      (await request(h.app).get(`/orders/${id}`).set(h.auth(userId))).body as OrderSnapshot;
    await eventually(async () => (await read('ben', ben.id)).status === 'cancelled');
    const anaAfter = await read('ana', ana.id);
    expect(anaAfter).toMatchObject({ status: 'pending_admin', totalUnits: 6, totalItems: 1, totalValue: 60 });
    expect(anaAfter.items.map((i) => [i.name, i.qty])).toEqual([['Lamp', 6]]);
    expect(anaAfter.releasedItems?.map((i) => [i.name, i.qty])).toEqual([['Desk', 2]]);
    // Closed short, explained: 5 of 50 desks ordered, 45 more would have met it.
    expect(anaAfter.shortfalls).toEqual({ [missed.id]: { moq: 50, ordered: 5, shortBy: 45 } });
    const benAfter = await read('ben', ben.id);
    expect(benAfter).toMatchObject({ items: [], totalUnits: 0, totalValue: 0 });
    expect(benAfter.releasedItems?.map((i) => [i.name, i.qty])).toEqual([['Desk', 3]]);
    // The released units left the ledger; the met ones stay sold.
    await eventually(async () => h.service.context.committed.get(missed.id).total === 0);
    expect(h.service.context.committed.get(met.id).total).toBe(10);
    expect((await request(h.app).get('/carts').set(h.auth('dee'))).body.carts).toEqual([]);

    // Each buyer hears once, of what changed for them; Dee (a cart only) that her cart was cleared.
    await eventually(async () => (await requested()).filter((r) => r.kind === 'round_closed').length === 3);
    const closed = (await requested()).filter((r) => r.kind === 'round_closed');
    const to = (userId: string) => closed.find((r) => r.recipients.userIds?.[0] === userId)?.params;
    expect(closed.map((r) => r.recipients.userIds).sort()).toEqual([['ana'], ['ben'], ['cy']]);
    expect(to('ana')).toEqual({
      roundTitle: 'Closing Round',
      orderNumber: shortId(ana.id),
      orderTotal: 60,
      currency: anaAfter.currency,
      releasedProducts: 'Desk',
    });
    expect(to('ben')).toEqual({
      roundTitle: 'Closing Round',
      cancelledNumber: shortId(ben.id),
      releasedProducts: 'Desk',
    });
    expect(to('cy')).toMatchObject({ orderTotal: 40 });
    expect(
      (await requested()).filter((r) => r.kind === 'cart_cleared').map((r) => r.recipients.userIds),
    ).toEqual([['dee']]);
  });

  it('a close stopped after an order’s revision, before its tallies moved, has them moved when delivered again', async () => {
    const met = roundProduct({ name: 'Lamp', moq: 10, unitPrice: 10 });
    const missed = roundProduct({ name: 'Desk', moq: 50, unitPrice: 100 });
    const round = roundSummary({ title: 'Interrupted Close', productCount: 2 });
    await h.approveRoundAndWait(round, [met, missed]);
    const eve = await order('eve', round, [
      [met.id, 10],
      [missed.id, 1],
    ]);
    const dashboard = async () =>
      (await request(h.app).get('/dashboard').set(h.auth('eve')).expect(200)).body as {
        totalOrders: number;
        totalValue: number;
      };
    expect(await dashboard()).toMatchObject({ totalOrders: 1, totalValue: 200 });
    await sendCommand(h.nc, sealRoundCommand, { roundId: round.id });

    const { orders, days } = h.service.context;
    const listedBefore = (await orders.findById(eve.id).lean())!.listedAs;
    const daysBefore = await days.find({}).lean();
    const closed = closedEvent(round, 'closed', [
      { id: met.id, productId: met.productId, outcome: 'met', committedAtClose: 10 },
      { id: missed.id, productId: missed.productId, outcome: 'released', committedAtClose: 1 },
    ]);
    await h.publish(closed);
    await eventually(async () => (await dashboard()).totalValue === 100);

    // As the first delivery would have left it had it stopped right after the revision's write:
    // the order revised, its tallies and its `listedAs` still as before the close.
    await orders.updateOne({ _id: eve.id }, { $set: { listedAs: listedBefore } });
    for (const day of daysBefore) await days.replaceOne({ _id: day._id }, day);
    expect(await dashboard()).toMatchObject({ totalValue: 200 });

    // Its inbox record was never written either: the close comes again as it did the first time.
    await h.conn.collection('inbox').deleteOne({ _id: `buyer-supplier:${closed.id}` } as never);
    await h.publish(closed, `${closed.id}-redelivered`);
    await eventually(async () => (await dashboard()).totalValue === 100);
    expect(await dashboard()).toMatchObject({ totalOrders: 1, totalValue: 100 });
  });
});
