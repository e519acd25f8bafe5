import type { Connection } from 'mongoose';
import { roundFreightSplitV1, type RoundFreightSplit } from '@marketplace/contracts';
import { roundFreightShares, type FreightBasisName } from '@marketplace/domain';
import type { Logger } from '@marketplace/service-kit/core';
import { createEvent, type Outbox } from '@marketplace/service-kit/messaging';
import { CoalescedRuns } from '@marketplace/service-kit/runtime';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { PRODUCER } from '../config';
import type { OrderModel } from './order.model';
import type { RoundCatalogue } from './round-catalogue';

/** A round's freight as split over its orders: each sharing order's amount, by order id. */
export interface FreightSplit {
  basis: FreightBasisName;
  shares: ReadonlyMap<string, number>;
}

/** The stored split of one round (`_id` the round's id), with the outbox stamp of its event. */
interface FreightSplitDoc extends Omit<RoundFreightSplit, 'id' | 'roundId'> {
  _id: string;
  _events?: string[];
}

/** Tries at writing a split when another replica wrote the round's split in between. */
const DECIDE_ATTEMPTS = 5;

class StaleSplit extends Error {}

/**
 * Each round's freight split over its orders, decided here and only here: this service owns the
 * orders, so it splits the round's freight cost over the standing ones (libs/domain
 * `roundFreightShares`) whenever they change, stores the split (`freight_splits`, one document per
 * round) and announces it (`buyer.round.freight-split.v1`), so the admin's order list shows the same
 * cents without reading a round's orders or splitting them again.
 *
 * Every order write that may move a share (`settleOrder`) asks for a new split of its round. The
 * split reads all the round's orders, so a rush of orders is coalesced (`CoalescedRuns`): at
 * most one split of a round runs at a time and one waits behind it for every change made meanwhile.
 * Replicas write by version, each split read after the version it replaces, so the last split
 * written has seen every order written before it was asked for. A reader of this replica waits for
 * the splits its own writes asked for (`of`): a buyer sees their order's share right away.
 */
export class FreightSplits {
  private readonly splits;
  private readonly runs = new CoalescedRuns((roundId) => this.decide(roundId));

  constructor(
    conn: Connection,
    private readonly outbox: Outbox,
    private readonly orders: OrderModel,
    private readonly catalogue: RoundCatalogue,
    private readonly logger: Logger,
  ) {
    this.splits = conn.collection<FreightSplitDoc>('freight_splits');
  }

  /**
   * An order of the round changed (placed, decided, revised, cancelled): a round with a freight
   * cost is split again, off the caller's path; `of` waits for it.
   */
  orderChanged(roundId: string): void {
    if (this.catalogue.get(roundId)?.freightCost) this.requestSplit(roundId);
  }

  /**
   * The round's own figures changed (its freight cost, basis or measures): split again, to none
   * when its cost went; off the caller's path too.
   */
  roundChanged(roundId: string): void {
    this.requestSplit(roundId);
  }

  /**
   * The round's split as this replica's writes left it (waiting for the splits they asked for);
   * a round without a freight cost has none. A round never split (its orders came before splits
   * were kept) is split now.
   */
  async of(roundId: string): Promise<FreightSplit | null> {
    if (!this.catalogue.get(roundId)?.freightCost) return null;
    await this.runs.settled(roundId);
    let stored = await this.splits.findOne({ _id: roundId });
    if (!stored) {
      await this.runs.request(roundId);
      stored = await this.splits.findOne({ _id: roundId });
    }
    if (!stored?.freightCost) return null;
    return { basis: stored.basis, shares: new Map(Object.entries(stored.shares)) };
  }

  /** The rounds with a freight cost that have no split yet are split (once, at start). */
  async splitUnsplit(roundIds: readonly string[]): Promise<number> {
    const withFreight = roundIds.filter((id) => this.catalogue.get(id)?.freightCost);
    if (!withFreight.length) return 0;
    const stored = new Set(
      (await this.splits.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id),
    );
    const missing = withFreight.filter((id) => !stored.has(id));
    for (const roundId of missing) await this.runs.request(roundId);
    return missing.length;
  }

  private requestSplit(roundId: string): void {
    void this.runs
      .request(roundId)
      .catch((err: Error) => this.logger.error({ err: err.message, roundId }, 'freight split not decided'));
  }

  /**
   * Splits the round's freight over its orders as they stand now, and stores and announces the
   * split when it differs from the stored one. The stored version is read before the orders, and
   * the write needs it unchanged: a split written meanwhile by another replica may have missed
   * nothing this one read, so this one reads again.
   */
  private async decide(roundId: string): Promise<void> {
    for (let attempt = 0; attempt < DECIDE_ATTEMPTS; attempt++) {
      const current = await this.splits.findOne({ _id: roundId });
      const round = this.catalogue.get(roundId);
      if (!round?.freightCost && !current?.freightCost) return;
      const orders = round?.freightCost
        ? await this.orders.find({ roundId }, { _id: 1, status: 1, items: 1 }).lean()
        : [];
      const split = round
        ? roundFreightShares(
            round,
            orders.map((o) => ({ id: o._id, status: o.status, items: o.items })),
          )
        : null;
      const next = {
        freightCost: round?.freightCost ?? null,
        basis: split?.basis ?? round?.freightBasis ?? 'gross_weight',
        shares: Object.fromEntries(split?.shares ?? []),
      };
      if (current && sameSplit(current, next)) return;
      const version = (current?.version ?? 0) + 1;
      const event = createEvent(roundFreightSplitV1, { id: roundId, roundId, ...next, version }, PRODUCER);
      try {
        await this.outbox.record([event], { collection: 'freight_splits', id: roundId }, async (eventIds) => {
          if (!current) {
            await this.splits.insertOne({ _id: roundId, ...next, version, _events: eventIds });
            return;
          }
          const res = await this.splits.updateOne(
            { _id: roundId, version: current.version },
            // The split's one event: earlier ones were published, and a round's orders change often.
            { $set: { ...next, version, _events: eventIds } },
          );
          if (!res.modifiedCount) throw new StaleSplit();
        });
        return;
      } catch (err) {
        if (!(err instanceof StaleSplit) && !isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`the freight split of round ${roundId} kept changing`);
  }
}

function sameSplit(
  stored: Pick<FreightSplitDoc, 'freightCost' | 'basis' | 'shares'>,
  next: Pick<FreightSplitDoc, 'freightCost' | 'basis' | 'shares'>,
): boolean {
  if (stored.freightCost !== next.freightCost || stored.basis !== next.basis) return false;
  const ids = Object.keys(next.shares);
  return (
    ids.length === Object.keys(stored.shares).length &&
    ids.every((id) => stored.shares[id] === next.shares[id])
  );
}
