import request from 'supertest';
import type { Express } from 'express';
import { profileUpdatedV1, streamFor, userRegisteredV1 } from '@marketplace/contracts';
import {
  createEvent,
  ensureStream,
  eventually,
  signAccessToken,
  testServiceDeps,
  uniqueProducer,
  type BuiltService,
} from '@marketplace/service-kit';
import { buildAdmin } from '../app';
import type { AdminConfig } from '../config';

describe('admin Users page API, fed by identity events', () => {
  let deps: Awaited<ReturnType<typeof testServiceDeps<AdminConfig>>>;
  let built: BuiltService;
  let app: Express;
  const producer = uniqueProducer();
  let adminToken: string;

  async function publish(event: { id: string; type: string }) {
    // Same envelope identity would publish, on this test's own stream.
    await deps.nc.jetstream().publish(`${producer}.user.test.v1`, JSON.stringify(event), { msgID: event.id });
  }

  beforeAll(async () => {
    deps = await testServiceDeps<AdminConfig>('admin', { IDENTITY_PRODUCER: producer });
    await ensureStream(deps.nc, producer);
    built = await buildAdmin(deps);
    app = built.app;
    await built.start?.();
    adminToken = signAccessToken(deps.keys.privateKey, { userId: 'admin-1', role: 'admin', companyId: null });

    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 12, min)).toISOString();
    await publish(
      createEvent(
        userRegisteredV1,
        {
          userId: 'u-ana',
          email: 'ana@buyers.test',
          name: 'Ana Souza',
          role: 'buyer',
          companyId: null,
          createdAt: at(1),
        },
        'identity',
      ),
    );
    await publish(
      createEvent(
        userRegisteredV1,
        {
          userId: 'u-bo',
          email: 'bo@supplies.test',
          name: 'Bo Lindqvist',
          role: 'supplier',
          companyId: null,
          createdAt: at(2),
        },
        'identity',
      ),
    );
    const newer = createEvent(
      profileUpdatedV1,
      {
        userId: 'u-ana',
        email: 'ana@buyers.test',
        name: 'Ana S. Souza',
        role: 'buyer',
        phone: null,
        address: null,
        companyId: null,
        avatarUrl: null,
        emailVerified: true,
        lastActiveAt: at(30),
        updatedAt: at(30),
      },
      'identity',
    );
    const older = {
      ...createEvent(
        profileUpdatedV1,
        {
          userId: 'u-ana',
          email: 'ana@buyers.test',
          name: 'Stale Name',
          role: 'buyer',
          phone: null,
          address: null,
          companyId: null,
          avatarUrl: null,
          emailVerified: false,
          lastActiveAt: null,
          updatedAt: at(5),
        },
        'identity',
      ),
      occurredAt: '2000-01-01T00:00:00.000Z',
    };
    await publish(newer);
    await publish(older);
    await eventually(async () => (await deps.conn.collection('inbox').countDocuments()) >= 4);
  });

  afterAll(async () => {
    await built?.stop?.();
    await (await deps.nc.jetstreamManager()).streams.delete(streamFor(producer).name).catch(() => undefined);
    await deps.close();
  });

  it('lists users newest first with joined and last active', async () => {
    const res = await request(app).get('/users').set('Authorization', `Bearer ${adminToken}`).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((u: { id: string }) => u.id)).toEqual(['u-bo', 'u-ana']);
    const ana = res.body.items[1];
    // The late, older event did not overwrite the newer profile.
    expect(ana).toMatchObject({
      name: 'Ana S. Souza',
      email: 'ana@buyers.test',
      role: 'buyer',
      createdAt: '2026-01-01T12:01:00.000Z',
      lastActiveAt: '2026-01-01T12:30:00.000Z',
    });
    expect(res.body.items[0].lastActiveAt).toBeNull();
  });

  it('searches name or email case-insensitively and filters by role', async () => {
    const auth = { Authorization: `Bearer ${adminToken}` };
    expect(
      (await request(app).get('/users?search=SUPPLIES').set(auth)).body.items.map(
        (u: { id: string }) => u.id,
      ),
    ).toEqual(['u-bo']);
    expect(
      (await request(app).get('/users?search=souza').set(auth)).body.items.map((u: { id: string }) => u.id),
    ).toEqual(['u-ana']);
    expect((await request(app).get('/users?search=.*').set(auth)).body.total).toBe(0);
    expect(
      (await request(app).get('/users?role=buyer').set(auth)).body.items.map((u: { id: string }) => u.id),
    ).toEqual(['u-ana']);
    const bad = await request(app).get('/users?role=owner').set(auth).expect(400);
    expect(bad.body.errors[0].path).toBe('query.role');
  });

  it('is for admins only', async () => {
    await request(app).get('/users').expect(401);
    const buyer = signAccessToken(deps.keys.privateKey, { userId: 'u-ana', role: 'buyer', companyId: null });
    await request(app).get('/users').set('Authorization', `Bearer ${buyer}`).expect(403);
  });
});
