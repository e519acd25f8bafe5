import request from 'supertest';
import { z } from 'zod';
import { createApp } from './app';
import { authenticate, createTokenVerifier, requireRole, signAccessToken } from './auth';
import { documented, handle } from './handle';
import { silentLogger, testKeyPair } from '../testing/infra';

const keys = testKeyPair();
const ok = z.object({ ok: z.boolean() });
const app = createApp({
  service: 'scopes-test',
  logger: silentLogger(),
  routes: (r) => {
    r.use(authenticate(createTokenVerifier(keys.publicKey)));
    r.get(
      '/orders',
      requireRole('buyer'),
      handle({ summary: 'Read', scope: 'orders:read', response: ok }, () => ({ ok: true })),
    );
    r.post(
      '/orders',
      requireRole('buyer'),
      handle({ summary: 'Write', scope: 'orders:write', response: ok }, () => ({ ok: true })),
    );
    r.get(
      '/team',
      requireRole('buyer'),
      handle({ summary: 'People only', response: ok }, () => ({ ok: true })),
    );
    r.get(
      '/file',
      requireRole('buyer'),
      documented(
        { summary: 'A file', scope: 'orders:read', file: 'text/csv' },
        (_req, res) => void res.send('a,b'),
      ),
    );
  },
});

const person = { userId: 'u1', role: 'buyer' as const, companyId: 'c1' };
const as = (scopes?: string[]) => ({
  Authorization: `Bearer ${signAccessToken(keys.privateKey, { ...person, ...(scopes ? { scopes } : {}) })}`,
});

describe("an API key's scopes on every route", () => {
  it('let a key call the routes naming one of its scopes, and no other', async () => {
    const reader = as(['orders:read']);
    await request(app).get('/orders').set(reader).expect(200);
    await request(app).get('/file').set(reader).expect(200, 'a,b');
    const write = await request(app).post('/orders').set(reader).send({}).expect(403);
    expect(write.body.code).toBe('api_key.scope_missing');
    expect(write.body.detail).toContain('orders:write');
    // A route that names no scope is for people signed in, never for a key.
    const team = await request(app)
      .get('/team')
      .set(as(['orders:read', 'orders:write']))
      .expect(403);
    expect(team.body.code).toBe('api_key.people_only');
  });

  it("leave a person's session as it was: every route of their role", async () => {
    for (const [method, path] of [
      ['get', '/orders'],
      ['post', '/orders'],
      ['get', '/team'],
      ['get', '/file'],
    ] as const)
      await request(app)[method](path).set(as()).send({}).expect(200);
  });
});
