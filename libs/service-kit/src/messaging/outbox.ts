import { EVENTS_FIELD } from '../store/schemas';
import type { Connection } from 'mongoose';
import type { NatsConnection, JetStreamClient } from 'nats';
import type { EventEnvelope } from '@marketplace/contracts';
import type { Logger } from '../core/logger';
import type { Metrics } from '../core/metrics';
import { InsertGroups, MAX_INSERT_GROUP } from '../store/insert-groups';
import { isDuplicateKey } from '../store/mongo';
import { ensureStream } from './nats';
import { currentRequestCost } from '../core/request-cost';

/**
 * Transactional outbox without transactions (FerretDB has none).
 *
 * 1. The event is inserted into `outbox` as pending, naming the document its state change
 *    will touch.
 * 2. The state write runs and stamps the event id into that document's `_events` field, in the
 *    same single-document write as the change itself (single-document writes are atomic).
 * 3. The recording process publishes right after its write succeeded. The relay (sweep)
 *    publishes a pending event only once its id is visible on the target document (or the
 *    document is gone, for deletions). A crash before step 2 leaves an entry whose
 *    change never happened: after `abandonAfterMs` it is marked abandoned and never published.
 *    A crash after step 2 leaves a pending entry whose change did happen: the next sweep
 *    publishes it. JetStream dedupes by msgID = event id, so publishing twice stores it once.
 */
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
  /**
   * The periodic sweep leaves pending entries younger than this to the process that recorded
   * them (its immediate publish is on the way; another replica's too), so a rush is not published
   * twice with a visibility read per event. Default 3000. The first sweep after start, and a
   * `sweep()` called directly, take every pending entry: a process just started has none in flight.
   */
  sweepGraceMs?: number;
  /** Keep published entries this long for audit, then prune. */
  retainPublishedMs?: number;
  /** Test hook: runs after the state write and before the immediate publish. */
  afterStateWrite?: (event: EventEnvelope) => void | Promise<void>;
}

/** What a service's build options may set of its outbox: test hooks (sweep interval, crash simulation). */
export type OutboxTestHooks = Partial<
  Pick<OutboxOptions, 'sweepIntervalMs' | 'abandonAfterMs' | 'afterStateWrite'>
>;

/**
 * A service's outbox: its events go out as `producer` (on `<producer>.…` subjects, in its stream)
 * over the service's own store and bus connections, counted in its metrics. The service calls
 * `init()` before recording, `start()` when it starts and `stop()` when it stops.
 */
export function serviceOutbox(
  deps: Pick<OutboxOptions, 'conn' | 'nc' | 'logger' | 'metrics'>,
  producer: string,
  hooks: OutboxTestHooks = {},
): Outbox {
  const { conn, nc, logger, metrics } = deps;
  return new Outbox({ conn, nc, logger, metrics, producer, ...hooks });
}

/** The `_events` value for a document that already carries `previous` ids. */
export function appendEventId(previous: unknown, eventId: string): string[] {
  const list = Array.isArray(previous) ? previous.filter((x): x is string => typeof x === 'string') : [];
  return [...list, eventId].slice(-KEEP_EVENT_IDS);
}

/** The `_events` value for a document that carries `previous` ids, after one write's `eventIds`. */
export function appendEventIds(previous: string[], eventIds: readonly string[]): string[] {
  return eventIds.reduce((ids, id) => appendEventId(ids, id), previous);
}

export class Outbox {
  private readonly entries;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private js?: JetStreamClient;
  private sweeps = 0;
  /** Group insert: records that arrive while an insert is in flight go in the next one. */
  private readonly inserts: InsertGroups<OutboxEntry>;
  /** Entries whose state write is done, waiting for the immediate publish. */
  private readonly publishQueue: OutboxEntry[] = [];
  private publishing?: Promise<void>;
  /** Ids this process recorded and has not marked published yet: the sweep leaves them alone. */
  private readonly inFlight = new Set<string>();

  constructor(private readonly opts: OutboxOptions) {
    this.entries = opts.conn.collection<OutboxEntry>('outbox');
    this.inserts = new InsertGroups(this.entries);
  }

  async init(): Promise<void> {
    await this.entries.createIndex({ status: 1, createdAt: 1 });
  }

  /**
   * Records `events` and runs `write`, which must stamp the event ids into the target document
   * (use `appendEventId`, or `eventIds` as the initial `_events` of a new document). The entries
   * of concurrent calls are inserted together (one store command for a rush), and published
   * after `write` succeeds without reading the target again: this process saw the write land.
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
    for (const e of recorded) this.inFlight.add(e._id);
    let result: T;
    try {
      await this.inserts.insert(recorded);
      result = await write(events.map((e) => e.id));
    } catch (err) {
      for (const e of recorded) this.inFlight.delete(e._id);
      // Refused as a duplicate, the write is settled: nothing of it lands later, so its entries
      // are abandoned now rather than read by every sweep until they are old enough (a rush of
      // "once per key" writes made a sweep of 200 reads a second). Any other failure may still
      // land (a time-out): the sweep decides those.
      if (isDuplicateKey(err)) await this.abandonUnwritten(recorded);
      throw err;
    }
    for (const e of events) await this.opts.afterStateWrite?.(e);
    this.publishQueue.push(...recorded);
    this.publishing ??= this.publishQueued().finally(() => (this.publishing = undefined));
    return result;
  }

  start(): void {
    const every = this.opts.sweepIntervalMs ?? 1000;
    const graceMs = this.opts.sweepGraceMs ?? 3000;
    this.timer = setInterval(() => void this.sweep({ graceMs }), every);
    this.timer.unref();
    void this.sweep();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.publishing;
    await this.sweeping;
  }

  /**
   * One relay pass over pending entries, oldest first, leaving those this process has in flight
   * and those younger than `graceMs` (default 0: all). Never runs twice at once.
   */
  sweep({ graceMs = 0 }: { graceMs?: number } = {}): Promise<void> {
    if (!this.sweeping) {
      this.sweeping = this.sweepOnce(graceMs)
        .catch((err) => this.opts.logger.warn({ err: (err as Error).message }, 'outbox sweep failed'))
        .finally(() => (this.sweeping = undefined));
    }
    return this.sweeping;
  }

  /**
   * The immediate publish: everything queued, in recording order (one connection keeps NATS's
   * order), acknowledged concurrently, then marked published with one update per group.
   * Publishing twice (here and in a sweep) is harmless: JetStream dedupes by msgID.
   */
  private async publishQueued(): Promise<void> {
    while (this.publishQueue.length) {
      const group = this.publishQueue.splice(0, MAX_INSERT_GROUP);
      try {
        const published = await this.publish(group);
        if (published.length) await this.markPublished(published);
        if (published.length < group.length)
          this.opts.logger.warn(
            { failed: group.length - published.length },
            'immediate publish failed; relay will retry',
          );
      } catch (err) {
        this.opts.logger.warn({ err: (err as Error).message }, 'immediate publish failed; relay will retry');
      } finally {
        for (const e of group) this.inFlight.delete(e._id);
      }
    }
  }

  /** Publishes entries concurrently; resolves with those JetStream acknowledged. */
  private async publish(entries: OutboxEntry[]): Promise<OutboxEntry[]> {
    await ensureStream(this.opts.nc, this.opts.producer);
    this.js ??= this.opts.nc.jetstream();
    const js = this.js;
    const cost = currentRequestCost();
    if (cost) cost.publishes += entries.length;
    const outcomes = await Promise.allSettled(
      entries.map((e) => js.publish(e.type, JSON.stringify(e.envelope), { msgID: e._id })),
    );
    const published = entries.filter((_, i) => outcomes[i]!.status === 'fulfilled');
    for (const e of published) this.opts.metrics?.outboxPublished.inc({ type: e.type });
    return published;
  }

  private async markPublished(entries: OutboxEntry[]): Promise<void> {
    // `status` is the filter the store can use an index for; `$in` narrows the pending ones.
    await this.entries.updateMany(
      { status: 'pending', _id: { $in: entries.map((e) => e._id) } },
      { $set: { status: 'published', publishedAt: new Date() } },
    );
  }

  private async sweepOnce(graceMs: number): Promise<void> {
    const settled = Date.now() - graceMs;
    const pending = (
      await this.entries.find({ status: 'pending' }).sort({ createdAt: 1 }).limit(200).toArray()
    ).filter((e) => !this.inFlight.has(e._id) && e.createdAt.getTime() <= settled);
    this.opts.metrics?.outboxPending.set(pending.length);
    const visible: OutboxEntry[] = [];
    for (const entry of pending) if (await this.visibleOrAbandoned(entry)) visible.push(entry);
    if (visible.length) {
      const published = await this.publish(visible);
      if (published.length) await this.markPublished(published);
    }
    if (++this.sweeps % 300 === 0) {
      const cutoff = new Date(Date.now() - (this.opts.retainPublishedMs ?? 24 * 3600_000));
      await this.entries.deleteMany({
        status: { $in: ['published', 'abandoned'] },
        createdAt: { $lt: cutoff },
      });
    }
  }

  /** Marks abandoned each entry whose change is not on its target (one read and one write each). */
  private async abandonUnwritten(entries: readonly OutboxEntry[]): Promise<void> {
    try {
      for (const entry of entries)
        if (!(await this.isVisible(entry)))
          await this.entries.updateOne(
            { _id: entry._id, status: 'pending' },
            { $set: { status: 'abandoned' } },
          );
    } catch (err) {
      this.opts.logger.warn({ err: (err as Error).message }, 'outbox entries left to the sweep');
    }
  }

  private async isVisible(entry: OutboxEntry): Promise<boolean> {
    const coll = this.opts.conn.collection(entry.target.collection);
    const filter = { _id: entry.target.id } as Record<string, unknown>;
    if (entry.target.expect === 'absent')
      return (await coll.findOne(filter, { projection: { _id: 1 } })) === null;
    filter[EVENTS_FIELD] = entry._id;
    return (await coll.findOne(filter, { projection: { _id: 1 } })) !== null;
  }

  /**
   * True when the entry's state change is visible on its target, so it may be published. An
   * entry whose change never happened is marked abandoned once older than `abandonAfterMs`.
   */
  private async visibleOrAbandoned(entry: OutboxEntry): Promise<boolean> {
    if (await this.isVisible(entry)) return true;
    const age = Date.now() - entry.createdAt.getTime();
    if (age > (this.opts.abandonAfterMs ?? 60_000)) {
      await this.entries.updateOne({ _id: entry._id }, { $set: { status: 'abandoned' } });
      this.opts.logger.warn(
        { eventId: entry._id, type: entry.type },
        'outbox entry abandoned: its state change never happened',
      );
    }
    return false;
  }
}
