import request from 'supertest';
import jwt from 'jsonwebtoken';
import { sessionResponseSchema } from '@marketplace/contracts';
import { createTokenVerifier } from '@marketplace/service-kit/http';
import { capturingLogger, eventually } from '@marketplace/service-kit/testing';
import { hashToken } from '../domain/tokens';
import {
  GOOD_PASSWORD,
  mailsTo,
  setCookies,
  signUp,
  identityForFile,
  uniqueEmail,
  confirmEmail,
  mailedToken,
  verifiedSession,
} from '../test-harness';

const withoutRequestId = (body: Record<string, unknown>) => {
  const { requestId: _requestId, ...rest } = body;
  return rest;
};

describe('identity auth', () => {
  const log = capturingLogger();
  const h = identityForFile('auth', {}, { logger: log.logger });

  describe('sign-up', () => {
    it('reports every invalid field at once', async () => {
      const res = await request(h.app)
        .post('/auth/sign-up')
        .send({ email: 'nope', password: 'short', role: 'admin' })
        .expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe('request.invalid');
      expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        'body.email',
        'body.name',
        'body.password',
        'body.role',
      ]);
    });

    it('refuses a common password with a field error on the password', async () => {
      const email = uniqueEmail('common');
      const res = await signUp(h, email, { password: 'Password123' }).expect(400);
      expect(res.body).toMatchObject({
        status: 400,
        code: 'auth.password_common',
        errors: [{ path: 'body.password', code: 'auth.password_common' }],
      });
      expect(await h.service.context.users.findByEmail(email)).toBeNull();
    });

    it('creates an unverified account, mails a confirmation link, and refuses the same email again', async () => {
      const email = uniqueEmail('dup');
      const res = await signUp(h, email, { name: 'Ana Lima', role: 'supplier' }).expect(201);
      expect(res.body.message).toBe('Account created successfully! Please check your email to verify.');
      const user = await h.service.context.users.findByEmail(email);
      expect(user).toMatchObject({
        name: 'Ana Lima',
        role: 'supplier',
        emailVerifiedAt: null,
        companyId: null,
      });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

      const token0 = await mailedToken(h, email);
      const [mail] = await mailsTo(h, email);
      expect(mail).toMatchObject({ to: email, subject: 'Confirm your email address' });
      const link = mail!.links[0]!;
      // The shell's confirmation page: opening it changes nothing until the person clicks.
      expect(link).toMatch(/^http:\/\/localhost:8080\/auth\/confirm\?token=[A-Za-z0-9_-]{43}$/);
      expect(link).toContain(token0);
      // Only the digest of the link's token is stored.
      const token = new URL(link).searchParams.get('token')!;
      expect(await h.service.context.emailVerifications.exists({ _id: hashToken(token) })).not.toBeNull();
      expect(await h.conn.collection('email_verifications').countDocuments({ _id: token as never })).toBe(0);

      const again = await signUp(h, email.toUpperCase()).expect(409);
      expect(again.body).toMatchObject({ status: 409, code: 'auth.email_taken' });
    });

    it('mails the confirmation in the language the page was in, and keeps it for the account', async () => {
      const email = uniqueEmail('pt');
      await request(h.app)
        .post('/auth/sign-up')
        .send({ name: 'Ana Lima', email, password: GOOD_PASSWORD, role: 'buyer', language: 'pt' })
        .expect(201);
      const [mail] = await mailsTo(h, email);
      expect(mail).toMatchObject({ to: email, subject: 'Confirme seu endereço de e-mail' });
      expect(mail!.text).toContain(
        'Uma conta no B2B Marketplace for Shared MOQ Purchasing foi criada com este e-mail.',
      );
      expect(mail!.text).toContain('(Nome na conta: “Ana Lima”)');
      expect(mail!.html).toContain('>Confirme seu endereço de e-mail</a>');
      expect(await h.service.context.users.findByEmail(email)).toMatchObject({ language: 'pt' });

      // A resent link goes in the account's language; a language the product lacks is refused.
      await request(h.app).post('/auth/resend-verification').send({ email }).expect(202);
      const mails = await eventually(async () => {
        const sent = await mailsTo(h, email);
        return sent.length === 2 ? sent : null;
      });
      expect(mails?.[0]).toMatchObject({ subject: 'Confirme seu endereço de e-mail' });
      const other = uniqueEmail('fr');
      const refused = await request(h.app)
        .post('/auth/sign-up')
        .send({ name: 'Zoé', email: other, password: GOOD_PASSWORD, role: 'buyer', language: 'fr' })
        .expect(400);
      expect(refused.body).toMatchObject({
        status: 400,
        errors: [expect.objectContaining({ path: 'body.language' })],
      });
    });

    it('lets exactly one of several simultaneous sign-ups with one email through', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all([0, 1, 2, 3].map(() => signUp(h, email)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(await h.service.context.userRecords.countDocuments({ email })).toBe(1);
    });
  });

  describe('email verification', () => {
    it('confirms only by POST from the page, once; opening the link (GET or HEAD) changes nothing', async () => {
      const email = uniqueEmail('verify');
      await signUp(h, email).expect(201);
      const token = await mailedToken(h, email);

      // A mail scanner or a preview opening the link, old-style link included.
      for (const method of ['get', 'head'] as const) {
        const opened = await request(h.app)[method](`/auth/verify?token=${token}`).expect(303);
        expect(opened.headers.location).toBe(`http://localhost:8080/auth/confirm?token=${token}`);
      }
      expect((await h.service.context.users.findByEmail(email))!.emailVerifiedAt).toBeNull();

      const first = await confirmEmail(h, token).expect(200);
      expect(first.body.message).toBe('Your email address is confirmed. You can sign in now.');
      expect((await h.service.context.users.findByEmail(email))!.emailVerifiedAt).toBeInstanceOf(Date);

      // The request log shows the link without its secret.
      expect(JSON.stringify(log.lines())).not.toContain(token);

      const second = await confirmEmail(h, token).expect(400);
      expect(second.body.code).toBe('auth.invalid_token');
      await confirmEmail(h, 'x'.repeat(43)).expect(400);
      await request(h.app).post('/auth/verify').send({}).expect(400);
    });

    it('resends a link to unverified accounts and answers the same 202 for any email', async () => {
      const email = uniqueEmail('resend');
      await signUp(h, email).expect(201);
      const known = await request(h.app).post('/auth/resend-verification').send({ email }).expect(202);
      const unknown = await request(h.app)
        .post('/auth/resend-verification')
        .send({ email: uniqueEmail('nobody') })
        .expect(202);
      expect(known.body).toEqual(unknown.body);
      await expect(
        (async () => {
          for (let i = 0; i < 50 && (await mailsTo(h, email)).length < 2; i++)
            await new Promise((r) => setTimeout(r, 100));
          return (await mailsTo(h, email)).length;
        })(),
      ).resolves.toBe(2);
      // Both links work until used; the newer one verifies.
      await confirmEmail(h, await mailedToken(h, email)).expect(200);
    });
  });

  describe('sign-in', () => {
    it('refuses an unverified account with 403 once the password is right', async () => {
      const email = uniqueEmail('unverified');
      await signUp(h, email).expect(201);
      const res = await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: GOOD_PASSWORD })
        .expect(403);
      expect(res.body).toMatchObject({
        code: 'auth.email_not_verified',
        detail: 'Please confirm your email address before signing in.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      // A wrong password on an unverified account does not reveal that it is unverified.
      const wrong = await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: 'not the password' })
        .expect(401);
      expect(wrong.body.code).toBe('auth.invalid_credentials');
    });

    it('signs a verified user in with HttpOnly cookies scoped as specified', async () => {
      const email = uniqueEmail('signin');
      await signUp(h, email, { name: 'Bea' }).expect(201);
      await confirmEmail(h, await mailedToken(h, email)).expect(200);
      const before = Date.now();
      const res = await request(h.app)
        .post('/auth/sign-in')
        .send({ email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD })
        .expect(200);

      const body = sessionResponseSchema.parse(res.body);
      expect(body.user).toMatchObject({ email, name: 'Bea', role: 'buyer' });
      expect(new Date(body.accessExpiresAt).getTime()).toBeGreaterThan(before + 590_000);

      const cookies = setCookies(res);
      expect(cookies.mp_access!.attributes).toMatchObject({
        httponly: true,
        samesite: 'Lax',
        path: '/',
        'max-age': '600',
      });
      expect(cookies.mp_refresh!.attributes).toMatchObject({
        httponly: true,
        samesite: 'Strict',
        path: '/api/identity/auth',
        'max-age': String(30 * 24 * 3600),
      });
      // A secret-free hint the app can read, so a browser without a session asks for none.
      expect(cookies.mp_session).toEqual({
        value: '1',
        attributes: {
          samesite: 'Lax',
          path: '/',
          'max-age': String(30 * 24 * 3600),
          expires: expect.any(String),
        },
      });
      // COOKIE_SECURE=false: the harness declares a local run (LOCAL_RUN=true).
      expect(cookies.mp_access!.attributes.secure).toBeUndefined();
      expect(cookies.mp_refresh!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The access cookie is a token every service accepts; it names its session.
      expect(jwt.decode(cookies.mp_access!.value)).toMatchObject({ sid: expect.any(String) });
      expect(createTokenVerifier(h.keys.publicKey).verifyAccess(cookies.mp_access!.value)).toEqual({
        userId: body.user.id,
        role: 'buyer',
        companyId: null,
      });
      // Only a digest of the refresh token is stored.
      expect(
        await h.service.context.refreshTokens.exists({ _id: hashToken(cookies.mp_refresh!.value) }),
      ).not.toBeNull();

      const user = await h.service.context.users.findById(body.user.id);
      expect(user!.lastActiveAt!.getTime()).toBeGreaterThanOrEqual(before);

      const session = await request(h.app)
        .get('/auth/session')
        .set('Cookie', `mp_access=${cookies.mp_access!.value}`)
        .expect(200);
      expect(session.body).toEqual(body);
    });

    it('answers a wrong password and an unknown email with the same 401, and logs both without the password', async () => {
      const { email } = await verifiedSession(h);
      const wrong = await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: 'definitely-wrong-1' })
        .expect(401);
      const unknownEmail = uniqueEmail('ghost');
      const unknown = await request(h.app)
        .post('/auth/sign-in')
        .set('Content-Type', 'application/json')
        .send({ email: unknownEmail, password: 'definitely-wrong-1' });
      expect(unknown.status).toBe(401);
      expect(withoutRequestId(wrong.body)).toEqual(withoutRequestId(unknown.body));
      expect(wrong.body).toMatchObject({
        code: 'auth.invalid_credentials',
        detail: 'Invalid email or password',
      });

      const failures = log.lines().filter((l) => l.msg === 'sign-in failed');
      expect(failures).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 40, email, reason: 'wrong_password', ip: expect.any(String) }),
          expect.objectContaining({ level: 40, email: unknownEmail, reason: 'unknown_email' }),
        ]),
      );
      const all = JSON.stringify(log.lines());
      expect(all).not.toContain('definitely-wrong-1');
      expect(all).not.toContain(GOOD_PASSWORD);
    });

    it('refuses tokens it did not sign, including alg:none', async () => {
      const none = jwt.sign({ role: 'admin', companyId: null, typ: 'access' }, '', {
        algorithm: 'none',
        subject: 'someone',
        audience: 'marketplace-api',
        issuer: 'marketplace-identity',
      });
      for (const path of ['/profile/me', '/auth/session']) {
        const res = await request(h.app).get(path).set('Cookie', `mp_access=${none}`).expect(401);
        expect(res.body.code).toBe('auth.unauthenticated');
      }
      await request(h.app).get('/profile/me').expect(401);
    });
  });

  describe('refresh and sign-out', () => {
    it('rotates the refresh token; presenting the old one again kills the whole family', async () => {
      const s = await verifiedSession(h);
      const rotated = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(200);
      expect(sessionResponseSchema.parse(rotated.body).user.id).toBe(s.userId);
      const next = setCookies(rotated);
      expect(next.mp_refresh!.value).not.toBe(s.refresh);
      expect(next.mp_access!.value).not.toBe(s.access);
      expect(next.mp_refresh!.attributes).toMatchObject({
        httponly: true,
        samesite: 'Strict',
        path: '/api/identity/auth',
      });

      const replay = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(401);
      expect(replay.body.code).toBe('auth.refresh_reused');
      const cleared = setCookies(replay);
      expect(cleared.mp_access!.value).toBe('');
      expect(cleared.mp_refresh!.value).toBe('');
      expect(cleared.mp_refresh!.attributes.path).toBe('/api/identity/auth');

      // The legitimately rotated token died with its family, and so did its access token (for identity).
      const after = await request(h.app)
        .post('/auth/refresh')
        .set('Cookie', `mp_refresh=${next.mp_refresh!.value}`)
        .expect(401);
      expect(after.body.code).toBe('auth.refresh_invalid');
      const me = await request(h.app)
        .get('/profile/me')
        .set('Cookie', `mp_access=${next.mp_access!.value}`)
        .expect(401);
      expect(me.body.code).toBe('auth.session_revoked');
    });

    it('lets only one of two simultaneous exchanges of one refresh token win', async () => {
      const s = await verifiedSession(h);
      const results = await Promise.all(
        [0, 1].map(() => request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
      const loser = results.find((r) => r.status === 401)!;
      expect(loser.body.code).toBe('auth.refresh_reused');
      const winner = setCookies(results.find((r) => r.status === 200)!);
      await request(h.app)
        .post('/auth/refresh')
        .set('Cookie', `mp_refresh=${winner.mp_refresh!.value}`)
        .expect(401);
    });

    it('refuses a missing, unknown or expired refresh token and clears the cookies', async () => {
      const none = await request(h.app).post('/auth/refresh').expect(401);
      expect(none.body.code).toBe('auth.refresh_invalid');
      expect(setCookies(none).mp_refresh!.value).toBe('');
      await request(h.app)
        .post('/auth/refresh')
        .set('Cookie', `mp_refresh=${'A'.repeat(43)}`)
        .expect(401);

      const s = await verifiedSession(h);
      await h.service.context.refreshTokens.updateOne(
        { _id: hashToken(s.refresh) },
        { $set: { expiresAt: new Date(Date.now() - 1000) } },
      );
      const expired = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(401);
      expect(expired.body.code).toBe('auth.refresh_invalid');
    });

    it('ends the session on sign-out: refresh refused, identity refuses the old access token', async () => {
      const s = await verifiedSession(h);
      await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(200);
      const out = await request(h.app)
        .post('/auth/sign-out')
        .set('Cookie', [s.accessCookie, s.refreshCookie])
        .expect(204);
      expect(setCookies(out).mp_access!.value).toBe('');
      expect(setCookies(out).mp_refresh!.value).toBe('');
      expect(setCookies(out).mp_session!.value).toBe('');

      const refresh = await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(401);
      expect(refresh.body.code).toBe('auth.refresh_invalid');
      const me = await request(h.app).get('/profile/me').set('Cookie', s.accessCookie).expect(401);
      expect(me.body.code).toBe('auth.session_revoked');
      await request(h.app).get('/auth/session').set('Cookie', s.accessCookie).expect(401);
      // Other services check only the signature: the token stays usable there until it expires (≤ ACCESS_TOKEN_TTL_S).
      expect(createTokenVerifier(h.keys.publicKey).verifyAccess(s.access).userId).toBe(s.userId);
      // Signing out again, or without any cookie, is harmless.
      await request(h.app).post('/auth/sign-out').expect(204);
    });

    it('ends the session from the access token alone when the refresh cookie is absent', async () => {
      const s = await verifiedSession(h);
      await request(h.app).post('/auth/sign-out').set('Cookie', s.accessCookie).expect(204);
      await request(h.app).post('/auth/refresh').set('Cookie', s.refreshCookie).expect(401);
    });
  });
});

describe('identity rate limits', () => {
  const h = identityForFile('limits', { SIGN_IN_RATE_LIMIT: '3', SIGN_UP_RATE_LIMIT: '2' });

  it('answers 429 problem+json with Retry-After after too many failed sign-ins for one address and email', async () => {
    const email = uniqueEmail('brute');
    for (let i = 0; i < 3; i++)
      await request(h.app)
        .post('/auth/sign-in')
        .send({ email, password: `guess-number-${i}` })
        .expect(401);
    const limited = await request(h.app)
      .post('/auth/sign-in')
      .send({ email, password: 'guess-number-4' })
      .expect(429);
    expect(limited.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(limited.body).toMatchObject({ status: 429, code: 'request.rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another email from the same address is counted separately.
    await request(h.app)
      .post('/auth/sign-in')
      .send({ email: uniqueEmail('other'), password: 'guess-number-1' })
      .expect(401);
  });

  it('limits sign-ups per address', async () => {
    await signUp(h, uniqueEmail('a')).expect(201);
    await signUp(h, uniqueEmail('b')).expect(201);
    const res = await signUp(h, uniqueEmail('c')).expect(429);
    expect(res.body.code).toBe('request.rate_limited');
  });
});
