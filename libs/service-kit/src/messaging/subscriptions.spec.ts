import { AckPolicy } from 'nats';
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
import { eventually, silentLogger } from '../testing/infra';
import { streamBenchPerTest } from '../testing/per-spec';

describe('startSubscriptions', () => {
  let running: RunningSubscriptions | undefined;
  const bench = streamBenchPerTest('subscriptions', {
    stopFirst: async () => {
      await running?.stop();
      running = undefined;
    },
  });
  // The contract names the producer `shop`; each run publishes under a producer of its own.
  const sold = defineEvent('shop.item.sold.v1', z.object({ n: z.number() }));

  const publish = async (n: number) => {
    const event = createEvent(sold, { n }, bench.producer);
    await bench.nc
      .jetstream()
      .publish(subjectOf(sold, bench.producer), JSON.stringify(event), { msgID: event.id });
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
    const double = defineCommand(`cmd.${bench.producer}.double.v1`, z.object({ n: z.number() }), z.number());
    running = await startSubscriptions(
      { service: bench.producer, nc: bench.nc, conn: bench.conn, logger: silentLogger() },
      [
        durableConsumer({
          durable: `${bench.producer}-durable`,
          producer: bench.producer,
          handlers: [on(sold, async (e) => void durable.push(e.data.n))],
        }),
        liveEvents(sold, (e) => live.push(e.data.n), { producer: bench.producer }),
        replayedEvents({
          producer: bench.producer,
          handlers: [on(sold, async (e) => void replayed.push(e.data.n))],
          onCaughtUp: () => (caughtUp = true),
        }),
        servedCommand(double, async ({ n }) => n * 2),
      ],
    );
    expect(await sendCommand(bench.nc, double, { n: 21 })).toBe(42);
    await eventually(async () => caughtUp && replayed.length === 1);
    await publish(2);
    await eventually(async () => durable.length === 2 && live.length === 1 && replayed.length === 2);
    expect({ durable, live, replayed }).toEqual({ durable: [1, 2], live: [2], replayed: [1, 2] });

    await running.stop();
    running = undefined;
    await expect(sendCommand(bench.nc, double, { n: 1 }, 500)).rejects.toMatchObject({ status: 503 });
  });

  it('deletes a retired durable consumer at start, and starts when it is already gone', async () => {
    const jsm = await bench.nc.jetstreamManager();
    const stream = streamFor(bench.producer).name;
    await jsm.consumers.add(stream, {
      durable_name: `${bench.producer}-old`,
      ack_policy: AckPolicy.Explicit,
    });
    const retired = retiredConsumer({ durable: `${bench.producer}-old`, producer: bench.producer });
    running = await startSubscriptions({ service: bench.producer, nc: bench.nc, logger: silentLogger() }, [
      retired,
    ]);
    await expect(jsm.consumers.info(stream, `${bench.producer}-old`)).rejects.toThrow(/not found/);
    await running.stop();
    running = await startSubscriptions({ service: bench.producer, nc: bench.nc, logger: silentLogger() }, [
      retired,
    ]);
  });

  it('refuses a durable consumer without a database for its inbox', async () => {
    await expect(
      startSubscriptions({ service: bench.producer, nc: bench.nc, logger: silentLogger() }, [
        durableConsumer({ durable: `${bench.producer}-nodb`, producer: bench.producer, handlers: [] }),
      ]),
    ).rejects.toThrow(/needs a database/);
  });
});
