/**
 * Held half-sent bodies, as they were found: raw connections to POST /orders with Content-Length 1000 and
 * only `{` sent, no cookie, made a signed-in buyer's GET /carts answer 503 service.unavailable
 * while they were held. Here with MAX_IN_FLIGHT 20 and 60 such connections.
 */
import type http from 'node:http';
import type net from 'node:net';
import { holdHalfSentBodies, listenLocally } from '@marketplace/service-kit/testing';
import { startBuyer, type BuyerHarness } from '../test-harness';

describe('half-sent bodies from a client without a session (real FerretDB and NATS)', () => {
  let h: BuyerHarness;
  let server: http.Server;
  let port: number;
  const before = process.env.MAX_IN_FLIGHT;

  beforeAll(async () => {
    process.env.MAX_IN_FLIGHT = '20';
    try {
      h = await startBuyer('held-bodies');
    } finally {
      if (before === undefined) delete process.env.MAX_IN_FLIGHT;
      else process.env.MAX_IN_FLIGHT = before;
    }
    ({ server, port } = await listenLocally(h.app));
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await h?.stop();
  });

  it('leaves a signed-in buyer’s reads answered while they are held', async () => {
    let held: net.Socket[] = [];
    try {
      held = await holdHalfSentBodies(port, 60, { host: 'buyer' });
      await new Promise((r) => setTimeout(r, 200));
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`http://127.0.0.1:${port}/carts`, { headers: { Authorization: `Bearer ${h.token('ana')}` } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    } finally {
      held.forEach((s) => s.destroy());
    }
  });
});
