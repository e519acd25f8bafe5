import path from 'node:path';
import { z } from 'zod';
import { defineEvent, streamFor } from '@marketplace/contracts';
import { Outbox, type OutboxOptions } from './outbox';
import { createEvent, on } from './events';
import { startConsumer } from './consumer';
import {
  dropTestDatabase,
  eventually,
  runTsxScript,
  silentLogger,
  testDatabase,
  testInfra,
} from '../testing/infra';
import { streamBenchPerTest } from '../testing/per-spec';

/** The crash child writes a document with its outbox entry and kills itself before the publish. */
const runCrashChild = (dbName: string, producer: string, docId: string) =>
  runTsxScript(path.join(__dirname, '../../test/outbox-crash-child.ts'), [
    testInfra.mongoUrl,
    dbName,
    testInfra.natsUrl,
    producer,
    docId,
  ]);

describe('outbox', () => {
  const bench = streamBenchPerTest('outbox', { ensure: false });

  /** A relay of the bench's outbox, publishing on its stream, quiet. */
  const benchOutbox = (options: Partial<OutboxOptions> = {}) =>
    new Outbox({
      conn: bench.conn,
      nc: bench.nc,
      producer: bench.producer,
      logger: silentLogger(),
      ...options,
    });
  /** The event the crash child and these tests record: a thing of the bench's producer created. */
  const thingCreated = () =>
    defineEvent(`${bench.producer}.thing.created.v1`, z.object({ thingId: z.string() }));

  it('publishes an event whose process died between the state write and the publish, and a consumer sees it once', async () => {
    const docId = 'thing-1';
    const dbName = bench.conn.db!.databaseName;
    const { signal, out } = await runCrashChild(dbName, bench.producer, docId);
    expect(out).toContain('written');
    expect(out).not.toContain('not killed');
    expect(signal).toBe('SIGKILL');

    // The state change happened and the event is still only recorded, not published.
    expect(await bench.conn.collection('things').findOne({ _id: docId as never })).toMatchObject({
      name: 'crash test',
    });
    const entry = await bench.conn.collection('outbox').findOne({ 'target.id': docId });
    expect(entry?.status).toBe('pending');

    const created = thingCreated();
    const consumerDb = await testDatabase('outbox-consumer');
    try {
      bench.stopAfterTest(
        await startConsumer({
          nc: bench.nc,
          conn: consumerDb,
          logger: silentLogger(),
          durable: `${bench.producer}-reader`,
          producer: bench.producer,
          handlers: [
            on(
              created,
              async (e) =>
                void (await consumerDb
                  .collection('seen')
                  .insertOne({ eventId: e.id, thingId: e.data.thingId })),
            ),
          ],
        }),
      );

      // "After restart": a fresh relay over the same database publishes the pending event.
      const relay = benchOutbox();
      await relay.sweep();
      // A second relay pass and a raw re-publish with the same msgID must not duplicate it.
      await bench.conn.collection('outbox').updateOne({ _id: entry!._id }, { $set: { status: 'pending' } });
      await relay.sweep();

      const seen = await eventually(async () => (await consumerDb.collection('seen').countDocuments()) >= 1);
      expect(seen).toBe(true);
      await new Promise((r) => setTimeout(r, 1000));
      const rows = await consumerDb.collection('seen').find().toArray();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ eventId: entry!._id, thingId: docId });
      expect((await bench.conn.collection('outbox').findOne({ _id: entry!._id }))?.status).toBe('published');
    } finally {
      await dropTestDatabase(consumerDb);
    }
    // Starting the child (tsx) alone takes several seconds on a busy 2-core machine.
  }, 30_000);

  it('never publishes an event whose state write did not happen', async () => {
    const relay = benchOutbox({ abandonAfterMs: 0 });
    await relay.init();
    const created = thingCreated();
    const event = createEvent(created, { thingId: 'never' }, bench.producer);
    await expect(
      relay.record([event], { collection: 'things', id: 'never' }, async () => {
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');

    await relay.sweep();
    expect((await bench.conn.collection('outbox').findOne({ _id: event.id as never }))?.status).toBe(
      'abandoned',
    );
    const jsm = await bench.nc.jetstreamManager();
    const info = await jsm.streams.info(streamFor(bench.producer).name).catch(() => null);
    expect(info?.state.messages ?? 0).toBe(0);
  });

  it('abandons at once, with no sweep, the entry of a write refused as a duplicate key', async () => {
    // The default abandon age (60 s): only the refusal itself can settle the entry here.
    const relay = benchOutbox();
    await relay.init();
    const created = thingCreated();
    const first = createEvent(created, { thingId: 'once' }, bench.producer);
    await relay.record([first], { collection: 'things', id: 'once' }, (ids) =>
      bench.conn.collection('things').insertOne({ _id: 'once' as never, _events: ids }),
    );
    const repeat = createEvent(created, { thingId: 'once' }, bench.producer);
    await expect(
      relay.record([repeat], { collection: 'things', id: 'once' }, (ids) =>
        bench.conn.collection('things').insertOne({ _id: 'once' as never, _events: ids }),
      ),
    ).rejects.toMatchObject({ code: 11000 });

    expect((await bench.conn.collection('outbox').findOne({ _id: repeat.id as never }))?.status).toBe(
      'abandoned',
    );
    expect(
      await eventually(
        async () =>
          (await bench.conn.collection('outbox').findOne({ _id: first.id as never }))?.status === 'published',
      ),
    ).toBe(true);
    await relay.stop();
  });

  it('publishes immediately on the happy path with msgID = event id', async () => {
    const relay = benchOutbox();
    await relay.init();
    const created = thingCreated();
    const event = createEvent(created, { thingId: 't2' }, bench.producer);
    await relay.record([event], { collection: 'things', id: 't2' }, (ids) =>
      bench.conn.collection('things').insertOne({ _id: 't2' as never, _events: ids }),
    );
    const published = await eventually(
      async () =>
        (await bench.conn.collection('outbox').findOne({ _id: event.id as never }))?.status === 'published',
    );
    expect(published).toBe(true);
    const jsm = await bench.nc.jetstreamManager();
    const msg = await jsm.streams.getMessage(streamFor(bench.producer).name, { seq: 1 });
    expect(msg.header?.get('Nats-Msg-Id')).toBe(event.id);
    expect(JSON.parse(new TextDecoder().decode(msg.data))).toEqual(event);
  });
  it('records a rush of concurrent writes with few inserts and publishes each event once', async () => {
    const relay = benchOutbox();
    await relay.init();
    const created = thingCreated();
    const client = bench.conn.getClient();
    let outboxInserts = 0;
    const count = (e: { commandName: string; command: Record<string, unknown> }) => {
      if (e.commandName === 'insert' && e.command.insert === 'outbox') outboxInserts += 1;
    };
    client.on('commandStarted', count);
    const RUSH = 120;
    const events = Array.from({ length: RUSH }, (_, i) =>
      createEvent(created, { thingId: `r${i}` }, bench.producer),
    );
    try {
      await Promise.all(
        events.map((event, i) =>
          relay.record([event], { collection: 'things', id: `r${i}` }, (ids) =>
            bench.conn.collection('things').insertOne({ _id: `r${i}` as never, _events: ids }),
          ),
        ),
      );
    } finally {
      client.off('commandStarted', count);
    }
    // Grouped: the first insert goes alone, the others wait for it and go together.
    expect(outboxInserts).toBeLessThan(RUSH / 4);
    const allPublished = await eventually(
      async () => (await bench.conn.collection('outbox').countDocuments({ status: 'published' })) === RUSH,
    );
    expect(allPublished).toBe(true);
    // A sweep meanwhile finds nothing left to publish again.
    await relay.sweep();
    const jsm = await bench.nc.jetstreamManager();
    const info = await jsm.streams.info(streamFor(bench.producer).name);
    expect(info.state.messages).toBe(RUSH);
    await relay.stop();
  });
});
