import request from 'supertest';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';
import { recoverCommitments, recoverOrderBooks, recoverOwnCommitments } from './commitment-recovery';

jest.setTimeout(30_000);

describe('commitments after a crash (real FerretDB and NATS)', () => {
  const h = buyerForFile('recovery');
  const boxes = roundProduct({ unitsPerPack: 5, moq: 50, maxQty: 100, name: 'Boxes' });
  const round = roundSummary({ title: 'Crash-safe' });

  beforeAll(async () => {
    await h.approveRoundAndWait(round, [boxes]);
  });

  /** What the cart's add button does for `buyer`: `qty` more boxes (expects 200). */
  const addBoxes = (buyer: string, qty: number) =>
    request(h.app)
      .post(`/carts/${round.id}/items/${boxes.id}/add`)
      .set(h.auth(buyer))
      .send({ qty })
      .expect(200);

  it('gives back units the ledger took for a cart write that never happened, and nothing else', async () => {
    const ctx = h.service.context;
    // A buyer whose add completed, and one whose cart write was lost: the ledger took the units
    // (as changeCartItem does first) and the process died before the cart was written.
    await addBoxes('kept', 10);
    await ctx.ledger.commit(
      { roundId: round.id, roundProductId: boxes.id, maxQty: 100 },
      { buyerId: 'lost', delta: 15, reason: 'cart-add', buyerCommitted: 15 },
    );
    expect(ctx.committed.get(boxes.id).total).toBe(25);

    expect(await recoverCommitments(ctx, new Date(Date.now() + 1000))).toBe(1);
    expect(ctx.committed.get(boxes.id).total).toBe(10);
    // Checked once: a second pass finds nothing to correct.
    expect(await recoverCommitments(ctx, new Date(Date.now() + 1000))).toBe(0);
    const cart = await request(h.app).get('/carts').set(h.auth('kept')).expect(200);
    expect(cart.body.carts[0].items[0]).toMatchObject({ qty: 10 });
  });

  it('converts a cart whose order was stored before the process died, so its units count once', async () => {
    const ctx = h.service.context;
    await addBoxes('placer', 5);
    const placed = await request(h.app)
      .post('/orders')
      .set(h.auth('placer'))
      .send({ roundId: round.id })
      .expect(201);
    // As if the conversion after the order never ran: the cart is open again.
    const cartId = (await ctx.orders.findById(placed.body.id).lean())!.cartId;
    await ctx.carts.updateOne({ _id: cartId }, { $set: { status: 'open', openKey: `placer:${round.id}` } });

    await recoverCommitments(ctx, new Date(Date.now() + 1000));
    expect((await ctx.carts.findById(cartId).lean())!.status).toBe('converted');
    expect(ctx.committed.get(boxes.id).total).toBe(15);
  });

  it('takes out of the order book a placement whose order was never stored', async () => {
    const ctx = h.service.context;
    await addBoxes('booker', 5);
    await request(h.app).post('/orders').set(h.auth('booker')).send({ roundId: round.id }).expect(201);
    const before = ctx.orderBook.orderedUnits(boxes.id);
    // As placeOrder does first: the order takes its place in the book, then the process dies.
    await ctx.orderBook.change(round.id, {
      kind: 'place',
      orderId: 'never-stored',
      buyerId: 'ghost',
      items: [{ roundProductId: boxes.id, qty: 20 }],
      closeAt: null,
    });
    expect(ctx.orderBook.orderedUnits(boxes.id)).toBe(before + 20);

    expect(await recoverOrderBooks(ctx, new Date(Date.now() + 1000))).toBe(1);
    expect(ctx.orderBook.orderedUnits(boxes.id)).toBe(before);
    // The stored order stays in the book; a second pass finds nothing.
    expect(await recoverOrderBooks(ctx, new Date(Date.now() + 1000))).toBe(0);
    expect(before).toBeGreaterThanOrEqual(5);
  });

  it("at start, gives back at once what this process's own earlier run left half-written, and nothing of another replica's", async () => {
    const ctx = h.service.context;
    const instance = h.config.INSTANCE_NAME;
    // This process's earlier run took the units, then died before writing the cart.
    await ctx.ledger.commit(
      { roundId: round.id, roundProductId: boxes.id, maxQty: 100 },
      { buyerId: 'own-lost', delta: 10, reason: 'cart-add' },
    );
    const committed = ctx.committed.get(boxes.id).total;
    const restartedAt = new Date(Date.now() + 1000);
    // Another replica's changes wait for the later pass: that replica may still be writing.
    expect(await recoverOwnCommitments(ctx, restartedAt, 'another-replica')).toBe(0);
    expect(ctx.committed.get(boxes.id).total).toBe(committed);
    expect(await recoverOwnCommitments(ctx, restartedAt, instance)).toBe(1);
    expect(ctx.committed.get(boxes.id).total).toBe(committed - 10);
    const history = await ctx.ledger.history(boxes.id);
    expect(history.at(-1)!.changes.at(-1)).toMatchObject({
      buyerId: 'own-lost',
      delta: -10,
      buyerCommitted: 0,
      by: instance,
    });
  });
});
