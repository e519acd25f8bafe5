import net from 'node:net';
import request from 'supertest';
import { createApp } from './app';
import { maxInFlightFromEnv } from './load-shedding';
import { parseServerTiming } from '../core/request-cost';
import { silentLogger } from '../testing/infra';
import { holdHalfSentBodies, listenLocally } from '../testing/local-server';

/** A kit app named `service` (quiet logger) on a free local port. */
const serve = (service: string, options: Omit<Parameters<typeof createApp>[0], 'service' | 'logger'>) =>
  listenLocally(createApp({ service, logger: silentLogger(), ...options }));

describe('load shedding and request cost', () => {
  it('answers 503 with Retry-After before any work once MAX_IN_FLIGHT requests are in progress, and never sheds /health', async () => {
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { server, base } = await serve('shed-test', {
      maxInFlight: 2,
      routes: (router) =>
        router.post('/work', async (_req, res) => {
          started += 1;
          await gate;
          res.json({ done: true });
        }),
    });
    try {
      const post = () => fetch(`${base}/work`, { method: 'POST' });
      const first = [post(), post()];
      while (started < 2) await new Promise((r) => setTimeout(r, 5));

      const refused = await post();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(await refused.json()).toMatchObject({ code: 'service.unavailable' });
      expect(started).toBe(2);
      expect((await fetch(`${base}/health`)).status).toBe(200);

      release();
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
      // Capacity is given back when requests finish.
      expect((await post()).status).toBe(200);
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/http_requests_shed_total\{[^}]*\} 1/);
    } finally {
      server.close();
    }
  });

  // As found: 1,100 raw connections to POST /orders with Content-Length 1000 and only `{` sent,
  // no cookie, made a signed-in buyer's GET answer 503 while they were held.
  it('does not count requests whose bodies are still arriving: held half-sent bodies leave room for everyone else', async () => {
    const { server, port } = await serve('shed-held-bodies', {
      maxInFlight: 5,
      routes: (router) => {
        router.post('/orders', (req, res) => res.json({ got: req.body }));
        router.get('/carts', (_req, res) => res.json({ items: [] }));
      },
    });
    let held: net.Socket[] = [];
    try {
      held = await holdHalfSentBodies(port, 40);
      await new Promise((r) => setTimeout(r, 100));
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${port}/carts`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    } finally {
      held.forEach((s) => s.destroy());
      server.close();
    }
  });

  it('cuts a body that trickles in past the body deadline with 408 and closes the connection', async () => {
    const { server, port } = await serve('body-deadline', {
      bodyDeadlineMs: 300,
      routes: (router) => router.post('/orders', (req, res) => res.json({ got: req.body })),
    });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      'POST /orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
    );
    // A byte every 50 ms: never silent for long, so only a total deadline ends it.
    const trickle = setInterval(() => !socket.destroyed && socket.write(' '), 50);
    try {
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toMatch(/application\/problem\+json/);
      expect(answer).toContain('"code":"request.body_timeout"');
      // A body that arrives in time is served as before.
      const ok = await fetch(`http://127.0.0.1:${port}/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ a: 1 }),
      });
      expect(await ok.json()).toEqual({ got: { a: 1 } });
    } finally {
      clearInterval(trickle);
      socket.destroy();
      server.close();
    }
  });

  it('refuses a MAX_IN_FLIGHT that is not a positive whole number, naming it', () => {
    expect(maxInFlightFromEnv({})).toBe(1000);
    expect(maxInFlightFromEnv({ MAX_IN_FLIGHT: '64' })).toBe(64);
    expect(() => maxInFlightFromEnv({ MAX_IN_FLIGHT: '0' })).toThrow(/MAX_IN_FLIGHT/);
    expect(() => maxInFlightFromEnv({ MAX_IN_FLIGHT: 'lots' })).toThrow(/MAX_IN_FLIGHT/);
  });

  it('tells in Server-Timing what a request cost: lock waits counted for the request that waited', async () => {
    const { KeyedLock } = await import('../store/keyed-lock');
    const locks = new KeyedLock();
    // The lock's holder keeps it until the other request has arrived, then 50 ms more: the other
    // waits however slowly a busy machine brings the two requests in.
    let arrived = 0;
    let bothArrived!: () => void;
    const together = new Promise<void>((r) => (bothArrived = r));
    const app = createApp({
      service: 'cost-test',
      logger: silentLogger(),
      routes: (router) =>
        router.get('/slow', async (_req, res) => {
          if (++arrived === 2) bothArrived();
          await locks.run('k', async () => {
            await together;
            await new Promise((r) => setTimeout(r, 50));
          });
          res.json({});
        }),
    });
    const [a, b] = await Promise.all([request(app).get('/slow'), request(app).get('/slow')]);
    const costs = [a, b].map((r) => parseServerTiming(r.headers['server-timing']));
    expect(costs.every((c) => c !== null && c.storeCommands === 0 && c.publishes === 0)).toBe(true);
    // One of the two waited for the other's 50 ms turn.
    expect(Math.max(...costs.map((c) => c!.lockWaitMs))).toBeGreaterThanOrEqual(40);
    expect(Math.min(...costs.map((c) => c!.lockWaitMs))).toBe(0);
  });
});
