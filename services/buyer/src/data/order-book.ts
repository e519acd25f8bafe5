import type { Connection } from 'mongoose';
import { orderBookChangedV1, ProblemCodes, type OrderedUnits } from '@marketplace/contracts';
import { createEvent, HttpProblem, isDuplicateKey, type Logger, type Outbox } from '@marketplace/service-kit';
import {
  decideBookChanges,
  EMPTY_BOOK,
  headAfter,
  type BookChange,
  type BookDecision,
  type BookHead,
} from '../domain/order-book';
import { PRODUCER } from '../config';

export const ORDER_BOOK_COLLECTION = 'order_book';
const HEADS_COLLECTION = 'order_book_heads';
/** Retries after losing a sequence number to another replica, before giving up with a 503. */
const MAX_CONFLICT_RETRIES = 20;
/** Upper bound of changes decided and written as one entry. */
const MAX_BATCH = 500;

type EntryKind = 'orders' | 'sealed' | 'reopened';

/** One append-only entry of a round's book. */
export interface OrderBookEntry {
  /** `<roundId>:<seq, 12 digits>`: the store's unique `_id` decides who gets a sequence. */
  _id: string;
  roundId: string;
  seq: number;
  kind: EntryKind;
  /** The changes taken in this entry (none for a seal or a reopening). */
  changes: Array<
    Extract<BookChange, { kind: 'remove' }> | Omit<Extract<BookChange, { kind: 'place' }>, 'closeAt'>
  >;
  /** Units in orders per round product after this entry. */
  ordered: OrderedUnits[];
  at: Date;
  _events: string[];
}

export const orderBookEntryId = (roundId: string, seq: number) =>
  `${roundId}:${String(seq).padStart(12, '0')}`;

const toUnits = (ordered: Record<string, number>): OrderedUnits[] =>
  Object.entries(ordered).map(([roundProductId, units]) => ({ roundProductId, units }));
const fromUnits = (ordered: readonly OrderedUnits[]): Record<string, number> =>
  Object.fromEntries(ordered.map((o) => [o.roundProductId, o.units]));

/** The hint of a round's head kept for a fast start. */
interface HeadHint {
  _id: string;
  seq: number;
  ordered: OrderedUnits[];
  sealed: { seq: number; ordered: OrderedUnits[] } | null;
}

const fromHint = (hint: HeadHint): BookHead => ({
  seq: hint.seq,
  ordered: fromUnits(hint.ordered),
  sealed: hint.sealed ? { seq: hint.sealed.seq, ordered: fromUnits(hint.sealed.ordered) } : null,
});

type Pending =
  | { op: 'change'; change: BookChange; resolve: (d: BookDecision) => void; reject: (e: unknown) => void }
  | { op: 'seal' | 'reopen'; resolve: (head: BookHead) => void; reject: (e: unknown) => void };

interface RoundWriter {
  roundId: string;
  head?: BookHead;
  queue: Pending[];
  running: boolean;
  hints: Promise<void>;
}

/**
 * The order books of rounds (issue 39): per round, an append-only log of the units in placed
 * orders, written by one writer per round in this process with the head cached and group commit
 * (changes that arrive while a write is in flight go in one entry). The seal at the deadline is an
 * entry of its own: every placement either took a sequence before it (counted at the close) or is
 * refused, whatever replica served it, because the entry `_id` is unique and a writer that loses a
 * sequence reads forward by exact key before deciding again.
 *
 * `order_book_heads` keeps a hint of each head for a fast start; the log itself is the truth.
 */
export class OrderBook {
  private readonly entries;
  private readonly heads;
  private readonly writers = new Map<string, RoundWriter>();
  /** The newest head of every round this replica knows (its writes and other replicas' events). */
  private readonly known = new Map<string, BookHead>();
  /** Round product ids are unique across rounds: the units in orders of each, from `known`. */
  private readonly byProduct = new Map<string, number>();

  constructor(
    conn: Connection,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
    private readonly now: () => Date,
  ) {
    this.entries = conn.collection<OrderBookEntry>(ORDER_BOOK_COLLECTION);
    this.heads = conn.collection<HeadHint>(HEADS_COLLECTION);
  }

  /** Loads every head hint (one pass, no sort): the ordered units reads show from the start. */
  async init(): Promise<void> {
    for (const hint of await this.heads.find({}).toArray()) this.apply(hint._id, fromHint(hint));
  }

  /** Takes a head seen elsewhere (another replica's event): the highest sequence wins. */
  apply(roundId: string, head: BookHead): void {
    const known = this.known.get(roundId);
    if (known && head.seq <= known.seq) return;
    this.known.set(roundId, head);
    for (const [roundProductId, units] of Object.entries(head.ordered))
      this.byProduct.set(roundProductId, units);
  }

  /** Units in orders of a round product now, as this replica knows them (for display). */
  orderedUnits(roundProductId: string): number {
    return this.byProduct.get(roundProductId) ?? 0;
  }

  /** A change to the book: resolves with its decision once the entry that carries it is written. */
  change(roundId: string, change: BookChange): Promise<BookDecision> {
    return new Promise((resolve, reject) => this.enqueue(roundId, { op: 'change', change, resolve, reject }));
  }

  /**
   * Seals the round's book: no placement is taken after it. Resolves with the head, whose `sealed`
   * holds the units that counted; a round already sealed answers its seal's figures.
   */
  seal(roundId: string): Promise<BookHead> {
    return new Promise((resolve, reject) => this.enqueue(roundId, { op: 'seal', resolve, reject }));
  }

  /** The round's deadline moved ("extend once"): placements are taken again until the next seal. */
  reopen(roundId: string): Promise<BookHead> {
    return new Promise((resolve, reject) => this.enqueue(roundId, { op: 'reopen', resolve, reject }));
  }

  private enqueue(roundId: string, pending: Pending): void {
    let writer = this.writers.get(roundId);
    if (!writer) {
      writer = { roundId, queue: [], running: false, hints: Promise.resolve() };
      this.writers.set(roundId, writer);
    }
    writer.queue.push(pending);
    void this.drain(writer);
  }

  private async drain(writer: RoundWriter): Promise<void> {
    if (writer.running) return;
    writer.running = true;
    try {
      while (writer.queue.length) {
        // A seal or reopening is an entry of its own; changes before it are written together.
        const first = writer.queue[0]!;
        let take = 1;
        if (first.op === 'change')
          while (take < writer.queue.length && take < MAX_BATCH && writer.queue[take]!.op === 'change')
            take++;
        const batch = writer.queue.splice(0, take);
        try {
          await this.writeBatch(writer, batch);
        } catch (err) {
          writer.head = undefined;
          for (const p of batch) p.reject(err);
        }
      }
    } finally {
      writer.running = false;
    }
  }

  private async writeBatch(writer: RoundWriter, batch: Pending[]): Promise<void> {
    const { roundId } = writer;
    writer.head ??= await this.readForward(roundId, await this.headHint(roundId));
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const head: BookHead = writer.head;
      const planned = this.plan(head, batch);
      if (!planned) return; // nothing to write: every request was answered from the head
      const { kind, ordered, changes, settle } = planned;
      const seq = head.seq + 1;
      const at = this.now();
      const entry: Omit<OrderBookEntry, '_events'> = {
        _id: orderBookEntryId(roundId, seq),
        roundId,
        seq,
        kind,
        changes,
        ordered: toUnits(ordered),
        at,
      };
      const event = createEvent(
        orderBookChangedV1,
        {
          roundId,
          seq,
          ordered: entry.ordered,
          sealed: kind === 'sealed' || (kind === 'orders' && !!head.sealed),
          changedAt: at.toISOString(),
        },
        PRODUCER,
      );
      try {
        await this.outbox.record([event], { collection: ORDER_BOOK_COLLECTION, id: entry._id }, (ids) =>
          this.entries.insertOne({ ...entry, _events: ids }),
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        // Another replica took this sequence: catch up by exact keys and decide again.
        writer.head = await this.readForward(roundId, head);
        continue;
      }
      const after = headAfter(head, { seq, kind, ordered });
      writer.head = after;
      this.apply(roundId, after);
      settle(after);
      writer.hints = writer.hints.then(() =>
        this.heads
          .replaceOne(
            { _id: roundId },
            {
              seq,
              ordered: toUnits(after.ordered),
              sealed: after.sealed ? { seq: after.sealed.seq, ordered: toUnits(after.sealed.ordered) } : null,
            },
            { upsert: true },
          )
          .then(
            () => undefined,
            (err: Error) => this.logger.warn({ err: err.message, roundId }, 'order book head hint not saved'),
          ),
      );
      return;
    }
    throw new HttpProblem(
      503,
      ProblemCodes.unavailable,
      'Service Unavailable',
      'Too many concurrent writers for this round; please try again',
    );
  }

  /**
   * What the batch writes from `head`: the entry's kind, totals and changes, and how each request
   * is answered once it is written. Null when nothing needs writing (all answered now).
   */
  private plan(head: BookHead, batch: Pending[]) {
    const first = batch[0]!;
    if (first.op === 'seal' || first.op === 'reopen') {
      const already = first.op === 'seal' ? !!head.sealed : !head.sealed;
      if (already) {
        first.resolve(head);
        return null;
      }
      return {
        kind: first.op === 'seal' ? ('sealed' as const) : ('reopened' as const),
        ordered: head.ordered,
        changes: [],
        settle: (after: BookHead) => first.resolve(after),
      };
    }
    const requests = batch as Array<Extract<Pending, { op: 'change' }>>;
    const { decisions, ordered } = decideBookChanges(
      head,
      requests.map((p) => p.change),
      this.now(),
    );
    const taken = requests.filter((_, i) => decisions[i]!.accepted);
    const answer = () => requests.forEach((p, i) => p.resolve(decisions[i]!));
    if (!taken.length) {
      answer();
      return null;
    }
    return {
      kind: 'orders' as const,
      ordered,
      changes: taken.map(({ change }) => {
        if (change.kind === 'remove') return change;
        const { closeAt: _closeAt, ...placed } = change;
        return placed;
      }),
      settle: () => answer(),
    };
  }

  private async headHint(roundId: string): Promise<BookHead> {
    const hint = await this.heads.findOne({ _id: roundId });
    return hint ? fromHint(hint) : EMPTY_BOOK;
  }

  /** From a known head, follows entries seq+1, seq+2 … by exact `_id` until one is missing. */
  private async readForward(roundId: string, from: BookHead): Promise<BookHead> {
    let head = from;
    for (;;) {
      const next = await this.entries.findOne({ _id: orderBookEntryId(roundId, head.seq + 1) });
      if (!next) break;
      head = headAfter(head, { seq: next.seq, kind: next.kind, ordered: fromUnits(next.ordered) });
    }
    this.apply(roundId, head);
    return head;
  }

  /** Every entry of a round's book in sequence order, read by exact key (audit and tests). */
  history(roundId: string): Promise<OrderBookEntry[]> {
    return this.entriesAfter(roundId, 0);
  }

  /** The rounds this replica knows a book of (hints at start, writes, others' events). */
  roundIds(): string[] {
    return [...this.known.keys()];
  }

  /** The entries of a round's book after sequence `seq`, in order, read by exact key. */
  async entriesAfter(roundId: string, seq: number): Promise<OrderBookEntry[]> {
    const out: OrderBookEntry[] = [];
    for (let next = seq + 1; ; next++) {
      const entry = await this.entries.findOne({ _id: orderBookEntryId(roundId, next) });
      if (!entry) return out;
      out.push(entry);
    }
  }
}
