import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import type { Collection, Connection } from 'mongoose';
import { envelopeBaseSchema, type EventEnvelope } from '@marketplace/contracts';
import type { Logger } from '../core/logger';
import type { Metrics } from '../core/metrics';
import { ensureStream } from './nats';
import { commonFilter, subjectOf } from './subjects';
import { isDuplicateKey } from '../store/mongo';
import { PoisonMessageError, RetryLaterError, type EventHandler } from './events';

export interface ConsumerOptions {
  nc: NatsConnection;
  /** Where processed event ids are kept (the consuming service's own database). */
  conn: Connection;
  logger: Logger;
  metrics?: Metrics;
  /** Durable name, unique per consuming service and producer, e.g. `admin-identity`. */
  durable: string;
  /** The producing service whose stream is read, filtered to the subjects of `handlers`. */
  producer: string;
  handlers: EventHandler[];
  maxDeliver?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  ackWaitMs?: number;
  /**
   * Events handled at once (default 1: in stream order). Without `orderKey`, only for handlers
   * whose events are independent of each other's order and idempotent, e.g. identity's
   * notification requests, where one request's e-mails should not hold back the next round's bell.
   */
  concurrency?: number;
  /**
   * With `concurrency`: events of the same key (a round's id) are handled one after another in
   * stream order, events of different keys side by side. An envelope it cannot read gets its own.
   */
  orderKey?: (event: EventEnvelope) => string | undefined;
}

/**
 * How long handled event ids are kept. Streams keep messages 7 days (ensureStream's max_age);
 * after that JetStream cannot redeliver one, so its inbox record protects nothing any more.
 * Pruning keeps the inbox (read on every delivery, and scanned by FerretDB) bounded.
 */
export const INBOX_RETENTION_MS = 8 * 24 * 3600_000;
const INBOX_PRUNE_EVERY_MS = 3600_000;

interface InboxEntry {
  _id: string;
  eventId: string;
  type: string;
  handledAt: Date;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/** Back-off and delivery limits, with their defaults filled in. */
interface Retries {
  maxDeliver: number;
  base: number;
  cap: number;
}

/**
 * Makes the durable consumer exist with this service's filter and limits: added when missing,
 * made again from its ack floor when the handler list changed its subjects, updated otherwise.
 */
async function ensureDurable(opts: ConsumerOptions, stream: string, maxDeliver: number): Promise<void> {
  const { nc, logger, durable, producer } = opts;
  const jsm = await nc.jetstreamManager();
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // Only the handled events: a consumer of one event (identity's notification requests) is not
    // handed, and made to ack, every other event of a busy producer (each commitment in a rush).
    filter_subject: opts.handlers.length
      ? commonFilter(opts.handlers.map((h) => subjectOf(h.event, producer)))
      : `${producer}.>`,
    // One extra delivery beyond our own limit so we can terminate (and log) instead of the
    // server silently dropping the message.
    max_deliver: maxDeliver + 1,
    ack_wait: (opts.ackWaitMs ?? 30_000) * 1_000_000,
  };
  const existing = await jsm.consumers.info(stream, durable).catch(() => null);
  if (!existing) {
    await jsm.consumers.add(stream, config).catch(async (err) => {
      // Another replica may have added it between our info and add.
      await jsm.consumers.info(stream, durable).catch(() => {
        throw err;
      });
    });
  } else if (existing.config.filter_subject !== config.filter_subject) {
    // The handler list changed its subjects. Servers before 2.10 lose the position when a filter
    // is updated in place, so the consumer is made again from its ack floor: what was delivered
    // and not yet acked comes again, and the inbox gives it no second effect.
    await jsm.consumers.delete(stream, durable).catch(() => undefined);
    await jsm.consumers.add(stream, {
      ...config,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: existing.ack_floor.stream_seq + 1,
    });
    logger.info(
      { durable, filter: config.filter_subject, fromSeq: existing.ack_floor.stream_seq + 1 },
      'consumer filter changed; made again from its ack floor',
    );
  } else {
    await jsm.consumers.update(stream, durable, {
      max_deliver: config.max_deliver,
      ack_wait: config.ack_wait,
    });
  }
}

/**
 * One message's handling: read as an envelope, skipped when not handled here or already in the
 * inbox, checked against its contract, handled, recorded in the inbox, and only then acked.
 * Transient failures are nak'ed with doubling back-off; poison ones are terminated and logged.
 */
function messageProcessor(opts: ConsumerOptions, inbox: Collection<InboxEntry>, retries: Retries) {
  const { logger, durable } = opts;
  const byType = new Map(opts.handlers.map((h) => [h.event.type, h]));
  const count = (outcome: string) => opts.metrics?.consumerHandled.inc({ durable, outcome });
  const handlerFailed = (msg: JsMsg, envelope: EventEnvelope, err: unknown) => {
    const deliveries = msg.info.redeliveryCount;
    if (err instanceof RetryLaterError) {
      count('retried');
      return msg.nak(err.delayMs);
    }
    if (err instanceof PoisonMessageError || deliveries >= retries.maxDeliver) {
      logger.error(
        { durable, eventId: envelope.id, type: envelope.type, deliveries, err: (err as Error).message },
        'poison message: handler cannot process it; terminated',
      );
      count('terminated');
      return msg.term();
    }
    const delay = Math.min(retries.base * 2 ** (deliveries - 1), retries.cap);
    logger.warn(
      { durable, eventId: envelope.id, deliveries, delay, err: (err as Error).message },
      'handler failed; will retry',
    );
    count('retried');
    return msg.nak(delay);
  };
  return async function process(msg: JsMsg): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = envelopeBaseSchema.passthrough().parse(msg.json()) as EventEnvelope;
    } catch (err) {
      logger.error(
        { durable, subject: msg.subject, seq: msg.seq, err: (err as Error).message },
        'poison message: not an event envelope; terminated',
      );
      count('terminated');
      return msg.term();
    }
    const handler = byType.get(envelope.type);
    if (!handler) {
      count('ignored');
      return msg.ack();
    }
    const key = `${durable}:${envelope.id}`;
    // An idempotent handler needs no inbox: a copy it sees again changes nothing.
    const gated = !handler.idempotent;
    if (gated && (await inbox.findOne({ _id: key }, { projection: { _id: 1 } }))) {
      count('duplicate');
      return msg.ack();
    }
    const parsed = handler.event.envelope.safeParse(envelope);
    if (!parsed.success) {
      logger.error(
        { durable, eventId: envelope.id, type: envelope.type, issues: parsed.error.issues },
        'poison message: data does not match contract; terminated',
      );
      count('terminated');
      return msg.term();
    }
    try {
      await handler.handle(parsed.data as EventEnvelope);
    } catch (err) {
      return handlerFailed(msg, envelope, err);
    }
    if (gated) {
      try {
        await inbox.insertOne({ _id: key, eventId: envelope.id, type: envelope.type, handledAt: new Date() });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    count('handled');
    msg.ack();
  };
}

/**
 * Hands each message to `handle`: one after another with `concurrency` 1; otherwise up to
 * `concurrency` at once, those of one `orderKey` still one after another in stream order.
 * Resolves when every message handed is done.
 */
function dispatcher(
  opts: ConsumerOptions,
  handle: (msg: JsMsg) => Promise<void>,
): { dispatch(msg: JsMsg): Promise<void>; drain(): Promise<unknown> } {
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? 1));
  const inFlight = new Set<Promise<void>>();
  /** The last event in flight per order key: the next one of that key waits for it. */
  const tails = new Map<string, Promise<void>>();
  const orderKeyOf = (msg: JsMsg): string | undefined => {
    if (!opts.orderKey) return undefined;
    try {
      return opts.orderKey(msg.json<EventEnvelope>());
    } catch {
      return undefined;
    }
  };
  return {
    async dispatch(msg) {
      if (concurrency === 1) return handle(msg);
      const key = orderKeyOf(msg);
      const previous = key === undefined ? undefined : tails.get(key);
      const handling: Promise<void> = (previous ? previous.then(() => handle(msg)) : handle(msg)).finally(
        () => {
          inFlight.delete(handling);
          if (key !== undefined && tails.get(key) === handling) tails.delete(key);
        },
      );
      if (key !== undefined) tails.set(key, handling);
      inFlight.add(handling);
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    },
    drain: () => Promise.all(inFlight),
  };
}

/**
 * A durable JetStream consumer with at-least-once delivery turned into one effect per event:
 * an event already in the inbox is acked and skipped; a handled one is recorded in the inbox and
 * only then acked. Transient failures are nak'ed with doubling back-off; malformed or poison
 * messages (and ones that exhausted their deliveries) are terminated and logged.
 */
export async function startConsumer(opts: ConsumerOptions): Promise<RunningConsumer> {
  const { nc, conn, logger, durable, producer } = opts;
  const retries: Retries = {
    maxDeliver: opts.maxDeliver ?? 8,
    base: opts.backoffBaseMs ?? 1000,
    cap: opts.backoffCapMs ?? 30_000,
  };
  const inbox = conn.collection<InboxEntry>('inbox');
  const stream = await ensureStream(nc, producer);
  await ensureDurable(opts, stream, retries.maxDeliver);
  const consumer = await nc.jetstream().consumers.get(stream, durable);
  const process = messageProcessor(opts, inbox, retries);

  const pruneInbox = () =>
    inbox
      .deleteMany({ handledAt: { $lt: new Date(Date.now() - INBOX_RETENTION_MS) } })
      .catch((err) => logger.warn({ durable, err: (err as Error).message }, 'inbox pruning failed'));
  await pruneInbox();
  const pruning = setInterval(() => void pruneInbox(), INBOX_PRUNE_EVERY_MS).unref();

  const messagesOf = dispatcher(opts, (msg) =>
    process(msg).catch((err: Error) => {
      logger.warn({ durable, err: err.message }, 'message processing failed; redelivery will retry');
      msg.nak(retries.base);
    }),
  );
  let messages: ConsumerMessages | undefined;
  let stopped = false;
  const loop = (async () => {
    // consume() ends when the connection closes or stop() is called; re-open after transient ends.
    while (!stopped) {
      try {
        messages = await consumer.consume({ max_messages: 32 });
        for await (const msg of messages) await messagesOf.dispatch(msg);
        await messagesOf.drain();
      } catch (err) {
        if (!stopped) logger.warn({ durable, err: (err as Error).message }, 'consumer interrupted; resuming');
      }
      if (!stopped) await new Promise((r) => setTimeout(r, 500).unref());
    }
  })();

  return {
    async stop() {
      stopped = true;
      clearInterval(pruning);
      messages?.stop();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([loop, new Promise((r) => (timer = setTimeout(r, 2000)))]);
      clearTimeout(timer);
    },
  };
}
