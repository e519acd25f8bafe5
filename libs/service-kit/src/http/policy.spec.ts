import request from 'supertest';
import { z } from 'zod';
import { createApp } from './app';
import { httpPolicyFromEnv } from './policy';
import { handle } from './handle';
import { silentLogger } from '../testing/infra';

const SITE = 'https://shop.example.com';
const app = createApp({
  service: 'policy-test',
  logger: silentLogger(),
  http: { publicOrigins: [SITE], trustProxyHops: 1 },
  routes: (r) => {
    r.post(
      '/things',
      handle({ body: z.object({ name: z.string().min(1) }) }, ({ body }) => body),
    );
    r.get(
      '/ip',
      handle({}, (_i, req) => ({ ip: req.ip })),
    );
    r.get(
      '/cached',
      handle({}, (_i, _req, res) => {
        res.setHeader('Cache-Control', 'private, max-age=60');
        return { ok: true };
      }),
    );
  },
});

describe('same-origin rule for state-changing requests', () => {
  it('accepts the site itself, and clients that are no browser page (no Origin, no Sec-Fetch-Site)', async () => {
    await request(app)
      .post('/things')
      .set('Origin', SITE)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ name: 'a' })
      .expect(200, { name: 'a' });
    await request(app).post('/things').send({ name: 'b' }).expect(200);
  });

  it('refuses another origin, a same-site neighbour, Origin null and a browser request without Origin', async () => {
    const attempts: Array<Record<string, string>> = [
      { Origin: 'https://evil.example.net', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example.net' },
      { Origin: 'null' },
      // Another port or subdomain of the same site: the cookie would go along (SameSite=Lax).
      { Origin: 'https://shop.example.com:8443', 'Sec-Fetch-Site': 'same-site' },
      { Origin: SITE, 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const res = await request(app).post('/things').set(headers).send({ name: 'x' }).expect(403);
      expect(res.body.code).toBe('request.cross_site');
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    // Reading stays open: a cross-site GET changes nothing and cannot read the answer (CORS).
    await request(app).get('/ip').set('Origin', 'https://evil.example.net').expect(200);
  });
});

describe('bodies', () => {
  it('takes JSON only: a form post or text/plain is a 415, never parsed', async () => {
    const form = await request(app)
      .post('/things')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=forged')
      .expect(415);
    expect(form.body.code).toBe('request.unsupported_media');
    await request(app).post('/things').set('Content-Type', 'text/plain').send('{"name":"x"}').expect(415);
    await request(app)
      .post('/things')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{"name":"ok"}')
      .expect(200);
  });
});

describe('caching', () => {
  it('marks answers no-store unless the route says otherwise', async () => {
    const res = await request(app).get('/ip').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const cached = await request(app).get('/cached').expect(200);
    expect(cached.headers['cache-control']).toBe('private, max-age=60');
    // CSP and HSTS are the edge's; the other protective headers stay.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('client address', () => {
  it('trusts exactly the configured number of proxy hops', async () => {
    // The edge (one hop) wrote the last entry; what the client put before it is ignored.
    const res = await request(app).get('/ip').set('X-Forwarded-For', '6.6.6.6, 203.0.113.7').expect(200);
    expect(res.body.ip).toBe('203.0.113.7');
    const direct = createApp({
      service: 'policy-direct',
      logger: silentLogger(),
      http: { publicOrigins: [SITE], trustProxyHops: 0 },
      routes: (r) =>
        r.get(
          '/ip',
          handle({}, (_i, req) => ({ ip: req.ip })),
        ),
    });
    const spoofed = await request(direct).get('/ip').set('X-Forwarded-For', '6.6.6.6').expect(200);
    expect(spoofed.body.ip).not.toBe('6.6.6.6');
  });

  it('reads the policy from the environment', () => {
    expect(httpPolicyFromEnv({})).toEqual({ publicOrigins: ['http://localhost:8080'], trustProxyHops: 1 });
    expect(
      httpPolicyFromEnv({
        PUBLIC_URL: 'https://shop.example.com/app/',
        PUBLIC_ORIGINS: 'http://127.0.0.1:8080, http://localhost:8080',
        TRUST_PROXY_HOPS: '2',
      }),
    ).toEqual({
      publicOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080', 'https://shop.example.com'],
      trustProxyHops: 2,
    });
    expect(() => httpPolicyFromEnv({ TRUST_PROXY_HOPS: 'loopback' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => httpPolicyFromEnv({ PUBLIC_ORIGINS: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGINS/);
  });
});
