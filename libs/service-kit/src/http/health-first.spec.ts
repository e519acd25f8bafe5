import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthFirst } from './health-first';

/** A server whose app answers everything but /health with its own body. */
async function serve() {
  const appCalls: string[] = [];
  const server = http.createServer(
    healthFirst('probe-test', (req, res) => {
      appCalls.push(`${req.method} ${req.url}`);
      res.end('from the app');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, appCalls, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('healthFirst: liveness answered before the framework', () => {
  it('answers GET and HEAD /health itself, as JSON that is never cached', async () => {
    const s = await serve();
    try {
      const res = await fetch(`${s.base}/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok', service: 'probe-test' });
      const head = await fetch(`${s.base}/health`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      expect(s.appCalls).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('hands every other request to the app: other paths, a query, other methods', async () => {
    const s = await serve();
    try {
      for (const [method, path] of [
        ['GET', '/ready'],
        ['GET', '/health?verbose=1'],
        ['POST', '/health'],
        ['GET', '/healthz'],
      ]) {
        const res = await fetch(`${s.base}${path}`, { method });
        expect(await res.text()).toBe('from the app');
      }
      expect(s.appCalls).toEqual(['GET /ready', 'GET /health?verbose=1', 'POST /health', 'GET /healthz']);
    } finally {
      await s.close();
    }
  });
});
