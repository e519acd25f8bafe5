import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { WebSocket, WebSocketServer } from 'ws';
import { listenOnFreePort as listen, closeServer as close, deadUrl } from '@marketplace/service-kit/testing';
import { createEdgeApp } from './app';
import { loadEdgeConfig, type EdgeConfig } from './config';
import { FIRST_PAINT_SCRIPT, EARLY_LOAD_SCRIPT } from '@marketplace/contracts/first-paint';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let tmp: string;
let identity: http.Server;
let identityUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-spec-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.writeFileSync(path.join(tmp, 'shell/index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(tmp, 'shell/main.0123abcd.js'), 'console.log(1)');
  for (const role of ['buyer', 'supplier', 'admin']) {
    fs.mkdirSync(path.join(tmp, role));
    fs.writeFileSync(path.join(tmp, role, 'mf-manifest.json'), JSON.stringify({ id: role }));
    fs.writeFileSync(path.join(tmp, role, 'remoteEntry.js'), 'var x;');
  }
  fs.writeFileSync(path.join(tmp, 'admin', 'users.89abcdef.js'), 'export const users = [];\n'.repeat(200));
  // What the production build writes next to each hashed file (webpack/brotli-assets-plugin.js).
  fs.writeFileSync(
    path.join(tmp, 'admin', 'users.89abcdef.js.br'),
    zlib.brotliCompressSync(fs.readFileSync(path.join(tmp, 'admin', 'users.89abcdef.js'))),
  );
  identity = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
  });
  identityUrl = await listen(identity);
});

afterAll(async () => {
  await close(identity);
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function config(overrides: NodeJS.ProcessEnv = {}): Promise<EdgeConfig> {
  const dead = await deadUrl();
  return loadEdgeConfig({
    SHELL_DIST: path.join(tmp, 'shell'),
    MFE_BUYER_DIST: path.join(tmp, 'buyer'),
    MFE_SUPPLIER_DIST: path.join(tmp, 'supplier'),
    MFE_ADMIN_DIST: path.join(tmp, 'admin'),
    IDENTITY_URL: identityUrl,
    BUYER_URL: dead,
    SUPPLIER_URL: dead,
    ADMIN_URL: dead,
    NOTIFICATIONS_URL: dead,
    REALTIME_URL: dead,
    EDGE_PROXY_TIMEOUT_MS: '2000',
    // supertest talks to 127.0.0.1 on a random port; the site itself is shop.example.com.
    EDGE_PUBLIC_HOSTS: '127.0.0.1,shop.example.com',
    PUBLIC_ORIGINS: 'http://shop.example.com',
    ...overrides,
  });
}

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadEdgeConfig({});
    expect(c.port).toBe(8080);
    expect(c.services).toEqual({
      identity: 'http://127.0.0.1:4001',
      buyer: 'http://127.0.0.1:4002',
      supplier: 'http://127.0.0.1:4003',
      admin: 'http://127.0.0.1:4004',
      notifications: 'http://127.0.0.1:4006',
    });
    expect(c.realtimeUrl).toBe('http://127.0.0.1:4005');
  });

  it('rejects a bad port', () => {
    expect(() => loadEdgeConfig({ EDGE_PORT: 'abc' })).toThrow('EDGE_PORT');
  });

  it('serves local builds unless the web apps have servers of their own, then needs all four', () => {
    expect(loadEdgeConfig({}).webUpstreams).toBeNull();
    expect(() => loadEdgeConfig({ SHELL_UPSTREAM_URL: 'http://shell:8080' })).toThrow(
      'MFE_BUYER_UPSTREAM_URL, MFE_SUPPLIER_UPSTREAM_URL, MFE_ADMIN_UPSTREAM_URL must be set too',
    );
  });
});

describe('edge', () => {
  it('serves /remotes.json from the environment, defaults to the built remotes', async () => {
    const { app } = createEdgeApp(await config());
    const res = await request(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      mfe_buyer: '/remotes/buyer/mf-manifest.json',
      mfe_supplier: '/remotes/supplier/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
    });
    const custom = createEdgeApp(
      await config({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/mf-manifest.json' }),
    );
    const res2 = await request(custom.app).get('/remotes.json').expect(200);
    expect(res2.body.mfe_admin).toBe('https://cdn.example.com/admin/mf-manifest.json');
    // a remote on another origin must be allowed to load
    expect(res2.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.com");
  });

  it('answers /health', async () => {
    const { app } = createEdgeApp(await config());
    await request(app).get('/health').expect(200, { status: 'ok', service: 'edge' });
  });

  it('falls back to index.html for app routes only', async () => {
    const { app } = createEdgeApp(await config());
    for (const route of ['/', '/auth', '/buyer/rounds', '/admin/users?x=1']) {
      const res = await request(app).get(route).expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    await request(app).get('/missing.js').expect(404);
    const api = await request(app).get('/api/nope/x').expect(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.body.code).toBe('route.not_found');
    await request(app).get('/remotes/buyer/nothing.js').expect(404);
    await request(app).get('/remotes/buyer/').expect(404);
  });

  it('serves hashed assets as immutable and remote entries as revalidated', async () => {
    const { app } = createEdgeApp(await config());
    const asset = await request(app).get('/main.0123abcd.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await request(app).get('/remotes/supplier/mf-manifest.json').expect(200);
    expect(manifest.body).toEqual({ id: 'supplier' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    await request(app).get('/remotes/admin/remoteEntry.js').expect(200);
  });

  it("serves the build's brotli copy of hashed scripts to browsers that accept it, plain to others", async () => {
    const { app } = createEdgeApp(await config());
    const original = fs.readFileSync(path.join(tmp, 'admin', 'users.89abcdef.js'));
    const br = await request(app)
      .get('/remotes/admin/users.89abcdef.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(original.length / 10);
    // The client decoded the brotli body back to the exact file.
    expect(br.text).toBe(original.toString());

    const plain = await request(app)
      .get('/remotes/admin/users.89abcdef.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(original.toString());
    // Paths outside the build folders are never read.
    await request(app)
      .get('/remotes/admin/..%2f..%2fetc%2fpasswd.12345678.js')
      .set('Accept-Encoding', 'br')
      .expect(404);
  });

  it('proxies /api/identity with the prefix stripped and forwarding headers set', async () => {
    seen.length = 0;
    const { app } = createEdgeApp(await config());
    const res = await request(app)
      .post('/api/identity/auth/sign-in?x=1')
      .set('x-request-id', 'req-123')
      .set('Cookie', 'mp_access=abc')
      .send({ email: 'a@b.c', password: 'pw' })
      .expect(200);
    expect(res.body).toEqual({ path: '/auth/sign-in?x=1' });
    expect(res.headers['x-request-id']).toBe('req-123');
    const got = seen[0];
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/auth/sign-in?x=1');
    expect(JSON.parse(got.body)).toEqual({ email: 'a@b.c', password: 'pw' });
    expect(got.headers['x-request-id']).toBe('req-123');
    expect(got.headers.cookie).toBe('mp_access=abc');
    expect(got.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(got.headers['x-forwarded-proto']).toBe('http');
    expect(got.headers['x-forwarded-host']).toBeDefined();
  });

  it('makes up a request id when the client sends none (or a bad one)', async () => {
    seen.length = 0;
    const { app } = createEdgeApp(await config());
    const res = await request(app)
      .get('/api/identity/profile/me')
      .set('x-request-id', 'bad id with spaces')
      .expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0].headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(seen[0].url).toBe('/profile/me');
  });

  it('answers 502 problem+json at once when a service is down', async () => {
    const { app } = createEdgeApp(await config());
    const started = Date.now();
    const res = await request(app).get('/api/buyer/carts').expect(502);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      status: 502,
      code: 'service.unavailable',
      title: 'Bad Gateway',
      instance: '/api/buyer/carts',
    });
  });

  it('answers 504 when a service does not answer in time', async () => {
    const slow = http.createServer(() => {
      /* never answers */
    });
    const slowUrl = await listen(slow);
    try {
      const { app } = createEdgeApp(await config({ SUPPLIER_URL: slowUrl, EDGE_PROXY_TIMEOUT_MS: '200' }));
      const res = await request(app).get('/api/supplier/rounds').expect(504);
      expect(res.body.code).toBe('service.timeout');
    } finally {
      slow.closeAllConnections();
      await close(slow);
    }
  });

  it('proxies websocket upgrades on /ws to realtime', async () => {
    const realtime = http.createServer();
    const wss = new WebSocketServer({ server: realtime });
    wss.on('connection', (socket, req) => socket.send(`hello ${req.url}`));
    const realtimeUrl = await listen(realtime);
    const { app, handleUpgrade } = createEdgeApp(await config({ REALTIME_URL: realtimeUrl }));
    const edge = http.createServer(app);
    edge.on('upgrade', handleUpgrade);
    const edgeUrl = await listen(edge);
    try {
      const message = await new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(`${edgeUrl.replace('http', 'ws')}/ws?round=1`);
        ws.on('message', (data) => {
          resolve(String(data));
          ws.close();
        });
        ws.on('error', reject);
      });
      expect(message).toBe('hello /ws?round=1');
    } finally {
      wss.close();
      edge.closeAllConnections();
      realtime.closeAllConnections();
      await Promise.all([close(edge), close(realtime)]);
    }
  });

  it('forwards the web apps to their own servers with the path kept (docker compose)', async () => {
    const webSeen: string[] = [];
    const web = http.createServer((req, res) => {
      webSeen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-cache' });
      res.end(`web ${req.url}`);
    });
    const webUrl = await listen(web);
    const dead = await deadUrl();
    try {
      const { app } = createEdgeApp(
        await config({
          SHELL_UPSTREAM_URL: webUrl,
          MFE_BUYER_UPSTREAM_URL: webUrl,
          MFE_SUPPLIER_UPSTREAM_URL: webUrl,
          MFE_ADMIN_UPSTREAM_URL: dead,
        }),
      );
      await request(app)
        .get('/remotes/buyer/remoteEntry.js')
        .expect(200, 'web /remotes/buyer/remoteEntry.js');
      await request(app).get('/buyer/rounds/42').expect(200, 'web /buyer/rounds/42');
      // the edge still answers its own routes and the API itself
      await request(app).get('/remotes.json').expect(200);
      await request(app).get('/api/identity/auth/session').expect(200);
      const down = await request(app).get('/remotes/admin/mf-manifest.json').expect(502);
      expect(down.body.code).toBe('service.unavailable');
      await request(app).get('/remotes/nobody/x.js').expect(404);
      expect(webSeen).toEqual(['/remotes/buyer/remoteEntry.js', '/buyer/rounds/42']);
    } finally {
      web.closeAllConnections();
      await close(web);
    }
  });
});

describe('edge security', () => {
  it('answers only its own host names (421 otherwise), except its liveness probe', async () => {
    seen.length = 0;
    const { app } = createEdgeApp(await config());
    // /ready too: it says which builds run; the orchestrator probes /health.
    for (const path of ['/', '/api/identity/dev/mail', '/remotes.json', '/ready']) {
      const res = await request(app).get(path).set('Host', 'attacker.example.net').expect(421);
      expect(res.body.code).toBe('request.wrong_host');
    }
    await request(app).post('/api/identity/auth/sign-in').set('Host', 'rebound.example.net:8080').expect(421);
    expect(seen).toHaveLength(0);
    await request(app).get('/').set('Host', 'shop.example.com').expect(200);
    await request(app).get('/health').set('Host', 'kubelet-probe').expect(200);
  });

  it('names the server view modules on /ready by web app and version, never by where they sit on disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-ready-'));
    try {
      fs.cpSync(tmp, dir, { recursive: true });
      fs.mkdirSync(path.join(dir, 'shell/server'));
      fs.writeFileSync(
        path.join(dir, 'shell/server/first-view.js'),
        'exports.renderSignedInView = async () => null;',
      );
      fs.mkdirSync(path.join(dir, 'buyer/server'));
      fs.writeFileSync(
        path.join(dir, 'buyer/server/first-view.js'),
        'exports.renderAreaPage = async () => null;',
      );
      const { app, warmUp } = createEdgeApp(
        await config({
          SHELL_DIST: path.join(dir, 'shell'),
          MFE_BUYER_DIST: path.join(dir, 'buyer'),
          MFE_SUPPLIER_DIST: path.join(dir, 'supplier'),
          MFE_ADMIN_DIST: path.join(dir, 'admin'),
        }),
      );
      await warmUp();
      const ready = await request(app).get('/ready').expect(200);
      expect(Object.keys(ready.body.serverViewModules).sort()).toEqual(['buyer', 'shell']);
      expect(ready.body.serverViewModules.shell).toMatch(/^[0-9a-f]{12}$/);
      expect(ready.text).not.toContain(dir);
      expect(ready.text).not.toContain('first-view');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('caps the requests one client address has in progress (429), leaving other clients served', async () => {
    const { app } = createEdgeApp(await config({ EDGE_MAX_REQUESTS_PER_CLIENT: '3', TRUST_PROXY_HOPS: '1' }));
    const server = http.createServer(app);
    const base = await listen(server);
    const { port } = server.address() as AddressInfo;
    const held: net.Socket[] = [];
    const from = (client: string) => ({ headers: { 'X-Forwarded-For': client } });
    try {
      // The held-bodies attack, smaller: half-sent bodies held open from one address.
      for (let i = 0; i < 3; i += 1) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        await new Promise((r) => socket.once('connect', r));
        socket.write(
          'POST /api/identity/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 203.0.113.66\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        held.push(socket);
      }
      await new Promise((r) => setTimeout(r, 100));
      const refused = await fetch(`${base}/api/identity/auth/session`, from('203.0.113.66'));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(((await refused.json()) as { code: string }).code).toBe('request.rate_limited');
      const other = await fetch(`${base}/api/identity/auth/session`, from('198.51.100.20'));
      expect(other.status).toBe(200);
      expect((await fetch(`${base}/health`, from('203.0.113.66'))).status).toBe(200);

      held.forEach((socket) => socket.destroy());
      await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`${base}/api/identity/auth/session`, from('203.0.113.66'))).status).toBe(200);
    } finally {
      held.forEach((socket) => socket.destroy());
      server.closeAllConnections();
      await close(server);
    }
  });

  it("keeps the services' health, readiness and metrics off the public paths", async () => {
    seen.length = 0;
    const { app } = createEdgeApp(await config());
    for (const path of [
      '/api/identity/metrics',
      '/api/identity/ready',
      '/api/identity/health',
      '/api/identity/METRICS',
      '/api/identity//metrics',
      '/api/admin/metrics?x=1',
    ]) {
      const res = await request(app).get(path).expect(404);
      expect(res.body.code).toBe('route.not_found');
    }
    expect(seen).toHaveLength(0);
  });

  it('overwrites X-Forwarded-For with the address it sees, whatever the client sent', async () => {
    seen.length = 0;
    const { app } = createEdgeApp(await config());
    await request(app)
      .get('/api/identity/profile/me')
      .set('X-Forwarded-For', '6.6.6.6')
      .set('Forwarded', 'for=6.6.6.6')
      .expect(200);
    expect(seen[0].headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen[0].headers.forwarded).toBeUndefined();
    // Behind one trusted proxy (an ingress), the entry that proxy wrote is the client.
    const behind = createEdgeApp(await config({ TRUST_PROXY_HOPS: '1' }));
    seen.length = 0;
    await request(behind.app)
      .get('/api/identity/profile/me')
      .set('X-Forwarded-For', '6.6.6.6, 203.0.113.9')
      .expect(200);
    expect(seen[0].headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('refuses state-changing requests from other origins before proxying', async () => {
    seen.length = 0;
    const { app } = createEdgeApp(await config());
    const forged = await request(app)
      .post('/api/identity/auth/sign-out')
      .set('Origin', 'http://attacker.example.net')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(forged.body.code).toBe('request.cross_site');
    await request(app)
      .post('/api/identity/auth/sign-in')
      .set('Origin', 'http://shop.example.com')
      .set('Sec-Fetch-Site', 'same-site')
      .send({})
      .expect(403);
    expect(seen).toHaveLength(0);
    await request(app)
      .post('/api/identity/auth/sign-in')
      .set('Origin', 'http://shop.example.com')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'a@b.c', password: 'x' })
      .expect(200);
    expect(seen).toHaveLength(1);
  });

  it('sets CSP (connect-src: the site and its realtime endpoint) and HSTS on https sites', async () => {
    const { app } = createEdgeApp(await config());
    const res = await request(app).get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("connect-src 'self' ws://shop.example.com/ws;");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(\s|;)/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const https = createEdgeApp(await config({ PUBLIC_ORIGINS: 'https://shop.example.com' }));
    const secure = await request(https.app).get('/').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secure.headers['content-security-policy']).toContain('wss://shop.example.com/ws');
  });

  it("allows index.html's two inline scripts (first paint of /auth, early signed-in load) by hash, no other", async () => {
    const { app } = createEdgeApp(await config());
    const csp = (await request(app).get('/auth').expect(200)).headers['content-security-policy'];
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc.split(' ')).toEqual(["'self'", hash(FIRST_PAINT_SCRIPT), hash(EARLY_LOAD_SCRIPT)]);
  });

  it('refuses a websocket upgrade from another origin', async () => {
    const realtime = http.createServer();
    const wss = new WebSocketServer({ server: realtime });
    wss.on('connection', (socket) => socket.send('hello'));
    const realtimeUrl = await listen(realtime);
    const { app, handleUpgrade } = createEdgeApp(await config({ REALTIME_URL: realtimeUrl }));
    const edge = http.createServer(app);
    edge.on('upgrade', handleUpgrade);
    const edgeUrl = await listen(edge);
    const attempt = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${edgeUrl.replace('http', 'ws')}/ws`, { origin });
        ws.on('message', () => (resolve('open'), ws.close()));
        ws.on('error', () => resolve('refused'));
      });
    try {
      expect(await attempt('http://attacker.example.net')).toBe('refused');
      expect(await attempt('http://shop.example.com')).toBe('open');
    } finally {
      wss.close();
      edge.closeAllConnections();
      realtime.closeAllConnections();
      await Promise.all([close(edge), close(realtime)]);
    }
  });
});
