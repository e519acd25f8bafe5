import {
  orderDecidedV1,
  orderDeliveredV1,
  orderPlacedV1,
  orderRevisedV1,
  roundFreightSplitV1,
  orderShippedV1,
  type OrderSnapshot,
} from '@marketplace/contracts';
import type { ListDayModel } from '@marketplace/service-kit/store';
import { applyNewerVersion } from '@marketplace/service-kit/store';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { FreightSplitModel, OrderRowModel } from '../data/moderation.model';
import { storeOrderRow, type OrderRowFromEvent } from '../data/order-list';
import type { UserRowModel } from '../data/user-row.model';

export function orderRow(order: OrderSnapshot): OrderRowFromEvent {
  return {
    _id: order.id,
    buyerId: order.buyerId,
    roundId: order.roundId,
    roundTitle: order.roundTitle,
    supplierId: order.supplierId,
    supplierName: order.supplierName,
    currency: order.currency,
    status: order.status,
    totalValue: order.totalValue,
    totalUnits: order.totalUnits,
    totalItems: order.totalItems,
    items: order.items.map(({ id, name, sku, uom, qty, unitPrice, subtotal, flex, flexCalled }) => ({
      id,
      name,
      sku,
      uom,
      qty,
      unitPrice,
      subtotal,
      // The buyer's flexible units and those the close called in.
      ...(flex ? { flex } : {}),
      ...(flexCalled ? { flexCalled } : {}),
    })),
    createdAt: new Date(order.createdAt),
    decidedAt: order.decidedAt ? new Date(order.decidedAt) : null,
    ...(order.timeline?.length ? { timeline: order.timeline } : {}),
    version: order.version,
  };
}

/**
 * Keeps the orders read model and its list's day tallies; the events carry the whole order,
 * guarded by its version.
 */
export function buyerOrderHandlers(stores: {
  orders: OrderRowModel;
  users: UserRowModel;
  days: ListDayModel;
  freightSplits: FreightSplitModel;
}): EventHandler[] {
  async function apply(order: OrderSnapshot) {
    await storeOrderRow(stores, orderRow(order));
  }
  // A round's close may revise an order (released lines, new totals, cancelled when empty). Each
  // copy is stored only when newer, one order at a time, and its tallies follow its `listedAs`: a
  // copy seen again changes nothing, so no inbox is kept for these events.
  const idempotent = { idempotent: true } as const;
  return [
    on(orderPlacedV1, (e) => apply(e.data), idempotent),
    on(orderDecidedV1, (e) => apply(e.data), idempotent),
    on(orderRevisedV1, (e) => apply(e.data), idempotent),
    on(orderShippedV1, (e) => apply(e.data), idempotent),
    on(orderDeliveredV1, (e) => apply(e.data), idempotent),
    // A round's freight split, as the buyer service decided it: the newest version is kept (one
    // round's splits one at a time, by the consumer's order key), so a copy seen again changes nothing.
    on(
      roundFreightSplitV1,
      async ({ data: { id, roundId: _roundId, ...split } }) => {
        await applyNewerVersion(stores.freightSplits, id, split.version, { _id: id, ...split });
      },
      idempotent,
    ),
  ];
}
