import http from 'node:http';
import { listenOnFreePort as listen, closeServer as close, deadUrl } from '@marketplace/service-kit/testing';
import { edgeOnPort } from './test-harness';
import { loadEdgeConfig, type EdgeConfig } from './config';
import { serviceAnswering } from './moved-paths';
import { serviceUrlOf } from './server-view';

/** A call as a stand-in service saw it. */
type Seen = { service: string; method: string; url: string; authorization?: string; body: string };
const seen: Seen[] = [];
const servers: http.Server[] = [];
const apiKey = `mk_${'k'.repeat(12)}_${'s'.repeat(43)}`;

/** A service standing in: it answers who it is and the path it was asked for. */
async function standIn(service: string): Promise<string> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (service === 'identity' && req.url === '/api-keys/token') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ accessToken: 'key-token', expiresAt: new Date().toISOString(), scopes: [] }),
        );
      }
      seen.push({
        service,
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ service, path: req.url }));
    });
  });
  servers.push(server);
  return listen(server);
}

let identityUrl: string;
let notificationsUrl: string;

beforeAll(async () => {
  identityUrl = await standIn('identity');
  notificationsUrl = await standIn('notifications');
});

afterAll(async () => {
  await Promise.all(servers.map(close));
});

beforeEach(() => {
  seen.length = 0;
});

async function config(overrides: NodeJS.ProcessEnv = {}): Promise<EdgeConfig> {
  const dead = await deadUrl();
  return loadEdgeConfig({
    IDENTITY_URL: identityUrl,
    NOTIFICATIONS_URL: notificationsUrl,
    BUYER_URL: dead,
    SUPPLIER_URL: dead,
    ADMIN_URL: dead,
    REALTIME_URL: dead,
    EDGE_PROXY_TIMEOUT_MS: '2000',
    EDGE_PUBLIC_HOSTS: '127.0.0.1,shop.example.com',
    PUBLIC_ORIGINS: 'http://shop.example.com',
    EDGE_SERVER_VIEW_BUDGET_MS: '0',
    EDGE_METRICS_PORT: '0',
    ...overrides,
  });
}

/** The edge on a port of its own (test-harness), with this spec's stand-in services. */
const edge = async (overrides: NodeJS.ProcessEnv = {}) => edgeOnPort(await config(overrides));

const sameSite = {
  Origin: 'http://shop.example.com',
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/json',
};

/** The calls the bell and the company systems page make at their public addresses, and what the service sees. */
const MOVED_CALLS: { method: string; path: string; body?: string; sees: string }[] = [
  { method: 'GET', path: '/notifications', sees: '/notifications' },
  { method: 'GET', path: '/notifications?before=n-9', sees: '/notifications?before=n-9' },
  { method: 'POST', path: '/notifications/read-all', body: '{}', sees: '/notifications/read-all' },
  { method: 'POST', path: '/notifications/n-1/read', body: '{}', sees: '/notifications/n-1/read' },
  { method: 'GET', path: '/webhooks', sees: '/webhooks' },
  {
    method: 'POST',
    path: '/webhooks',
    body: '{"url":"https://hooks.example.com"}',
    sees: '/webhooks',
  },
  { method: 'DELETE', path: '/webhooks/ep-1', sees: '/webhooks/ep-1' },
  {
    method: 'GET',
    path: '/webhooks/ep-1/deliveries?status=failed',
    sees: '/webhooks/ep-1/deliveries?status=failed',
  },
];

describe("identity's moved paths", () => {
  it('reach the notifications service without /api/identity, the same by the fast path and by express', async () => {
    const e = await edge();
    try {
      for (const call of MOVED_CALLS) {
        seen.length = 0;
        const options = { method: call.method, body: call.body, headers: call.body ? sameSite : {} };
        const lean = await e.send(`/api/identity${call.path}`, options);
        // express matches mounts whatever the case; the fast path leaves such a call to it.
        const viaExpress = await e.send(`/API/Identity${call.path}`, options);
        expect({ call, status: lean.status }).toEqual({ call, status: 200 });
        expect(viaExpress.status).toBe(200);
        expect(lean.body).toBe(viaExpress.body);
        expect(JSON.parse(lean.body)).toEqual({ service: 'notifications', path: call.sees });
        expect(seen.map((s) => [s.service, s.method, s.url, s.body])).toEqual([
          ['notifications', call.method, call.sees, call.body ?? ''],
          ['notifications', call.method, call.sees, call.body ?? ''],
        ]);
      }
    } finally {
      await e.stop();
    }
  });

  it('match whatever the case, as express and the services route', async () => {
    const e = await edge();
    try {
      for (const path of ['/api/identity/Notifications', '/API/IDENTITY/WEBHOOKS/ep-1']) {
        seen.length = 0;
        expect((await e.send(path)).status).toBe(200);
        expect(seen.map((s) => s.service)).toEqual(['notifications']);
      }
    } finally {
      await e.stop();
    }
  });

  it("leave identity's other paths with identity, and /api/notifications is the service's own prefix", async () => {
    const e = await edge();
    try {
      for (const [path, service, sees] of [
        ['/api/identity/profile/me', 'identity', '/profile/me'],
        ['/api/identity/notificationsettings', 'identity', '/notificationsettings'],
        ['/api/identity/profile/notifications', 'identity', '/profile/notifications'],
        ['/api/identity/webhook', 'identity', '/webhook'],
        ['/api/identity?x=/notifications', 'identity', '/?x=/notifications'],
        ['/api/notifications/notifications?before=n-2', 'notifications', '/notifications?before=n-2'],
        ['/api/notifications/webhooks', 'notifications', '/webhooks'],
        ['/api/notifications/openapi.json', 'notifications', '/openapi.json'],
      ] as const) {
        for (const through of [path, path.replace('/api/', '/API/')]) {
          seen.length = 0;
          const answer = await e.send(through);
          expect({ through, status: answer.status }).toEqual({ through, status: 200 });
          expect({ through, seen: seen.map((s) => [s.service, s.url]) }).toEqual({
            through,
            seen: [[service, sees]],
          });
        }
      }
    } finally {
      await e.stop();
    }
  });

  it("carry an API key's token to the notifications service (the express path trades it at identity)", async () => {
    const e = await edge();
    try {
      const answer = await e.send('/api/identity/webhooks', {
        headers: { Authorization: `Bearer ${apiKey}` },
      });
      expect(answer.status).toBe(200);
      expect(seen.map((s) => [s.service, s.url, s.authorization])).toEqual([
        ['notifications', '/webhooks', 'Bearer key-token'],
      ]);
    } finally {
      await e.stop();
    }
  });

  it('answer 502 naming the notifications service when it is down, by either path', async () => {
    const e = await edge({ NOTIFICATIONS_URL: await deadUrl() });
    try {
      for (const path of ['/api/identity/notifications', '/API/Identity/notifications']) {
        const down = await e.send(path);
        expect(down.status).toBe(502);
        expect(JSON.parse(down.body)).toMatchObject({
          code: 'service.unavailable',
          detail: 'The notifications service is not reachable',
          instance: path,
        });
      }
      expect(seen).toHaveLength(0);
      expect(
        e
          .lines()
          .filter((l) => l.msg === 'proxy error')
          .map((l) => l.service),
      ).toEqual(['notifications', 'notifications']);
    } finally {
      await e.stop();
    }
  });
});

describe('serviceAnswering', () => {
  it('sends only the moved paths of identity elsewhere', () => {
    expect(serviceAnswering('identity', '/notifications')).toBe('notifications');
    expect(serviceAnswering('identity', '/notifications?before=x')).toBe('notifications');
    expect(serviceAnswering('identity', '/webhooks/ep-1/rotate-secret')).toBe('notifications');
    expect(serviceAnswering('identity', '/notificationsX')).toBe('identity');
    expect(serviceAnswering('identity', '/auth/sign-in')).toBe('identity');
    expect(serviceAnswering('identity', '/')).toBe('identity');
    expect(serviceAnswering('buyer', '/notifications')).toBe('buyer');
    expect(serviceAnswering('notifications', '/webhooks')).toBe('notifications');
  });

  it("routes a server view's reads as the proxy does", () => {
    const services = {
      identity: 'http://identity:4001',
      buyer: 'http://buyer:4002',
      supplier: 'http://supplier:4003',
      admin: 'http://admin:4004',
      notifications: 'http://notifications:4006',
    };
    expect(serviceUrlOf(services, '/api/identity/notifications?before=x')).toBe(
      'http://notifications:4006/notifications?before=x',
    );
    expect(serviceUrlOf(services, '/api/identity/webhooks')).toBe('http://notifications:4006/webhooks');
    expect(serviceUrlOf(services, '/api/notifications/notifications')).toBe(
      'http://notifications:4006/notifications',
    );
    expect(serviceUrlOf(services, '/api/identity/profile/me')).toBe('http://identity:4001/profile/me');
  });
});
