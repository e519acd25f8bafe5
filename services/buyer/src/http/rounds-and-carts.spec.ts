import request from 'supertest';
import { isOpenForBuying } from '@marketplace/domain';
import { eventually } from '@marketplace/service-kit/testing';
import { buyerForFile, closedEvent, roundProduct, roundSummary } from '../test-harness';

describe('buyer rounds and carts (real FerretDB and NATS)', () => {
  const h = buyerForFile('carts');

  const tees = roundProduct({ unitsPerPack: 6, moq: 60, maxQty: 120, unitPrice: 4.25, name: 'Cotton Tee' });
  const caps = roundProduct({ unitsPerPack: 1, moq: 10, maxQty: null, name: 'Cap' });
  const older = roundSummary({
    title: 'Winter Wool',
    description: 'Scarves and hats',
    supplierName: 'Nordic Knits',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const newer = roundSummary({
    title: 'Summer Tees',
    description: 'Light cotton',
    supplierName: 'Acme Textiles',
    createdAt: '2026-02-01T00:00:00.000Z',
  });
  const deadline = roundSummary({ title: 'Past deadline', closeAt: '2020-01-01T00:00:00.000Z' });
  const closing = roundSummary({ title: 'Closing soon' });
  const closingProduct = roundProduct({ moq: 10 });

  beforeAll(async () => {
    await h.approveRound(older, [roundProduct()]);
    await h.approveRound(newer, [tees, caps]);
    await h.approveRound(deadline, [roundProduct()]);
    await h.approveRoundAndWait(closing, [closingProduct]);
  });

  it('lists approved rounds newest first with product count, progress and paging', async () => {
    const res = await request(h.app).get('/rounds').set(h.auth('ana')).expect(200);
    expect(res.body.total).toBe(3);
    const titles = res.body.items.map((r: { title: string }) => r.title);
    expect(titles.indexOf('Summer Tees')).toBeLessThan(titles.indexOf('Winter Wool'));
    const row = res.body.items.find((r: { id: string }) => r.id === newer.id);
    expect(row).toMatchObject({ productCount: 2, averageProgress: 0, supplierName: 'Acme Textiles' });

    const page = await request(h.app).get('/rounds?page=2&pageSize=2').set(h.auth('ana')).expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.items).toHaveLength(1);
  });

  it('one rule for open: a round past its closing time is neither listed nor counted, and reads as closed', async () => {
    const listed = (await request(h.app).get('/rounds?pageSize=100').set(h.auth('ana')).expect(200)).body;
    expect(listed.items.map((r: { id: string }) => r.id)).not.toContain(deadline.id);
    const searched = (await request(h.app).get('/rounds?search=deadline').set(h.auth('ana')).expect(200))
      .body;
    expect(searched).toMatchObject({ total: 0, items: [] });
    const dashboard = (await request(h.app).get('/dashboard').set(h.auth('ana')).expect(200)).body;
    expect(dashboard.openRounds).toBe(listed.total);
    // Its products dialog still opens (from a cart or an old link) and shows why nothing can be added.
    const detail = (await request(h.app).get(`/rounds/${deadline.id}`).set(h.auth('ana')).expect(200)).body;
    expect(isOpenForBuying(detail, new Date())).toBe(false);
  });

  it('searches title, description and supplier name case-insensitively', async () => {
    const search = async (q: string) =>
      (
        await request(h.app)
          .get(`/rounds?search=${encodeURIComponent(q)}`)
          .set(h.auth('ana'))
          .expect(200)
      ).body.items.map((r: { id: string }) => r.id);
    expect(await search('WOOL')).toEqual([older.id]);
    expect(await search('light COTTON')).toEqual([newer.id]);
    expect(await search('nordic')).toEqual([older.id]);
    expect(await search('.*')).toEqual([]);
  });

  it('ignores a late event carrying an older version of a round', async () => {
    await h.approveRound({ ...older, title: 'Stale title', version: older.version - 1 }, [roundProduct()]);
    const marker = roundSummary({ title: 'Marker' });
    await h.approveRoundAndWait(marker, [roundProduct()]);
    const res = await request(h.app).get(`/rounds/${older.id}`).set(h.auth('ana')).expect(200);
    expect(res.body.title).toBe('Winter Wool');
  });

  it('serves a round with everything of the snapshot plus committed quantity', async () => {
    const res = await request(h.app).get(`/rounds/${newer.id}`).set(h.auth('ana')).expect(200);
    expect(res.body.products).toHaveLength(2);
    expect(res.body.products[0]).toMatchObject({ ...tees, committed: 0, committedSeq: 0 });
    await request(h.app).get('/rounds/no-such-round').set(h.auth('ana')).expect(404);
  });

  it('adds, accumulates, sets and removes a cart item, moving the committed quantity', async () => {
    const add = await request(h.app)
      .post(`/carts/${newer.id}/items/${tees.id}/add`)
      .set(h.auth('ana'))
      .send({ qty: 12 })
      .expect(200);
    expect(add.body.cart).toMatchObject({ roundId: newer.id, totalItems: 1, totalUnits: 12, subtotal: 51 });
    await request(h.app)
      .post(`/carts/${newer.id}/items/${tees.id}/add`)
      .set(h.auth('ana'))
      .send({ qty: 6 })
      .expect(200);
    await request(h.app)
      .post(`/carts/${newer.id}/items/${caps.id}/add`)
      .set(h.auth('ana'))
      .send({ qty: 3 })
      .expect(200);
    let carts = await request(h.app).get('/carts').set(h.auth('ana')).expect(200);
    expect(carts.body.carts).toHaveLength(1);
    expect(carts.body.carts[0].items.map((i: { qty: number }) => i.qty).sort()).toEqual([18, 3]);
    expect(carts.body.carts[0].items.find((i: { id: string }) => i.id === tees.id).committed).toBe(18);

    await h.putInCart('ana', newer.id, tees.id, 30);
    const detail = await request(h.app).get(`/rounds/${newer.id}`).set(h.auth('ana')).expect(200);
    expect(detail.body.products[0].committed).toBe(30);

    const removed = await request(h.app)
      .delete(`/carts/${newer.id}/items/${caps.id}`)
      .set(h.auth('ana'))
      .expect(200);
    expect(removed.body.cart.items).toHaveLength(1);
    await request(h.app).delete(`/carts/${newer.id}/items/${caps.id}`).set(h.auth('ana')).expect(404);
    await request(h.app).delete(`/carts/${newer.id}/items/${tees.id}`).set(h.auth('ana')).expect(200);
    carts = await request(h.app).get('/carts').set(h.auth('ana')).expect(200);
    expect(carts.body.carts).toEqual([]);
    expect(h.service.context.committed.get(tees.id).total).toBe(0);
  });

  it('refuses bad quantities with clear problems', async () => {
    const put = (qty: unknown, rp = tees.id, round = newer.id) =>
      request(h.app).put(`/carts/${round}/items/${rp}`).set(h.auth('bo')).send({ qty });
    for (const qty of [-6, 0, 6.5, '6', null])
      expect((await put(qty)).body).toMatchObject({ status: 400, code: 'request.invalid' });
    expect((await put(7)).body).toMatchObject({
      status: 400,
      code: 'buyer.not_pack_multiple',
      params: { unitsPerPack: 6 },
    });
    expect((await put(126)).body).toMatchObject({
      status: 409,
      code: 'buyer.max_exceeded',
      params: { remaining: 120 },
    });
    expect((await put(6, 'no-such-product')).body).toMatchObject({
      status: 404,
      code: 'buyer.product_not_found',
    });
    expect((await put(6, tees.id, 'draft-or-unknown')).body).toMatchObject({
      status: 404,
      code: 'buyer.round_not_found',
    });
    const pastDeadline = await request(h.app)
      .post(`/carts/${deadline.id}/items/x/add`)
      .set(h.auth('bo'))
      .send({ qty: 1 });
    expect(pastDeadline.body).toMatchObject({
      status: 409,
      code: 'buyer.round_closed',
      detail: 'This round is closed',
    });
    expect(h.service.context.committed.get(tees.id).total).toBe(0);
  });

  it('says how many units are left when another buyer filled the product up', async () => {
    await h.putInCart('cy', newer.id, tees.id, 114);
    const res = await request(h.app)
      .post(`/carts/${newer.id}/items/${tees.id}/add`)
      .set(h.auth('di'))
      .send({ qty: 12 });
    expect(res.body).toMatchObject({ status: 409, code: 'buyer.max_exceeded', params: { remaining: 6 } });
    await request(h.app)
      .post(`/carts/${newer.id}/items/${tees.id}/add`)
      .set(h.auth('di'))
      .send({ qty: 6 })
      .expect(200);
    await request(h.app).delete(`/carts/${newer.id}/items/${tees.id}`).set(h.auth('cy')).expect(200);
    await request(h.app).delete(`/carts/${newer.id}/items/${tees.id}`).set(h.auth('di')).expect(200);
  });

  it('keeps one buyer out of another buyer’s cart', async () => {
    await h.putInCart('eve', newer.id, caps.id, 5);
    expect((await request(h.app).get('/carts').set(h.auth('fay')).expect(200)).body.carts).toEqual([]);
    await request(h.app).delete(`/carts/${newer.id}/items/${caps.id}`).set(h.auth('fay')).expect(404);
    const eve = await request(h.app).get('/carts').set(h.auth('eve')).expect(200);
    expect(eve.body.carts[0].totalUnits).toBe(5);
  });

  it('closes a round: carts cleared and commitments released once, even delivered twice', async () => {
    await h.putInCart('gus', closing.id, closingProduct.id, 4);
    await h.putInCart('hal', closing.id, closingProduct.id, 5);
    expect(h.service.context.committed.get(closingProduct.id).total).toBe(9);
    const event = closedEvent(closing);
    await h.publish(event);
    await h.publish(event, `${event.id}-again`);
    await eventually(
      async () => (await request(h.app).get('/carts').set(h.auth('gus'))).body.carts.length === 0,
    );
    await eventually(
      async () => (await h.conn.collection('inbox').countDocuments({ eventId: event.id })) === 1,
    );

    // A handler run that redelivery could cause after a crash finds nothing more to release.
    const { clearClosedRound } = await import('../use-cases/round-events');
    const stored = (await h.service.context.rounds.findById(closing.id).lean())!;
    await clearClosedRound(h.service.context, stored);

    const history = await h.service.context.ledger.history(closingProduct.id);
    const releases = history.flatMap((e) => e.changes).filter((c) => c.reason === 'round-closed');
    expect(releases.map((c) => c.delta).sort()).toEqual([-4, -5]);
    expect(history.at(-1)!.total).toBe(0);
    expect(h.service.context.committed.get(closingProduct.id).total).toBe(0);

    const res = await request(h.app)
      .post(`/carts/${closing.id}/items/${closingProduct.id}/add`)
      .set(h.auth('gus'))
      .send({ qty: 1 });
    expect(res.body).toMatchObject({ status: 409, code: 'buyer.round_closed' });
    const list = await request(h.app).get('/rounds').set(h.auth('gus')).expect(200);
    expect(list.body.items.map((r: { id: string }) => r.id)).not.toContain(closing.id);
  });
});
