import {
  AckPolicy,
  DeliverPolicy,
  type ConsumerMessages,
  type NatsConnection,
  type Subscription,
} from 'nats';
import type { Connection } from 'mongoose';
import type { CommandDefinition, EventDefinition, EventEnvelope } from '@marketplace/contracts';
import type { z } from 'zod';
import { serveCommand } from './commands';
import { startConsumer, type ConsumerOptions } from './consumer';
import type { EventHandler } from './events';
import type { Logger } from '../core/logger';
import type { Metrics } from '../core/metrics';
import { ensureStream } from './nats';
import { commonFilter, subjectOf } from './subjects';

/**
 * A durable JetStream consumer (see consumer.ts): one per consuming service and producer, every
 * handler of that producer's events in its list. Its name must not change: JetStream keeps the
 * position under it.
 */
export interface DurableConsumerEntry extends Pick<
  ConsumerOptions,
  'durable' | 'producer' | 'handlers' | 'maxDeliver' | 'ackWaitMs' | 'concurrency' | 'orderKey'
> {
  kind: 'durable';
}

/** A plain (core) NATS subscription on one event: every replica sees every publish, nothing is kept. */
export interface LiveEventsEntry {
  kind: 'live';
  event: EventDefinition;
  producer?: string;
  handle: (event: EventEnvelope) => void;
}

/**
 * An ephemeral consumer of this replica's own: replays the named events from the start of the
 * producer's stream, then follows it live; `onCaughtUp` runs once the replay reached the end.
 */
export interface ReplayedEventsEntry {
  kind: 'replay';
  producer: string;
  handlers: EventHandler[];
  onCaughtUp: () => void;
}

/** A command served in a queue group named after the service (see commands.ts). */
export interface ServedCommandEntry {
  kind: 'command';
  command: CommandDefinition;
  handle: (request: unknown) => Promise<unknown>;
}

/**
 * A durable consumer a service no longer runs (its handlers joined another durable of the same
 * producer): deleted at start so JetStream stops keeping messages and state for it.
 */
export interface RetiredConsumerEntry {
  kind: 'retired';
  durable: string;
  producer: string;
}

export type SubscriptionEntry =
  DurableConsumerEntry | LiveEventsEntry | ReplayedEventsEntry | ServedCommandEntry | RetiredConsumerEntry;

export function durableConsumer(entry: Omit<DurableConsumerEntry, 'kind'>): DurableConsumerEntry {
  return { kind: 'durable', ...entry };
}

export function retiredConsumer(entry: Omit<RetiredConsumerEntry, 'kind'>): RetiredConsumerEntry {
  return { kind: 'retired', ...entry };
}

export function liveEvents<D extends EventDefinition>(
  event: D,
  handle: (event: EventEnvelope<z.infer<D['data']>>) => void,
  options: { producer?: string } = {},
): LiveEventsEntry {
  return { kind: 'live', event, producer: options.producer, handle: handle as LiveEventsEntry['handle'] };
}

export function replayedEvents(entry: Omit<ReplayedEventsEntry, 'kind'>): ReplayedEventsEntry {
  return { kind: 'replay', ...entry };
}

export function servedCommand<D extends CommandDefinition>(
  command: D,
  handle: (request: z.infer<D['request']>) => Promise<z.input<D['reply']>>,
): ServedCommandEntry {
  return { kind: 'command', command, handle: handle as ServedCommandEntry['handle'] };
}

export interface SubscriptionDeps {
  /** Names the queue group commands are served in. */
  service: string;
  nc: NatsConnection;
  /** Where durable consumers keep their inbox; a service without durable consumers has none. */
  conn?: Connection;
  logger: Logger;
  metrics?: Metrics;
}

export interface RunningSubscriptions {
  stop(): Promise<void>;
}

/**
 * Starts every consumer, subscription and command of a service's one list (its
 * events/subscriptions.ts) and stops them together: commands and live subscriptions first (no
 * new work), then the consumers.
 */
export async function startSubscriptions(
  deps: SubscriptionDeps,
  entries: SubscriptionEntry[],
): Promise<RunningSubscriptions> {
  const { nc, logger } = deps;
  const subscriptions: Subscription[] = [];
  const stoppers: Array<() => Promise<void>> = [];
  for (const entry of entries) {
    if (entry.kind === 'command')
      subscriptions.push(serveCommand(nc, entry.command, deps.service, logger, entry.handle));
    else if (entry.kind === 'live') subscriptions.push(subscribeLive(nc, entry, logger));
  }
  const started = await Promise.all(
    entries.map(async (entry) => {
      if (entry.kind === 'durable') {
        if (!deps.conn) throw new Error(`durable consumer ${entry.durable} needs a database for its inbox`);
        const consumer = await startConsumer({
          durable: entry.durable,
          producer: entry.producer,
          handlers: entry.handlers,
          maxDeliver: entry.maxDeliver,
          ackWaitMs: entry.ackWaitMs,
          concurrency: entry.concurrency,
          orderKey: entry.orderKey,
          nc,
          conn: deps.conn,
          logger,
          metrics: deps.metrics,
        });
        return () => consumer.stop();
      }
      if (entry.kind === 'replay') return replay(nc, entry, logger);
      if (entry.kind === 'retired') await retire(nc, entry, logger);
      return undefined;
    }),
  );
  for (const stop of started) if (stop) stoppers.push(stop);
  return {
    async stop() {
      for (const s of subscriptions) s.unsubscribe();
      await Promise.all(stoppers.map((stop) => stop()));
    },
  };
}

async function retire(nc: NatsConnection, entry: RetiredConsumerEntry, logger: Logger): Promise<void> {
  const stream = await ensureStream(nc, entry.producer);
  const jsm = await nc.jetstreamManager();
  const existed = await jsm.consumers.delete(stream, entry.durable).catch(() => false);
  if (existed) logger.info({ stream, durable: entry.durable }, 'retired durable consumer deleted');
}

function subscribeLive(nc: NatsConnection, entry: LiveEventsEntry, logger: Logger): Subscription {
  const subject = subjectOf(entry.event, entry.producer);
  return nc.subscribe(subject, {
    callback: (err, msg) => {
      if (err) return logger.warn({ subject, err: err.message }, 'subscription error');
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        return logger.warn({ subject }, 'event is not JSON; ignored');
      }
      const parsed = entry.event.envelope.safeParse(body);
      if (!parsed.success) return logger.warn({ subject }, 'event does not match its contract; ignored');
      entry.handle(parsed.data as EventEnvelope);
    },
  });
}

async function replay(
  nc: NatsConnection,
  entry: ReplayedEventsEntry,
  logger: Logger,
): Promise<() => Promise<void>> {
  const stream = await ensureStream(nc, entry.producer);
  const jsm = await nc.jetstreamManager();
  const byType = new Map(entry.handlers.map((h) => [h.event.type, h]));
  const info = await jsm.consumers.add(stream, {
    ack_policy: AckPolicy.None,
    deliver_policy: DeliverPolicy.All,
    filter_subject: commonFilter(entry.handlers.map((h) => subjectOf(h.event, entry.producer))),
    // Removed by the server a minute after this replica is gone.
    inactive_threshold: 60 * 1_000_000_000,
  });
  if (info.num_pending === 0) entry.onCaughtUp();
  const consumer = await nc.jetstream().consumers.get(stream, info.name);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 256 });
  let stopped = false;
  void (async () => {
    for await (const msg of messages) {
      let body: { type?: unknown } | undefined;
      try {
        body = msg.json();
      } catch {
        body = undefined;
      }
      const handler = typeof body?.type === 'string' ? byType.get(body.type) : undefined;
      const parsed = handler?.event.envelope.safeParse(body);
      if (handler && parsed?.success)
        await handler
          .handle(parsed.data as EventEnvelope)
          .catch((err: Error) => logger.warn({ stream, err: err.message }, 'replayed event not applied'));
      if (msg.info.pending === 0) entry.onCaughtUp();
    }
    if (!stopped) logger.warn({ stream }, 'replayed events ended; no longer following changes');
  })().catch((err) => logger.error({ err }, 'following replayed events failed'));
  return async () => {
    stopped = true;
    messages.stop();
  };
}
