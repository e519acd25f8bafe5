import request from 'supertest';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { createApp } from '../http/app';
import { connectNats } from '../messaging/nats';
import { standardReadiness } from './run-service';
import {
  dropTestDatabase,
  eventually,
  silentLogger,
  startPrivateNats,
  testDatabase,
  type PrivateNats,
} from '../testing/infra';

describe('readiness follows its dependencies', () => {
  let conn: Connection;
  let nc: NatsConnection;
  let nats: PrivateNats;

  beforeAll(async () => {
    // A server of our own, so stopping it affects no other test.
    nats = await startPrivateNats();
    conn = await testDatabase('ready');
    nc = await connectNats(nats.url, 'ready-test', silentLogger(), 20);
  });

  afterAll(async () => {
    await nc.close().catch(() => undefined);
    await nats.dispose();
    await dropTestDatabase(conn);
  });

  it('turns not-ready when NATS stops and ready again when it returns', async () => {
    const app = createApp({
      service: 'ready-test',
      logger: silentLogger(),
      routes: () => undefined,
      readiness: standardReadiness(conn, nc),
    });
    const ready = await request(app).get('/ready').expect(200);
    expect(ready.body.status).toBe('ready');

    await nats.stop();
    const down = await eventually(async () => (await request(app).get('/ready')).status === 503, 10_000, 200);
    expect(down).toBe(true);
    const body = (await request(app).get('/ready')).body;
    expect(body.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'nats', ok: false }),
        expect.objectContaining({ name: 'mongo', ok: true }),
      ]),
    );

    await nats.start();
    const back = await eventually(async () => (await request(app).get('/ready')).status === 200, 20_000, 250);
    expect(back).toBe(true);
  }, 40_000);
});
