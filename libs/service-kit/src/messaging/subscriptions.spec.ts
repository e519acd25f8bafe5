import type { Connection } from 'mongoose';
import { AckPolicy, type NatsConnection } from 'nats';
import { z } from 'zod';
import { defineCommand, defineEvent, streamFor } from '@marketplace/contracts';
import { sendCommand } from './commands';
import { createEvent, on } from './events';
import {
  durableConsumer,
  liveEvents,
  replayedEvents,
  retiredConsumer,
  servedCommand,
  startSubscriptions,
  type RunningSubscriptions,
} from './subscriptions';
import { subjectOf } from './subjects';
import { eventually, openStreamBench, silentLogger, type StreamBench } from '../testing/infra';

describe('startSubscriptions', () => {
  let conn: Connection;
  let nc: NatsConnection;
  let producer: string;
  let bench: StreamBench;
  let running: RunningSubscriptions | undefined;
  // The contract names the producer `shop`; each run publishes under a producer of its own.
  const sold = defineEvent('shop.item.sold.v1', z.object({ n: z.number() }));

  beforeEach(async () => {
    ({ conn, nc, producer } = bench = await openStreamBench('subscriptions'));
  });

  afterEach(async () => {
    await running?.stop();
    running = undefined;
    await bench.close();
  });

  const publish = async (n: number) => {
    const event = createEvent(sold, { n }, producer);
    await nc.jetstream().publish(subjectOf(sold, producer), JSON.stringify(event), { msgID: event.id });
  };

  it('names the subject of an event under another producer from its contract', () => {
    expect(subjectOf(sold)).toBe('shop.item.sold.v1');
    expect(subjectOf(sold, 'shopabc')).toBe('shopabc.item.sold.v1');
  });

  it('starts the durable consumers, live subscriptions, replays and commands of one list, and stops them', async () => {
    await publish(1);
    const durable: number[] = [];
    const live: number[] = [];
    const replayed: number[] = [];
    let caughtUp = false;
    const double = defineCommand(`cmd.${producer}.double.v1`, z.object({ n: z.number() }), z.number());
    running = await startSubscriptions({ service: producer, nc, conn, logger: silentLogger() }, [
      durableConsumer({
        durable: `${producer}-durable`,
        producer,
        handlers: [on(sold, async (e) => void durable.push(e.data.n))],
      }),
      liveEvents(sold, (e) => live.push(e.data.n), { producer }),
      replayedEvents({
        producer,
        handlers: [on(sold, async (e) => void replayed.push(e.data.n))],
        onCaughtUp: () => (caughtUp = true),
      }),
      servedCommand(double, async ({ n }) => n * 2),
    ]);
    expect(await sendCommand(nc, double, { n: 21 })).toBe(42);
    await eventually(async () => caughtUp && replayed.length === 1);
    await publish(2);
    await eventually(async () => durable.length === 2 && live.length === 1 && replayed.length === 2);
    expect({ durable, live, replayed }).toEqual({ durable: [1, 2], live: [2], replayed: [1, 2] });

    await running.stop();
    running = undefined;
    await expect(sendCommand(nc, double, { n: 1 }, 500)).rejects.toMatchObject({ status: 503 });
  });

  it('deletes a retired durable consumer at start, and starts when it is already gone', async () => {
    const jsm = await nc.jetstreamManager();
    const stream = streamFor(producer).name;
    await jsm.consumers.add(stream, { durable_name: `${producer}-old`, ack_policy: AckPolicy.Explicit });
    const retired = retiredConsumer({ durable: `${producer}-old`, producer });
    running = await startSubscriptions({ service: producer, nc, logger: silentLogger() }, [retired]);
    await expect(jsm.consumers.info(stream, `${producer}-old`)).rejects.toThrow(/not found/);
    await running.stop();
    running = await startSubscriptions({ service: producer, nc, logger: silentLogger() }, [retired]);
  });

  it('refuses a durable consumer without a database for its inbox', async () => {
    await expect(
      startSubscriptions({ service: producer, nc, logger: silentLogger() }, [
        durableConsumer({ durable: `${producer}-nodb`, producer, handlers: [] }),
      ]),
    ).rejects.toThrow(/needs a database/);
  });
});
