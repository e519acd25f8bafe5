import type { Connection } from 'mongoose';
import { orderBookChangedV1, type OrderedUnits } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit/core';
import { isNewerVersion } from '@marketplace/service-kit/store';
import {
  createEvent,
  SequencedLog,
  type Outbox,
  type PlannedEntry,
} from '@marketplace/service-kit/messaging';
import {
  bookAtSeal,
  decideBookChanges,
  EMPTY_BOOK,
  type BookAtSeal,
  headAfter,
  type BookChange,
  type BookDecision,
  type BookHead,
  type BookItem,
} from '../domain/order-book';
import { PRODUCER } from '../config';

export const ORDER_BOOK_COLLECTION = 'order_book';
const HEADS_COLLECTION = 'order_book_heads';
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
    | Extract<BookChange, { kind: 'remove' | 'unhold' }>
    | Omit<Extract<BookChange, { kind: 'place' }>, 'closeAt'>
    | Omit<Extract<BookChange, { kind: 'hold' }>, 'closeAt'>
    | Omit<Extract<BookChange, { kind: 'flex' }>, 'closeAt'>
  >;
  /** Units in orders per round product after this entry. */
  ordered: OrderedUnits[];
  /** Flexible units offered in orders per round product after this entry (absent on entries written before flex). */
  flex?: OrderedUnits[];
  /** Units in orders waiting for their company per round product after this entry (absent before buying teams). */
  held?: OrderedUnits[];
  at: Date;
  _events: string[];
}

const toUnits = (ordered: Record<string, number>): OrderedUnits[] =>
  Object.entries(ordered).map(([roundProductId, units]) => ({ roundProductId, units }));
const fromUnits = (ordered: readonly OrderedUnits[] | undefined): Record<string, number> =>
  Object.fromEntries((ordered ?? []).map((o) => [o.roundProductId, o.units]));

/** The hint of a round's head kept for a fast start. */
interface HeadHint {
  _id: string;
  seq: number;
  ordered: OrderedUnits[];
  flex?: OrderedUnits[];
  held?: OrderedUnits[];
  sealed: { seq: number; ordered: OrderedUnits[]; flex?: OrderedUnits[] } | null;
}

const fromHint = (hint: HeadHint): BookHead => ({
  seq: hint.seq,
  ordered: fromUnits(hint.ordered),
  flex: fromUnits(hint.flex),
  held: fromUnits(hint.held),
  sealed: hint.sealed
    ? { seq: hint.sealed.seq, ordered: fromUnits(hint.sealed.ordered), flex: fromUnits(hint.sealed.flex) }
    : null,
});

type Pending =
  | { op: 'change'; change: BookChange; resolve: (d: BookDecision) => void; reject: (e: unknown) => void }
  | { op: 'seal' | 'reopen'; resolve: (head: BookHead) => void; reject: (e: unknown) => void };

/**
 * The order books of rounds: per round, an append-only log of the units in placed
 * orders, written through the kit's SequencedLog (one writer per round in this process, head
 * cached, group commit). The seal at the deadline is an entry of its own: every placement either
 * took a sequence before it (counted at the close) or is refused, whatever replica served it,
 * because the entry `_id` is unique and a writer that loses a sequence reads forward by exact key
 * before deciding again.
 */
export class OrderBook {
  private readonly log: SequencedLog<BookHead, OrderBookEntry, Pending>;
  /** The newest head of every round this replica knows (its writes and other replicas' events). */
  private readonly known = new Map<string, BookHead>();
  /** Round product ids are unique across rounds: the units in orders of each, from `known`. */
  private readonly byProduct = new Map<string, number>();
  private readonly flexByProduct = new Map<string, number>();
  private readonly heldByProduct = new Map<string, number>();
  /**
   * Told after this replica writes an entry of orders: the units in orders per round product
   * before and after it, and the placements it carries (whose orders may not be stored yet).
   */
  onOrderedChanged?: (
    roundId: string,
    before: Readonly<Record<string, number>>,
    after: Readonly<Record<string, number>>,
    placed: ReadonlyArray<{ buyerId: string; items: readonly BookItem[] }>,
  ) => void;

  constructor(
    conn: Connection,
    outbox: Outbox,
    logger: Logger,
    private readonly now: () => Date,
  ) {
    this.log = new SequencedLog<BookHead, OrderBookEntry, Pending>({
      conn,
      collection: ORDER_BOOK_COLLECTION,
      headsCollection: HEADS_COLLECTION,
      keyField: 'roundId',
      outbox,
      logger,
      now,
      empty: EMPTY_BOOK,
      fold: (before, entry) =>
        headAfter(before, {
          seq: entry.seq,
          kind: entry.kind,
          ordered: fromUnits(entry.ordered),
          flex: fromUnits(entry.flex),
          held: fromUnits(entry.held),
        }),
      foldFields: ['kind', 'ordered', 'flex', 'held'],
      busyMessage: 'Too many concurrent writers for this round; please try again',
      toHint: (head) => ({
        seq: head.seq,
        ordered: toUnits(head.ordered),
        flex: toUnits(head.flex),
        held: toUnits(head.held),
        sealed: head.sealed
          ? {
              seq: head.sealed.seq,
              ordered: toUnits(head.sealed.ordered),
              flex: toUnits(head.sealed.flex ?? {}),
            }
          : null,
      }),
      fromHint: (hint) => fromHint(hint as unknown as HeadHint),
      // A seal or reopening is an entry of its own; changes before it are written together.
      take: (queue) => {
        if (queue[0]!.op !== 'change') return 1;
        let take = 1;
        while (take < queue.length && take < MAX_BATCH && queue[take]!.op === 'change') take++;
        return take;
      },
      plan: (roundId, head, batch) => this.plan(roundId, head, batch),
      reject: (batch, err) => batch.forEach((p) => p.reject(err)),
      applied: (roundId, head) => this.apply(roundId, head),
    });
  }

  /** Loads every head hint (one pass, no sort): the ordered units reads show from the start. */
  async init(): Promise<void> {
    await this.log.init();
  }

  /** Takes a head seen elsewhere (another replica's event): the highest sequence wins. */
  apply(roundId: string, head: BookHead): void {
    const known = this.known.get(roundId);
    if (!isNewerVersion(known?.seq, head.seq)) return;
    this.known.set(roundId, head);
    for (const [roundProductId, units] of Object.entries(head.ordered))
      this.byProduct.set(roundProductId, units);
    for (const [roundProductId, units] of Object.entries(head.flex ?? {}))
      this.flexByProduct.set(roundProductId, units);
    for (const [roundProductId, units] of Object.entries(head.held ?? {}))
      this.heldByProduct.set(roundProductId, units);
  }

  /**
   * The units in orders per round product when the round's book was sealed (what its close was
   * decided on), or null while it is not sealed.
   */
  sealedUnits(roundId: string): Readonly<Record<string, number>> | null {
    return this.known.get(roundId)?.sealed?.ordered ?? null;
  }

  /** The flexible units offered per round product when the round's book was sealed. */
  sealedFlex(roundId: string): Readonly<Record<string, number>> {
    return this.known.get(roundId)?.sealed?.flex ?? {};
  }

  /** Units in orders of a round product now, as this replica knows them (for display). */
  orderedUnits(roundProductId: string): number {
    return this.byProduct.get(roundProductId) ?? 0;
  }

  /** Flexible units offered in orders of a round product now (for display). */
  flexUnits(roundProductId: string): number {
    return this.flexByProduct.get(roundProductId) ?? 0;
  }

  /** Units of a round product in orders waiting for their company's approval now (for display). */
  heldUnits(roundProductId: string): number {
    return this.heldByProduct.get(roundProductId) ?? 0;
  }

  /**
   * The round's book at its last seal: units in orders and the flexible units standing, earliest
   * order first; null while it is not sealed. Read from the book's entries up to the
   * seal, so the seal's answer and the close's call-in read the same, on any replica.
   */
  async atSeal(roundId: string): Promise<BookAtSeal | null> {
    const entries = await this.history(roundId);
    return bookAtSeal(entries.map((e) => ({ ...e, ordered: fromUnits(e.ordered) })));
  }

  /** A change to the book: resolves with its decision once the entry that carries it is written. */
  change(roundId: string, change: BookChange): Promise<BookDecision> {
    return new Promise((resolve, reject) =>
      this.log.push(roundId, { op: 'change', change, resolve, reject }),
    );
  }

  /**
   * Seals the round's book: no placement is taken after it. Resolves with the head, whose `sealed`
   * holds the units that counted; a round already sealed answers its seal's figures.
   */
  seal(roundId: string): Promise<BookHead> {
    return new Promise((resolve, reject) => this.log.push(roundId, { op: 'seal', resolve, reject }));
  }

  /** The round's deadline moved ("extend once"): placements are taken again until the next seal. */
  reopen(roundId: string): Promise<BookHead> {
    return new Promise((resolve, reject) => this.log.push(roundId, { op: 'reopen', resolve, reject }));
  }

  /**
   * What the batch writes from `head`: the entry's kind, totals and changes, and how each request
   * is answered once it is written. Null when nothing needs writing (all answered now).
   */
  private plan(
    roundId: string,
    head: BookHead,
    batch: Pending[],
  ): PlannedEntry<BookHead, OrderBookEntry> | null {
    const first = batch[0]!;
    if (first.op === 'seal' || first.op === 'reopen') {
      const already = first.op === 'seal' ? !!head.sealed : !head.sealed;
      if (already) {
        first.resolve(head);
        return null;
      }
      const kind = first.op === 'seal' ? ('sealed' as const) : ('reopened' as const);
      return this.entry(roundId, head, kind, head, [], (after) => first.resolve(after));
    }
    const requests = batch as Array<Extract<Pending, { op: 'change' }>>;
    const totals = decideBookChanges(
      head,
      requests.map((p) => p.change),
      this.now(),
    );
    const { decisions } = totals;
    const answer = () => requests.forEach((p, i) => p.resolve(decisions[i]!));
    const taken = requests.filter((_, i) => decisions[i]!.accepted);
    if (!taken.length) {
      answer();
      return null;
    }
    const changes = taken.map(({ change }): OrderBookEntry['changes'][number] => {
      if (change.kind === 'remove' || change.kind === 'unhold') return change;
      const { closeAt: _closeAt, ...taken } = change;
      return taken;
    });
    const placed = taken.flatMap(({ change }) => (change.kind === 'place' ? [change] : []));
    return this.entry(roundId, head, 'orders', totals, changes, () => {
      answer();
      this.onOrderedChanged?.(roundId, head.ordered, totals.ordered, placed);
    });
  }

  private entry(
    roundId: string,
    head: BookHead,
    kind: EntryKind,
    totals: Pick<BookHead, 'ordered' | 'flex' | 'held'>,
    changes: OrderBookEntry['changes'],
    settle: (after: BookHead) => void,
  ): PlannedEntry<BookHead, OrderBookEntry> {
    const { ordered, flex, held } = totals;
    const units = { ordered: toUnits(ordered), flex: toUnits(flex), held: toUnits(held) };
    return {
      fields: { roundId, kind, changes, ...units },
      events: (seq, at) => [
        createEvent(
          orderBookChangedV1,
          {
            roundId,
            seq,
            ...units,
            sealed: kind === 'sealed' || (kind === 'orders' && !!head.sealed),
            changedAt: at.toISOString(),
          },
          PRODUCER,
        ),
      ],
      head: (seq) => headAfter(head, { seq, kind, ordered, flex, held }),
      settle,
    };
  }

  /**
   * Every entry of a round's book in sequence order, in one read by round (an equality the store
   * filters on its side): the seal reads the whole book, and one read per entry made a book of
   * thousands of flex changes outlast the close's budget, and every retry of it.
   */
  history(roundId: string): Promise<OrderBookEntry[]> {
    return this.log.entriesAfter(roundId, 0);
  }

  /** The rounds this replica knows a book of (hints at start, writes, others' events). */
  roundIds(): string[] {
    return [...this.known.keys()];
  }

  /** The entries of a round's book after sequence `seq`, in order, in one read by round. */
  entriesAfter(roundId: string, seq: number): Promise<OrderBookEntry[]> {
    return this.log.entriesAfter(roundId, seq);
  }
}
