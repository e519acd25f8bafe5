import type { EventEnvelope } from '@marketplace/contracts';
import { appendEventIds } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { openCartKey } from '../data/cart.model';
import { settleOrder } from '../data/order-list';
import type { OrderDoc } from '../data/order.model';

/** Attempts at the order's write when another replica changed the order in between. */
const REVISION_ATTEMPTS = 3;

/** The order's fields a revision may write (besides its version and outbox stamp). */
type RevisedField =
  'items' | 'status' | 'timeline' | 'shipmentIds' | 'totalValue' | 'totalUnits' | 'totalItems';

/**
 * What a change decides on the order as read under the lock: nothing to write (`unchanged`,
 * with its answer), or the order as revised, the fields that changed and the events announcing it.
 */
export type OrderRevision<R> =
  | { unchanged: R }
  | { revised: OrderDoc; fields: readonly RevisedField[]; events: EventEnvelope[]; result: R };

/**
 * Changes one order the way every writer of orders takes turns: under the lock of its buyer and
 * round (`openCartKey`, as carts, placing, decisions and the close), read afresh, written only if
 * its version is still the one read, its events recorded in the outbox in the same write. Another
 * replica's write in between (the version moved) makes `decide` run again on the new order;
 * whatever `decide` throws (a refusal) leaves the order as it was. Order History's tallies follow
 * a status change before this answers.
 */
export async function reviseOrder<R>(
  ctx: BuyerContext,
  order: Pick<OrderDoc, '_id' | 'buyerId' | 'roundId'>,
  decide: (current: OrderDoc) => OrderRevision<R> | Promise<OrderRevision<R>>,
): Promise<R> {
  for (let attempt = 0; attempt < REVISION_ATTEMPTS; attempt++) {
    const outcome = await ctx.locks.run(openCartKey(order.buyerId, order.roundId), async () => {
      const current = await ctx.orders.findById(order._id).lean();
      if (!current) throw new Error(`order ${order._id} is gone`);
      const change = await decide(current);
      if ('unchanged' in change) {
        // A repeat whose first try wrote the order but not its tallies settles them now.
        await settleOrder(ctx, current);
        return { result: change.unchanged };
      }
      const { revised, fields, events } = change;
      const set: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, revised[f]]));
      try {
        await ctx.outbox.record(events, { collection: 'orders', id: current._id }, async (eventIds) => {
          const res = await ctx.orders.updateOne(
            { _id: current._id, version: current.version },
            {
              $set: {
                ...set,
                version: current.version + 1,
                _events: appendEventIds(current._events, eventIds),
              },
            },
          );
          // Changed by another replica meanwhile: nothing is announced, and the change is decided again.
          if (!res.modifiedCount) throw new StaleOrder();
        });
      } catch (err) {
        if (err instanceof StaleOrder) return 'stale' as const;
        throw err;
      }
      await settleOrder(ctx, { ...revised, listedAs: current.listedAs });
      return { result: change.result };
    });
    if (outcome !== 'stale') return outcome.result;
  }
  throw new Error(`order ${order._id} kept changing: not revised`);
}

class StaleOrder extends Error {}
