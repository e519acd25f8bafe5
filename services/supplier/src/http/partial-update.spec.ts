import request from 'supertest';
import { routePaths } from '@marketplace/service-kit/testing';
import { supplierForFile } from '../test-harness';

/** A product with every editable field set, so a field a PATCH wipes shows up. */
const FULL_PRODUCT = {
  name: 'Linen Shirt',
  sku: 'LS-1',
  unitPrice: 12.5,
  currency: 'EUR',
  uom: 'boxes',
  unitsPerPack: 6,
  categoryId: 'cat-apparel',
  size: 'L',
  color: 'Navy',
  material: 'Linen',
  description: 'Breathable summer shirt',
  active: true,
  netWeightKg: 0.25,
  grossWeightKg: 0.3,
  cbm: 0.002,
};

/** One new value per field, each different from FULL_PRODUCT's. */
const ONE_FIELD_CHANGES: Array<[keyof typeof FULL_PRODUCT, unknown]> = [
  ['name', 'Linen Shirt II'],
  ['sku', 'LS-2'],
  ['unitPrice', 13.75],
  ['currency', 'GBP'],
  ['uom', 'pieces'],
  ['unitsPerPack', 12],
  ['categoryId', 'cat-home'],
  ['size', 'XL'],
  ['color', 'White'],
  ['material', 'Cotton'],
  ['description', 'Now in cotton'],
  ['active', false],
  ['netWeightKg', 0.28],
  ['grossWeightKg', 0.35],
  ['cbm', 0.004],
];

/** What a reader sees of a product, minus what every write changes. */
const editable = (body: Record<string, unknown>) => {
  const { updatedAt: _updatedAt, categoryName: _categoryName, ...rest } = body;
  return rest;
};

describe('supplier PATCH routes change only the fields they are sent', () => {
  const h = supplierForFile('partial');
  let auth: string;

  beforeAll(async () => {
    auth = h.bearer('supplier', 'co-partial');
    await h.categories(['cat-apparel', 'Apparel'], ['cat-home', 'Home']);
  });

  const createFull = (sku: string) => h.createProduct(auth, { ...FULL_PRODUCT, sku });
  const patch = (id: string, body: object) =>
    request(h.app).patch(`/products/${id}`).set('Authorization', auth).send(body);
  const read = async (id: string) =>
    (await request(h.app).get(`/products/${id}`).set('Authorization', auth).expect(200)).body as Record<
      string,
      unknown
    >;

  it('covers every PATCH route of the service', () => {
    // A new PATCH route fails here until it gets its own "one field, the rest unchanged" case below.
    expect(routePaths(h.app, 'patch')).toEqual(['/products/:id']);
  });

  it.each(ONE_FIELD_CHANGES)(
    'PATCH /products/:id with only %s leaves every other field',
    async (field, value) => {
      const before = await createFull(`ONE-${field}`);
      const sent = field === 'sku' ? `${value}-${field}` : value;
      await patch(before.id, { [field]: sent }).expect(200);
      const after = await read(before.id as string);
      expect(editable(after)).toEqual({ ...editable(before), [field]: sent });
    },
  );

  it('a measure sent as null is cleared; one below the stored net weight is refused in en and pt', async () => {
    const before = await createFull('MEASURE-1');
    await patch(before.id, { cbm: null }).expect(200);
    const refused = await patch(before.id, { grossWeightKg: 0.2 }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'sales.gross_below_net',
      errors: [expect.objectContaining({ path: 'body.grossWeightKg' })],
    });
    await patch(before.id, { netWeightKg: -1 }).expect(400);
    expect(await read(before.id as string)).toMatchObject({
      netWeightKg: 0.25,
      grossWeightKg: 0.3,
      cbm: null,
    });
  });

  it('Deactivate then Activate keeps size, color, material and description', async () => {
    const before = await createFull('TOGGLE-1');
    await patch(before.id, { active: false }).expect(200);
    await patch(before.id, { active: true }).expect(200);
    expect(await read(before.id as string)).toMatchObject({
      size: 'L',
      color: 'Navy',
      material: 'Linen',
      description: 'Breathable summer shirt',
      active: true,
    });
  });

  it("the Edit dialog's save keeps the description it does not send, and clears what it sends empty", async () => {
    const before = await createFull('DIALOG-1');
    const { description: _description, ...dialog } = FULL_PRODUCT;
    const saved = await patch(before.id, { ...dialog, sku: 'DIALOG-1', name: 'Renamed', size: '' }).expect(
      200,
    );
    expect(saved.body).toMatchObject({ name: 'Renamed', size: null, description: 'Breathable summer shirt' });
    expect(await read(before.id as string)).toMatchObject({
      name: 'Renamed',
      size: null,
      color: 'Navy',
      description: 'Breathable summer shirt',
    });
  });
});
