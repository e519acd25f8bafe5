import http from 'node:http';
import net from 'node:net';
import express from 'express';
import request from 'supertest';
import { listenOnFreePort as listen, closeServer as close, deadUrl } from '@marketplace/service-kit/testing';
import { edgeOnPort } from './test-harness';
import { loadEdgeConfig, type EdgeConfig } from './config';
import { clientAddress, securityHeaderList, securityHeaders } from './security';

/** A call as the stand-in service saw it, and how its answer ended: sent in full, or cut. */
type Seen = {
  method: string;
  url: string;
  rawHeaders: string[];
  body: string;
  ended: Promise<'answered' | 'cut'>;
};

const until = async (check: () => boolean, ms = 2000): Promise<void> => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

let service: http.Server;
let serviceUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  service = http.createServer((req, res) => {
    const ended = new Promise<'answered' | 'cut'>((resolve) =>
      res.once('close', () => resolve(res.writableFinished ? 'answered' : 'cut')),
    );
    const call: Seen = {
      method: req.method ?? '',
      url: req.url ?? '',
      rawHeaders: req.rawHeaders,
      body: '',
      ended,
    };
    seen.push(call);
    if (req.url?.startsWith('/hold')) return; // never answers
    if (req.url?.startsWith('/answer-then-hold')) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part ');
      return;
    }
    req.on('data', (chunk) => (call.body += chunk));
    req.on('end', () => {
      if (req.url?.startsWith('/framed')) {
        res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
        res.setHeader('X-Frame-Options', 'DENY');
        res.writeHead(201, { 'content-type': 'application/json' });
        return res.end('{"created":true}');
      }
      if (req.url?.startsWith('/missing'))
        return res.writeHead(404, { 'content-type': 'application/problem+json' }).end('{"status":404}');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
  });
  serviceUrl = await listen(service);
});

afterAll(() => close(service));

beforeEach(() => {
  seen.length = 0;
});

async function config(overrides: NodeJS.ProcessEnv = {}): Promise<EdgeConfig> {
  return loadEdgeConfig({
    IDENTITY_URL: serviceUrl,
    BUYER_URL: await deadUrl(),
    SUPPLIER_URL: serviceUrl,
    ADMIN_URL: serviceUrl,
    NOTIFICATIONS_URL: await deadUrl(),
    REALTIME_URL: await deadUrl(),
    EDGE_PROXY_TIMEOUT_MS: '300',
    EDGE_PUBLIC_HOSTS: '127.0.0.1,shop.example.com',
    PUBLIC_ORIGINS: 'http://shop.example.com',
    EDGE_SERVER_VIEW_BUDGET_MS: '0',
    EDGE_METRICS_PORT: '0',
    ...overrides,
  });
}

/** The edge on a port of its own (test-harness), with this spec's stand-in services. */
const edge = async (overrides: NodeJS.ProcessEnv = {}) => edgeOnPort(await config(overrides));

/** Raw header lists with the values that differ between any two calls (time, request id) masked. */
const comparable = (rawHeaders: string[]) =>
  rawHeaders.map((value, i) =>
    i % 2 === 1 && /^(date|x-request-id)$/i.test(rawHeaders[i - 1]) ? '…' : value,
  );

const pairs = (rawHeaders: string[]) =>
  rawHeaders.flatMap((value, i) => (i % 2 === 0 ? [[value.toLowerCase(), rawHeaders[i + 1]]] : []));

describe("the edge's API calls", () => {
  it('answer exactly as the express path answers the same call, and the service sees the same request', async () => {
    const e = await edge();
    try {
      // express matches mounts whatever the case: `/API/Identity` is the same service, left to express.
      for (const [method, body, headers] of [
        [
          'GET',
          undefined,
          { Cookie: 'mp_access=abc', 'X-Forwarded-For': '6.6.6.6', Forwarded: 'for=6.6.6.6' },
        ],
        [
          'POST',
          '{"email":"a@b.c"}',
          {
            Origin: 'http://shop.example.com',
            'Sec-Fetch-Site': 'same-origin',
            'Content-Type': 'application/json',
          },
        ],
        ['DELETE', undefined, {}],
      ] as const) {
        seen.length = 0;
        const lean = await e.send('/api/identity/auth/sign-in?x=1', { method, body, headers });
        const viaExpress = await e.send('/API/Identity/auth/sign-in?x=1', { method, body, headers });
        expect(lean.status).toBe(200);
        expect(comparable(lean.rawHeaders)).toEqual(comparable(viaExpress.rawHeaders));
        expect(lean.body).toBe(viaExpress.body);
        expect(seen).toHaveLength(2);
        expect(seen[0].url).toBe('/auth/sign-in?x=1');
        expect(comparable(seen[0].rawHeaders)).toEqual(comparable(seen[1].rawHeaders));
        expect(seen[0].body).toBe(seen[1].body);
        // The request id sent back is the one the service was given.
        expect(lean.headers['x-request-id']).toBe(
          pairs(seen[0].rawHeaders).find(([n]) => n === 'x-request-id')?.[1],
        );
      }
    } finally {
      await e.stop();
    }
  });

  it("carry helmet's security headers, the service's own headers winning where both set one", async () => {
    const e = await edge();
    try {
      const expected = securityHeaderList(securityHeaders(e.config, []));
      expect(expected.map(([name]) => name)).toEqual(
        expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options']),
      );
      // What helmet sets on an answer express gives, and on an API call.
      const page = await e.send('/remotes.json');
      const call = await e.send('/api/identity/profile/me');
      for (const answer of [page, call])
        for (const [name, value] of expected) expect(answer.headers[name.toLowerCase()]).toBe(value);

      const framed = await e.send('/api/admin/framed', {
        method: 'POST',
        headers: { Origin: 'http://shop.example.com' },
      });
      expect(framed.status).toBe(201);
      expect(framed.headers['x-frame-options']).toBe('DENY');
      expect(framed.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
      expect(framed.headers['content-security-policy']).toBe(
        expected.find(([name]) => name === 'Content-Security-Policy')?.[1],
      );
      // Each header once, in the order express writes them: request id, helmet's, then the service's.
      const names = pairs(framed.rawHeaders).map(([name]) => name);
      expect(new Set(names).size).toBe(names.length - 1); // set-cookie twice
      expect(names.slice(0, 1 + expected.length)).toEqual([
        'x-request-id',
        ...expected.map(([name]) => name.toLowerCase()),
      ]);
    } finally {
      await e.stop();
    }
  });

  it('log one line per call with the path the service saw, and count it under its service', async () => {
    const e = await edge();
    try {
      const ok = await e.send('/api/identity/profile/me?token=s3cr3t&lang=pt', {
        headers: { 'X-Request-Id': 'req-42' },
      });
      expect(ok.headers['x-request-id']).toBe('req-42');
      await e.send('/api/admin/missing');
      await until(() => e.lines().filter((l) => l.msg === 'request completed').length === 2);
      const [first, second] = e.lines().filter((l) => l.msg === 'request completed');
      expect(first).toMatchObject({
        level: 30,
        req: { id: 'req-42', method: 'GET', url: '/profile/me?token=[redacted]&lang=pt' },
        res: { statusCode: 200 },
      });
      expect(JSON.stringify(e.lines())).not.toContain('s3cr3t');
      expect(second).toMatchObject({ level: 40, req: { url: '/missing' }, res: { statusCode: 404 } });
      const metrics = await e.metrics();
      expect(metrics).toMatch(
        /http_request_duration_seconds_count\{service="edge",method="GET",route="\/api\/identity",status="200"\} 1\n/,
      );
      expect(metrics).toMatch(
        /http_request_duration_seconds_count\{service="edge",method="GET",route="unmatched",status="404"\} 1\n/,
      );
    } finally {
      await e.stop();
    }
  });

  it('answer 502 and 504 as problems with the request id, the security headers and a logged reason', async () => {
    const e = await edge();
    try {
      const down = await e.send('/api/buyer/carts?x=1');
      expect(down.status).toBe(502);
      expect(down.headers['content-type']).toContain('application/problem+json');
      expect(down.headers['x-content-type-options']).toBe('nosniff');
      expect(down.headers['content-security-policy']).toBeDefined();
      expect(JSON.parse(down.body)).toEqual({
        type: 'about:blank',
        title: 'Bad Gateway',
        status: 502,
        code: 'service.unavailable',
        detail: 'The buyer service is not reachable',
        requestId: down.headers['x-request-id'],
        instance: '/api/buyer/carts?x=1',
      });

      const slow = await e.send('/api/supplier/hold');
      expect(slow.status).toBe(504);
      expect(JSON.parse(slow.body)).toMatchObject({
        code: 'service.timeout',
        instance: '/api/supplier/hold',
      });
      // The edge gave up on the service's call too.
      expect(await seen[0].ended).toBe('cut');

      await until(() => e.lines().filter((l) => l.msg === 'request failed').length === 2);
      const reasons = e.lines().filter((l) => l.msg === 'proxy error');
      expect(reasons.map((l) => [l.service, l.requestId])).toEqual([
        ['buyer', down.headers['x-request-id']],
        ['supplier', slow.headers['x-request-id']],
      ]);
      expect(await e.metrics()).toContain('route="/api/buyer",status="502"');
    } finally {
      await e.stop();
    }
  });

  it("end the service's call when the client goes away, waiting, sending its body or reading the answer", async () => {
    const e = await edge({ EDGE_PROXY_TIMEOUT_MS: '30000' });
    const goAway = async (text: string, seenBefore: (socket: net.Socket) => boolean) => {
      seen.length = 0;
      const socket = net.connect(e.port, '127.0.0.1');
      socket.on('error', () => undefined);
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.write(text);
      await until(() => seen.length === 1 && seenBefore(socket));
      socket.destroy();
      expect(await seen[0].ended).toBe('cut');
      return received;
    };
    try {
      await goAway('GET /api/identity/hold HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', () => true);
      await goAway(
        'POST /api/identity/hold HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"half":',
        () => true,
      );
      let answered = '';
      answered = await goAway(
        'GET /api/identity/answer-then-hold HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        (socket) => socket.bytesRead > 0,
      );
      expect(answered).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      await until(() => e.lines().filter((l) => l.msg === 'request aborted').length === 3);
      expect(
        e
          .lines()
          .filter((l) => l.msg === 'request aborted')
          .map((l) => (l.req as { url: string }).url),
      ).toEqual(['/hold', '/hold', '/answer-then-hold']);
      // The kept connections to the service still serve the next call.
      expect((await e.send('/api/identity/profile/me')).status).toBe(200);
    } finally {
      await e.stop();
    }
  });

  it("count towards the client's cap of calls in progress, which express answers past it", async () => {
    const e = await edge({ EDGE_MAX_REQUESTS_PER_CLIENT: '2', TRUST_PROXY_HOPS: '1' });
    const from = (client: string) => ({ headers: { 'X-Forwarded-For': client } });
    try {
      const held = [
        e.send('/api/identity/hold', from('203.0.113.7')),
        e.send('/api/identity/hold', from('203.0.113.7')),
      ];
      await until(() => seen.length === 2);
      const refused = await e.send('/api/identity/profile/me', from('203.0.113.7'));
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(JSON.parse(refused.body).code).toBe('request.rate_limited');
      expect((await e.send('/api/identity/profile/me', from('198.51.100.1'))).status).toBe(200);
      // The held calls time out (504) and release their places.
      expect((await Promise.all(held)).map((a) => a.status)).toEqual([504, 504]);
      expect((await e.send('/api/identity/profile/me', from('203.0.113.7'))).status).toBe(200);
    } finally {
      await e.stop();
    }
  });

  it('leave API keys, unusual paths and requests from other hosts or sites to the express path', async () => {
    const e = await edge();
    try {
      // An API key is traded at identity first (the stand-in's answer is no token: 503).
      const keyed = await e.send('/api/identity/profile/me', {
        headers: { Authorization: 'Bearer mk_secret' },
      });
      expect(keyed.status).toBe(503);
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api-keys/token']);
      // http-proxy folds a path's doubled slashes.
      seen.length = 0;
      expect(JSON.parse((await e.send('/api/identity/a//b?c=//d')).body)).toEqual({ path: '/a/b?c=//d' });
      // Internal paths, other hosts and other sites are refused before any call is made.
      seen.length = 0;
      expect((await e.send('/api/identity/metrics')).status).toBe(404);
      expect((await e.send('/api/identity/x', { headers: { Host: 'attacker.example.net' } })).status).toBe(
        421,
      );
      const forged = await e.send('/api/identity/auth/sign-out', {
        method: 'POST',
        headers: { Origin: 'http://attacker.example.net' },
      });
      expect(forged.status).toBe(403);
      expect(seen).toHaveLength(0);
    } finally {
      await e.stop();
    }
  });

  it("tell the service the client's address and protocol as express reads them", async () => {
    const e = await edge({ TRUST_PROXY_HOPS: '1' });
    try {
      await e.send('/api/identity/x', {
        headers: {
          'X-Forwarded-For': '6.6.6.6, 203.0.113.9',
          'X-Forwarded-Proto': 'https, http',
          'X-Forwarded-Host': 'evil',
        },
      });
      const headers = Object.fromEntries(pairs(seen[0].rawHeaders));
      expect(headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(headers['x-forwarded-host']).toBe('127.0.0.1:' + e.port);
    } finally {
      await e.stop();
    }
  });
});

describe('clientAddress', () => {
  it("is express's req.ip for any X-Forwarded-For and hop count", async () => {
    for (const hops of [0, 1, 2, 3]) {
      const app = express();
      app.set('trust proxy', hops);
      app.get('/', (req, res) => void res.json({ ip: req.ip, ours: clientAddress(req, hops) }));
      for (const forwarded of [
        '',
        '1.1.1.1',
        '1.1.1.1, 2.2.2.2',
        ' 1.1.1.1 ,2.2.2.2 ',
        '1.1.1.1,,2.2.2.2',
        '1.1.1.1, ',
        '\t7.7.7.7\t, 8.8.8.8',
        'a b, c',
      ]) {
        const res = await request(app).get('/').set('X-Forwarded-For', forwarded).expect(200);
        expect({ hops, forwarded, ours: res.body.ours }).toEqual({ hops, forwarded, ours: res.body.ip });
      }
    }
  });
});
