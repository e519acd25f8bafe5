import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { z } from 'zod';
import { createApp, handle, requireRole } from '@marketplace/service-kit/http';
import { silentLogger } from '@marketplace/service-kit/testing';
import { createEdgeApp } from './app';
import { loadEdgeConfig } from './config';

/** A service as the kit builds it, with one documented route. */
function serviceWith(service: string, path: string) {
  return createApp({
    service,
    logger: silentLogger(),
    routes: (r) =>
      r.get(
        path,
        requireRole('buyer'),
        handle({ summary: `Read ${path}`, response: z.object({ ok: z.boolean() }) }, () => ({ ok: true })),
      ),
  });
}

const servers: http.Server[] = [];
async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

async function edgeWith(urls: NodeJS.ProcessEnv) {
  // Nothing listens on port 9 of loopback: a service that is down.
  const down = 'http://127.0.0.1:9';
  return createEdgeApp(
    loadEdgeConfig({
      IDENTITY_URL: down,
      BUYER_URL: down,
      SUPPLIER_URL: down,
      ADMIN_URL: down,
      NOTIFICATIONS_URL: down,
      REALTIME_URL: down,
      EDGE_PUBLIC_HOSTS: '127.0.0.1',
      PUBLIC_ORIGINS: 'http://127.0.0.1',
      ...urls,
    }),
  ).app;
}

describe('the API reference at the edge', () => {
  it("merges the services' documents under their public prefixes and names the ones that did not answer", async () => {
    const app = await edgeWith({
      BUYER_URL: await listen(serviceWith('buyer', '/orders')),
      ADMIN_URL: await listen(serviceWith('admin', '/rounds')),
      NOTIFICATIONS_URL: await listen(serviceWith('notifications', '/notifications')),
      // A service that answers something else than a document counts as missing.
      SUPPLIER_URL: await listen((_req, res) => res.end('{"hello":"world"}')),
    });
    const res = await request(app).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths).sort()).toEqual([
      '/api/admin/rounds',
      '/api/buyer/orders',
      '/api/notifications/notifications',
    ]);
    // The moved routes' former addresses, which the edge still answers, are said in the description.
    expect(res.body.info.description).toContain('`/api/identity/notifications…` still answers');
    expect(res.body.info.description).toContain('`/api/identity/webhooks…` still answers');
    expect(res.body.paths['/api/buyer/orders'].get).toMatchObject({
      summary: 'Read /orders',
      'x-roles': ['buyer'],
      security: [{ session: [] }],
    });
    expect(res.body.components.schemas.Problem).toBeDefined();
    expect(res.body.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(res.body['x-missing-services'].sort()).toEqual(['identity', 'realtime', 'supplier']);
  });

  it('answers 503 as a problem when no service answers', async () => {
    const res = await request(await edgeWith({}))
      .get('/api/openapi.json')
      .expect(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.code).toBe('service.unavailable');
  });

  it('serves the reference page with its script from the edge itself', async () => {
    const app = await edgeWith({});
    const page = await request(app).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('spec-url="/api/openapi.json"');
    // The site's policy stands; only Redoc's search worker (a blob: URL) is added.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    const src = /<script src="([^"]+)"/.exec(page.text)![1];
    const script = await request(app).get(src).set('Accept-Encoding', 'gzip').expect(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
  });

  it('fetches nothing from the internet: no font, no CDN image, images from the edge only', async () => {
    const app = await edgeWith({});
    const page = await request(app).get('/api/docs').expect(200);
    expect(page.text).not.toMatch(/https?:\/\//);
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("font-src 'self' data:;");
    const src = /<script src="([^"]+)"/.exec(page.text)![1]!;
    const script = (await request(app).get(src).buffer(true).expect(200)).text;
    expect(script).not.toContain('cdn.redoc.ly');
    expect(script).not.toMatch(/@font-face|fonts\.googleapis|fonts\.gstatic/);
  });
});

describe('calls with an API key', () => {
  const secret = `mk_${'k'.repeat(12)}_${'s'.repeat(43)}`;
  let trades = 0;
  /** The client address identity was told for each trade. */
  const tradedFor: Array<string | undefined> = [];

  async function stack(rate?: { EDGE_API_KEY_RATE: string; EDGE_API_KEY_BURST: string }) {
    const identity = await listen((req, res) => {
      if (req.url !== '/api-keys/token') return res.writeHead(404).end();
      tradedFor.push(req.headers['x-forwarded-for'] as string | undefined);
      if (req.headers.authorization !== `Bearer ${secret}`) return res.writeHead(401).end('{}');
      trades += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          accessToken: `token-${trades}`,
          expiresAt: new Date().toISOString(),
          scopes: ['orders:read'],
        }),
      );
    });
    // The buyer service, standing in: it says which credential reached it.
    const buyer = await listen((req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ authorization: req.headers.authorization ?? null })),
    );
    return edgeWith({ IDENTITY_URL: identity, BUYER_URL: buyer, ...rate });
  }

  it("reach the service with the key's token (traded once a minute), and a person's token passes as it is", async () => {
    const app = await stack();
    const first = await request(app)
      .get('/api/buyer/orders')
      .set('Authorization', `Bearer ${secret}`)
      .expect(200);
    expect(first.body).toEqual({ authorization: 'Bearer token-1' });
    const second = await request(app)
      .get('/api/buyer/orders')
      .set('Authorization', `Bearer ${secret}`)
      .expect(200);
    expect(second.body).toEqual({ authorization: 'Bearer token-1' });
    expect(trades).toBe(1);
    const person = await request(app)
      .get('/api/buyer/orders')
      .set('Authorization', 'Bearer eyJ.person')
      .expect(200);
    expect(person.body).toEqual({ authorization: 'Bearer eyJ.person' });
  });

  it('refuse an unknown key before any service, and a key past its rate with 429', async () => {
    const app = await stack({ EDGE_API_KEY_RATE: '1', EDGE_API_KEY_BURST: '2' });
    const unknown = await request(app)
      .get('/api/buyer/orders')
      .set('Authorization', `Bearer mk_${'x'.repeat(56)}`)
      .expect(401);
    expect(unknown.body.code).toBe('api_key.invalid');
    // Identity is told whose trade it is: it counts refused trades per client address.
    expect(tradedFor.at(-1)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    await request(app).get('/api/buyer/orders').set('Authorization', `Bearer ${secret}`).expect(200);
    await request(app).get('/api/buyer/orders').set('Authorization', `Bearer ${secret}`).expect(200);
    const over = await request(app)
      .get('/api/buyer/orders')
      .set('Authorization', `Bearer ${secret}`)
      .expect(429);
    expect(over.headers['retry-after']).toBe('1');
    expect(over.body.code).toBe('request.rate_limited');
  });
});
