import type { Connection } from 'mongoose';
import type { EventEnvelope } from '@marketplace/contracts';
import { serviceUnavailable } from '../core/problems';
import { isDuplicateKey } from '../store/mongo';
import type { Logger } from '../core/logger';
import type { Outbox } from './outbox';

/** Retries after losing a sequence number to another replica, before giving up with a 503. */
const MAX_CONFLICT_RETRIES = 20;

/** What every entry of a sequenced log carries; `_id` is `<key>:<seq, 12 digits>`. */
export interface SequencedEntry {
  _id: string;
  seq: number;
  at: Date;
  _events: string[];
}

export const sequencedEntryId = (key: string, seq: number) => `${key}:${String(seq).padStart(12, '0')}`;

/** What one write of a batch puts in the log, and how its requests are answered once it is in. */
export interface PlannedEntry<Head, Entry> {
  /** The entry's own fields (its `_id`, `seq`, `at` and `_events` are the log's). */
  fields: Omit<Entry, keyof SequencedEntry>;
  /** Announced with the entry, in the same outbox record. */
  events: (seq: number, at: Date) => EventEnvelope[];
  /** The head once the entry is in, from the head before it. */
  head: (seq: number) => Head;
  /** Answers the batch's requests with the head after the entry. */
  settle: (after: Head) => void;
}

export interface SequencedLogOptions<Head extends { seq: number }, Entry extends SequencedEntry, Request> {
  conn: Connection;
  /** The entries' collection, and the one that keeps a hint of each key's head for a fast start. */
  collection: string;
  headsCollection: string;
  /**
   * The entry field that holds its key (indexed here): a key's entries are read in one equality
   * query on it, which the store filters on its side, instead of one read per entry.
   */
  keyField: keyof Entry & string;
  outbox: Outbox;
  logger: Logger;
  now: () => Date;
  /** A key with no entries yet. */
  empty: Head;
  /** The head after a stored entry, from the head before it (reading forward). */
  fold: (before: Head, entry: Entry) => Head;
  /** The fields `fold` reads (entries can be large; reading forward needs only these). */
  foldFields: ReadonlyArray<keyof Entry & string>;
  /** Said when replicas keep taking each other's sequence numbers (a 503). */
  busyMessage: string;
  /** The hint stored for a head, and the head a hint stands for. */
  toHint: (head: Head) => object;
  fromHint: (hint: Record<string, unknown>) => Head;
  /**
   * Whether a key can be written on from its hint (default yes). One that cannot (a hint of an
   * older shape, missing what the head now folds) is read forward from the first entry instead.
   */
  writableHint?: (hint: Record<string, unknown>) => boolean;
  /** How many of the queued requests go in the next write (at least 1, the first). */
  take: (queue: readonly Request[]) => number;
  /**
   * Decides a batch from the head: the entry to write, or null when every request was answered
   * from the head already (nothing to write).
   */
  plan: (key: string, head: Head, batch: Request[]) => PlannedEntry<Head, Entry> | null;
  /** Fails every request of a batch that could not be written. */
  reject: (batch: Request[], err: unknown) => void;
  /** Told of every head this replica wrote or read (its read views follow). */
  applied?: (key: string, head: Head) => void;
}

interface Writer<Head, Request> {
  head?: Head;
  queue: Request[];
  running: boolean;
  /** The newest head whose hint waits for the one being written (written next; older ones are skipped). */
  nextHint?: Head;
  hintWriting: boolean;
}

/**
 * An append-only log per key with group commit, shared by the buyer's commitment ledger and its
 * rounds' order books. One writer per key in this process caches the key's head; requests that
 * arrive while a write is in flight are decided together from it and written as one entry, with
 * their events in the same outbox record. Several replicas stay correct because the entry `_id`
 * is unique: a replica that loses a sequence number to another reads forward by exact key (never
 * by sorting, which the store cannot serve) and decides again. The heads' hints only speed up a
 * start; the log itself is the truth.
 */
export class SequencedLog<Head extends { seq: number }, Entry extends SequencedEntry, Request> {
  private readonly entries;
  private readonly heads;
  private readonly writers = new Map<string, Writer<Head, Request>>();

  constructor(private readonly opts: SequencedLogOptions<Head, Entry, Request>) {
    this.entries = opts.conn.collection<SequencedEntry>(opts.collection);
    this.heads = opts.conn.collection<{ _id: string }>(opts.headsCollection);
  }

  /** Every key's head hint (one pass, no sort), handed to `applied`; the key field's index. */
  async init(): Promise<void> {
    await this.entries.createIndex({ [this.opts.keyField]: 1 });
    for (const hint of await this.heads.find({}).toArray())
      this.opts.applied?.(hint._id, this.opts.fromHint(hint as Record<string, unknown>));
  }

  /** Queues a request for `key`'s writer; the plan answers it once its entry is written. */
  push(key: string, request: Request): void {
    let writer = this.writers.get(key);
    if (!writer) {
      writer = { queue: [], running: false, hintWriting: false };
      this.writers.set(key, writer);
    }
    writer.queue.push(request);
    void this.drain(key, writer);
  }

  /**
   * The entries of `key` after sequence `seq`, in order: one read of the key's entries by its
   * field (an equality the store filters on its side; a range on `seq` or a sort would run after
   * every row arrived anyway), then filtered and sorted here. A recovery or a seal reading a book
   * of thousands of entries makes one round trip, not thousands.
   */
  async entriesAfter(key: string, seq: number): Promise<Entry[]> {
    const all = (await this.entries
      .find({ [this.opts.keyField]: key } as Record<string, unknown>)
      .toArray()) as unknown as Entry[];
    return all.filter((e) => e.seq > seq).sort((a, b) => a.seq - b.seq);
  }

  private async drain(key: string, writer: Writer<Head, Request>): Promise<void> {
    if (writer.running) return;
    writer.running = true;
    try {
      while (writer.queue.length) {
        const batch = writer.queue.splice(0, Math.max(1, this.opts.take(writer.queue)));
        try {
          await this.write(key, writer, batch);
        } catch (err) {
          // The head may be unknown now (e.g. the database failed mid-write): read it again next time.
          writer.head = undefined;
          this.opts.reject(batch, err);
        }
      }
    } finally {
      writer.running = false;
    }
  }

  private async write(key: string, writer: Writer<Head, Request>, batch: Request[]): Promise<void> {
    writer.head ??= await this.readForward(key, await this.headHint(key));
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const before: Head = writer.head;
      const planned = this.opts.plan(key, before, batch);
      if (!planned) return;
      const seq = before.seq + 1;
      const at = this.opts.now();
      const _id = sequencedEntryId(key, seq);
      const events = planned.events(seq, at);
      try {
        await this.opts.outbox.record(events, { collection: this.opts.collection, id: _id }, (ids) =>
          this.entries.insertOne({ ...planned.fields, _id, seq, at, _events: ids } as SequencedEntry),
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // Another replica took this sequence: catch up by exact keys and decide again.
        writer.head = await this.readForward(key, before);
        continue;
      }
      const after = planned.head(seq);
      writer.head = after;
      this.opts.applied?.(key, after);
      planned.settle(after);
      this.saveHint(key, writer, after);
      return;
    }
    throw serviceUnavailable(this.opts.busyMessage, null);
  }

  /**
   * A hint is only for the next start (reading forward from an older one is still right), so it
   * is written off the answers' path, one at a time per key so it never goes backwards, and only
   * the newest head waiting is written: a rush of entries costs a few hint writes, not one each.
   */
  private saveHint(key: string, writer: Writer<Head, Request>, head: Head): void {
    writer.nextHint = head;
    if (writer.hintWriting) return;
    writer.hintWriting = true;
    void (async () => {
      while (writer.nextHint) {
        const hint = writer.nextHint;
        writer.nextHint = undefined;
        await this.heads
          .replaceOne({ _id: key }, this.opts.toHint(hint), { upsert: true })
          .catch((err: Error) => this.opts.logger.warn({ err: err.message, key }, 'head hint not saved'));
      }
      writer.hintWriting = false;
    })();
  }

  /** Where a writer starts reading forward: its key's hint, or the start of the log. */
  private async headHint(key: string): Promise<Head> {
    const hint = (await this.heads.findOne({ _id: key })) as Record<string, unknown> | null;
    if (!hint || this.opts.writableHint?.(hint) === false) return this.opts.empty;
    return this.opts.fromHint(hint);
  }

  /** From a known head, follows entries seq+1, seq+2 … by exact `_id` until one is missing. */
  private async readForward(key: string, from: Head): Promise<Head> {
    let head = from;
    for (;;) {
      const next = await this.entries.findOne(
        { _id: sequencedEntryId(key, head.seq + 1) },
        { projection: Object.fromEntries(['seq', ...this.opts.foldFields].map((f) => [f, 1])) },
      );
      if (!next) break;
      head = this.opts.fold(head, next as unknown as Entry);
    }
    this.opts.applied?.(key, head);
    return head;
  }
}
