import type { NatsConnection } from 'nats';
import { streamFor, type EventEnvelope } from '@marketplace/contracts';
import { subjectOf } from '../messaging/subjects';

/**
 * Publishes `event` as its producer's outbox does: its JSON, deduplicated by its id (`msgId` sends
 * it under another), on its type's subject, or on `producer`'s when the test runs the producer
 * under a name of its own (see subjectOf).
 */
export async function publishEvent(
  nc: NatsConnection,
  event: Pick<EventEnvelope, 'id' | 'type'>,
  { producer, msgId = event.id }: { producer?: string; msgId?: string } = {},
): Promise<void> {
  await nc.jetstream().publish(subjectOf(event, producer), JSON.stringify(event), { msgID: msgId });
}

/**
 * The events `producer`'s stream holds after sequence `afterSeq` (all of them by default), oldest
 * first, only those on subject `type` when it is given: what a service published, as a spec reads
 * it back. Direct gets, which every server version answers; none while the stream does not exist.
 */
export async function streamEvents<D = Record<string, unknown>>(
  nc: NatsConnection,
  producer: string,
  { afterSeq = 0, type }: { afterSeq?: number; type?: string } = {},
): Promise<Array<EventEnvelope<D>>> {
  const jsm = await nc.jetstreamManager();
  const stream = streamFor(producer).name;
  const info = await jsm.streams.info(stream).catch(() => null);
  if (!info) return [];
  const events: Array<EventEnvelope<D>> = [];
  for (let seq = Math.max(afterSeq + 1, info.state.first_seq); seq <= info.state.last_seq; seq++) {
    const msg = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (msg && (type === undefined || msg.subject === type)) events.push(msg.json<EventEnvelope<D>>());
  }
  return events;
}
