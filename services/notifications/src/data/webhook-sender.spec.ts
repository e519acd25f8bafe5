import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSender } from './webhook-sender';

/**
 * The second wall against SSRF: whatever a URL passed at registration, the address actually
 * connected to is checked on every attempt (a name that now resolves inward is refused).
 */
describe('webhook sender', () => {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.writeHead(200).end('x'.repeat(1000));
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses to connect to a private address, by literal or by a name resolving to it', async () => {
    const send = webhookSender({ timeoutMs: 2000, allowPrivate: false });
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
      const result = await send(url, {}, '{}');
      expect(result.statusCode).toBeNull();
      expect(result.response).toMatch(/private address/);
    }
    expect(hits).toBe(0);
  });

  it('delivers where a local run allows it, keeping only the first bytes of the answer', async () => {
    const send = webhookSender({ timeoutMs: 2000, allowPrivate: true });
    const result = await send(`http://localhost:${port}/`, { 'webhook-id': 'msg_1' }, '{}');
    expect(result.statusCode).toBe(200);
    expect(result.response).toBe('x'.repeat(256));
    expect(hits).toBe(1);
  });
});
