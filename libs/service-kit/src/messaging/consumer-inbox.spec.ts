import { z } from 'zod';
import { defineEvent } from '@marketplace/contracts';
import { INBOX_RETENTION_MS, startConsumer } from './consumer';
import { on } from './events';
import { silentLogger } from '../testing/infra';
import { streamBenchPerTest } from '../testing/per-spec';

// The inbox is read on every delivery; unpruned it would grow with every event ever handled.
describe('consumer inbox retention', () => {
  const bench = streamBenchPerTest('inbox', { ensure: false });

  it('drops records older than the stream can redeliver and keeps recent ones', async () => {
    const inbox = bench.conn.collection<{ _id: string; handledAt: Date }>('inbox');
    const now = Date.now();
    await inbox.insertMany([
      { _id: 'old', handledAt: new Date(now - INBOX_RETENTION_MS - 60_000) },
      { _id: 'recent', handledAt: new Date(now - INBOX_RETENTION_MS + 3600_000) },
    ]);
    const ping = defineEvent(`${bench.producer}.ping.sent.v1`, z.object({ n: z.number() }));
    const consumer = await startConsumer({
      nc: bench.nc,
      conn: bench.conn,
      logger: silentLogger(),
      durable: `${bench.producer}-inbox`,
      producer: bench.producer,
      handlers: [on(ping, async () => undefined)],
    });
    await consumer.stop();
    expect((await inbox.find({}).toArray()).map((e) => e._id)).toEqual(['recent']);
  });
});
