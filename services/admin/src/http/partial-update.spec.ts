import { routePaths } from '@marketplace/service-kit/testing';
import { adminForFile } from '../test-harness';

/** A company with every field set, so a field a PATCH wipes shows up. */
const FULL_COMPANY = {
  name: 'Atlantic Goods',
  type: 'buyer',
  country: 'Portugal',
  address: 'Rua Augusta 1, Lisboa',
  phone: '+351 210 000 000',
  taxNumber: 'PT-500',
};

/** One new value per field (a supplier keeps its tax number as a buyer does). */
const ONE_FIELD_CHANGES: Array<[string, unknown, Partial<typeof FULL_COMPANY>]> = [
  ['name', 'Atlantic Goods Lda', {}],
  ['type', 'buyer', { type: 'supplier' }],
  ['country', 'Spain', {}],
  ['address', 'Gran Via 2, Madrid', {}],
  ['phone', '+34 910 000 000', {}],
  ['taxNumber', 'PT-501', {}],
  ['active', false, {}],
];

describe('admin PATCH routes change only the fields they are sent', () => {
  const h = adminForFile();

  const readCompany = async (id: string) => {
    const { body } = await h.asAdmin('get', '/companies').expect(200);
    return (body.items as Array<Record<string, unknown>>).find((c) => c.id === id)!;
  };
  const readCategory = async (id: string) => {
    const { body } = await h.asAdmin('get', '/categories').expect(200);
    return (body.items as Array<Record<string, unknown>>).find((c) => c.id === id)!;
  };
  const withoutVersion = ({ version: _version, ...rest }: Record<string, unknown>) => rest;

  it('covers every PATCH route of the service', () => {
    // A new PATCH route fails here until it gets its own "one field, the rest unchanged" case below.
    expect(routePaths(h.app, 'patch')).toEqual(['/categories/:id', '/companies/:id']);
  });

  it.each(ONE_FIELD_CHANGES)(
    'PATCH /companies/:id with only %s leaves every other field',
    async (field, value, base) => {
      const created = await h
        .asAdmin('post', '/companies')
        .send({ ...FULL_COMPANY, name: `${FULL_COMPANY.name} ${field}`, ...base })
        .expect(201);
      const before = await readCompany(created.body.id);
      await h
        .asAdmin('patch', `/companies/${created.body.id}`)
        .send({ [field]: value })
        .expect(200);
      const after = await readCompany(created.body.id);
      expect(withoutVersion(after)).toEqual({ ...withoutVersion(before), [field]: value });
    },
  );

  it('PATCH /categories/:id with only name leaves every other field', async () => {
    const created = await h.asAdmin('post', '/categories').send({ name: 'Garden' }).expect(201);
    const before = await readCategory(created.body.id);
    await h.asAdmin('patch', `/categories/${created.body.id}`).send({ name: 'Outdoor' }).expect(200);
    expect(await readCategory(created.body.id)).toEqual({ ...before, name: 'Outdoor' });
  });
});
