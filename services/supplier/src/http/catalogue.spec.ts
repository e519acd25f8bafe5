import request from 'supertest';
import { categoryDeletedV1 } from '@marketplace/contracts';
import { eventually } from '@marketplace/service-kit/testing';
import { png, PRODUCT, supplierForFile } from '../test-harness';

describe('supplier catalogue (real FerretDB, NATS, MinIO)', () => {
  const h = supplierForFile('catalogue');
  let acme: string;
  let globex: string;

  beforeAll(async () => {
    acme = h.bearer('supplier', 'co-acme');
    globex = h.bearer('supplier', 'co-globex');
    await h.categories(['cat-furniture', 'Furniture'], ['cat-tools', 'Tools']);
  });

  const create = (auth: string, body: object) =>
    request(h.app).post('/products').set('Authorization', auth).send(body);

  it('creates with the spec defaults and stores empty texts and category none as null', async () => {
    const res = await create(acme, {
      ...PRODUCT,
      categoryId: 'none',
      size: '  ',
      color: '',
      material: 'Steel',
    }).expect(201);
    expect(res.body).toMatchObject({
      name: 'Office Chair',
      sku: 'CH-1',
      unitPrice: 49.9,
      currency: 'USD',
      uom: 'pieces',
      unitsPerPack: 1,
      active: true,
      categoryId: null,
      size: null,
      color: null,
      material: 'Steel',
      images: [],
      primaryImageUrl: null,
    });
  });

  it('refuses bad fields with field errors, and a taken SKU with 409', async () => {
    const bad = await create(acme, {
      name: '',
      sku: 'X',
      unitPrice: 1.234,
      unitsPerPack: 0,
      currency: 'JPY',
    }).expect(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
    const paths = bad.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.unitPrice', 'body.unitsPerPack', 'body.currency']),
    );
    expect(bad.body.errors.find((e: { path: string }) => e.path === 'body.unitPrice').code).toBe(
      'price_decimals',
    );
    await create(acme, { name: 'Missing price', sku: 'NP-1' }).expect(400);
    const taken = await create(acme, { ...PRODUCT, name: 'Another' }).expect(409);
    expect(taken.body.code).toBe('supplier.sku_taken');
    // The same SKU in another company is fine: unique within a company only.
    await create(globex, PRODUCT).expect(201);
  });

  it('lists newest first, searches name, SKU and category name, filters by status', async () => {
    const drill = await create(acme, {
      name: 'Drill',
      sku: 'DR-9',
      unitPrice: 80,
      categoryId: 'cat-tools',
      uom: 'boxes',
      currency: 'BRL',
      unitsPerPack: 6,
    }).expect(201);
    expect(drill.body.categoryName).toBe('Tools');
    await request(h.app)
      .patch(`/products/${drill.body.id}`)
      .set('Authorization', acme)
      .send({ active: false })
      .expect(200);
    const list = async (q: string) =>
      (await request(h.app).get(`/products?${q}`).set('Authorization', acme).expect(200)).body;
    const all = await list('');
    expect(all.items.map((p: { sku: string }) => p.sku)).toEqual(['DR-9', 'CH-1']);
    expect((await list('search=tool')).items.map((p: { sku: string }) => p.sku)).toEqual(['DR-9']);
    expect((await list('search=ch-')).items.map((p: { sku: string }) => p.sku)).toEqual(['CH-1']);
    expect((await list('search=.*')).total).toBe(0);
    expect((await list('status=inactive')).items.map((p: { sku: string }) => p.sku)).toEqual(['DR-9']);
    expect((await list('status=active')).items.map((p: { sku: string }) => p.sku)).toEqual(['CH-1']);
    await request(h.app).get('/products?status=gone').set('Authorization', acme).expect(400);
  });

  it('edits with the same rules and detaches products when their category is deleted', async () => {
    const p = (await create(acme, { name: 'Desk', sku: 'DK-1', unitPrice: 10 }).expect(201)).body;
    const edited = await request(h.app)
      .patch(`/products/${p.id}`)
      .set('Authorization', acme)
      .send({ name: ' Standing Desk ', unitPrice: 12.5, categoryId: 'cat-furniture', size: '', uom: 'kg' })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Standing Desk',
      unitPrice: 12.5,
      categoryName: 'Furniture',
      size: null,
      uom: 'kg',
    });
    await request(h.app)
      .patch(`/products/${p.id}`)
      .set('Authorization', acme)
      .send({ categoryId: 'no-such-category' })
      .expect(400);
    const dup = await request(h.app)
      .patch(`/products/${p.id}`)
      .set('Authorization', acme)
      .send({ sku: 'CH-1' })
      .expect(409);
    expect(dup.body.code).toBe('supplier.sku_taken');

    await h.publish(categoryDeletedV1, { id: 'cat-furniture', version: 2 });
    const detached = await eventually(async () => {
      const res = await request(h.app).get(`/products/${p.id}`).set('Authorization', acme);
      return res.body.categoryId === null ? res.body : null;
    });
    expect(detached).toMatchObject({ categoryId: null, categoryName: null });
    // The same event removes the category from the picker's list; on a busy machine that write may
    // land a moment after the products were detached.
    const cats = await eventually(async () => {
      const res = await request(h.app).get('/categories').set('Authorization', acme).expect(200);
      return res.body.items.some((c: { id: string }) => c.id === 'cat-furniture') ? null : res.body.items;
    });
    expect(cats).toEqual([{ id: 'cat-tools', name: 'Tools' }]);
  });

  it('keeps images in MinIO: first primary, set-primary leaves one, delete removes and promotes', async () => {
    const p = (await create(acme, { name: 'Lamp', sku: 'LP-1', unitPrice: 5 }).expect(201)).body;
    const upload = (color: [number, number, number]) =>
      request(h.app)
        .post(`/products/${p.id}/images`)
        .set('Authorization', acme)
        .attach('image', png(4, color), { filename: 'photo.png', contentType: 'image/png' });
    const first = (await upload([255, 0, 0]).expect(201)).body;
    const second = (await upload([0, 0, 255]).expect(201)).body;
    expect(second.images).toHaveLength(2);
    expect(second.images.map((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([true, false]);
    expect(second.primaryImageUrl).toBe(first.images[0].url);

    const [one, two] = second.images as Array<{ id: string; url: string }>;
    const set = await request(h.app)
      .post(`/products/${p.id}/images/${two!.id}/primary`)
      .set('Authorization', acme)
      .expect(200);
    expect(set.body.images.filter((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([
      { id: two!.id, url: two!.url, isPrimary: true },
    ]);

    // Served publicly with long-lived, immutable caching; the bytes are the uploaded PNG.
    const file = two!.url.split('/').pop()!;
    expect(two!.url).toBe(`/api/supplier/images/${file}`);
    const served = await request(h.app).get(`/images/${file}`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, png(4, [0, 0, 255]))).toBe(0);
    await request(h.app).get('/images/..%2Fetc%2Fpasswd').expect(400);

    expect(await h.objects()).toHaveLength(2);
    const afterDelete = await request(h.app)
      .delete(`/products/${p.id}/images/${two!.id}`)
      .set('Authorization', acme)
      .expect(200);
    expect(afterDelete.body.images).toEqual([{ id: one!.id, url: one!.url, isPrimary: true }]);
    expect(await h.objects()).toEqual([one!.url.split('/').pop()]);
    await request(h.app).get(`/images/${file}`).expect(404);
    await request(h.app).delete(`/products/${p.id}/images/${two!.id}`).set('Authorization', acme).expect(404);
  });

  it('refuses a renamed non-image, an oversized file and another company’s product, leaving MinIO as it was', async () => {
    const p = (await create(acme, { name: 'Fan', sku: 'FN-1', unitPrice: 5 }).expect(201)).body;
    const before = (await h.objects()).sort();
    const fake = await request(h.app)
      .post(`/products/${p.id}/images`)
      .set('Authorization', acme)
      .attach('image', Buffer.from('this is plain text, not a picture'), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .expect(415);
    expect(fake.body.code).toBe('upload.not_image');
    const huge = Buffer.concat([png(2), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const big = await request(h.app)
      .post(`/products/${p.id}/images`)
      .set('Authorization', acme)
      .attach('image', huge, { filename: 'big.png', contentType: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('upload.too_large');
    const foreign = await request(h.app)
      .post(`/products/${p.id}/images`)
      .set('Authorization', globex)
      .attach('image', png(2), { filename: 'x.png', contentType: 'image/png' })
      .expect(404);
    expect(foreign.body.code).toBe('supplier.product_not_found');
    expect((await h.objects()).sort()).toEqual(before);
    const still = await request(h.app).get(`/products/${p.id}`).set('Authorization', acme).expect(200);
    expect(still.body.images).toEqual([]);
  });

  describe('access', () => {
    let acmeProduct: { id: string; images: Array<{ id: string }> };
    beforeAll(async () => {
      acmeProduct = (await create(acme, { name: 'Secret', sku: 'SC-1', unitPrice: 1 }).expect(201)).body;
      acmeProduct = (
        await request(h.app)
          .post(`/products/${acmeProduct.id}/images`)
          .set('Authorization', acme)
          .attach('image', png(2), { filename: 'a.png', contentType: 'image/png' })
          .expect(201)
      ).body;
    });

    it('never shows or changes another company’s products, by id or by listing', async () => {
      const listed = await request(h.app)
        .get('/products?search=Secret')
        .set('Authorization', globex)
        .expect(200);
      expect(listed.body.total).toBe(0);
      const mine = await request(h.app).get('/products').set('Authorization', globex).expect(200);
      expect(mine.body.items.every((p: { supplierId: string }) => p.supplierId === 'co-globex')).toBe(true);
      const id = acmeProduct.id;
      const img = acmeProduct.images[0]!.id;
      for (const call of [
        request(h.app).get(`/products/${id}`),
        request(h.app).patch(`/products/${id}`).send({ name: 'Hijacked' }),
        request(h.app).patch(`/products/${id}`).send({ active: false }),
        request(h.app).post(`/products/${id}/images/${img}/primary`),
        request(h.app).delete(`/products/${id}/images/${img}`),
      ])
        expect((await call.set('Authorization', globex)).status).toBe(404);
      const intact = await request(h.app).get(`/products/${id}`).set('Authorization', acme).expect(200);
      expect(intact.body).toMatchObject({ name: 'Secret', active: true });
      expect(intact.body.images).toHaveLength(1);
    });

    it('answers 403 to buyers on every write, 401 without a token, and the no-company code', async () => {
      const buyer = h.bearer('buyer', 'co-buyer');
      const id = acmeProduct.id;
      const writes = () => [
        request(h.app).post('/products').send(PRODUCT),
        request(h.app).patch(`/products/${id}`).send({ active: false }),
        request(h.app)
          .post(`/products/${id}/images`)
          .attach('image', png(2), { filename: 'a.png', contentType: 'image/png' }),
        request(h.app).post(`/products/${id}/images/x/primary`),
        request(h.app).delete(`/products/${id}/images/x`),
      ];
      for (const call of writes()) expect((await call.set('Authorization', buyer)).status).toBe(403);
      for (const call of [...writes(), request(h.app).get('/products'), request(h.app).get('/categories')])
        expect((await call).status).toBe(401);
      const orphan = h.bearer('supplier', null);
      for (const call of [
        request(h.app).get('/products'),
        request(h.app).post('/products').send(PRODUCT),
        request(h.app)
          .post(`/products/${id}/images`)
          .attach('image', png(2), { filename: 'a.png', contentType: 'image/png' }),
      ]) {
        const res = await call.set('Authorization', orphan);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'supplier.no_company',
          detail: 'No company associated with user',
        });
      }
    });
  });
});
