import request from 'supertest';
import fc from 'fast-check';
import { buyerForFile, roundProduct, roundSummary } from '../test-harness';

describe('buyer routes: who may call them, and what any body gets back', () => {
  const h = buyerForFile('access');
  const product = roundProduct({ unitsPerPack: 3, maxQty: 90, moq: 30 });
  const round = roundSummary();
  const rp = product.id;

  const ROUTES: Array<{ method: 'get' | 'put' | 'post' | 'delete'; path: string; body?: object }> = [
    { method: 'get', path: '/rounds' },
    { method: 'get', path: `/rounds/${round.id}` },
    { method: 'get', path: '/carts' },
    { method: 'put', path: `/carts/${round.id}/items/${rp}`, body: { qty: 3 } },
    { method: 'post', path: `/carts/${round.id}/items/${rp}/add`, body: { qty: 3 } },
    { method: 'delete', path: `/carts/${round.id}/items/${rp}` },
    { method: 'post', path: '/orders', body: { roundId: round.id } },
    { method: 'get', path: '/orders' },
    { method: 'get', path: '/orders/some-order' },
    { method: 'get', path: '/dashboard' },
  ];

  beforeAll(async () => {
    await h.approveRoundAndWait(round, [product]);
  });

  it.each(ROUTES)(
    '$method $path: 401 without a token, 403 for a supplier or an admin',
    async ({ method, path, body }) => {
      const call = () => {
        const req = request(h.app)[method](path);
        return body ? req.send(body) : req;
      };
      expect((await call()).status).toBe(401);
      expect(
        (await call().set('Authorization', `Bearer ${h.token('sup', 'supplier', 'supplier-co')}`)).status,
      ).toBe(403);
      expect((await call().set('Authorization', `Bearer ${h.token('adm', 'admin', null)}`)).status).toBe(403);
      expect((await call().set('Authorization', 'Bearer not-a-token')).status).toBe(401);
    },
  );

  it('never answers 5xx to any body on the cart and order routes, and leaves the ledger consistent', async () => {
    const auth = { Authorization: `Bearer ${h.token('fuzzer')}` };
    const bodies = fc.oneof(
      fc.anything({ withObjectString: true, withNullPrototype: false }),
      fc.record({
        qty: fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double(), fc.string(), fc.constant(null)),
      }),
      fc.record({ roundId: fc.oneof(fc.string(), fc.constant(round.id), fc.integer()) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['put', `/carts/${round.id}/items/${rp}`],
          ['post', `/carts/${round.id}/items/${rp}/add`],
          ['post', '/orders'],
          ['put', `/carts/${round.id}/items/unknown`],
        ),
        bodies,
        async ([method, path], body) => {
          const res = await request(h.app)
            [method as 'put' | 'post'](path)
            .set(auth)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body) ?? 'null');
          expect(res.status).toBeLessThan(500);
          expect(
            res.status === 200 || res.status === 201 || res.headers['content-type']?.includes('problem+json'),
          ).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
    const cart = (await request(h.app).get('/carts').set(auth)).body.carts[0];
    const orders = (await request(h.app).get('/orders').set(auth)).body.items as Array<{
      items: Array<{ roundProductId: string; qty: number }>;
    }>;
    const held =
      (cart?.items.find((i: { id: string }) => i.id === rp)?.qty ?? 0) +
      orders
        .flatMap((o) => o.items)
        .filter((i) => i.roundProductId === rp)
        .reduce((s, i) => s + i.qty, 0);
    expect(h.service.context.committed.get(rp).total).toBe(held);
    expect(held).toBeLessThanOrEqual(90);
  });
});
