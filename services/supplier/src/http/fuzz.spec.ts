import request from 'supertest';
import fc from 'fast-check';
import { fuzzRoutes } from '@marketplace/service-kit/testing';
import { supplierForFile } from '../test-harness';

jest.setTimeout(120_000);

/** Whatever the body, catalogue and round writes answer 2xx or 4xx problem+json, never 5xx. */
describe('supplier routes under random bodies', () => {
  const h = supplierForFile('fuzz');
  let auth: string;
  let productId: string;
  beforeAll(async () => {
    auth = h.bearer('supplier', 'co-fuzz');
    productId = (
      await request(h.app)
        .post('/products')
        .set('Authorization', auth)
        .send({ name: 'P', sku: 'P-1', unitPrice: 1 })
    ).body.id;
  });

  const field = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('none', 'USD', 'BRL', 'kg', '2026-01-01T00:00:00.000Z', ''),
  );
  const productBody = fc.record(
    {
      name: field,
      sku: field,
      unitPrice: field,
      currency: field,
      uom: field,
      unitsPerPack: field,
      categoryId: field,
      size: field,
      color: field,
      material: field,
      active: field,
      extra: field,
    },
    { requiredKeys: [] },
  );
  const roundBody = fc.record(
    {
      title: field,
      currency: field,
      description: field,
      openAt: field,
      closeAt: field,
      products: fc.oneof(
        field,
        fc.array(
          fc.record(
            { productId: fc.oneof(field, fc.constant('PID')), moq: field, maxQty: field },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
      ),
    },
    { requiredKeys: [] },
  );

  const check = (res: request.Response) => {
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.headers['content-type']).toMatch(/problem\+json/);
  };

  it('POST and PATCH /products', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(productBody, fc.anything()), async (body) => {
        check(
          await request(h.app)
            .post('/products')
            .set('Authorization', auth)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body) ?? 'null'),
        );
        check(
          await request(h.app)
            .patch(`/products/${productId}`)
            .set('Authorization', auth)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body) ?? 'null'),
        );
      }),
      { numRuns: 80 },
    );
  });

  it('every route answers hostile shapes (NUL, non-strings, deep nesting, j: cookies, huge and foreign bodies) with a 4xx problem, never a 5xx', async () => {
    const failures = await fuzzRoutes(h.app, {
      headers: () => ({ Authorization: auth }),
      params: { id: productId },
    });
    expect(failures).toEqual([]);
  });

  it('POST /rounds and the list queries', async () => {
    await fc.assert(
      fc.asyncProperty(roundBody, fc.string(), fc.string(), async (body, search, status) => {
        const withIds = JSON.parse(JSON.stringify(body).replaceAll('"PID"', `"${productId}"`));
        check(await request(h.app).post('/rounds').set('Authorization', auth).send(withIds));
        check(await request(h.app).get('/rounds').query({ search, status }).set('Authorization', auth));
        check(await request(h.app).get('/products').query({ search, status }).set('Authorization', auth));
      }),
      { numRuns: 80 },
    );
  });
});
