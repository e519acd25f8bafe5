import type { Connection } from 'mongoose';
import type { NatsConnection, JetStreamClient } from 'nats';
import type { EventEnvelope } from '@marketplace/contracts';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { ensureStream } from './nats';

/**
 * Transactional outbox without transactions (FerretDB has none).
 *
 * 1. The event is inserted into `outbox` as pending, naming the document its state change
 *    will touch.
 * 2. The state write runs and stamps the event id into that document's `_events` field, in the
 *    same single-document write as the change itself (single-document writes are atomic).
 * 3. The relay publishes a pending event only once its id is visible on the target document
 *    (or the document is gone, for deletions). A crash before step 2 leaves an entry whose
 *    change never happened: after `abandonAfterMs` it is marked abandoned and never published.
 *    A crash after step 2 leaves a pending entry whose change did happen: the next sweep
 *    publishes it. JetStream dedupes by msgID = event id, so publishing twice stores it once.
 */
export const EVENTS_FIELD = '_events';
const KEEP_EVENT_IDS = 20;

export interface OutboxTarget {
  collection: string;
  id: unknown;
  /** `present` (default): the id must be in the doc's `_events`; `absent`: the doc must be gone. */
  expect?: 'present' | 'absent';
}

interface OutboxEntry {
  _id: string;
  type: string;
  envelope: EventEnvelope;
  status: 'pending' | 'published' | 'abandoned';
  target: OutboxTarget;
  createdAt: Date;
  publishedAt?: Date;
}

export interface OutboxOptions {
  conn: Connection;
  nc: NatsConnection;
  producer: string;
  logger: Logger;
  metrics?: Metrics;
  sweepIntervalMs?: number;
  abandonAfterMs?: number;
  /** Keep published entries this long for audit, then prune. */
  retainPublishedMs?: number;
  /** Test hook: runs after the state write and before the immediate publish. */
  afterStateWrite?: (event: EventEnvelope) => void | Promise<void>;
}

/** The `_events` value for a document that already carries `previous` ids. */
export function appendEventId(previous: unknown, eventId: string): string[] {
  const list = Array.isArray(previous) ? previous.filter((x): x is string => typeof x === 'string') : [];
  return [...list, eventId].slice(-KEEP_EVENT_IDS);
}

export class Outbox {
  private readonly entries;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private js?: JetStreamClient;
  private sweeps = 0;

  constructor(private readonly opts: OutboxOptions) {
    this.entries = opts.conn.collection<OutboxEntry>('outbox');
  }

  async init(): Promise<void> {
    await this.entries.createIndex({ status: 1, createdAt: 1 });
  }

  /**
   * Records `events` and runs `write`, which must stamp the event ids into the target document
   * (use `appendEventId`, or `eventIds` as the initial `_events` of a new document).
   */
  async record<T>(
    events: EventEnvelope[],
    target: OutboxTarget,
    write: (eventIds: string[]) => Promise<T>,
  ): Promise<T> {
    const now = new Date();
    const recorded: OutboxEntry[] = events.map((envelope) => ({
      _id: envelope.id,
      type: envelope.type,
      envelope,
      status: 'pending' as const,
      target,
      createdAt: now,
    }));
    await this.entries.insertMany(recorded);
    const result = await write(events.map((e) => e.id));
    for (const e of events) await this.opts.afterStateWrite?.(e);
    // Fast path from the entries in memory (no re-read); if it fails the sweep publishes later.
    void this.publishPending(recorded).catch((err) =>
      this.opts.logger.warn({ err: (err as Error).message }, 'immediate publish failed; relay will retry'),
    );
    return result;
  }

  start(): void {
    const every = this.opts.sweepIntervalMs ?? 1000;
    this.timer = setInterval(() => void this.sweep(), every);
    this.timer.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** One relay pass over pending entries, oldest first. Never runs twice at once. */
  sweep(): Promise<void> {
    if (!this.sweeping) {
      this.sweeping = this.sweepOnce()
        .catch((err) => this.opts.logger.warn({ err: (err as Error).message }, 'outbox sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const pending = await this.entries
      .find({ status: 'pending' })
      .sort({ createdAt: 1 })
      .limit(200)
      .toArray();
    this.opts.metrics?.outboxPending.set(pending.length);
    for (const entry of pending) await this.tryPublish(entry);
    if (++this.sweeps % 300 === 0) {
      const cutoff = new Date(Date.now() - (this.opts.retainPublishedMs ?? 24 * 3600_000));
      await this.entries.deleteMany({
        status: { $in: ['published', 'abandoned'] },
        createdAt: { $lt: cutoff },
      });
    }
  }

  private async publishPending(entries: OutboxEntry[]): Promise<void> {
    // Events recorded together share one target (e.g. a ledger entry announcing hundreds of
    // changes): one visibility check and one status write for all of them instead of two per event.
    // Publishing twice (here and in a concurrent sweep) is harmless: JetStream dedupes by msgID.
    if (await this.allVisible(entries)) {
      await ensureStream(this.opts.nc, this.opts.producer);
      this.js ??= this.opts.nc.jetstream();
      for (const entry of entries)
        await this.js.publish(entry.type, JSON.stringify(entry.envelope), { msgID: entry._id });
      await this.entries.updateMany(
        { _id: { $in: entries.map((e) => e._id) }, status: 'pending' },
        { $set: { status: 'published', publishedAt: new Date() } },
      );
      for (const entry of entries) this.opts.metrics?.outboxPublished.inc({ type: entry.type });
      return;
    }
    for (const entry of entries) await this.tryPublish(entry);
  }

  /** True when every entry names the same target and all their state changes are visible on it. */
  private async allVisible(entries: OutboxEntry[]): Promise<boolean> {
    if (!entries.length) return false;
    const target = entries[0]!.target;
    const same = (t: OutboxTarget) =>
      t.collection === target.collection &&
      (t.expect ?? 'present') === (target.expect ?? 'present') &&
      JSON.stringify(t.id) === JSON.stringify(target.id);
    if (!entries.every((e) => same(e.target))) return false;
    const coll = this.opts.conn.collection(target.collection);
    const filter = { _id: target.id } as Record<string, unknown>;
    if (target.expect === 'absent') return (await coll.findOne(filter, { projection: { _id: 1 } })) === null;
    filter[EVENTS_FIELD] = { $all: entries.map((e) => e._id) };
    return (await coll.findOne(filter, { projection: { _id: 1 } })) !== null;
  }

  private async stateVisible(entry: OutboxEntry): Promise<boolean> {
    const coll = this.opts.conn.collection(entry.target.collection);
    const filter = { _id: entry.target.id } as Record<string, unknown>;
    if (entry.target.expect === 'absent')
      return (await coll.findOne(filter, { projection: { _id: 1 } })) === null;
    filter[EVENTS_FIELD] = entry._id;
    return (await coll.findOne(filter, { projection: { _id: 1 } })) !== null;
  }

  private async tryPublish(entry: OutboxEntry): Promise<void> {
    if (!(await this.stateVisible(entry))) {
      const age = Date.now() - entry.createdAt.getTime();
      if (age > (this.opts.abandonAfterMs ?? 60_000)) {
        await this.entries.updateOne({ _id: entry._id }, { $set: { status: 'abandoned' } });
        this.opts.logger.warn(
          { eventId: entry._id, type: entry.type },
          'outbox entry abandoned: its state change never happened',
        );
      }
      return;
    }
    await ensureStream(this.opts.nc, this.opts.producer);
    this.js ??= this.opts.nc.jetstream();
    await this.js.publish(entry.type, JSON.stringify(entry.envelope), { msgID: entry._id });
    await this.entries.updateOne(
      { _id: entry._id },
      { $set: { status: 'published', publishedAt: new Date() } },
    );
    this.opts.metrics?.outboxPublished.inc({ type: entry.type });
  }
}
