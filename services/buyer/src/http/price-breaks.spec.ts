import request from 'supertest';
import { eventually, streamEvents } from '@marketplace/service-kit/testing';
import {
  BuyerProblemCodes,
  decideOrderCommand,
  type OrderSnapshot,
  type RoundFreightSplit,
  type RoundSummary,
} from '@marketplace/contracts';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

/**
 * Price breaks in the buyer service, on real FerretDB and NATS: orders are priced at the price break
 * the group reached, re-priced at the final break when the round closes (never upwards), and a
 * round's freight estimate is shared among its orders by weight.
 */
describe('price breaks and freight in orders', () => {
  const h = buyerForFile('price_breaks');

  const order = (userId: string, round: RoundSummary, productId: string, qty: number) =>
    h.placeOrder(userId, round.id, [[productId, qty]]);
  const read = async (userId: string, orderId: string) =>
    (await request(h.app).get(`/orders/${orderId}`).set(h.auth(userId)).expect(200)).body as OrderSnapshot;

  it('prices each order at the break reached when placed, then everyone at the final break at close', async () => {
    const tees = roundProduct({
      name: 'Tee',
      moq: 100,
      unitPrice: 12,
      priceBreaks: [
        { minQty: 100, unitPrice: 10 },
        { minQty: 250, unitPrice: 9.5 },
      ],
    });
    const round = roundSummary({ title: 'Breaks Round' });
    await h.approveRoundAndWait(round, [tees]);

    // Alone below the first break: the product's own price, nothing struck through.
    const early = await order('ana', round, tees.id, 60);
    expect(early.items[0]).toMatchObject({ unitPrice: 12, subtotal: 720 });
    expect(early.items[0].listUnitPrice).toBeUndefined();
    expect(early.totalValue).toBe(720);

    // A second buyer's units take the group past 100: a cart shows the break price now.
    await h.putInCart('ben', round.id, tees.id, 50);
    const cart = await request(h.app).get('/carts').set(h.auth('ben')).expect(200);
    expect(cart.body.carts[0].items[0]).toMatchObject({ committed: 110, lineTotal: 500 });
    const placed = await request(h.app)
      .post('/orders')
      .set(h.auth('ben'))
      .send({ roundId: round.id })
      .expect(201);
    expect(placed.body.items[0]).toMatchObject({ unitPrice: 10, subtotal: 500, listUnitPrice: 12 });

    // The close: 260 committed, past the second break. Both orders pay 9.50, never more.
    await h.closeRound(round, 'closed', [
      { id: tees.id, productId: tees.productId, outcome: 'met', committedAtClose: 260 },
    ]);
    await eventually(async () => (await read('ana', early.id)).version > early.version);
    const ana = await read('ana', early.id);
    expect(ana.items[0]).toMatchObject({ qty: 60, unitPrice: 9.5, subtotal: 570, listUnitPrice: 12 });
    expect(ana).toMatchObject({ totalValue: 570, totalUnits: 60, status: 'pending_admin' });
    await eventually(async () => (await read('ben', placed.body.id)).totalValue === 475);
    expect((await read('ben', placed.body.id)).items[0]).toMatchObject({ unitPrice: 9.5, listUnitPrice: 12 });
  });

  it('never re-prices upwards: a line placed at a break keeps it when the group shrank before the close', async () => {
    const mugs = roundProduct({ moq: 10, unitPrice: 5, priceBreaks: [{ minQty: 20, unitPrice: 4 }] });
    const round = roundSummary();
    await h.approveRoundAndWait(round, [mugs]);
    const placed = await order('cy', round, mugs.id, 25);
    expect(placed.items[0]).toMatchObject({ unitPrice: 4, listUnitPrice: 5 });
    await h.closeRound(
      round,
      'closed',
      [{ id: mugs.id, productId: mugs.productId, outcome: 'confirmed', committedAtClose: 12 }],
      'admin',
    );
    await eventually(async () => h.service.context.catalogue.get(round.id)?.status === 'closed');
    expect(await read('cy', placed.id)).toMatchObject({ totalValue: 100, version: placed.version });
  });

  it('shows each buyer an estimate of its share of the round’s freight, by gross weight', async () => {
    const crates = roundProduct({ moq: 10, unitPrice: 1, grossWeightKg: 2, cbm: 0.01 });
    const round = roundSummary({ freightCost: 100, freightBasis: 'gross_weight' });
    await h.approveRoundAndWait(round, [crates]);
    const dana = await order('dana', round, crates.id, 60);
    const eli = await order('eli', round, crates.id, 50);
    // 120 kg and 100 kg of 220 kg: 54.55 and 45.45, adding up to the 100.00 exactly.
    // Each line landed: (60 × 1.00 + 54.55) / 60 = 1.909… → 1.91 a unit.
    expect((await read('dana', dana.id)).freightEstimate).toEqual({
      amount: 54.55,
      basis: 'gross_weight',
      landed: {
        [dana.items[0].id]: { unitPrice: 1, freightPerUnit: 0.91, perUnit: 1.91, freightShare: 54.55 },
      },
    });
    const list = await request(h.app).get('/orders').set(h.auth('eli')).expect(200);
    expect(list.body.items.find((o: OrderSnapshot) => o.id === eli.id).freightEstimate).toMatchObject({
      amount: 45.45,
      basis: 'gross_weight',
    });
    // Another buyer's order is not found, its share included.
    await request(h.app).get(`/orders/${dana.id}`).set(h.auth('eli')).expect(404);
  });

  it('decides each split of the round’s freight once and announces it, following every order that changes it', async () => {
    const crates = roundProduct({ moq: 10, unitPrice: 1, grossWeightKg: 2, cbm: 0.01 });
    const round = roundSummary({ freightCost: 100, freightBasis: 'gross_weight' });
    const plain = roundSummary({ title: 'No Freight Round' });
    await h.approveRoundAndWait(round, [crates]);
    await h.approveRoundAndWait(plain, [roundProduct({ moq: 10 })]);
    const splits = async (roundId: string) =>
      (await streamEvents<RoundFreightSplit>(h.nc, 'buyer', { type: 'buyer.round.freight-split.v1' }))
        .map((e) => e.data)
        .filter((s) => s.roundId === roundId)
        .sort((a, b) => a.version - b.version);
    const newest = async () => (await splits(round.id)).at(-1);

    const fay = await order('fay', round, crates.id, 60);
    await eventually(async () => ((await newest())?.shares[fay.id] === 100 ? true : null));
    const gus = await order('gus', round, crates.id, 50);
    // 120 kg and 100 kg of 220 kg: the cents add up to the 100.00, as the buyer's order shows them.
    await eventually(async () => (Object.keys((await newest())?.shares ?? {}).length === 2 ? true : null));
    expect(await newest()).toMatchObject({
      id: round.id,
      freightCost: 100,
      basis: 'gross_weight',
      shares: { [fay.id]: 54.55, [gus.id]: 45.45 },
    });
    expect((await read('gus', gus.id)).freightEstimate).toMatchObject({ amount: 45.45 });

    // A rejected order leaves the split: the other carries the whole freight again.
    await sendCommand(h.nc, decideOrderCommand, { orderId: gus.id, decision: 'reject', actorId: 'adm-1' });
    await eventually(async () => ((await newest())?.shares[fay.id] === 100 ? true : null));
    expect((await newest())?.shares).toEqual({ [fay.id]: 100 });
    expect((await read('fay', fay.id)).freightEstimate).toMatchObject({ amount: 100 });
    // Each announced split differs from the one before it: a change that moves no share announces nothing.
    const versions = (await splits(round.id)).map((s) => s.version);
    expect(versions).toEqual([...new Set(versions)]);

    // A round without a freight cost is never split.
    await order('fay', plain, (await h.service.context.catalogue.get(plain.id))!.products[0]!.id, 10);
    expect(await splits(plain.id)).toEqual([]);
  });

  it('says what one unit of a cart line costs landed, moving with the round’s load and breaks', async () => {
    const bolts = roundProduct({
      moq: 10,
      unitPrice: 2,
      grossWeightKg: 1,
      priceBreaks: [{ minQty: 50, unitPrice: 1.5 }],
    });
    const beams = roundProduct({ moq: 10, unitPrice: 10, grossWeightKg: 3 });
    const round = roundSummary({ freightCost: 90, freightBasis: 'gross_weight' });
    await h.approveRoundAndWait(round, [bolts, beams]);
    const cartLine = async (userId: string) => {
      const carts = (await request(h.app).get('/carts').set(h.auth(userId)).expect(200)).body.carts;
      const cart = carts.find((c: { roundId: string }) => c.roundId === round.id);
      return { basis: cart.freightBasis, landed: cart.items[0].landed };
    };
    const put = (userId: string, productId: string, qty: number) =>
      h.putInCart(userId, round.id, productId, qty);

    // The round tells buyers its freight, which the products dialog weighs the landed price by.
    const detail = (await request(h.app).get(`/rounds/${round.id}`).set(h.auth('gia')).expect(200)).body;
    expect(detail).toMatchObject({ freightCost: 90, freightBasis: 'gross_weight' });
    // Alone in the round: the whole $90 over 40 units, (80 + 90) / 40.
    await put('gia', bolts.id, 40);
    expect(await cartLine('gia')).toEqual({
      basis: 'gross_weight',
      landed: { unitPrice: 2, freightPerUnit: 2.25, perUnit: 4.25, freightShare: 90 },
    });
    // Hal's lines change Gia's landed price, one after the other: [product, qty, unit price,
    // freight per unit, per unit, freight share].
    const steps: Array<[string, number, number, number, number, number]> = [
      // Another buyer's 30 kg of beams take their part: 40 of 70 kg, $51.43.
      [beams.id, 10, 2, 1.29, 3.29, 51.43],
      // And 20 more bolts pass the break of 50: $1.50, and 40 of 90 kg.
      [bolts.id, 20, 1.5, 1, 2.5, 40],
    ];
    for (const [productId, qty, unitPrice, freightPerUnit, perUnit, freightShare] of steps) {
      await put('hal', productId, qty);
      expect((await cartLine('gia')).landed).toEqual({ unitPrice, freightPerUnit, perUnit, freightShare });
    }

    // A round without freight says nothing more than the price.
    const plain = roundSummary();
    await h.approveRoundAndWait(plain, [roundProduct({ moq: 5, grossWeightKg: 1 })]);
    const product = h.service.context.catalogue.get(plain.id)!.products[0];
    await h.putInCart('gia', plain.id, product.id, 5);
    const carts = (await request(h.app).get('/carts').set(h.auth('gia')).expect(200)).body.carts;
    const plainCart = carts.find((c: { roundId: string }) => c.roundId === plain.id);
    expect(plainCart.freightBasis).toBeUndefined();
    expect(plainCart.items[0].landed).toBeUndefined();
  });

  it('refuses to add to a round before its opening time, with the reason', async () => {
    const lamp = roundProduct({ moq: 10 });
    const round = roundSummary({ openAt: new Date(Date.now() + 86_400_000).toISOString() });
    await h.approveRoundAndWait(round, [lamp]);
    const refused = await request(h.app)
      .put(`/carts/${round.id}/items/${lamp.id}`)
      .set(h.auth('fay'))
      .send({ qty: 1 })
      .expect(409);
    expect(refused.body).toMatchObject({
      code: BuyerProblemCodes.roundNotOpen,
      detail: 'This round is not open yet',
    });
    expect(h.service.context.committed.get(lamp.id).total).toBe(0);
  });
});
