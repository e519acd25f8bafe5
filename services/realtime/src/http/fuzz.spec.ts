import { WebSocket } from 'ws';
import type { NatsConnection } from 'nats';
import { ensureStream } from '@marketplace/service-kit/messaging';
import { signAccessToken } from '@marketplace/service-kit/http';
import { eventually, testKeyPair, testNats, uniqueProducer } from '@marketplace/service-kit/testing';
import { fuzzRoutes } from '@marketplace/service-kit/testing';
import { ORIGIN, startTestGateway, type TestGateway } from '../test-harness';

jest.setTimeout(60_000);

describe('realtime gateway under hostile input', () => {
  const keys = testKeyPair();
  let nc: NatsConnection;
  let gateway: TestGateway | undefined;
  let built: TestGateway['built'];
  let wsUrl: string;

  beforeAll(async () => {
    nc = await testNats('realtime-fuzz');
    const supplier = uniqueProducer();
    const buyer = uniqueProducer();
    await ensureStream(nc, supplier);
    await ensureStream(nc, buyer);
    gateway = await startTestGateway(nc, keys.publicKey, {
      SUPPLIER_PRODUCER: supplier,
      BUYER_PRODUCER: buyer,
    });
    ({ built, wsUrl } = gateway);
  });
  afterAll(async () => {
    await gateway?.stop();
    await nc?.close();
  });

  /** The status an upgrade with this Cookie header is refused with, or 101 when it opens. */
  const upgrade = (cookie: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl, { headers: { Origin: ORIGIN, Cookie: cookie } });
      ws.on('unexpected-response', (req, res) => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      ws.on('open', () => {
        ws.terminate();
        resolve(101);
      });
      ws.on('error', () => resolve(0));
    });

  it('every HTTP route answers hostile shapes with a 4xx problem, never a 5xx', async () => {
    const failures = await fuzzRoutes(built.app, { headers: () => ({}) });
    expect(failures).toEqual([]);
  });

  it('refuses upgrades whose session cookie is a j: value or not decodable, and still serves a real one', async () => {
    await eventually(
      async () => (await fetch(`${wsUrl.replace('ws:', 'http:').replace('/ws', '/ready')}`)).ok,
    );
    for (const cookie of [
      'mp_access=j:{"$ne":null}',
      'mp_access=j:[1]',
      'mp_access=%E0%A4%A',
      'mp_access=%00',
    ])
      expect([cookie, await upgrade(cookie)]).toEqual([cookie, 401]);
    const token = signAccessToken(keys.privateKey, { userId: 'viewer', role: 'buyer', companyId: null });
    expect(await upgrade(`mp_access=${token}`)).toBe(101);
  });
});
