import request from 'supertest';
import fc from 'fast-check';
import { Outbox } from '@marketplace/service-kit/messaging';
import { eventually, silentLogger } from '@marketplace/service-kit/testing';
import { Directory } from '../data/directory';
import { expectAdminOnly, adminForFile } from '../test-harness';

describe('admin directory: companies and categories', () => {
  const h = adminForFile();

  describe('companies', () => {
    it('creates a buyer by default, stores empty optional fields as null, and announces it', async () => {
      const res = await h
        .asAdmin('post', '/companies')
        .send({
          name: '  Lisbon Traders  ',
          country: 'Portugal',
          address: '',
          phone: '  ',
          taxNumber: 'PT-123',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Lisbon Traders',
        type: 'buyer',
        country: 'Portugal',
        address: null,
        phone: null,
        taxNumber: 'PT-123',
        active: true,
        version: 1,
      });
      const events = await eventually(async () => {
        const list = await h.published('admin.company.upserted.v1');
        return list.some((e) => e.data.id === res.body.id) ? list : null;
      });
      expect(events!.find((e) => e.data.id === res.body.id)!.data).toEqual(res.body);
    });

    it('keeps a supplier company’s tax number, the seller’s on its proformas, and announces it', async () => {
      const res = await h
        .asAdmin('post', '/companies')
        .send({ name: 'Porto Supplies', type: 'supplier', taxNumber: 'X-9' })
        .expect(201);
      expect(res.body.taxNumber).toBe('X-9');
      const edited = await h
        .asAdmin('patch', `/companies/${res.body.id}`)
        .send({ taxNumber: 'Y-1' })
        .expect(200);
      expect(edited.body).toMatchObject({ taxNumber: 'Y-1', version: 2 });
      // Announced with it, so the supplier's proformas carry it in the seller's block.
      const announced = await eventually(async () => {
        const mine = (await h.published('admin.company.upserted.v1')).filter(
          (e) => e.data.id === res.body.id,
        );
        return mine.some((e) => e.data.taxNumber === 'Y-1') ? mine : null;
      });
      expect(announced!.at(-1)!.data).toMatchObject({ type: 'supplier', taxNumber: 'Y-1' });
    });

    it('refuses an empty name and unknown fields with field errors', async () => {
      const res = await h.asAdmin('post', '/companies').send({ name: '   ' }).expect(400);
      expect(res.body.errors[0].path).toBe('body.name');
      const extra = await h.asAdmin('post', '/companies').send({ name: 'A', owner: 'x' }).expect(400);
      expect(extra.body.code).toBe('request.invalid');
      const type = await h.asAdmin('post', '/companies').send({ name: 'A', type: 'admin' }).expect(400);
      expect(type.body.errors[0].path).toBe('body.type');
    });

    it('edits, deactivates and activates, one version per change', async () => {
      const { body: c } = await h.asAdmin('post', '/companies').send({ name: 'Edit Me' }).expect(201);
      const edited = await h
        .asAdmin('patch', `/companies/${c.id}`)
        .send({ name: 'Edited Co', country: 'Brazil', phone: '' })
        .expect(200);
      expect(edited.body).toMatchObject({ name: 'Edited Co', country: 'Brazil', phone: null, version: 2 });
      const off = await h.asAdmin('patch', `/companies/${c.id}`).send({ active: false }).expect(200);
      expect(off.body).toMatchObject({ active: false, version: 3 });
      const on = await h.asAdmin('patch', `/companies/${c.id}`).send({ active: true }).expect(200);
      expect(on.body).toMatchObject({ active: true, version: 4 });
      const versions = await eventually(async () => {
        const v = (await h.published('admin.company.upserted.v1'))
          .filter((e) => e.data.id === c.id)
          .map((e) => e.data.version);
        return v.length === 4 ? v : null;
      });
      expect(versions).toEqual([1, 2, 3, 4]);
      await h.asAdmin('patch', '/companies/no-such-company').send({ name: 'x' }).expect(404);
    });

    it('lists newest first, searches name or country, filters by type and activity', async () => {
      const list = async (q: string) =>
        (await h.asAdmin('get', `/companies?${q}`).expect(200)).body as {
          items: { name: string; type: string; active: boolean }[];
          total: number;
        };
      const all = await list('');
      expect(all.items[0]!.name).toBe('Edited Co');
      expect(all.items.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Lisbon Traders', 'Porto Supplies', 'Edited Co']),
      );
      expect((await list('search=portugal')).items.map((c) => c.name)).toEqual(['Lisbon Traders']);
      expect((await list('search=PORTO')).items.map((c) => c.name)).toEqual(['Porto Supplies']);
      expect((await list('search=.*')).total).toBe(0);
      expect((await list('type=supplier')).items.every((c) => c.type === 'supplier')).toBe(true);
      expect((await list('type=buyer')).items.every((c) => c.type === 'buyer')).toBe(true);
      expect((await list('active=true')).items.every((c) => c.active)).toBe(true);
      await h.asAdmin('get', '/companies?type=admin').expect(400);
    });
  });

  describe('categories', () => {
    it('creates trimmed names, refuses empty ones and case-insensitive duplicates', async () => {
      const res = await h.asAdmin('post', '/categories').send({ name: '  Electronics ' }).expect(201);
      expect(res.body).toMatchObject({ name: 'Electronics' });
      const empty = await h.asAdmin('post', '/categories').send({ name: '   ' }).expect(400);
      expect(empty.body.code).toBe('admin.category_name_required');
      const dup = await h.asAdmin('post', '/categories').send({ name: 'ELECTRONICS' }).expect(409);
      expect(dup.body.code).toBe('admin.category_name_taken');
    });

    it('two concurrent creates of one name make one category', async () => {
      const results = await Promise.all(
        ['Garden', 'garden', 'GARDEN'].map((name) => h.asAdmin('post', '/categories').send({ name })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    });

    it('two replicas creating one name at once make one category (the unique key decides)', async () => {
      // A second instance of the service on the same database: its own queue and outbox.
      const replica = new Directory(
        h.service.directory.companies,
        h.service.directory.categories,
        new Outbox({ conn: h.deps.conn, nc: h.nc, producer: 'admin', logger: silentLogger() }),
      );
      const outcomes = await Promise.allSettled([
        h.service.directory.createCategory('Lighting'),
        replica.createCategory('LIGHTING'),
        replica.createCategory('lighting'),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected'))
        expect(o.reason.code).toBe('admin.category_name_taken');
      expect(await h.service.directory.categories.countDocuments({ key: 'lighting' })).toBe(1);
    });

    it('lists by name, renames (empty changes nothing), refuses a taken name, deletes and announces', async () => {
      const { body: apparel } = await h.asAdmin('post', '/categories').send({ name: 'apparel' }).expect(201);
      const names = async () =>
        (await h.asAdmin('get', '/categories').expect(200)).body.items.map((c: { name: string }) => c.name);
      // The race above leaves one of 'Lighting' / 'LIGHTING' / 'lighting': whichever won.
      expect((await names()).map((n: string) => n.toLowerCase())).toEqual([
        'apparel',
        'electronics',
        'garden',
        'lighting',
      ]);

      const rename = (name: string, status: number) =>
        h.asAdmin('patch', `/categories/${apparel.id}`).send({ name }).expect(status);
      expect((await rename('  ', 200)).body.name).toBe('apparel');
      expect((await rename('Apparel & Shoes', 200)).body.name).toBe('Apparel & Shoes');
      expect((await rename('garden', 409)).body.code).toBe('admin.category_name_taken');
      // Changing only the case of its own name is allowed.
      await rename('APPAREL & SHOES', 200);

      await h.asAdmin('delete', `/categories/${apparel.id}`).expect(204);
      await h.asAdmin('delete', `/categories/${apparel.id}`).expect(404);
      expect((await names()).map((n: string) => n.toLowerCase())).toEqual([
        'electronics',
        'garden',
        'lighting',
      ]);

      const upserts = await eventually(async () => {
        const v = (await h.published('admin.category.upserted.v1')).filter((e) => e.data.id === apparel.id);
        return v.length === 3 ? v : null;
      });
      expect(upserts!.map((e) => [e.data.name, e.data.version])).toEqual([
        ['apparel', 1],
        ['Apparel & Shoes', 2],
        ['APPAREL & SHOES', 3],
      ]);
      const deleted = await eventually(async () =>
        (await h.published('admin.category.deleted.v1')).find((e) => e.data.id === apparel.id),
      );
      expect(deleted!.data).toEqual({ id: apparel.id, version: 4 });
      // A deleted name is free again.
      await h.asAdmin('post', '/categories').send({ name: 'Apparel' }).expect(201);
    });
  });

  describe('access', () => {
    const routes: Array<{ method: string; path: string; body?: object }> = [
      { method: 'get', path: '/companies' },
      { method: 'post', path: '/companies', body: { name: 'X' } },
      { method: 'patch', path: '/companies/some-id', body: { name: 'X' } },
      { method: 'get', path: '/categories' },
      { method: 'post', path: '/categories', body: { name: 'X' } },
      { method: 'patch', path: '/categories/some-id', body: { name: 'X' } },
      { method: 'delete', path: '/categories/some-id' },
    ];
    it.each(routes)(
      '$method $path: admins only (supplier/buyer 403, no token 401)',
      async ({ method, path, body }) => {
        await expectAdminOnly(h, method, path, body);
      },
    );
  });

  it('bad bodies never get a 5xx', async () => {
    const { body: company } = await h.asAdmin('post', '/companies').send({ name: 'Fuzz Co' });
    const { body: category } = await h.asAdmin('post', '/categories').send({ name: 'Fuzz Cat' });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['post', '/companies'],
          ['patch', `/companies/${company.id}`],
          ['post', '/categories'],
          ['patch', `/categories/${category.id}`],
        ),
        fc.anything({ withObjectString: true, withNullPrototype: false }),
        async ([method, path], body) => {
          const r = (request(h.app) as unknown as Record<string, (p: string) => request.Test>)[method!]!(
            path!,
          );
          const res = await r
            .set(h.auth('admin'))
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(body) ?? 'null');
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
