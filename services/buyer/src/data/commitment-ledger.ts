import type { Connection } from 'mongoose';
import { BuyerProblemCodes, commitmentChangedV1 } from '@marketplace/contracts';
import { HttpProblem, type Logger } from '@marketplace/service-kit/core';
import {
  createEvent,
  SequencedLog,
  type Outbox,
  type PlannedEntry,
} from '@marketplace/service-kit/messaging';
import {
  decideBatch,
  foldBuyers,
  resolveBuyers,
  type CommitmentChange,
  type CommitmentRequest,
  type LedgerHead,
  type LedgerState,
} from '../domain/commitment-batch';
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
  /** `by`: the process that decided the change (INSTANCE_NAME; absent on entries from before it). */
  changes: Array<CommitmentChange & { at: Date; by?: string }>;
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
  change: CommitmentRequest;
  resolve: (head: LedgerHead) => void;
  reject: (err: unknown) => void;
}

/**
 * The commitment ledger: append-only entries per round product with the running total, written
 * through the kit's SequencedLog (one writer per round product in this process, head cached,
 * group commit: changes that arrive while a write is in flight are decided together and written
 * as one entry; the unique entry `_id` keeps replicas correct). The writer's head also folds each
 * buyer's own committed units, so a change needs no read of the buyer's carts and orders: it is
 * decided against the head every replica agrees on. `ledger_heads` keeps a hint of each head for a
 * fast start; the ledger itself is the truth.
 */
export class CommitmentLedger {
  private readonly log: SequencedLog<LedgerState, LedgerEntry, Pending>;
  /** `instance` names this process in every change it decides (crash recovery reads it). */
  constructor(
    conn: Connection,
    outbox: Outbox,
    view: CommittedView,
    logger: Logger,
    private readonly instance: string,
  ) {
    this.log = new SequencedLog<LedgerState, LedgerEntry, Pending>({
      conn,
      collection: LEDGER_COLLECTION,
      headsCollection: HEADS_COLLECTION,
      keyField: 'roundProductId',
      outbox,
      logger,
      now: () => new Date(),
      empty: { seq: 0, total: 0, buyers: {} },
      fold: (before, entry) => ({
        seq: entry.seq,
        total: entry.total,
        buyers: foldBuyers(before.buyers, entry.changes),
      }),
      foldFields: ['total', 'changes'],
      busyMessage: 'Too many concurrent writers for this product; please try again',
      // Buyers as a list: an id is data, never a field name (and the store keeps no nested arrays).
      toHint: ({ seq, total, buyers }) => ({
        seq,
        total,
        buyers: Object.entries(buyers).map(([buyerId, units]) => ({ buyerId, units })),
      }),
      fromHint: (hint) => ({
        seq: hint.seq as number,
        total: hint.total as number,
        buyers: Object.fromEntries(
          ((hint.buyers as Array<{ buyerId: string; units: number }> | undefined) ?? []).map((b) => [
            b.buyerId,
            b.units,
          ]),
        ),
      }),
      // A hint written before the buyers were folded shows the total, not each buyer's units.
      writableHint: (hint) => Array.isArray(hint.buyers),
      take: (queue) => Math.min(queue.length, MAX_BATCH),
      plan: (roundProductId, head, batch) => this.plan(roundProductId, head, batch),
      reject: (batch, err) => batch.forEach((p) => p.reject(err)),
      applied: (roundProductId, { seq, total }) => view.apply(roundProductId, { seq, total }),
    });
  }

  /** Loads every head hint into the read view (one pass, no sort). */
  init(): Promise<void> {
    return this.log.init();
  }

  /**
   * Applies one buyer's change. Resolves with the head after the entry that carries it; rejects
   * with a 409 `buyer.max_exceeded` problem (params.remaining) when it would pass max qty. Without
   * `buyerCommitted`, the buyer's units after it are their units in the ledger plus the delta.
   */
  commit(target: LedgerTarget, change: CommitmentRequest): Promise<LedgerHead> {
    return new Promise<LedgerHead>((resolve, reject) =>
      this.log.push(target.roundProductId, { target, change, resolve, reject }),
    );
  }

  /** Decides a batch against the head (libs-free rule in domain/commitment-batch) and plans its entry. */
  private plan(
    roundProductId: string,
    head: LedgerState,
    batch: Pending[],
  ): PlannedEntry<LedgerState, LedgerEntry> | null {
    // The newest request names the limit (an approval may have changed it meanwhile).
    const target = batch.at(-1)!.target;
    const { roundId, maxQty } = target;
    const { decisions, total } = decideBatch(
      head,
      maxQty,
      batch.map((p) => p.change),
    );
    const accepted = batch.filter((_, i) => decisions[i]!.accepted);
    const resolved = resolveBuyers(
      head.buyers,
      accepted.map((p) => p.change),
    );
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
        changes: resolved.changes.map((change) => ({ ...change, at, by: this.instance })),
      },
      events: (seq, changedAt) =>
        resolved.changes.map((change) =>
          createEvent(
            commitmentChangedV1,
            {
              roundId,
              roundProductId,
              seq,
              totalCommitted: total,
              buyerId: change.buyerId,
              delta: change.delta,
              buyerCommitted: Math.max(0, change.buyerCommitted),
              reason: change.reason,
              changedAt: changedAt.toISOString(),
            },
            PRODUCER,
          ),
        ),
      head: (seq) => ({ seq, total, buyers: resolved.buyers }),
      settle,
    };
  }

  /** Every entry of a round product in sequence order, in one read by round product (audit and tests). */
  history(roundProductId: string): Promise<LedgerEntry[]> {
    return this.entriesAfter(roundProductId, 0);
  }

  /** The entries of a round product after sequence `seq`, in order, in one read by round product. */
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
