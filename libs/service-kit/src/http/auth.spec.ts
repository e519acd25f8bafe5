import request from 'supertest';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@marketplace/contracts';
import { createApp } from './app';
import { authenticate, callerOf, createTokenVerifier, requireRole, signAccessToken } from './auth';
import { handle } from './handle';
import { RevocationList } from './revocations';
import { silentLogger, testKeyPair } from '../testing/infra';

const keys = testKeyPair();
const app = createApp({
  service: 'auth-test',
  logger: silentLogger(),
  routes: (r) => {
    r.use(authenticate(createTokenVerifier(keys.publicKey)));
    r.get(
      '/me',
      handle({}, (_i, req) => callerOf(req)),
    );
    r.get(
      '/admin-only',
      requireRole('admin'),
      handle({}, () => ({ ok: true })),
    );
    r.post(
      '/things',
      requireRole('buyer', 'admin'),
      handle({ body: z.object({ name: z.string().min(1) }) }, ({ body }) => body),
    );
  },
});

const user = { userId: 'u1', role: 'buyer' as const, companyId: 'c1' };
const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });
const claims = { role: 'buyer', companyId: 'c1', typ: 'access' };

describe('token checks on every route', () => {
  it('accepts a valid RS256 access token from the header or the cookie', async () => {
    const token = signAccessToken(keys.privateKey, user);
    await request(app).get('/me').set(bearer(token)).expect(200, user);
    await request(app).get('/me').set('Cookie', `mp_access=${token}`).expect(200, user);
  });

  it('refuses a request without a token', async () => {
    const res = await request(app).get('/me').expect(401);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 401, code: 'auth.unauthenticated' });
  });

  it.each([
    [
      'alg none',
      () =>
        jwt.sign(claims, '', {
          algorithm: 'none',
          subject: 'u1',
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
        }),
    ],
    [
      'HS256 signed with the public key',
      () =>
        jwt.sign(claims, keys.publicKey as unknown as string, {
          algorithm: 'HS256',
          subject: 'u1',
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
        }),
    ],
    [
      'expired',
      () =>
        jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, keys.privateKey, {
          algorithm: 'RS256',
          subject: 'u1',
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
        }),
    ],
    [
      'wrong audience',
      () =>
        jwt.sign(claims, keys.privateKey, {
          algorithm: 'RS256',
          subject: 'u1',
          audience: 'someone-else',
          issuer: TOKEN_ISSUER,
          expiresIn: 60,
        }),
    ],
    [
      'wrong issuer',
      () =>
        jwt.sign(claims, keys.privateKey, {
          algorithm: 'RS256',
          subject: 'u1',
          audience: TOKEN_AUDIENCE,
          issuer: 'evil',
          expiresIn: 60,
        }),
    ],
    [
      'a refresh token used as an access token',
      () =>
        jwt.sign({ ...claims, typ: 'refresh' }, keys.privateKey, {
          algorithm: 'RS256',
          subject: 'u1',
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          expiresIn: 60,
        }),
    ],
    ['signed by another key', () => signAccessToken(testKeyPair().privateKey, user)],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await request(app).get('/me').set(bearer(make())).expect(401);
    expect(res.body.code).toBe('auth.unauthenticated');
  });

  it('refuses the wrong role with 403', async () => {
    const res = await request(app)
      .get('/admin-only')
      .set(bearer(signAccessToken(keys.privateKey, user)))
      .expect(403);
    expect(res.body.code).toBe('auth.forbidden');
    await request(app)
      .get('/admin-only')
      .set(bearer(signAccessToken(keys.privateKey, { ...user, role: 'admin' })))
      .expect(200);
  });
});

describe('a token verified before is checked again on every request', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses it once it has expired, though its signature was checked while it was valid', () => {
    const verifier = createTokenVerifier(keys.publicKey);
    const token = signAccessToken(keys.privateKey, user, 60);
    expect(verifier.verifyAccess(token)).toEqual(user);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(() => verifier.verifyAccess(token)).toThrow('Session expired');
    expect(() => verifier.verifyAccess(token)).toThrow('Session expired');
  });

  it('refuses it once its session has ended', () => {
    const revocations = new RevocationList();
    const verifier = createTokenVerifier(keys.publicKey, { revocations });
    const token = signAccessToken(keys.privateKey, { ...user, sessionId: 's1' });
    expect(verifier.verifyAccess(token)).toEqual(user);
    revocations.revokeSession('s1', Date.now() + 900_000);
    expect(() => verifier.verifyAccess(token)).toThrow('Session ended');
  });

  it('never takes a forged token for a verified one that looks like it', () => {
    const verifier = createTokenVerifier(keys.publicKey);
    const token = signAccessToken(keys.privateKey, user);
    verifier.verifyAccess(token);
    const [head, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), role: 'admin' })).toString(
      'base64url',
    );
    expect(() => verifier.verifyAccess(`${head}.${body}.${signature}`)).toThrow('Invalid token');
  });
});

describe('problem+json defaults', () => {
  const token = signAccessToken(keys.privateKey, user);
  it('reports each invalid field', async () => {
    const res = await request(app).post('/things').set(bearer(token)).send({ name: '' }).expect(400);
    expect(res.body).toMatchObject({
      code: 'request.invalid',
      errors: [{ path: 'body.name', code: 'too_small' }],
    });
  });
  it('turns malformed JSON into a 400, not a 500', async () => {
    const res = await request(app)
      .post('/things')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body.code).toBe('request.invalid');
  });
  it('refuses bodies over the limit with 413', async () => {
    const res = await request(app)
      .post('/things')
      .set(bearer(token))
      .send({ name: 'x'.repeat(200_000) })
      .expect(413);
    expect(res.body.code).toBe('request.too_large');
  });
  it('answers unknown routes with a 404 problem and echoes the request id', async () => {
    const res = await request(app).get('/nope').set(bearer(token)).set('x-request-id', 'req-123').expect(404);
    expect(res.body).toMatchObject({ code: 'route.not_found', requestId: 'req-123' });
    expect(res.headers['x-request-id']).toBe('req-123');
  });
  it('serves health and Prometheus metrics without a token', async () => {
    await request(app).get('/health').expect(200, { status: 'ok', service: 'auth-test' });
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
    expect(metrics.text).toContain('service="auth-test"');
  });
});
