import {
  assignCompanyCommand,
  IdentityProblemCodes,
  profileUpdatedV1,
  userRegisteredV1,
} from '@marketplace/contracts';
import { notFound } from '@marketplace/service-kit/core';
import { createEvent, serveCommand } from '@marketplace/service-kit/messaging';
import { eventually, silentLogger, publishEvent } from '@marketplace/service-kit/testing';
import type { Subscription } from 'nats';
import { expectAdminOnly, startAdmin, type AdminHarness } from '../test-harness';

describe('admin Users page API, fed by identity events', () => {
  let h: AdminHarness;
  let identityStandIn: Subscription;
  const assigned: Array<{ userId: string; companyId: string | null }> = [];

  beforeAll(async () => {
    h = await startAdmin();
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
    await publishEvent(h.nc, older);
    await eventually(async () => (await h.deps.conn.collection('inbox').countDocuments()) >= 4);
  });

  afterAll(async () => {
    identityStandIn?.unsubscribe();
    await h?.stop();
  });

  it('lists users newest first with joined and last active', async () => {
    const res = await h.asAdmin('get', '/users').expect(200);
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
      (await h.asAdmin('get', `/users?${q}`)).body.items.map((u: { id: string }) => u.id);
    expect(await ids('search=SUPPLIES')).toEqual(['u-bo']);
    expect(await ids('search=souza')).toEqual(['u-ana']);
    expect(await ids('search=.*')).toEqual([]);
    expect(await ids('role=buyer')).toEqual(['u-ana']);
    const bad = await h.asAdmin('get', '/users?role=owner').expect(400);
    expect(bad.body.errors[0].path).toBe('query.role');
  });

  it('assigns an active company through identity; the page shows its name and type and finds it', async () => {
    const { body: co } = await h
      .asAdmin('post', '/companies')
      .send({ name: 'Nordic Parts', type: 'supplier' })
      .expect(201);
    const res = await h.asAdmin('put', '/users/u-bo/company').send({ companyId: co.id }).expect(200);
    expect(res.body).toMatchObject({
      id: 'u-bo',
      companyId: co.id,
      companyName: 'Nordic Parts',
      companyType: 'supplier',
    });
    expect(assigned).toContainEqual({ userId: 'u-bo', companyId: co.id });
    const list = await h.asAdmin('get', '/users?search=nordic').expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: 'u-bo', companyName: 'Nordic Parts' })]);

    // Renaming the company shows at once: names are read from the directory, not copied.
    await h.asAdmin('patch', `/companies/${co.id}`).send({ name: 'Nordic Parts AB' }).expect(200);
    const after = await h.asAdmin('get', '/users?role=supplier').expect(200);
    expect(after.body.items[0].companyName).toBe('Nordic Parts AB');

    const cleared = await h.asAdmin('put', '/users/u-bo/company').send({ companyId: null }).expect(200);
    expect(cleared.body).toMatchObject({ companyId: null, companyName: null, companyType: null });
  });

  it('refuses an inactive or unknown company, and passes identity’s refusal on', async () => {
    const { body: co } = await h.asAdmin('post', '/companies').send({ name: 'Dormant Ltd' }).expect(201);
    await h.asAdmin('patch', `/companies/${co.id}`).send({ active: false }).expect(200);
    const inactive = await h.asAdmin('put', '/users/u-ana/company').send({ companyId: co.id }).expect(409);
    expect(inactive.body.code).toBe('admin.company_inactive');
    const unknown = await h.asAdmin('put', '/users/u-ana/company').send({ companyId: 'nope' }).expect(404);
    expect(unknown.body.code).toBe('admin.company_not_found');
    const noUser = await h.asAdmin('put', '/users/u-ghost/company').send({ companyId: null }).expect(404);
    expect(noUser.body.code).toBe(IdentityProblemCodes.userNotFound);
    await h.asAdmin('put', '/users/u-ana/company').send({ company: 'x' }).expect(400);
  });

  it("sets a buyer's part in the buying company's team, and refuses a team role for anyone else", async () => {
    const { body: buyers } = await h
      .asAdmin('post', '/companies')
      .send({ name: 'Lisbon Buyers', type: 'buyer' })
      .expect(201);
    const res = await h
      .asAdmin('put', '/users/u-ana/company')
      .send({ companyId: buyers.id, teamRole: 'approver' })
      .expect(200);
    expect(res.body).toMatchObject({ id: 'u-ana', companyName: 'Lisbon Buyers', teamRole: 'approver' });
    expect(assigned).toContainEqual({ userId: 'u-ana', companyId: buyers.id, teamRole: 'approver' });
    const list = await h.asAdmin('get', '/users?role=buyer').expect(200);
    expect(list.body.items[0]).toMatchObject({ id: 'u-ana', teamRole: 'approver' });

    const { body: suppliers } = await h
      .asAdmin('post', '/companies')
      .send({ name: 'Porto Supplies', type: 'supplier' })
      .expect(201);
    const calls = assigned.length;
    for (const [userId, companyId] of [
      ['u-bo', buyers.id],
      ['u-ana', suppliers.id],
      ['u-ana', null],
    ]) {
      const refused = await h
        .asAdmin('put', `/users/${userId}/company`)
        .send({ companyId, teamRole: 'member' })
        .expect(400);
      expect(refused.body.code).toBe('admin.team_role_not_buyer');
    }
    expect(assigned).toHaveLength(calls);
    await h
      .asAdmin('put', '/users/u-ana/company')
      .send({ companyId: buyers.id, teamRole: 'owner' })
      .expect(400);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(h, 'get', '/users');
    await expectAdminOnly(h, 'put', '/users/u-ana/company', { companyId: null });
  });
});
