import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import request from 'supertest';
import { assignCompanyCommand, type CreatedApiKey } from '@marketplace/contracts';
import { sendCommand } from '@marketplace/service-kit/messaging';
import { createTokenVerifier } from '@marketplace/service-kit/http';
import { listenLocally, type LocalServer } from '@marketplace/service-kit/testing';
import { companySession, identityForFile } from '../test-harness';

jest.setTimeout(60_000);

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

describe('API keys', () => {
  const h = identityForFile('api_keys');

  it('shows a new key once, keeps only its digest, lists it with its maker and trades it for a scoped token', async () => {
    const supplier = await companySession(h, 'supplier', 'supplier-co-1');
    const made = await request(h.app)
      .post('/api-keys')
      .set('Cookie', supplier.cookie)
      .send({ name: 'ERP sync', scopes: ['sales:read', 'invoices:read'] })
      .expect(201);
    const key = made.body as CreatedApiKey;
    expect(key.secret).toMatch(/^mk_[A-Za-z0-9_-]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'ERP sync', scopes: ['sales:read', 'invoices:read'], revokedAt: null });
    expect(key.hint).toBe(`${key.secret.slice(0, 9)}…`);

    // Stored: the digest, never the secret.
    const stored = await h.conn.collection('api_keys').findOne({ _id: key.id as never });
    expect(JSON.stringify(stored)).not.toContain(key.secret.slice(16));
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await request(h.app).get('/api-keys').set('Cookie', supplier.cookie).expect(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: key.id,
        createdBy: { id: supplier.userId, name: expect.any(String) },
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    expect(list.body.scopes).toContain('sales:write');
    expect(list.body.scopes).not.toContain('carts:write');

    const traded = await request(h.app).post('/api-keys/token').set(bearer(key.secret)).expect(200);
    expect(traded.body.scopes).toEqual(['sales:read', 'invoices:read']);
    const caller = createTokenVerifier(h.keys.publicKey).verifyAccess(traded.body.accessToken);
    expect(caller).toEqual({
      userId: supplier.userId,
      role: 'supplier',
      companyId: 'supplier-co-1',
      scopes: ['sales:read', 'invoices:read'],
    });
    const after = await request(h.app).get('/api-keys').set('Cookie', supplier.cookie).expect(200);
    expect(after.body.items[0].lastUsedAt).not.toBeNull();

    // A key's token is not a session: it cannot manage keys or a profile, and is told so
    // (403: signing in again would not help). Webhooks answer it the same (notifications service).
    for (const path of ['/api-keys', '/profile/me', '/auth/session']) {
      const refused = await request(h.app).get(path).set(bearer(traded.body.accessToken));
      expect([path, refused.status, refused.body.code]).toEqual([path, 403, 'api_key.people_only']);
    }
    const post = await request(h.app)
      .post('/api-keys')
      .set(bearer(traded.body.accessToken))
      .send({ name: 'More', scopes: ['sales:read'] });
    expect([post.status, post.body.code]).toEqual([403, 'api_key.people_only']);
  });

  it("lets a supplier or a buying team's approver hold keys, and nobody else", async () => {
    const approver = await companySession(h, 'buyer', 'buyer-co-1', 'approver');
    await request(h.app)
      .post('/api-keys')
      .set('Cookie', approver.cookie)
      .send({ name: 'Purchasing', scopes: ['orders:read', 'carts:write'] })
      .expect(201);

    const member = await companySession(h, 'buyer', 'buyer-co-1', 'member');
    const withoutCompany = await companySession(h, 'supplier', null);
    for (const who of [member, withoutCompany]) {
      const refused = await request(h.app)
        .post('/api-keys')
        .set('Cookie', who.cookie)
        .send({ name: 'x', scopes: ['orders:read'] })
        .expect(403);
      expect(refused.body.code).toBe('api_key.not_allowed');
      await request(h.app).get('/api-keys').set('Cookie', who.cookie).expect(403);
    }
    await request(h.app).get('/api-keys').expect(401);
    await request(h.app)
      .post('/api-keys')
      .send({ name: 'x', scopes: ['orders:read'] })
      .expect(401);

    // A scope of another role's work, or none at all.
    const supplier = await companySession(h, 'supplier', 'supplier-co-2');
    const wrongScope = await request(h.app)
      .post('/api-keys')
      .set('Cookie', supplier.cookie)
      .send({ name: 'x', scopes: ['carts:write'] })
      .expect(400);
    expect(wrongScope.body.code).toBe('api_key.scope_not_allowed');
    await request(h.app)
      .post('/api-keys')
      .set('Cookie', supplier.cookie)
      .send({ name: 'x', scopes: [] })
      .expect(400);
  });

  it("keeps each company's keys to itself: absent from another's list, 404 by id", async () => {
    const owner = await companySession(h, 'supplier', 'supplier-co-3');
    const other = await companySession(h, 'supplier', 'supplier-co-4');
    const key = (
      await request(h.app)
        .post('/api-keys')
        .set('Cookie', owner.cookie)
        .send({ name: 'Owner key', scopes: ['products:read'] })
        .expect(201)
    ).body as CreatedApiKey;
    const list = await request(h.app).get('/api-keys').set('Cookie', other.cookie).expect(200);
    expect(list.body.items.map((k: { id: string }) => k.id)).not.toContain(key.id);
    await request(h.app).delete(`/api-keys/${key.id}`).set('Cookie', other.cookie).expect(404);
    await request(h.app).post('/api-keys/token').set(bearer(key.secret)).expect(200);
  });

  it('refuses a revoked key, a wrong secret, and a key whose maker left the company', async () => {
    const supplier = await companySession(h, 'supplier', 'supplier-co-5');
    const make = async (name: string) =>
      (
        await request(h.app)
          .post('/api-keys')
          .set('Cookie', supplier.cookie)
          .send({ name, scopes: ['rounds:read'] })
          .expect(201)
      ).body as CreatedApiKey;
    const revoked = await make('Old');
    const kept = await make('Kept');

    const gone = await request(h.app)
      .delete(`/api-keys/${revoked.id}`)
      .set('Cookie', supplier.cookie)
      .expect(200);
    expect(gone.body.revokedAt).not.toBeNull();
    const refused = await request(h.app).post('/api-keys/token').set(bearer(revoked.secret)).expect(401);
    expect(refused.body.code).toBe('api_key.invalid');
    // Its session is ended for every service (the same announcement as a sign-out).
    expect(
      await h.conn.collection('revoked_families').findOne({ _id: `apikey:${revoked.id}` as never }),
    ).not.toBeNull();

    const forged = `${kept.secret.slice(0, -4)}AAAA`;
    await request(h.app).post('/api-keys/token').set(bearer(forged)).expect(401);
    await request(h.app).post('/api-keys/token').set(bearer('mk_nonsense')).expect(401);
    await request(h.app).post('/api-keys/token').expect(401);

    await request(h.app).post('/api-keys/token').set(bearer(kept.secret)).expect(200);
    await sendCommand(h.nc, assignCompanyCommand, { userId: supplier.userId, companyId: 'supplier-co-6' });
    await request(h.app).post('/api-keys/token').set(bearer(kept.secret)).expect(401);
  });
});

/** A free port of 127.0.0.1 (taken and given back: a process started next can listen on it). */
async function freePort(): Promise<number> {
  const probe = await listenLocally(() => undefined);
  await new Promise((resolve) => probe.server.close(resolve));
  return probe.port;
}

/**
 * The edge as `npm start` runs it, in a process of its own (a service never imports another),
 * in front of this identity and of `supplierUrl`. It trusts one proxy hop, so a call can say
 * which client address it comes from (X-Forwarded-For), as a load balancer would.
 */
async function startEdge(identityUrl: string, supplierUrl: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/edge/src/main.ts'], {
    cwd: path.resolve(__dirname, '../../../..'),
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      EDGE_PORT: String(port),
      EDGE_METRICS_PORT: '0',
      EDGE_SERVER_VIEW_BUDGET_MS: '0',
      EDGE_PUBLIC_HOSTS: '127.0.0.1',
      TRUST_PROXY_HOPS: '1',
      IDENTITY_URL: identityUrl,
      SUPPLIER_URL: supplierUrl,
      BUYER_URL: supplierUrl,
      ADMIN_URL: supplierUrl,
      REALTIME_URL: supplierUrl,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until || child.exitCode !== null) throw new Error('the edge did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('API keys through the edge (identity and the edge as they run)', () => {
  // A refresh limit as small as the trades' own: trades must not be counted by it.
  const h = identityForFile('api_keys_edge', { API_KEY_TRADE_RATE_LIMIT: '5', REFRESH_RATE_LIMIT: '5' });
  let identity: LocalServer;
  let supplier: LocalServer;
  let edge: Awaited<ReturnType<typeof startEdge>>;

  beforeAll(async () => {
    identity = await listenLocally(h.app);
    // The supplier service, standing in: it checks the token as every service does and says whose it is.
    supplier = await listenLocally((req, res) => {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      try {
        const caller = createTokenVerifier(h.keys.publicKey).verifyAccess(token);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(caller));
      } catch {
        res.writeHead(401).end();
      }
    });
    edge = await startEdge(identity.base, supplier.base);
  });
  afterAll(async () => {
    await edge?.stop();
    await new Promise((r) => supplier?.server.close(r));
    await new Promise((r) => identity?.server.close(r));
  });

  const products = (secret: string, from: string) =>
    fetch(`${edge.base}/api/supplier/products`, {
      headers: { Authorization: `Bearer ${secret}`, 'X-Forwarded-For': from },
    });
  const madeUp = () => `mk_${randomBytes(9).toString('base64url')}_${randomBytes(32).toString('base64url')}`;

  it("charges made-up keys to the address that sent them: another company's real key still works, and nobody gets a 503", async () => {
    const owner = await companySession(h, 'supplier', 'edge-supplier-co');
    const key = (
      await request(h.app)
        .post('/api-keys')
        .set('Cookie', owner.cookie)
        .send({ name: 'ERP', scopes: ['products:read'] })
        .expect(201)
    ).body as CreatedApiKey;

    const attacker = '203.0.113.7';
    const tried: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      tried.push(madeUp());
      statuses.push((await products(tried[i]!, attacker)).status);
    }
    // Identity's five refusals for this address, then its 429, which is this caller's.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const limited = await products(madeUp(), attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { code: string }).code).toBe('request.rate_limited');
    // A key refused a moment ago is answered at the edge: identity would say 429 for this address now.
    const again = await products(tried[0]!, attacker);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { code: string }).code).toBe('api_key.invalid');

    // Another company's real key, from another address: traded and served.
    const served = await products(key.secret, '198.51.100.9');
    expect(served.status).toBe(200);
    expect(await served.json()).toMatchObject({
      userId: owner.userId,
      companyId: 'edge-supplier-co',
      scopes: ['products:read'],
    });
  });
});
