import request from 'supertest';
import type { Subscription } from 'nats';
import {
  assignCompanyCommand,
  decideOrderCommand,
  decideRoundCommand,
  reviewRoundCommand,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import { serveCommand } from '@marketplace/service-kit/messaging';
import { silentLogger } from '@marketplace/service-kit/testing';
import { fuzzRoutes } from '@marketplace/service-kit/testing';
import { startAdmin, type AdminHarness } from '../test-harness';

jest.setTimeout(120_000);

describe('admin routes under hostile input', () => {
  let h: AdminHarness;
  let admin: { Authorization: string };
  let companyId: string;
  let categoryId: string;
  let standIns: Subscription[] = [];

  beforeAll(async () => {
    h = await startAdmin();
    // The commands' owners, standing in: none knows the ids the fuzz sends (a 503 would mean the
    // owner is missing, which is not what this spec is about).
    const unknown = async (): Promise<never> => {
      throw notFound();
    };
    standIns = [
      serveCommand(h.nc, assignCompanyCommand, 'identity', silentLogger(), unknown),
      serveCommand(h.nc, decideRoundCommand, 'supplier', silentLogger(), unknown),
      serveCommand(h.nc, reviewRoundCommand, 'supplier', silentLogger(), unknown),
      serveCommand(h.nc, decideOrderCommand, 'buyer', silentLogger(), unknown),
    ];
    admin = { Authorization: `Bearer ${h.token('admin')}` };
    companyId = (await request(h.app).post('/companies').set(admin).send({ name: 'Fuzz Co' }).expect(201))
      .body.id;
    categoryId = (await request(h.app).post('/categories').set(admin).send({ name: 'Fuzz' }).expect(201)).body
      .id;
  });
  afterAll(async () => {
    standIns.forEach((s) => s.unsubscribe());
    await h?.stop();
  });

  it('every route answers NUL, non-strings, deep nesting, j: cookies, huge and foreign bodies with a 4xx problem, never a 5xx', async () => {
    const failures = await fuzzRoutes(h.app, { headers: () => admin, params: { id: companyId } });
    expect(failures).toEqual([]);
  });

  it('refuses an id with a NUL on each kind of route with a code the UI translates', async () => {
    for (const path of [
      '/companies/%00',
      `/categories/a%00b`,
      '/rounds/%00/decision',
      '/orders/%00/decision',
    ])
      for (const method of ['patch', 'post'] as const) {
        const res = await request(h.app)[method](path).set(admin).send({ decision: 'approve', name: 'x' });
        if (res.status === 404 && res.body.code === 'route.not_found') continue;
        expect([path, res.status, res.body.code]).toEqual([path, 400, 'request.nul_character']);
      }
    const users = await request(h.app).put('/users/%00/company').set(admin).send({ companyId });
    expect(users.status).toBe(400);
    expect(users.body.code).toBe('request.nul_character');
  });

  it.each([
    ['a right-to-left override', 'Acme \u202Eslaes'],
    ['a zero-width space', 'Ac\u200Bme'],
  ])('refuses a company or category name with %s, as it refuses a person name', async (_what, name) => {
    const checks = [
      request(h.app).post('/companies').set(admin).send({ name }),
      request(h.app).patch(`/companies/${companyId}`).set(admin).send({ name }),
      request(h.app).post('/categories').set(admin).send({ name }),
      request(h.app).patch(`/categories/${categoryId}`).set(admin).send({ name }),
    ];
    for (const res of await Promise.all(checks)) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: 'body.name', code: 'name_characters' });
    }
  });
});
