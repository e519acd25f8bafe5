import { z } from 'zod';
import { defineEvent, streamFor } from '@marketplace/contracts';
import { createEvent, on } from './events';
import { startConsumer } from './consumer';
import { capturingLogger, eventually } from '../testing/infra';
import { streamBenchPerTest } from '../testing/per-spec';

/**
 * Producers and consumers ship on their own (each team deploys alone), so a producer may be a
 * release ahead of its consumers: it may add fields to a v1 event, and it may start publishing a
 * v2 event type next to v1. A consumer built against v1 must keep working through both.
 */

describe('event versioning between independently deployed services', () => {
  const bench = streamBenchPerTest('versioning');

  it('a v1 consumer ignores fields it does not know and is not broken by a v2 event type', async () => {
    // What the consumer was built against.
    const placedV1 = defineEvent(
      `${bench.producer}.order.placed.v1`,
      z.object({ orderId: z.string(), qty: z.number().int() }),
    );
    // What a newer producer also publishes: another shape under a new type.
    const placedV2 = defineEvent(
      `${bench.producer}.order.placed.v2`,
      z.object({ orderId: z.string(), lines: z.array(z.object({ sku: z.string(), qty: z.number() })) }),
    );
    const seen: unknown[] = [];
    const { logger, lines } = capturingLogger();
    bench.stopAfterTest(
      await startConsumer({
        nc: bench.nc,
        conn: bench.conn,
        logger,
        durable: `${bench.producer}-v1-consumer`,
        producer: bench.producer,
        handlers: [on(placedV1, async (e) => void seen.push(e.data))],
      }),
    );
    const js = bench.nc.jetstream();
    const publish = async (event: { id: string; type: string; [field: string]: unknown }) =>
      js.publish(event.type, new TextEncoder().encode(JSON.stringify(event)), { msgID: event.id });

    // 1. v1 with a field added by a newer producer, in the data and in the envelope.
    const extended = createEvent(placedV1, { orderId: 'o-1', qty: 3 }, bench.producer);
    await publish({ ...extended, traceparent: '00-abc-def-01', data: { ...extended.data, giftWrap: true } });
    // 2. the same fact as v2, which this consumer has no handler for.
    await publish(createEvent(placedV2, { orderId: 'o-1', lines: [{ sku: 'A', qty: 3 }] }, bench.producer));
    // 3. a plain v1 after it: the consumer must still be moving.
    await publish(createEvent(placedV1, { orderId: 'o-2', qty: 1 }, bench.producer));

    expect(await eventually(async () => seen.length === 2)).toBe(true);
    // Unknown fields are dropped by the v1 schema, not refused: the handler sees what it knows.
    expect(seen).toEqual([
      { orderId: 'o-1', qty: 3 },
      { orderId: 'o-2', qty: 1 },
    ]);
    // Nothing was treated as poison (terminated) on the way.
    expect(lines().filter((l) => String(l.msg).startsWith('poison message'))).toEqual([]);
    // …and every message, the v2 one included, was acknowledged.
    const jsm = await bench.nc.jetstreamManager();
    const settled = async () => {
      const info = await jsm.consumers.info(streamFor(bench.producer).name, `${bench.producer}-v1-consumer`);
      return info.num_ack_pending === 0 && info.num_pending === 0 && info.delivered.stream_seq === 3;
    };
    expect(await eventually(settled)).toBe(true);
  });
});
