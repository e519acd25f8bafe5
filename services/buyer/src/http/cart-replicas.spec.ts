import request from 'supertest';
import { eventually, harnessServiceDeps } from '@marketplace/service-kit/testing';
import { buildBuyer, type BuyerService } from '../app';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

jest.setTimeout(60_000);

/**
 * Carts are decided from each replica's memory and written by version; the ledger counts each
 * buyer's units itself. Two replicas share one database here, as two pods behind one Service,
 * and a buyer's requests land on either.
 */
describe('open carts in memory across replicas (real FerretDB and NATS)', () => {
  const h = buyerForFile('cart-replicas');
  const bags = roundProduct({ unitsPerPack: 5, moq: 50, maxQty: 500, name: 'Bags' });
  const round = roundSummary({ title: 'Two replicas' });
  const target = { roundId: round.id, roundProductId: bags.id, maxQty: 500 };
  const replicas: BuyerService[] = [];

  /** Another replica of the service on the same database and NATS, started as a pod would be. */
  const anotherReplica = async () => {
    const replica = await buildBuyer(
      harnessServiceDeps('buyer', {
        // Each pod has its own name.
        config: { ...h.config, INSTANCE_NAME: `replica-${replicas.length + 2}` },
        conn: h.conn,
        nc: h.nc,
        publicKey: h.keys.publicKey,
      }),
    );
    await replica.start!();
    replicas.push(replica);
    return replica;
  };

  beforeAll(async () => {
    await h.approveRoundAndWait(round, [bags]);
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.stop!();
  });

  const cartQty = async (buyer: string) => {
    const carts = (await request(h.app).get('/carts').set(h.auth(buyer)).expect(200)).body.carts;
    return carts.find((c: { roundId: string }) => c.roundId === round.id)?.items[0]?.qty ?? 0;
  };
  const ledger = () => h.service.context.ledger.history(bags.id);
  const lastChangeOf = async (buyer: string) =>
    (await ledger())
      .flatMap((e) => e.changes)
      .filter((c) => c.buyerId === buyer)
      .at(-1);
  const committedInLedger = async () => (await ledger()).at(-1)?.total ?? 0;

  it('a cart changed on one replica is changed right on the other, whose memory was behind', async () => {
    const other = await anotherReplica();
    const [a, b] = [h.app, other.app];
    // On A; B started before and has never seen this cart.
    await request(a)
      .put(`/carts/${round.id}/items/${bags.id}`)
      .set(h.auth('ana'))
      .send({ qty: 10 })
      .expect(200);
    // B's memory says no cart: its insert meets A's cart, it reads it and adds to it.
    const added = await request(b)
      .post(`/carts/${round.id}/items/${bags.id}/add`)
      .set(h.auth('ana'))
      .send({ qty: 5 })
      .expect(200);
    expect(added.body.cart.items[0].qty).toBe(15);
    // A remembers 10 (the store has 15): its write is refused, it reads again and sets from 15.
    await request(a)
      .put(`/carts/${round.id}/items/${bags.id}`)
      .set(h.auth('ana'))
      .send({ qty: 20 })
      .expect(200);
    expect(await cartQty('ana')).toBe(20);
    expect(await committedInLedger()).toBe(20);
    expect(await lastChangeOf('ana')).toMatchObject({ buyerCommitted: 20 });
    // B remembers 15: the removal still takes the 20 the cart holds.
    await request(b).delete(`/carts/${round.id}/items/${bags.id}`).set(h.auth('ana')).expect(200);
    expect(await cartQty('ana')).toBe(0);
    expect(await committedInLedger()).toBe(0);
    expect(await lastChangeOf('ana')).toMatchObject({ buyerCommitted: 0 });
  });

  it('removes on a replica that never saw the cart instead of saying it is not there', async () => {
    const other = await anotherReplica();
    await h.putInCart('bo', round.id, bags.id, 10);
    await request(other.app).delete(`/carts/${round.id}/items/${bags.id}`).set(h.auth('bo')).expect(200);
    expect(await cartQty('bo')).toBe(0);
    // And a product that is in no cart is still a 404 there.
    await request(other.app).delete(`/carts/${round.id}/items/${bags.id}`).set(h.auth('bo')).expect(404);
  });

  it("counts the buyer's ordered units in each change without reading the orders", async () => {
    await h.placeOrder('cy', round.id, [[bags.id, 10]]);
    await request(h.app)
      .post(`/carts/${round.id}/items/${bags.id}/add`)
      .set(h.auth('cy'))
      .send({ qty: 5 })
      .expect(200);
    expect(await lastChangeOf('cy')).toMatchObject({ delta: 5, buyerCommitted: 15 });
  });

  it("reads the ledger from its first entry when a head's hint predates the buyers' count", async () => {
    await h.putInCart('di', round.id, bags.id, 10);
    const head = (await ledger()).at(-1)!;
    // The hint a start reads keeps each buyer's units.
    const hints = h.conn.collection<{ _id: string; seq: number; buyers?: unknown[] }>('ledger_heads');
    await eventually(async () => (await hints.findOne({ _id: bags.id }))?.seq === head.seq);
    expect((await hints.findOne({ _id: bags.id }))!.buyers).toContainEqual({ buyerId: 'di', units: 10 });
    // The hint as it was written before each buyer's units were counted: sequence and total only.
    await h.conn
      .collection('ledger_heads')
      .replaceOne({ _id: bags.id as never }, { seq: head.seq, total: head.total });
    const restarted = await anotherReplica();
    await request(restarted.app)
      .post(`/carts/${round.id}/items/${bags.id}/add`)
      .set(h.auth('di'))
      .send({ qty: 5 })
      .expect(200);
    expect(await lastChangeOf('di')).toMatchObject({ delta: 5, buyerCommitted: 15 });
    await h.service.context.ledger.commit(target, { buyerId: 'di', delta: -15, reason: 'cart-remove' });
  });
});
