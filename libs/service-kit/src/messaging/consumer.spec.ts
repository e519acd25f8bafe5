import { z } from 'zod';
import { defineEvent, streamFor } from '@marketplace/contracts';
import { createEvent, on, PoisonMessageError } from './events';
import { startConsumer, type ConsumerOptions, type RunningConsumer } from './consumer';
import { capturingLogger, eventually, silentLogger } from '../testing/infra';
import { streamBenchPerTest } from '../testing/per-spec';

describe('durable consumer', () => {
  const bench = streamBenchPerTest('consumer');
  let ping: ReturnType<typeof defineEvent<z.ZodObject<{ n: z.ZodNumber }>>>;

  beforeEach(async () => {
    ping = defineEvent(`${bench.producer}.ping.sent.v1`, z.object({ n: z.number() }));
  });

  /** Publishes raw bytes; a distinct msgID per call so JetStream stores each copy. */
  async function publishRaw(subject: string, body: string, msgID: string) {
    await bench.nc.jetstream().publish(subject, new TextEncoder().encode(body), { msgID });
  }

  const effects = () => bench.conn.collection('effects');

  /** Starts the consumer under test on the bench's stream, as durable `<producer>-<name>`, quiet. */
  async function consume(
    name: string,
    options: Pick<ConsumerOptions, 'handlers'> & Partial<ConsumerOptions>,
  ): Promise<RunningConsumer> {
    return bench.stopAfterTest(
      await startConsumer({
        nc: bench.nc,
        conn: bench.conn,
        logger: silentLogger(),
        durable: `${bench.producer}-${name}`,
        producer: bench.producer,
        ...options,
      }),
    );
  }

  /** Publishes an event of `def` carrying `n` as its producer does (msgID = event id). */
  async function send(def: typeof ping, n: number) {
    const event = createEvent(def, { n }, bench.producer);
    await publishRaw(event.type, JSON.stringify(event), event.id);
    return event;
  }

  it('gives a message delivered twice exactly one effect', async () => {
    await consume('dup', {
      // Not idempotent by itself: every call inserts a new row. The inbox must prevent the second.
      handlers: [on(ping, async (e) => void (await effects().insertOne({ eventId: e.id, n: e.data.n })))],
    });
    const event = createEvent(ping, { n: 1 }, bench.producer);
    await publishRaw(event.type, JSON.stringify(event), 'copy-1');
    await publishRaw(event.type, JSON.stringify(event), 'copy-2');
    await send(ping, 2);

    expect(await eventually(async () => (await effects().countDocuments({ n: 2 })) === 1)).toBe(true);
    expect(await effects().countDocuments({ n: 1 })).toBe(1);
  });

  it('keeps no inbox for an idempotent handler: a copy reaches it again and changes nothing', async () => {
    const seen: number[] = [];
    await consume('newest', {
      handlers: [
        on(
          ping,
          async (e) => {
            seen.push(e.data.n);
            // A read model's newest-version write: an event no newer than what is held is a no-op.
            await effects().updateOne(
              { _id: 'total' as never, n: { $lt: e.data.n } },
              { $set: { n: e.data.n } },
            );
            if (!(await effects().findOne({ _id: 'total' as never })))
              await effects().insertOne({ _id: 'total' as never, n: e.data.n });
          },
          { idempotent: true },
        ),
      ],
    });
    const event = createEvent(ping, { n: 1 }, bench.producer);
    await publishRaw(event.type, JSON.stringify(event), 'copy-1');
    await publishRaw(event.type, JSON.stringify(event), 'copy-2');
    await send(ping, 2);

    expect(await eventually(async () => seen.length === 3)).toBe(true);
    expect(seen).toEqual([1, 1, 2]);
    expect(await effects().find({}).toArray()).toEqual([{ _id: 'total', n: 2 }]);
    const inbox = bench.conn.collection<{ _id: string }>('inbox');
    expect(await inbox.countDocuments({ _id: { $regex: `^${bench.producer}-newest:` } })).toBe(0);
  });

  it('with a concurrency, lets later events pass one that is slow, and still applies each once', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    await consume('parallel', {
      concurrency: 4,
      handlers: [
        on(ping, async (e) => {
          // The first event's work (a request with many e-mails) takes long.
          if (e.data.n === 1) await slowGate;
          await effects().insertOne({ eventId: e.id, n: e.data.n });
        }),
      ],
    });
    for (const n of [1, 2, 3]) await send(ping, n);
    expect(await eventually(async () => (await effects().countDocuments({ n: { $in: [2, 3] } })) === 2)).toBe(
      true,
    );
    expect(await effects().countDocuments({ n: 1 })).toBe(0);
    releaseSlow();
    expect(await eventually(async () => (await effects().countDocuments({ n: 1 })) === 1)).toBe(true);
    expect(await effects().countDocuments()).toBe(3);
  });

  it('with an order key, keeps one key’s events in order while other keys pass them', async () => {
    // n 1 and 2 share a key (two events of one round); 3 has its own.
    const keyOf = (n: number) => (n === 3 ? 'round-b' : 'round-a');
    let releaseFirst!: () => void;
    const firstGate = new Promise<void>((resolve) => (releaseFirst = resolve));
    await consume('keyed', {
      concurrency: 4,
      orderKey: (e) => keyOf((e.data as { n: number }).n),
      handlers: [
        on(ping, async (e) => {
          if (e.data.n === 1) await firstGate;
          await effects().insertOne({ n: e.data.n, at: await effects().countDocuments() });
        }),
      ],
    });
    for (const n of [1, 2, 3]) await send(ping, n);
    // The other round's event is handled while the first is held…
    expect(await eventually(async () => (await effects().countDocuments({ n: 3 })) === 1)).toBe(true);
    // …but the first round's second event waits for its first.
    expect(await effects().countDocuments({ n: { $in: [1, 2] } })).toBe(0);
    releaseFirst();
    expect(await eventually(async () => (await effects().countDocuments()) === 3)).toBe(true);
    const order = (await effects().find({}).sort({ at: 1 }).toArray()).map((d) => d.n as number);
    expect(order).toEqual([3, 1, 2]);
  });

  it('retries a handler that fails transiently and applies it once', async () => {
    let calls = 0;
    await consume('retry', {
      backoffBaseMs: 100,
      handlers: [
        on(ping, async (e) => {
          calls++;
          if (calls === 1) throw new Error('database briefly unavailable');
          await effects().insertOne({ eventId: e.id });
        }),
      ],
    });
    await send(ping, 7);
    expect(await eventually(async () => (await effects().countDocuments()) === 1)).toBe(true);
    expect(calls).toBe(2);
  });

  it('terminates and logs a poison message, then processes the next one', async () => {
    const { logger, lines } = capturingLogger();
    await consume('poison', {
      logger,
      handlers: [
        on(ping, async (e) => {
          if (e.data.n === 13) throw new PoisonMessageError('13 is never acceptable');
          await effects().insertOne({ eventId: e.id, n: e.data.n });
        }),
      ],
    });
    await publishRaw(`${bench.producer}.ping.sent.v1`, '{not json', 'garbage');
    const wrongShape = { ...createEvent(ping, { n: 0 }, bench.producer), data: { n: 'zero' } };
    await publishRaw(wrongShape.type, JSON.stringify(wrongShape), 'wrong-shape');
    const thirteen = await send(ping, 13);
    await send(ping, 42);

    expect(await eventually(async () => (await effects().countDocuments({ n: 42 })) === 1)).toBe(true);
    expect(await effects().countDocuments()).toBe(1);
    const poison = lines().filter((l) => String(l.msg).startsWith('poison message'));
    expect(poison).toHaveLength(3);
    expect(poison.map((l) => l.level)).toEqual([50, 50, 50]);
    expect(poison.some((l) => l.eventId === thirteen.id)).toBe(true);

    // Terminated messages are not redelivered later.
    await new Promise((r) => setTimeout(r, 1500));
    expect(lines().filter((l) => String(l.msg).startsWith('poison message'))).toHaveLength(3);
  });

  it('ignores events of other types from the same producer', async () => {
    const other = defineEvent(`${bench.producer}.pong.sent.v1`, z.object({ n: z.number() }));
    await consume('ignore', {
      handlers: [on(ping, async (e) => void (await effects().insertOne({ eventId: e.id })))],
    });
    await send(other, 1);
    const p = await send(ping, 1);
    expect(await eventually(async () => (await effects().countDocuments()) === 1)).toBe(true);
    expect(await effects().findOne()).toMatchObject({ eventId: p.id });
  });

  it('is handed only the events it handles, and follows a longer handler list from where it was', async () => {
    const pong = defineEvent(`${bench.producer}.pong.sent.v1`, z.object({ n: z.number() }));
    const durable = `${bench.producer}-filtered`;
    const jsm = await bench.nc.jetstreamManager();
    const record = (kind: string) => async (e: { id: string; data: { n: number } }) =>
      void (await effects().insertOne({ kind, n: e.data.n }));

    const filtered = await consume('filtered', { handlers: [on(ping, record('ping'))] });
    await send(pong, 1);
    await send(ping, 1);
    expect(await eventually(async () => (await effects().countDocuments({ kind: 'ping' })) === 1)).toBe(true);
    const info = await jsm.consumers.info(streamFor(bench.producer).name, durable);
    expect(info.config.filter_subject).toBe(`${bench.producer}.ping.sent.v1`);
    // The pong was never delivered to it: the stream holds two messages, the consumer saw one.
    expect(info.delivered.consumer_seq).toBe(1);

    await filtered.stop();
    await send(ping, 2);
    await consume('filtered', { handlers: [on(ping, record('ping')), on(pong, record('pong'))] });
    await send(pong, 3);
    expect(await eventually(async () => (await effects().countDocuments()) === 3)).toBe(true);
    expect((await jsm.consumers.info(streamFor(bench.producer).name, durable)).config.filter_subject).toBe(
      `${bench.producer}.>`,
    );
    // Its place was kept: the ping sent while it was stopped arrived once, the first ping was not
    // applied again. The pong it skipped while filtered out stays skipped.
    const seen = await effects()
      .find({}, { projection: { _id: 0 } })
      .sort({ kind: 1, n: 1 })
      .toArray();
    expect(seen).toEqual([
      { kind: 'ping', n: 1 },
      { kind: 'ping', n: 2 },
      { kind: 'pong', n: 3 },
    ]);
  });
});
