import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from './app';
import { maxInFlightFromEnv } from './load-shedding';
import { parseServerTiming } from './request-cost';
import { silentLogger } from './testing';

describe('load shedding and request cost', () => {
  it('answers 503 with Retry-After before any work once MAX_IN_FLIGHT requests are in progress, and never sheds /health', async () => {
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = createApp({
      service: 'shed-test',
      logger: silentLogger(),
      maxInFlight: 2,
      routes: (router) =>
        router.post('/work', async (_req, res) => {
          started += 1;
          await gate;
          res.json({ done: true });
        }),
    });
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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

  it('refuses a MAX_IN_FLIGHT that is not a positive whole number, naming it', () => {
    expect(maxInFlightFromEnv({})).toBe(1000);
    expect(maxInFlightFromEnv({ MAX_IN_FLIGHT: '64' })).toBe(64);
    expect(() => maxInFlightFromEnv({ MAX_IN_FLIGHT: '0' })).toThrow(/MAX_IN_FLIGHT/);
    expect(() => maxInFlightFromEnv({ MAX_IN_FLIGHT: 'lots' })).toThrow(/MAX_IN_FLIGHT/);
  });

  it('tells in Server-Timing what a request cost: lock waits counted for the request that waited', async () => {
    const { KeyedLock } = await import('./keyed-lock');
    const locks = new KeyedLock();
    const app = createApp({
      service: 'cost-test',
      logger: silentLogger(),
      routes: (router) =>
        router.get('/slow', async (_req, res) => {
          await locks.run('k', () => new Promise((r) => setTimeout(r, 50)));
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
