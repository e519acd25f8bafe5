import request from 'supertest';
import { createEvent, sendCommand } from '@marketplace/service-kit/messaging';
import { eventually } from '@marketplace/service-kit/testing';
import { Collection } from 'mongodb';
import {
  FLEX_CHANGES_PER_LINE_MAX,
  decideOrderCommand,
  roundExtendedV1,
  sealRoundCommand,
  type OrderSnapshot,
  type RoundSummary,
} from '@marketplace/contracts';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

jest.setTimeout(90_000);

/**
 * The sealed close in the buyer service, on real FerretDB and NATS: the close is decided from units in
 * placed orders, sealed at the deadline in the round's order book — cart units never decide,
 * everything accepted before the seal counts and nothing after it is accepted.
 */
describe('the round’s order book, sealed at the close', () => {
  const h = buyerForFile('sealed_close');

  async function approve(round: RoundSummary, products: ReturnType<typeof roundProduct>[]) {
    await h.approveRound(round, products);
    await eventually(
      async () => (await request(h.app).get(`/rounds/${round.id}`).set(h.auth('probe'))).status === 200,
    );
  }
  const putInCart = (userId: string, roundId: string, productId: string, qty: number) =>
    request(h.app).put(`/carts/${roundId}/items/${productId}`).set(h.auth(userId)).send({ qty });
  const placeOrder = (userId: string, roundId: string) =>
    request(h.app).post('/orders').set(h.auth(userId)).send({ roundId });
  const seal = (roundId: string) => sendCommand(h.nc, sealRoundCommand, { roundId });
  const sealedUnits = (reply: Awaited<ReturnType<typeof seal>>, roundProductId: string) =>
    reply.ordered.find((o) => o.roundProductId === roundProductId)?.units ?? 0;

  it('counts units in orders, never units only in carts; the round shows both', async () => {
    const product = roundProduct({ moq: 5 });
    const round = roundSummary({ closeAt: new Date(Date.now() + 60_000).toISOString() });
    await approve(round, [product]);

    await putInCart('ann', round.id, product.id, 1).expect(200);
    expect((await placeOrder('ann', round.id)).status).toBe(201);
    await putInCart('bob', round.id, product.id, 5).expect(200);

    // The round tells ordered units (1) from all committed ones (6, five of them in a cart).
    const listed = (await request(h.app).get(`/rounds/${round.id}`).set(h.auth('ann')).expect(200)).body;
    expect(listed.products[0]).toMatchObject({ committed: 6, ordered: 1 });

    // At the close, the MOQ of 5 is judged on 1 unit: the cart's 5 do not count.
    const sealed = await seal(round.id);
    expect(sealedUnits(sealed, product.id)).toBe(1);
  });

  it('refuses orders once sealed, answers the seal’s figures again, and reopens when the deadline moves', async () => {
    const product = roundProduct({ moq: 2 });
    const round = roundSummary({ closeAt: new Date(Date.now() + 60_000).toISOString() });
    await approve(round, [product]);
    await putInCart('cid', round.id, product.id, 3).expect(200);
    const placed = (await placeOrder('cid', round.id).expect(201)).body as OrderSnapshot;
    await putInCart('dee', round.id, product.id, 2).expect(200);

    // An admin's early close seals the book before the deadline: the clock alone would say open.
    const first = await seal(round.id);
    expect(sealedUnits(first, product.id)).toBe(3);
    const late = await placeOrder('dee', round.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('buyer.round_closed');

    // A rejection after the seal changes what orders hold, not what the seal counted.
    await sendCommand(h.nc, decideOrderCommand, {
      orderId: placed.id,
      decision: 'reject',
      actorId: 'admin-1',
    });
    const again = await seal(round.id);
    expect(again.seq).toBe(first.seq);
    expect(sealedUnits(again, product.id)).toBe(3);
    await eventually(async () => {
      const body = (await request(h.app).get(`/rounds/${round.id}`).set(h.auth('dee'))).body;
      return body.products?.[0]?.ordered === 0;
    });

    // "Extend once" moved the deadline: the book takes orders again until the next seal.
    const extended = {
      ...round,
      closeAt: new Date(Date.now() + 120_000).toISOString(),
      version: round.version + 1,
    };
    await h.publish(
      createEvent(
        roundExtendedV1,
        { round: { ...extended, extended: true }, previousCloseAt: round.closeAt! },
        'supplier',
      ),
    );
    await eventually(async () => (await placeOrder('dee', round.id)).status === 201);
    expect(sealedUnits(await seal(round.id), product.id)).toBe(2);
  });

  it('orders racing the deadline are each counted or refused: sealed units = units in accepted orders', async () => {
    const product = roundProduct({ moq: 1000, unitsPerPack: 1 });
    const closeAt = new Date(Date.now() + 8_000);
    const round = roundSummary({ closeAt: closeAt.toISOString() });
    await approve(round, [product]);
    const buyers = Array.from({ length: 10 }, (_, i) => `racer-${i}`);

    // Each buyer keeps adding a unit and ordering it, from well before the deadline until past
    // it: however slow the machine, some attempts land on each side.
    const outcomes: Array<{ status: number; code?: string }> = [];
    let sealReply: Awaited<ReturnType<typeof seal>> | undefined;
    const sealer = (async () => {
      await new Promise((r) => setTimeout(r, closeAt.getTime() - Date.now()));
      sealReply = await seal(round.id);
    })();
    const racers = buyers.map(async (buyer) => {
      await new Promise((r) => setTimeout(r, Math.max(0, closeAt.getTime() - 2_000 - Date.now())));
      for (let i = 0; i < 40 && Date.now() < closeAt.getTime() + 500; i++) {
        await new Promise((r) => setTimeout(r, Math.random() * 250));
        const added = await putInCart(buyer, round.id, product.id, 1);
        if (added.status !== 200) {
          outcomes.push({ status: added.status, code: added.body.code });
          continue;
        }
        const placed = await placeOrder(buyer, round.id);
        outcomes.push({ status: placed.status, code: placed.body.code });
      }
    });
    await Promise.all([sealer, ...racers]);

    const accepted = outcomes.filter((o) => o.status === 201).length;
    const refused = outcomes.filter((o) => o.status === 409);
    // Every attempt was answered: an order, or "this round is closed" — never an error.
    expect(accepted + refused.length).toBe(outcomes.length);
    expect(refused.every((o) => o.code === 'buyer.round_closed')).toBe(true);
    // The race really straddled the deadline: some made it, some did not.
    expect(accepted).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    // What the seal counted is exactly the units of the orders that exist.
    const orders = await h.service.context.orders.find({ roundId: round.id }).lean();
    const orderedUnits = orders.flatMap((o) => o.items).reduce((sum, i) => sum + i.qty, 0);
    expect(orders.length).toBe(accepted);
    expect(sealedUnits(sealReply!, product.id)).toBe(orderedUnits);
    // And none was accepted after the deadline.
    expect(orders.every((o) => Date.parse(o.createdAt) < closeAt.getTime())).toBe(true);
  });
  it('lets a placed line change its flex a bounded number of times, then only take it back', async () => {
    const product = roundProduct({ moq: 500 });
    const round = roundSummary({ closeAt: new Date(Date.now() + 60_000).toISOString() });
    await approve(round, [product]);
    await putInCart('fay', round.id, product.id, 10).expect(200);
    const placed = (await placeOrder('fay', round.id).expect(201)).body as OrderSnapshot;
    const setFlex = (flex: number) =>
      request(h.app)
        .put(`/orders/${placed.id}/items/${placed.items[0]!.id}/flex`)
        .set(h.auth('fay'))
        .send({ flex });
    for (let change = 1; change <= FLEX_CHANGES_PER_LINE_MAX; change++)
      await setFlex(change % 2 ? 5 : 6).expect(200);
    const book = () => h.service.context.orderBook.history(round.id);
    const entries = (await book()).length;

    const more = await setFlex(7);
    expect([more.status, more.body.code, more.body.params]).toEqual([
      409,
      'buyer.flex_changes_exhausted',
      { max: FLEX_CHANGES_PER_LINE_MAX },
    ]);
    expect(await book()).toHaveLength(entries);
    // Taking the offer back is still taken, once; then nothing more.
    await setFlex(0).expect(200);
    expect((await setFlex(5)).body.code).toBe('buyer.flex_changes_exhausted');
    expect(await book()).toHaveLength(entries + 1);
    const listed = (await request(h.app).get(`/rounds/${round.id}`).set(h.auth('fay'))).body;
    expect(listed.products[0]).toMatchObject({ ordered: 10, flexOffered: 0 });
  });

  it('seals a book of a thousand entries reading it in one go by round, and answers its figures', async () => {
    const product = roundProduct({ moq: 30 });
    const round = roundSummary({ closeAt: new Date(Date.now() + 60_000).toISOString() });
    await approve(round, [product]);
    await putInCart('gus', round.id, product.id, 10).expect(200);
    const placed = (await placeOrder('gus', round.id).expect(201)).body as OrderSnapshot;
    // Many flex changes of the order's line, one entry each (written one after the other, so the
    // book's group commit does not fold them together): it ends offering 40.
    const book = h.service.context.orderBook;
    const change = { kind: 'flex' as const, orderId: placed.id, buyerId: 'gus', roundProductId: product.id };
    const CHANGES = 1_000;
    for (let i = 0, flex = 0; i < CHANGES; i++) {
      const to = i === CHANGES - 1 ? 40 : flex === 1 ? 2 : 1;
      expect((await book.change(round.id, { ...change, from: flex, to, closeAt: null })).accepted).toBe(true);
      flex = to;
    }

    const reads = { one: 0, many: 0 };
    // Reads of this round's book only (a start's recovery pass may read the other rounds' meanwhile).
    const onBook = (self: Collection, filter: unknown) =>
      self.collectionName === 'order_book' && JSON.stringify(filter ?? {}).includes(round.id);
    const originalFindOne = Collection.prototype.findOne;
    const originalFind = Collection.prototype.find;
    Collection.prototype.findOne = function (this: Collection, ...args: unknown[]) {
      if (onBook(this, args[0])) reads.one++;
      return (originalFindOne as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalFindOne;
    Collection.prototype.find = function (this: Collection, ...args: unknown[]) {
      if (onBook(this, args[0])) reads.many++;
      return (originalFind as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalFind;
    try {
      const sealed = await seal(round.id);
      expect(sealed.flex).toEqual([{ roundProductId: product.id, offered: 40, called: 20 }]);
      expect(sealedUnits(sealed, product.id)).toBe(30);
    } finally {
      Collection.prototype.findOne = originalFindOne;
      Collection.prototype.find = originalFind;
    }
    expect(await book.history(round.id)).toHaveLength(CHANGES + 2);
    // Read by round, never entry by entry.
    expect(reads.one).toBeLessThan(5);
    expect(reads.many).toBeLessThan(5);
  });
});
