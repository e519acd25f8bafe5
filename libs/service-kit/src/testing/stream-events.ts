import type { NatsConnection } from 'nats';
import { streamFor, type EventEnvelope } from '@marketplace/contracts';

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
