import type { Connection } from 'mongoose';
import { BuyerProblemCodes, commitmentChangedV1 } from '@marketplace/contracts';
import {
  createEvent,
  HttpProblem,
  SequencedLog,
  type Logger,
  type Outbox,
  type PlannedEntry,
} from '@marketplace/service-kit';
import { decideBatch, type CommitmentChange, type LedgerHead } from '../domain/commitment-batch';
import type { CommittedView } from './committed-view';
import { PRODUCER } from '../config';

export const LEDGER_COLLECTION = 'commitment_ledger';
const HEADS_COLLECTION = 'ledger_heads';
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

interface Pending {
  target: LedgerTarget;
  change: CommitmentChange;
  resolve: (head: LedgerHead) => void;
  reject: (err: unknown) => void;
}

/**
 * The commitment ledger: append-only entries per round product with the running total, written
 * through the kit's SequencedLog (one writer per round product in this process, head cached,
 * group commit: changes that arrive while a write is in flight are decided together and written
 * as one entry; the unique entry `_id` keeps replicas correct). `ledger_heads` keeps a hint of
 * each head for a fast start; the ledger itself is the truth.
 */
export class CommitmentLedger {
  private readonly log: SequencedLog<LedgerHead, LedgerEntry, Pending>;
  /**
   * Told after each entry is written, with the committed total before and after it and the
   * buyers whose changes it carries.
   */
  onTotalChanged?: (target: LedgerTarget, before: number, after: number, buyerIds: string[]) => void;

  constructor(conn: Connection, outbox: Outbox, view: CommittedView, logger: Logger) {
    this.log = new SequencedLog<LedgerHead, LedgerEntry, Pending>({
      conn,
      collection: LEDGER_COLLECTION,
      headsCollection: HEADS_COLLECTION,
      outbox,
      logger,
      now: () => new Date(),
      empty: { seq: 0, total: 0 },
      fold: (_before, entry) => ({ seq: entry.seq, total: entry.total }),
      foldFields: ['total'],
      busyMessage: 'Too many concurrent writers for this product; please try again',
      toHint: ({ seq, total }) => ({ seq, total }),
      fromHint: (hint) => ({ seq: hint.seq as number, total: hint.total as number }),
      take: (queue) => Math.min(queue.length, MAX_BATCH),
      plan: (roundProductId, head, batch) => this.plan(roundProductId, head, batch),
      reject: (batch, err) => batch.forEach((p) => p.reject(err)),
      applied: (roundProductId, head) => view.apply(roundProductId, head),
    });
  }

  /** Loads every head hint into the read view (one pass, no sort). */
  init(): Promise<void> {
    return this.log.init();
  }

  /**
   * Applies one buyer's change. Resolves with the head after the entry that carries it; rejects
   * with a 409 `buyer.max_exceeded` problem (params.remaining) when it would pass max qty.
   */
  commit(target: LedgerTarget, change: CommitmentChange): Promise<LedgerHead> {
    return new Promise<LedgerHead>((resolve, reject) =>
      this.log.push(target.roundProductId, { target, change, resolve, reject }),
    );
  }

  /** Decides a batch against the head (libs-free rule in domain/commitment-batch) and plans its entry. */
  private plan(
    roundProductId: string,
    head: LedgerHead,
    batch: Pending[],
  ): PlannedEntry<LedgerHead, LedgerEntry> | null {
    // The newest request names the limit (an approval may have changed it meanwhile).
    const target = batch.at(-1)!.target;
    const { roundId, maxQty } = target;
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
    if (!accepted.length) {
      settle(head);
      return null;
    }
    const at = new Date();
    return {
      fields: {
        roundId,
        roundProductId,
        total,
        changes: accepted.map((p) => ({ ...p.change, at })),
      },
      events: (seq, changedAt) =>
        accepted.map((p) =>
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
              changedAt: changedAt.toISOString(),
            },
            PRODUCER,
          ),
        ),
      head: (seq) => ({ seq, total }),
      settle: (after) => {
        settle(after);
        this.onTotalChanged?.(
          target,
          head.total,
          total,
          accepted.map((p) => p.change.buyerId),
        );
      },
    };
  }

  /** Every entry of a round product in sequence order, read by exact key (audit and tests). */
  history(roundProductId: string): Promise<LedgerEntry[]> {
    return this.entriesAfter(roundProductId, 0);
  }

  /** The entries of a round product after sequence `seq`, in order, read by exact key. */
  entriesAfter(roundProductId: string, seq: number): Promise<LedgerEntry[]> {
    return this.log.entriesAfter(roundProductId, seq);
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
