import request from 'supertest';
import { BuyerProblemCodes } from '@marketplace/contracts';
import { eventually } from '@marketplace/service-kit/testing';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

describe('who may read a round and who may buy (real FerretDB and NATS)', () => {
  const h = buyerForFile('access-40');
  const product = roundProduct({ unitsPerPack: 2, moq: 10, maxQty: 100 });
  const open = roundSummary({ title: 'Open round' });
  const rejected = roundSummary({ title: 'Rejected draft', status: 'cancelled' });
  const finished = roundSummary({ title: 'Approved, then closed' });

  beforeAll(async () => {
    await h.approveRound(open, [product]);
    await h.approveRound(finished, [roundProduct()]);
    await h.closeRound(finished);
    // The supplier announces a rejection as a close with reason "rejected"; it was never approved.
    await h.closeRound(rejected, 'rejected');
    await eventually(async () =>
      Boolean(
        h.service.context.catalogue.get(open.id) &&
        h.service.context.catalogue.get(rejected.id) &&
        h.service.context.catalogue.get(finished.id)?.status === 'closed',
      ),
    );
  });

  const as = (userId: string, companyId?: string | null) => ({
    Authorization: `Bearer ${h.token(userId, 'buyer', companyId)}`,
  });

  it('a rejected round that was never approved is not found by id; an approved one that closed still reads', async () => {
    const res = await request(h.app).get(`/rounds/${rejected.id}`).set(as('ana')).expect(404);
    expect(res.body.code).toBe(BuyerProblemCodes.roundNotFound);
    expect(JSON.stringify(res.body)).not.toContain('Rejected draft');
    await request(h.app).get(`/rounds/${finished.id}`).set(as('ana')).expect(200);
    const cart = await request(h.app)
      .put(`/carts/${rejected.id}/items/${product.id}`)
      .set(as('ana'))
      .send({ qty: 2 })
      .expect(404);
    expect(cart.body.code).toBe(BuyerProblemCodes.roundNotFound);
  });

  it('a buyer with no company is told so (403) on every way of buying, and their units never count', async () => {
    const nobody = as('no-company-buyer', null);
    const calls = [
      request(h.app).put(`/carts/${open.id}/items/${product.id}`).set(nobody).send({ qty: 2 }),
      request(h.app).post(`/carts/${open.id}/items/${product.id}/add`).set(nobody).send({ qty: 2 }),
      request(h.app).post('/orders').set(nobody).send({ roundId: open.id }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe(BuyerProblemCodes.companyMissing);
    }
    const detail = await request(h.app).get(`/rounds/${open.id}`).set(nobody).expect(200);
    expect(detail.body.products[0].committed).toBe(0);
    expect((await request(h.app).get('/carts').set(nobody).expect(200)).body.carts).toEqual([]);
    await request(h.app).get('/dashboard').set(nobody).expect(200);

    // The same person once an admin assigned a company (a new token carries it) buys as usual.
    await request(h.app)
      .put(`/carts/${open.id}/items/${product.id}`)
      .set(as('no-company-buyer', 'company-now'))
      .send({ qty: 2 })
      .expect(200);
    const after = await request(h.app).get(`/rounds/${open.id}`).set(nobody).expect(200);
    expect(after.body.products[0].committed).toBe(2);
  });
});
