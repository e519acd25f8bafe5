/**
 * What identity does about cross-site requests, account pre-hijacking, throttling,
 * revocation across services, session age and mail content. Real FerretDB, real NATS.
 */
import request from 'supertest';
import jwt from 'jsonwebtoken';
import { assignCompanyCommand } from '@marketplace/contracts';
import { sendCommand } from '@marketplace/service-kit/messaging';
import {
  createTokenVerifier,
  followRevocations,
  type RevocationFollower,
} from '@marketplace/service-kit/http';
import { callerEchoApp, eventually, silentLogger } from '@marketplace/service-kit/testing';
import { MAIL_COOLDOWN_S } from '../config';
import { hashToken } from '../domain/tokens';
import {
  GOOD_PASSWORD,
  confirmEmail,
  identityForFile,
  mailedToken,
  mailsTo,
  setCookies,
  signUp,
  startIdentity,
  uniqueEmail,
  verifiedSession,
  type Harness,
} from '../test-harness';

jest.setTimeout(60_000);

const NEW_PASSWORD = 'Lighthouse-Meadow-73';

/** The statuses of `count` requests sent one after another; `send(i)` makes the i-th. */
async function statusesInTurn(count: number, send: (i: number) => request.Test): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

describe('identity security', () => {
  let h: Harness;
  let follower: RevocationFollower;
  /** Another service on the same NATS, built with the kit like every service. */
  let other: ReturnType<typeof callerEchoApp>;

  beforeAll(async () => {
    h = await startIdentity('security', { SESSION_MAX_AGE_S: '3600', UNVERIFIED_ACCOUNT_TTL_S: '3600' });
    follower = await followRevocations(h.nc, silentLogger());
    other = callerEchoApp('other', createTokenVerifier(h.keys.publicKey, { revocations: follower.list }));
  });
  afterAll(async () => {
    await follower?.stop();
    await h?.stop();
  });

  const otherAccepts = async (access: string) =>
    (await request(other).get('/me').set('Cookie', `mp_access=${access}`)).status === 200;
  /** Revocations travel through the outbox and NATS; normally milliseconds. */
  const refusedSoon = (access: string) => eventually(async () => !(await otherAccepts(access)), 3000, 50);

  describe('cross-site requests and bodies', () => {
    it('refuses a sign-in posted from another origin, and form-encoded bodies', async () => {
      const { email } = await verifiedSession(h);
      const forged = await request(h.app)
        .post('/auth/sign-in')
        .set('Origin', 'http://attacker.example.net')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ email, password: GOOD_PASSWORD })
        .expect(403);
      expect(forged.body.code).toBe('request.cross_site');
      expect(forged.headers['set-cookie']).toBeUndefined();
      await request(h.app)
        .post('/auth/sign-in')
        .type('form')
        .send({ email, password: GOOD_PASSWORD })
        .expect(415);
      await request(h.app)
        .post('/auth/sign-in')
        .set('Origin', 'http://localhost:8080')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ email, password: GOOD_PASSWORD })
        .expect(200);
    });

    it('marks authenticated answers no-store', async () => {
      const s = await verifiedSession(h);
      const me = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
    });
  });

  describe('names in mails', () => {
    it('refuses names with line breaks or control characters, at sign-up and on the profile', async () => {
      const res = await signUp(h, uniqueEmail('inject'), {
        name: 'Ana\n\nYour account is locked: https://evil.example.net',
      }).expect(400);
      expect(res.body.errors[0].path).toBe('body.name');
      const s = await verifiedSession(h);
      await request(h.app)
        .patch('/profile/me')
        .set('Cookie', s.accessCookie)
        .send({ name: 'Bea\u202eevil' })
        .expect(400);
    });
  });

  describe('unconfirmed accounts', () => {
    it("expire: the address is free again, the squatter's password and link are dead", async () => {
      const email = uniqueEmail('squat');
      await signUp(h, email, { password: 'Squatter-Password-11' }).expect(201);
      const squatterToken = await mailedToken(h, email);
      await signUp(h, email).expect(409);
      // Time passes beyond UNVERIFIED_ACCOUNT_TTL_S.
      await h.conn
        .collection('users')
        .updateOne({ email }, { $set: { createdAt: new Date(Date.now() - 3601_000) } });
      await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: 'Squatter-Password-11' })
        .expect(401);

      await signUp(h, email, { name: 'Real Owner' }).expect(201);
      await confirmEmail(h, squatterToken).expect(400);
      const ownerToken = await eventually(async () => {
        const t = await mailedToken(h, email);
        return t !== squatterToken ? t : null;
      });
      await confirmEmail(h, ownerToken!).expect(200);
      await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: 'Squatter-Password-11' })
        .expect(401);
      const res = await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: GOOD_PASSWORD })
        .expect(200);
      expect(res.body.user.name).toBe('Real Owner');
      expect(await h.service.context.userRecords.countDocuments({ email })).toBe(1);
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown addresses, works once, confirms the address and ends every session everywhere', async () => {
      const s = await verifiedSession(h);
      const second = await request(h.app)
        .post('/auth/sign-in')
        .send({ email: s.email, password: GOOD_PASSWORD });
      const secondAccess = setCookies(second).mp_access!.value;
      expect(await otherAccepts(s.access)).toBe(true);

      const known = await request(h.app)
        .post('/auth/password-reset/request')
        .send({ email: s.email })
        .expect(202);
      const unknown = await request(h.app)
        .post('/auth/password-reset/request')
        .send({ email: uniqueEmail('nobody') })
        .expect(202);
      expect(known.body).toEqual(unknown.body);
      const token = await mailedToken(h, s.email, 'reset-password');
      const [mail] = await mailsTo(h, s.email);
      expect(mail!.subject).toBe('Choose a new password');

      const weak = await request(h.app)
        .post('/auth/password-reset')
        .send({ token, password: 'Password123' })
        .expect(400);
      expect(weak.body.code).toBe('auth.password_common');
      const done = await request(h.app)
        .post('/auth/password-reset')
        .send({ token, password: NEW_PASSWORD })
        .expect(200);
      expect(setCookies(done).mp_access!.value).toBe('');
      const again = await request(h.app)
        .post('/auth/password-reset')
        .send({ token, password: 'Another-Password-77' })
        .expect(400);
      expect(again.body.code).toBe('auth.invalid_token');

      // Both sessions are over: refresh, identity's own routes, and another service.
      await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(401);
      await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(401);
      expect(await refusedSoon(s.access)).toBe(true);
      expect(await refusedSoon(secondAccess)).toBe(true);
      await request(h.app)
        .post('/auth/sign-in')
        .send({ email: s.email, password: GOOD_PASSWORD })
        .expect(401);
      const fresh = await request(h.app)
        .post('/auth/sign-in')
        .send({ email: s.email, password: NEW_PASSWORD })
        .expect(200);
      expect(await otherAccepts(setCookies(fresh).mp_access!.value)).toBe(true);
    });

    it('refuses an expired link, and confirms an unconfirmed address', async () => {
      const email = uniqueEmail('reset-unverified');
      await signUp(h, email).expect(201);
      await request(h.app).post('/auth/password-reset/request').send({ email }).expect(202);
      const token = await mailedToken(h, email, 'reset-password');
      await h.service.context.passwordResets.updateOne(
        { _id: hashToken(token) },
        { $set: { expiresAt: new Date(Date.now() - 1000) } },
      );
      await request(h.app).post('/auth/password-reset').send({ token, password: NEW_PASSWORD }).expect(400);

      await request(h.app).post('/auth/password-reset/request').send({ email }).expect(202);
      const fresh = await eventually(async () => {
        const t = await mailedToken(h, email, 'reset-password');
        return t !== token ? t : null;
      });
      await request(h.app)
        .post('/auth/password-reset')
        .send({ token: fresh, password: NEW_PASSWORD })
        .expect(200);
      await request(h.app).post('/auth/sign-in').send({ email, password: NEW_PASSWORD }).expect(200);
    });
  });

  describe('revocation reaches other services', () => {
    it("refuses a signed-out session's access token on another service", async () => {
      const s = await verifiedSession(h);
      expect(await otherAccepts(s.access)).toBe(true);
      await request(h.app)
        .post('/auth/sign-out')
        .set('Cookie', [s.accessCookie, s.refreshCookie])
        .expect(204);
      expect(await refusedSoon(s.access)).toBe(true);
    });

    it('refuses the whole family on another service when a refresh token is replayed', async () => {
      const s = await verifiedSession(h);
      const rotated = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
      const next = setCookies(rotated).mp_access!.value;
      await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(401);
      expect(await refusedSoon(next)).toBe(true);
    });

    it('voids older tokens when the company changes; the refreshed token carries the new company', async () => {
      const s = await verifiedSession(h, undefined, { role: 'buyer' });
      await sendCommand(h.nc, assignCompanyCommand, { userId: s.userId, companyId: 'company-9' });
      expect(await refusedSoon(s.access)).toBe(true);
      const refreshed = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
      const me = await request(other)
        .get('/me')
        .set('Cookie', `mp_access=${setCookies(refreshed).mp_access!.value}`)
        .expect(200);
      expect(me.body.companyId).toBe('company-9');
    });
  });

  describe('session age', () => {
    it("keeps the family's start on refresh and never lets a refresh token outlive the cap", async () => {
      const s = await verifiedSession(h);
      const { refreshTokens: RefreshToken } = h.service.context;
      const first = await RefreshToken.findById(hashToken(s.refresh)).lean();
      expect(first!.expiresAt.getTime()).toBe(first!.familyStartedAt!.getTime() + 3600_000);
      // The family started 59 minutes ago: the next refresh token lives one more minute at most.
      const startedAt = new Date(Date.now() - 59 * 60_000);
      await RefreshToken.updateOne({ _id: first!._id }, { $set: { familyStartedAt: startedAt } });
      const rotated = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
      const next = await RefreshToken.findById(hashToken(setCookies(rotated).mp_refresh!.value)).lean();
      expect(next!.familyStartedAt).toEqual(startedAt);
      expect(next!.expiresAt.getTime()).toBe(startedAt.getTime() + 3600_000);
      const { sid } = jwt.decode(setCookies(rotated).mp_access!.value) as { sid: string };
      expect(sid).toBe(first!.familyId);
    });
  });
});

describe('identity throttling', () => {
  const h = identityForFile('throttle', {
    SIGN_IN_IP_RATE_LIMIT: '5',
    // The per-email cooldown is the product's (MAIL_COOLDOWN_S): not overridden here.
    MAIL_PER_EMAIL_COOLDOWN_S: undefined,
    MAIL_PER_IP_RATE_LIMIT: '4',
    REFRESH_RATE_LIMIT: '3',
  });

  it('limits all sign-in attempts from one address, whatever the emails', async () => {
    const statuses = await statusesInTurn(6, (i) =>
      request(h.app)
        .post('/auth/sign-in')
        .send({ email: uniqueEmail(`burst${i}`), password: 'x' }),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('mails one address once per cooldown, and tells the next asker how long to wait', async () => {
    const email = uniqueEmail('mailbomb');
    // A stranger asks first; the owner, right after, is told to wait at most the cooldown.
    await request(h.app).post('/auth/password-reset/request').send({ email }).expect(202);
    const owner = await request(h.app)
      .post('/auth/resend-verification')
      .send({ email: ` ${email.toUpperCase()}` });
    expect(owner.status).toBe(429);
    expect(owner.body.code).toBe('request.rate_limited');
    const wait = Number(owner.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAIL_COOLDOWN_S);
  });

  it('limits mails per client address, whatever the emails', async () => {
    // Two of this address's four were spent above; each email below is new.
    const statuses = await statusesInTurn(3, (i) =>
      request(h.app)
        .post('/auth/password-reset/request')
        .send({ email: uniqueEmail(`sweep${i}`) }),
    );
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('limits refreshes per client address', async () => {
    const statuses = await statusesInTurn(4, () => request(h.app).post('/auth/refresh'));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

// As found: 150 sign-ins with unknown emails from one address made a real admin's sign-in from
// that address (a buying company's office) answer 429 for up to a minute.
describe('sign-in limits that spare real users behind one address', () => {
  const h = identityForFile('throttle-spare', { SIGN_IN_IP_RATE_LIMIT: '5', SIGN_IN_RATE_LIMIT: '3' });

  const signIn = (email: string, password: string) =>
    request(h.app).post('/auth/sign-in').send({ email, password });

  it('after 150 failed sign-ins with unknown emails from one address, a correct password from it still signs in', async () => {
    const admin = await verifiedSession(h);
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) => signIn(uniqueEmail(`nobody${i}`), 'wrong-password-1')),
    );
    const counts = burst.reduce<Record<number, number>>(
      (m, r) => ((m[r.status] = (m[r.status] ?? 0) + 1), m),
      {},
    );
    // The address's budget of failures is spent: the rest are refused, without a password check.
    expect(counts).toEqual({ 401: 5, 429: 145 });
    expect(burst.find((r) => r.status === 429)!.body.code).toBe('request.rate_limited');

    const real = await signIn(admin.email, GOOD_PASSWORD);
    expect(real.status).toBe(200);
    expect(real.headers['retry-after']).toBeUndefined();
    // A wrong password from the spent address is refused like the burst, not told apart.
    const wrong = await signIn(admin.email, 'wrong-password-2');
    expect(wrong.status).toBe(429);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('backs off one account after its failures (counted by email, not address), and leaves other accounts alone', async () => {
    const owner = await verifiedSession(h);
    const other = await verifiedSession(h);
    // (This address's budget was spent above: failures read 429 here, and count for the account.)
    for (let i = 0; i < 3; i++) await signIn(owner.email, `guess-number-${i}`);
    const limited = await signIn(owner.email, GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('request.rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(other.email, GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('mail cooldown per address', () => {
  const h = identityForFile('cooldown', { MAIL_PER_EMAIL_COOLDOWN_S: '1' });

  it("a stranger's requests keep the owner's reset link away for one cooldown only", async () => {
    const s = await verifiedSession(h, uniqueEmail('owner'));
    const resetMails = async () =>
      (await mailsTo(h, s.email)).filter((m) => m.links.some((l) => l.includes('/auth/reset-password')))
        .length;
    await request(h.app).post('/auth/password-reset/request').send({ email: s.email }).expect(202);
    await request(h.app).post('/auth/password-reset/request').send({ email: s.email }).expect(429);
    await eventually(async () => (await resetMails()) === 1);
    await new Promise((r) => setTimeout(r, 1100));
    await request(h.app).post('/auth/password-reset/request').send({ email: s.email }).expect(202);
    expect(await eventually(async () => (await resetMails()) === 2)).toBe(true);
  });
});

describe('password hashing gate', () => {
  const h = identityForFile('hashgate', { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });

  it('answers 503 with Retry-After beyond the queue instead of queueing every attempt', async () => {
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request(h.app)
          .post('/auth/sign-in')
          .send({ email: uniqueEmail(`gate${i}`), password: 'wrong-password' }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    const busy = burst.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body.code).toBe('auth.busy');
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  });
});
