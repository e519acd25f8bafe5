/**
 * Issue 40 item 1, as it was found: raw connections to POST /orders with Content-Length 1000 and
 * only `{` sent, no cookie, made a signed-in buyer's GET /carts answer 503 service.unavailable
 * while they were held. Here with MAX_IN_FLIGHT 20 and 60 such connections.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { startBuyer, type BuyerHarness } from '../test-harness';

jest.setTimeout(60_000);

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
    server = http.createServer(h.app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await h?.stop();
  });

  it('leaves a signed-in buyer’s reads answered while they are held', async () => {
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 60; i += 1) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => undefined);
        await new Promise((r) => socket.once('connect', r));
        socket.write(
          'POST /orders HTTP/1.1\r\nHost: buyer\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        held.push(socket);
      }
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
