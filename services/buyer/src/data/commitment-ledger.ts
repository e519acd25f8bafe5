import type { Connection } from 'mongoose';
import { BuyerProblemCodes, commitmentChangedV1, ProblemCodes } from '@marketplace/contracts';
import { createEvent, HttpProblem, isDuplicateKey, type Logger, type Outbox } from '@marketplace/service-kit';
import { decideBatch, type CommitmentChange, type LedgerHead } from '../domain/commitment-batch';
import type { CommittedView } from './committed-view';
import { PRODUCER } from '../config';

export const LEDGER_COLLECTION = 'commitment_ledger';
const HEADS_COLLECTION = 'ledger_heads';
/** Retries after losing a sequence number to another replica, before giving up with a 503. */
const MAX_CONFLICT_RETRIES = 20;
/** Upper bound of changes decided and written as one entry. */
const MAX_BATCH = 1000;

/** One append-only entry: the changes decided together and the committed total after them. */
export interface LedgerEntry {
  /** `<roundProductId>:<seq, 12 digits>`: the backend's unique `_id` decides who gets a sequence. */
  _id: string;
  roundId: string;
  roundProductId: string;
  seq: number;
  total: number;
  changes: Array<CommitmentChange & { at: Date }>;
  at: Date;
  _events: string[];
}

/** Where a change goes: the round product and its limit (null: no max). */
export interface LedgerTarget {
  roundId: string;
  roundProductId: string;
  maxQty: number | null;
}

export const ledgerEntryId = (roundProductId: string, seq: number) =>
  `${roundProductId}:${String(seq).padStart(12, '0')}`;

interface Pending {
  change: CommitmentChange;
  resolve: (head: LedgerHead) => void;
  reject: (err: unknown) => void;
}

interface ProductWriter {
  target: LedgerTarget;
  head?: LedgerHead;
  queue: Pending[];
  running: boolean;
  /** The head hints being written, in order. */
  hints: Promise<void>;
}

/**
 * The commitment ledger: append-only entries per round product with the running total, written
 * by one writer per round product in this process, with the head cached and group commit
 * (changes that arrive while a write is in flight are decided together and written as one entry).
 *
 * Several replicas stay correct because the entry `_id` is unique: a replica that loses a
 * sequence number to another reads forward by exact key (never by sorting) and decides again.
 * `ledger_heads` keeps a hint of each head for a fast start; the ledger itself is the truth.
 */
export class CommitmentLedger {
  private readonly entries;
  private readonly heads;
  private readonly writers = new Map<string, ProductWriter>();
  /**
   * Told after each entry is written, with the committed total before and after it and the
   * buyers whose changes it carries (their carts may not be written yet when this is called).
   */
  onTotalChanged?: (target: LedgerTarget, before: number, after: number, buyerIds: string[]) => void;

  constructor(
    conn: Connection,
    private readonly outbox: Outbox,
    private readonly view: CommittedView,
    private readonly logger: Logger,
  ) {
    this.entries = conn.collection<LedgerEntry>(LEDGER_COLLECTION);
    this.heads = conn.collection<{ _id: string; seq: number; total: number }>(HEADS_COLLECTION);
  }

  /** Loads every head hint into the read view (one pass, no sort). */
  async init(): Promise<void> {
    for (const hint of await this.heads.find({}).toArray())
      this.view.apply(hint._id, { seq: hint.seq, total: hint.total });
  }

  /**
   * Applies one buyer's change. Resolves with the head after the entry that carries it; rejects
   * with a 409 `buyer.max_exceeded` problem (params.remaining) when it would pass max qty.
   */
  commit(target: LedgerTarget, change: CommitmentChange): Promise<LedgerHead> {
    let writer = this.writers.get(target.roundProductId);
    if (!writer) {
      writer = { target, queue: [], running: false, hints: Promise.resolve() };
      this.writers.set(target.roundProductId, writer);
    }
    writer.target = target;
    const done = new Promise<LedgerHead>((resolve, reject) => writer.queue.push({ change, resolve, reject }));
    void this.drain(writer);
    return done;
  }

  private async drain(writer: ProductWriter): Promise<void> {
    if (writer.running) return;
    writer.running = true;
    try {
      while (writer.queue.length) {
        const batch = writer.queue.splice(0, MAX_BATCH);
        try {
          await this.writeBatch(writer, batch);
        } catch (err) {
          // The head may be unknown now (e.g. the database failed mid-write): read it again next time.
          writer.head = undefined;
          for (const p of batch) p.reject(err);
        }
      }
    } finally {
      writer.running = false;
    }
  }

  private async writeBatch(writer: ProductWriter, batch: Pending[]): Promise<void> {
    const { roundId, roundProductId, maxQty } = writer.target;
    writer.head ??= await this.readForward(roundProductId, await this.headHint(roundProductId));
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const head: LedgerHead = writer.head;
      const { decisions, total } = decideBatch(
        head,
        maxQty,
        batch.map((p) => p.change),
      );
      const accepted = batch.filter((_, i) => decisions[i]!.accepted);
      const settle = (after: LedgerHead) =>
        batch.forEach((p, i) => {
          const decision = decisions[i]!;
          if (decision.accepted) p.resolve(after);
          else p.reject(maxExceeded(decision.remaining));
        });
      if (!accepted.length) return settle(head);

      const seq = head.seq + 1;
      const at = new Date();
      const entry: Omit<LedgerEntry, '_events'> = {
        _id: ledgerEntryId(roundProductId, seq),
        roundId,
        roundProductId,
        seq,
        total,
        changes: accepted.map((p) => ({ ...p.change, at })),
        at,
      };
      const events = accepted.map((p) =>
        createEvent(
          commitmentChangedV1,
          {
            roundId,
            roundProductId,
            seq,
            totalCommitted: total,
            buyerId: p.change.buyerId,
            delta: p.change.delta,
            buyerCommitted: Math.max(0, p.change.buyerCommitted),
            reason: p.change.reason,
            changedAt: at.toISOString(),
          },
          PRODUCER,
        ),
      );
      try {
        await this.outbox.record(events, { collection: LEDGER_COLLECTION, id: entry._id }, (ids) =>
          this.entries.insertOne({ ...entry, _events: ids }),
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // Another replica took this sequence: catch up by exact keys and decide again.
        writer.head = await this.readForward(roundProductId, head);
        continue;
      }
      const after = { seq, total };
      writer.head = after;
      this.view.apply(roundProductId, after);
      settle(after);
      this.onTotalChanged?.(
        writer.target,
        head.total,
        total,
        accepted.map((p) => p.change.buyerId),
      );
      // Only a hint for the next start (the ledger is the truth): written off the answers' path,
      // one after another per product so a hint never goes backwards.
      writer.hints = writer.hints.then(() =>
        this.heads.replaceOne({ _id: roundProductId }, { seq, total }, { upsert: true }).then(
          () => undefined,
          (err: Error) => this.logger.warn({ err: err.message, roundProductId }, 'head hint not saved'),
        ),
      );
      return;
    }
    throw new HttpProblem(
      503,
      ProblemCodes.unavailable,
      'Service Unavailable',
      'Too many concurrent writers for this product; please try again',
    );
  }

  private async headHint(roundProductId: string): Promise<LedgerHead> {
    const hint = await this.heads.findOne({ _id: roundProductId });
    return hint ? { seq: hint.seq, total: hint.total } : { seq: 0, total: 0 };
  }

  /** From a known head, follows entries seq+1, seq+2 … by exact `_id` until one is missing. */
  private async readForward(roundProductId: string, from: LedgerHead): Promise<LedgerHead> {
    let head = from;
    for (;;) {
      const next = await this.entries.findOne(
        { _id: ledgerEntryId(roundProductId, head.seq + 1) },
        { projection: { seq: 1, total: 1 } },
      );
      if (!next) break;
      head = { seq: next.seq, total: next.total };
    }
    this.view.apply(roundProductId, head);
    return head;
  }

  /** Every entry of a round product in sequence order, read by exact key (audit and tests). */
  history(roundProductId: string): Promise<LedgerEntry[]> {
    return this.entriesAfter(roundProductId, 0);
  }

  /** The entries of a round product after sequence `seq`, in order, read by exact key. */
  async entriesAfter(roundProductId: string, seq: number): Promise<LedgerEntry[]> {
    const out: LedgerEntry[] = [];
    for (let next = seq + 1; ; next++) {
      const entry = await this.entries.findOne({ _id: ledgerEntryId(roundProductId, next) });
      if (!entry) return out;
      out.push(entry);
    }
  }
}

export function maxExceeded(remaining: number): HttpProblem {
  return new HttpProblem(
    409,
    BuyerProblemCodes.maxExceeded,
    'Conflict',
    `Only ${remaining} units left`,
    undefined,
    undefined,
    { remaining },
  );
}
