import request from 'supertest';
import type { NatsConnection } from 'nats';
import { sessionRevokedV1, userTokensRevokedV1 } from '@marketplace/contracts';
import { createTokenVerifier, signAccessToken } from './auth';
import { createEvent } from '../messaging/events';
import { ensureStream } from '../messaging/nats';
import { followRevocations, RevocationList, type RevocationFollower } from './revocations';
import { connectNats } from '../messaging/nats';
import { eventually, silentLogger, startPrivateNats, testKeyPair, type PrivateNats } from '../testing/infra';
import { callerEchoApp } from '../testing/caller-echo';

describe('RevocationList', () => {
  it("voids a session until its expiry, and a user's tokens issued before a cut-off", () => {
    const list = new RevocationList();
    const now = 1_000_000;
    list.revokeSession('s1', now + 600_000);
    expect(list.isRevoked({ userId: 'u', sessionId: 's1', issuedAtMs: now }, now)).toBe(true);
    expect(list.isRevoked({ userId: 'u', sessionId: 's2', issuedAtMs: now }, now)).toBe(false);
    list.revokeUserBefore('u', now, now + 600_000);
    expect(list.isRevoked({ userId: 'u', sessionId: 's2', issuedAtMs: now - 1 }, now)).toBe(true);
    // A token issued in the same second, just after the cut-off, is good.
    expect(list.isRevoked({ userId: 'u', sessionId: 's2', issuedAtMs: now + 1 }, now)).toBe(false);
    list.prune(now + 600_001);
    expect(list.size).toBe(0);
  });
});

describe('followRevocations (two services on one NATS)', () => {
  let nats: PrivateNats;
  let publisher: NatsConnection;
  const followers: RevocationFollower[] = [];
  const connections: NatsConnection[] = [];
  const keys = testKeyPair();

  beforeAll(async () => {
    nats = await startPrivateNats();
    publisher = await connectNats(nats.url, 'publisher', silentLogger(), 20);
    await ensureStream(publisher, 'identity');
  });
  afterAll(async () => {
    for (const f of followers) await f.stop();
    for (const c of connections) await c.close();
    await publisher.close();
    await nats.dispose();
  });

  async function serviceApp(name: string) {
    const nc = await connectNats(nats.url, name, silentLogger(), 20);
    connections.push(nc);
    const follower = await followRevocations(nc, silentLogger());
    followers.push(follower);
    return callerEchoApp(name, createTokenVerifier(keys.publicKey, { revocations: follower.list }));
  }

  const publish = async (event: { id: string; type: string }) =>
    publisher.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });

  it('learns revocations published before it started, and refuses new ones within a second', async () => {
    const early = signAccessToken(keys.privateKey, {
      userId: 'u1',
      role: 'buyer',
      companyId: null,
      sessionId: 'fam-early',
    });
    await publish(
      createEvent(
        sessionRevokedV1,
        {
          userId: 'u1',
          sessionId: 'fam-early',
          reason: 'sign-out',
          revokedAt: new Date().toISOString(),
          until: new Date(Date.now() + 600_000).toISOString(),
        },
        'identity',
      ),
    );
    const [a, b] = [await serviceApp('svc-a'), await serviceApp('svc-b')];
    for (const app of [a, b])
      await request(app).get('/me').set('Authorization', `Bearer ${early}`).expect(401);

    const later = signAccessToken(keys.privateKey, {
      userId: 'u2',
      role: 'admin',
      companyId: 'c1',
      sessionId: 'fam-later',
    });
    for (const app of [a, b])
      await request(app).get('/me').set('Authorization', `Bearer ${later}`).expect(200);
    await publish(
      createEvent(
        userTokensRevokedV1,
        {
          userId: 'u2',
          before: new Date().toISOString(),
          reason: 'company-changed',
          until: new Date(Date.now() + 600_000).toISOString(),
        },
        'identity',
      ),
    );
    for (const app of [a, b])
      expect(
        await eventually(
          async () => (await request(app).get('/me').set('Authorization', `Bearer ${later}`)).status === 401,
          // Normally a few milliseconds; the bound is generous for a loaded CI machine.
          3000,
          50,
        ),
      ).toBe(true);
    // A token issued after the cut-off (the browser's refresh) is accepted everywhere.
    const fresh = signAccessToken(keys.privateKey, { userId: 'u2', role: 'admin', companyId: 'c2' });
    for (const app of [a, b])
      await request(app).get('/me').set('Authorization', `Bearer ${fresh}`).expect(200);
  });
});
