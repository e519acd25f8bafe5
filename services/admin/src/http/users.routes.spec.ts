import request from 'supertest';
import {
  assignCompanyCommand,
  IdentityProblemCodes,
  profileUpdatedV1,
  userRegisteredV1,
} from '@marketplace/contracts';
import { createEvent, notFound, serveCommand } from '@marketplace/service-kit';
import { eventually, silentLogger } from '@marketplace/service-kit/testing';
import type { Subscription } from 'nats';
import { expectAdminOnly, startAdmin, type AdminHarness } from '../test-harness';

jest.setTimeout(30_000);

describe('admin Users page API, fed by identity events', () => {
  let h: AdminHarness;
  let auth: { Authorization: string };
  let identityStandIn: Subscription;
  const assigned: Array<{ userId: string; companyId: string | null }> = [];

  beforeAll(async () => {
    h = await startAdmin();
    auth = { Authorization: `Bearer ${h.token('admin')}` };
    // Identity's side of the command, as small as it gets: knows two users, records the calls.
    identityStandIn = serveCommand(h.nc, assignCompanyCommand, 'identity', silentLogger(), async (req) => {
      if (!['u-ana', 'u-bo'].includes(req.userId))
        throw notFound('User not found', IdentityProblemCodes.userNotFound);
      assigned.push(req);
      return req;
    });

    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 12, min)).toISOString();
    const register = (userId: string, email: string, name: string, role: 'buyer' | 'supplier', min: number) =>
      h.publish(
        userRegisteredV1,
        { userId, email, name, role, companyId: null, createdAt: at(min) },
        'identity',
      );
    await register('u-ana', 'ana@buyers.test', 'Ana Souza', 'buyer', 1);
    await register('u-bo', 'bo@supplies.test', 'Bo Lindqvist', 'supplier', 2);
    const profile = (name: string, lastActiveAt: string | null, updatedAt: string) => ({
      userId: 'u-ana',
      email: 'ana@buyers.test',
      name,
      role: 'buyer' as const,
      phone: null,
      address: null,
      companyId: null,
      avatarUrl: null,
      emailVerified: true,
      lastActiveAt,
      updatedAt,
    });
    await h.publish(profileUpdatedV1, profile('Ana S. Souza', at(30), at(30)), 'identity');
    // A late, older event: published with an old occurredAt, it must not overwrite the newer one.
    const older = {
      ...createEvent(profileUpdatedV1, profile('Stale Name', null, at(5)), 'identity'),
      occurredAt: '2000-01-01T00:00:00.000Z',
    };
    await h.nc.jetstream().publish(older.type, JSON.stringify(older), { msgID: older.id });
    await eventually(async () => (await h.deps.conn.collection('inbox').countDocuments()) >= 4);
  });

  afterAll(async () => {
    identityStandIn?.unsubscribe();
    await h?.stop();
  });

  it('lists users newest first with joined and last active', async () => {
    const res = await request(h.app).get('/users').set(auth).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((u: { id: string }) => u.id)).toEqual(['u-bo', 'u-ana']);
    expect(res.body.items[1]).toMatchObject({
      name: 'Ana S. Souza',
      email: 'ana@buyers.test',
      role: 'buyer',
      companyName: null,
      createdAt: '2026-01-01T12:01:00.000Z',
      lastActiveAt: '2026-01-01T12:30:00.000Z',
    });
    expect(res.body.items[0].lastActiveAt).toBeNull();
  });

  it('searches name or email case-insensitively and filters by role', async () => {
    const ids = async (q: string) =>
      (await request(h.app).get(`/users?${q}`).set(auth)).body.items.map((u: { id: string }) => u.id);
    expect(await ids('search=SUPPLIES')).toEqual(['u-bo']);
    expect(await ids('search=souza')).toEqual(['u-ana']);
    expect(await ids('search=.*')).toEqual([]);
    expect(await ids('role=buyer')).toEqual(['u-ana']);
    const bad = await request(h.app).get('/users?role=owner').set(auth).expect(400);
    expect(bad.body.errors[0].path).toBe('query.role');
  });

  it('assigns an active company through identity; the page shows its name and type and finds it', async () => {
    const { body: co } = await request(h.app)
      .post('/companies')
      .set(auth)
      .send({ name: 'Nordic Parts', type: 'supplier' })
      .expect(201);
    const res = await request(h.app)
      .put('/users/u-bo/company')
      .set(auth)
      .send({ companyId: co.id })
      .expect(200);
    expect(res.body).toMatchObject({
      id: 'u-bo',
      companyId: co.id,
      companyName: 'Nordic Parts',
      companyType: 'supplier',
    });
    expect(assigned).toContainEqual({ userId: 'u-bo', companyId: co.id });
    const list = await request(h.app).get('/users?search=nordic').set(auth).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: 'u-bo', companyName: 'Nordic Parts' })]);

    // Renaming the company shows at once: names are read from the directory, not copied.
    await request(h.app).patch(`/companies/${co.id}`).set(auth).send({ name: 'Nordic Parts AB' }).expect(200);
    const after = await request(h.app).get('/users?role=supplier').set(auth).expect(200);
    expect(after.body.items[0].companyName).toBe('Nordic Parts AB');

    const cleared = await request(h.app)
      .put('/users/u-bo/company')
      .set(auth)
      .send({ companyId: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ companyId: null, companyName: null, companyType: null });
  });

  it('refuses an inactive or unknown company, and passes identity’s refusal on', async () => {
    const { body: co } = await request(h.app)
      .post('/companies')
      .set(auth)
      .send({ name: 'Dormant Ltd' })
      .expect(201);
    await request(h.app).patch(`/companies/${co.id}`).set(auth).send({ active: false }).expect(200);
    const inactive = await request(h.app)
      .put('/users/u-ana/company')
      .set(auth)
      .send({ companyId: co.id })
      .expect(409);
    expect(inactive.body.code).toBe('admin.company_inactive');
    const unknown = await request(h.app)
      .put('/users/u-ana/company')
      .set(auth)
      .send({ companyId: 'nope' })
      .expect(404);
    expect(unknown.body.code).toBe('admin.company_not_found');
    const noUser = await request(h.app)
      .put('/users/u-ghost/company')
      .set(auth)
      .send({ companyId: null })
      .expect(404);
    expect(noUser.body.code).toBe(IdentityProblemCodes.userNotFound);
    await request(h.app).put('/users/u-ana/company').set(auth).send({ company: 'x' }).expect(400);
  });

  it("sets a buyer's part in the buying company's team, and refuses a team role for anyone else", async () => {
    const { body: buyers } = await request(h.app)
      .post('/companies')
      .set(auth)
      .send({ name: 'Lisbon Buyers', type: 'buyer' })
      .expect(201);
    const res = await request(h.app)
      .put('/users/u-ana/company')
      .set(auth)
      .send({ companyId: buyers.id, teamRole: 'approver' })
      .expect(200);
    expect(res.body).toMatchObject({ id: 'u-ana', companyName: 'Lisbon Buyers', teamRole: 'approver' });
    expect(assigned).toContainEqual({ userId: 'u-ana', companyId: buyers.id, teamRole: 'approver' });
    const list = await request(h.app).get('/users?role=buyer').set(auth).expect(200);
    expect(list.body.items[0]).toMatchObject({ id: 'u-ana', teamRole: 'approver' });

    const { body: suppliers } = await request(h.app)
      .post('/companies')
      .set(auth)
      .send({ name: 'Porto Supplies', type: 'supplier' })
      .expect(201);
    const calls = assigned.length;
    for (const [userId, companyId] of [
      ['u-bo', buyers.id],
      ['u-ana', suppliers.id],
      ['u-ana', null],
    ]) {
      const refused = await request(h.app)
        .put(`/users/${userId}/company`)
        .set(auth)
        .send({ companyId, teamRole: 'member' })
        .expect(400);
      expect(refused.body.code).toBe('admin.team_role_not_buyer');
    }
    expect(assigned).toHaveLength(calls);
    await request(h.app)
      .put('/users/u-ana/company')
      .set(auth)
      .send({ companyId: buyers.id, teamRole: 'owner' })
      .expect(400);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(h, 'get', '/users');
    await expectAdminOnly(h, 'put', '/users/u-ana/company', { companyId: null });
  });
});
