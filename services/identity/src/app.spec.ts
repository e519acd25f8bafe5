import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { connectNats } from '@marketplace/service-kit/messaging';
import {
  dropTestDatabase,
  silentLogger,
  startPrivateNats,
  testDatabase,
  testKeyPair,
  type PrivateNats,
} from '@marketplace/service-kit/testing';
import { setCookies, startIdentity, type Harness } from './test-harness';

describe('identity boot', () => {
  let conn: Connection;
  let nc: NatsConnection;
  let nats: PrivateNats;
  const started: Harness[] = [];

  beforeAll(async () => {
    conn = await testDatabase('identity_boot');
    // Its own NATS: the seeded admin's events must not reach a developer's running stack.
    nats = await startPrivateNats();
    nc = await connectNats(nats.url, 'identity-boot', silentLogger(), 20);
  });
  afterAll(async () => {
    for (const h of started) await h.stop();
    await nc.close();
    await nats.dispose();
    await dropTestDatabase(conn);
  });

  const admin = {
    ADMIN_EMAIL: 'Root@Example.com',
    ADMIN_PASSWORD: 'first admin password 1',
    ADMIN_NAME: 'Root',
  };

  it('creates the configured first admin once, verified, however often it starts', async () => {
    const keys = testKeyPair();
    started.push(await startIdentity('boot', admin, { conn, nc, keys }));
    started.push(await startIdentity('boot', admin, { conn, nc, keys }));
    const h = started[1]!;

    const users = await conn.collection('users').find({ email: 'root@example.com' }).toArray();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ role: 'admin', name: 'Root', emailVerifiedAt: expect.any(Date) });
    const registered = await conn
      .collection('outbox')
      .countDocuments({ type: 'identity.user.registered.v1', 'target.id': users[0]!._id });
    expect(registered).toBe(1);

    const res = await request(h.app)
      .post('/auth/sign-in')
      .send({ email: 'root@example.com', password: admin.ADMIN_PASSWORD })
      .expect(200);
    expect(res.body.user).toMatchObject({ role: 'admin', name: 'Root' });
    expect(setCookies(res).mp_access).toBeDefined();
  });

  it('refuses to build with a private key that does not match the public key', async () => {
    const wrong = { publicKey: testKeyPair().publicKey, privateKey: testKeyPair().privateKey };
    await expect(startIdentity('boot', {}, { conn, nc, keys: wrong })).rejects.toThrow(/does not match/);
  });

  it('mounts /dev/mail only when DEV_MAIL_SINK is on', async () => {
    const keys = testKeyPair();
    const off = await startIdentity(
      'boot',
      { DEV_MAIL_SINK: 'false', SMTP_URL: 'smtp://127.0.0.1:9' },
      { conn, nc, keys },
    );
    started.push(off);
    await request(off.app).get('/dev/mail').expect(404);
    await request(started[0]!.app).get('/dev/mail').expect(200);
  });

  it('serves health and readiness', async () => {
    const h = started[0]!;
    await request(h.app).get('/health').expect(200, { status: 'ok', service: 'identity' });
    const ready = await request(h.app).get('/ready').expect(200);
    expect(ready.body.status).toBe('ready');
  });
});
