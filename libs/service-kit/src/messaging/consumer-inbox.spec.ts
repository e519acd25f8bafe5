import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { defineEvent } from '@marketplace/contracts';
import { INBOX_RETENTION_MS, startConsumer } from './consumer';
import { on } from './events';
import { openStreamBench, silentLogger, type StreamBench } from '../testing/infra';

// The inbox is read on every delivery; unpruned it would grow with every event ever handled.
describe('consumer inbox retention', () => {
  let conn: Connection;
  let nc: NatsConnection;
  let producer: string;
  let bench: StreamBench;

  beforeEach(async () => {
    ({ conn, nc, producer } = bench = await openStreamBench('inbox', { ensure: false }));
  });

  afterEach(async () => {
    await bench.close();
  });

  it('drops records older than the stream can redeliver and keeps recent ones', async () => {
    const inbox = conn.collection<{ _id: string; handledAt: Date }>('inbox');
    const now = Date.now();
    await inbox.insertMany([
      { _id: 'old', handledAt: new Date(now - INBOX_RETENTION_MS - 60_000) },
      { _id: 'recent', handledAt: new Date(now - INBOX_RETENTION_MS + 3600_000) },
    ]);
    const ping = defineEvent(`${producer}.ping.sent.v1`, z.object({ n: z.number() }));
    const consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable: `${producer}-inbox`,
      producer,
      handlers: [on(ping, async () => undefined)],
    });
    await consumer.stop();
    expect((await inbox.find({}).toArray()).map((e) => e._id)).toEqual(['recent']);
  });
});
