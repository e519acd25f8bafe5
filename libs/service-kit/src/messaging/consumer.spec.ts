import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { defineEvent, streamFor } from '@marketplace/contracts';
import { createEvent, on, PoisonMessageError } from './events';
import { startConsumer, type RunningConsumer } from './consumer';
import {
  capturingLogger,
  eventually,
  openStreamBench,
  silentLogger,
  type StreamBench,
} from '../testing/infra';

describe('durable consumer', () => {
  let conn: Connection;
  let nc: NatsConnection;
  let producer: string;
  let bench: StreamBench;
  let consumer: RunningConsumer | undefined;
  let ping: ReturnType<typeof defineEvent<z.ZodObject<{ n: z.ZodNumber }>>>;

  beforeEach(async () => {
    ({ conn, nc, producer } = bench = await openStreamBench('consumer'));
    ping = defineEvent(`${producer}.ping.sent.v1`, z.object({ n: z.number() }));
  });

  afterEach(async () => {
    await consumer?.stop();
    consumer = undefined;
    await bench.close();
  });

  /** Publishes raw bytes; a distinct msgID per call so JetStream stores each copy. */
  async function publishRaw(subject: string, body: string, msgID: string) {
    await nc.jetstream().publish(subject, new TextEncoder().encode(body), { msgID });
  }

  const effects = () => conn.collection('effects');

  it('gives a message delivered twice exactly one effect', async () => {
    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable: `${producer}-dup`,
      producer,
      // Not idempotent by itself: every call inserts a new row. The inbox must prevent the second.
      handlers: [on(ping, async (e) => void (await effects().insertOne({ eventId: e.id, n: e.data.n })))],
    });
    const event = createEvent(ping, { n: 1 }, producer);
    await publishRaw(event.type, JSON.stringify(event), 'copy-1');
    await publishRaw(event.type, JSON.stringify(event), 'copy-2');
    const after = createEvent(ping, { n: 2 }, producer);
    await publishRaw(after.type, JSON.stringify(after), after.id);

    expect(await eventually(async () => (await effects().countDocuments({ n: 2 })) === 1)).toBe(true);
    expect(await effects().countDocuments({ n: 1 })).toBe(1);
  });

  it('with a concurrency, lets later events pass one that is slow, and still applies each once', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable: `${producer}-parallel`,
      producer,
      concurrency: 4,
      handlers: [
        on(ping, async (e) => {
          // The first event's work (a request with many e-mails) takes long.
          if (e.data.n === 1) await slowGate;
          await effects().insertOne({ eventId: e.id, n: e.data.n });
        }),
      ],
    });
    for (const n of [1, 2, 3]) {
      const event = createEvent(ping, { n }, producer);
      await publishRaw(event.type, JSON.stringify(event), event.id);
    }
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
    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable: `${producer}-keyed`,
      producer,
      concurrency: 4,
      orderKey: (e) => keyOf((e.data as { n: number }).n),
      handlers: [
        on(ping, async (e) => {
          if (e.data.n === 1) await firstGate;
          await effects().insertOne({ n: e.data.n, at: await effects().countDocuments() });
        }),
      ],
    });
    for (const n of [1, 2, 3]) {
      const event = createEvent(ping, { n }, producer);
      await publishRaw(event.type, JSON.stringify(event), event.id);
    }
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
    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable: `${producer}-retry`,
      producer,
      backoffBaseMs: 100,
      handlers: [
        on(ping, async (e) => {
          calls++;
          if (calls === 1) throw new Error('database briefly unavailable');
          await effects().insertOne({ eventId: e.id });
        }),
      ],
    });
    const event = createEvent(ping, { n: 7 }, producer);
    await publishRaw(event.type, JSON.stringify(event), event.id);
    expect(await eventually(async () => (await effects().countDocuments()) === 1)).toBe(true);
    expect(calls).toBe(2);
  });

  it('terminates and logs a poison message, then processes the next one', async () => {
    const { logger, lines } = capturingLogger();
    consumer = await startConsumer({
      nc,
      conn,
      logger,
      durable: `${producer}-poison`,
      producer,
      handlers: [
        on(ping, async (e) => {
          if (e.data.n === 13) throw new PoisonMessageError('13 is never acceptable');
          await effects().insertOne({ eventId: e.id, n: e.data.n });
        }),
      ],
    });
    await publishRaw(`${producer}.ping.sent.v1`, '{not json', 'garbage');
    const wrongShape = { ...createEvent(ping, { n: 0 }, producer), data: { n: 'zero' } };
    await publishRaw(wrongShape.type, JSON.stringify(wrongShape), 'wrong-shape');
    const thirteen = createEvent(ping, { n: 13 }, producer);
    await publishRaw(thirteen.type, JSON.stringify(thirteen), thirteen.id);
    const good = createEvent(ping, { n: 42 }, producer);
    await publishRaw(good.type, JSON.stringify(good), good.id);

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
    const other = defineEvent(`${producer}.pong.sent.v1`, z.object({ n: z.number() }));
    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable: `${producer}-ignore`,
      producer,
      handlers: [on(ping, async (e) => void (await effects().insertOne({ eventId: e.id })))],
    });
    const pong = createEvent(other, { n: 1 }, producer);
    await publishRaw(pong.type, JSON.stringify(pong), pong.id);
    const p = createEvent(ping, { n: 1 }, producer);
    await publishRaw(p.type, JSON.stringify(p), p.id);
    expect(await eventually(async () => (await effects().countDocuments()) === 1)).toBe(true);
    expect(await effects().findOne()).toMatchObject({ eventId: p.id });
  });

  it('is handed only the events it handles, and follows a longer handler list from where it was', async () => {
    const pong = defineEvent(`${producer}.pong.sent.v1`, z.object({ n: z.number() }));
    const durable = `${producer}-filtered`;
    const jsm = await nc.jetstreamManager();
    const record = (kind: string) => async (e: { id: string; data: { n: number } }) =>
      void (await effects().insertOne({ kind, n: e.data.n }));
    const publish = async (def: typeof ping, n: number) => {
      const event = createEvent(def, { n }, producer);
      await publishRaw(event.type, JSON.stringify(event), event.id);
    };

    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable,
      producer,
      handlers: [on(ping, record('ping'))],
    });
    await publish(pong, 1);
    await publish(ping, 1);
    expect(await eventually(async () => (await effects().countDocuments({ kind: 'ping' })) === 1)).toBe(true);
    const info = await jsm.consumers.info(streamFor(producer).name, durable);
    expect(info.config.filter_subject).toBe(`${producer}.ping.sent.v1`);
    // The pong was never delivered to it: the stream holds two messages, the consumer saw one.
    expect(info.delivered.consumer_seq).toBe(1);

    await consumer.stop();
    await publish(ping, 2);
    consumer = await startConsumer({
      nc,
      conn,
      logger: silentLogger(),
      durable,
      producer,
      handlers: [on(ping, record('ping')), on(pong, record('pong'))],
    });
    await publish(pong, 3);
    expect(await eventually(async () => (await effects().countDocuments()) === 3)).toBe(true);
    expect((await jsm.consumers.info(streamFor(producer).name, durable)).config.filter_subject).toBe(
      `${producer}.>`,
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
