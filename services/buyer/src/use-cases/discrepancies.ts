import {
  orderRevisedV1,
  type discrepancyAcceptedV1,
  type discrepancyDisputedV1,
  type EventData,
  type OrderItemSnapshot,
} from '@marketplace/contracts';
import { appendTimeline, isReceivedOrder, orderTimelineOf } from '@marketplace/domain';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { announcedOrder, type OrderDoc } from '../data/order.model';
import { creditedLine, orderTotals } from '../domain/order-pricing';
import { discrepancyAcceptedEntry, discrepancyDisputedEntry } from '../domain/order-timeline';
import { reviseOrder } from './order-revision';

type DiscrepancyAccepted = EventData<typeof discrepancyAcceptedV1>;
type DiscrepancyDisputed = EventData<typeof discrepancyDisputedV1>;

/** A receipt's discrepancy is decided once the buyer has confirmed receipt, and before nothing else. */

type Decision = Pick<DiscrepancyAccepted, 'orderId' | 'roundId' | 'buyerId' | 'supplierId'>;

/**
 * The order a supplier's decision names, if it is the supplier's sale to that buyer in that round:
 * the buyer service owns the orders and checks the decision against it rather than trusting it.
 */
async function orderOfDecision(
  ctx: BuyerContext,
  decision: Decision,
): Promise<Pick<OrderDoc, '_id' | 'buyerId' | 'roundId'> | null> {
  const about = { orderId: decision.orderId, supplierId: decision.supplierId };
  const found = await ctx.orders
    .findById(decision.orderId, { buyerId: 1, roundId: 1, supplierId: 1 })
    .lean<Pick<OrderDoc, '_id' | 'buyerId' | 'roundId' | 'supplierId'>>();
  if (!found) {
    ctx.logger.warn(about, 'discrepancy decision names an unknown order: ignored');
    return null;
  }
  if (
    found.supplierId !== decision.supplierId ||
    found.buyerId !== decision.buyerId ||
    found.roundId !== decision.roundId
  ) {
    ctx.logger.warn(
      { ...about, buyerId: decision.buyerId, roundId: decision.roundId },
      'discrepancy decision names an order of another supplier, buyer or round: ignored',
    );
    return null;
  }
  return found;
}

/** Whether the order can take the decision now; an order not received yet is logged and left. */
function decidable(ctx: BuyerContext, order: OrderDoc): boolean {
  if (isReceivedOrder(order.status)) return true;
  ctx.logger.warn(
    { orderId: order._id, status: order.status },
    'discrepancy decision for an order not received: ignored',
  );
  return false;
}

/**
 * The supplier accepted the units short or damaged (`supplier.discrepancy.accepted.v1`): each
 * line named has them taken off its quantity and subtotal (at its own unit price, to the cent) and
 * counted in `credited`, the order is re-totalled, gets a `discrepancy_accepted` entry and is
 * announced (`buyer.order.revised.v1`); the supplier's invoice follows with its credit note, and
 * the freight stays as the invoice's own rule has it. A line with nothing left to pay for leaves
 * `items`, as a line the close releases leaves them (the lines' schema holds at least one unit);
 * the entry keeps its name and units. The order keeps its status. Once per order: the supplier
 * decides once, so an order already credited (its entry, or a line's `credited`, should the
 * entry have been trimmed off a long timeline) is left as it is.
 */
export async function noteDiscrepancyAccepted(
  ctx: BuyerContext,
  decision: DiscrepancyAccepted,
): Promise<void> {
  const found = await orderOfDecision(ctx, decision);
  if (!found) return;
  await reviseOrder(ctx, found, (order) => {
    const timeline = orderTimelineOf(order);
    const applied =
      timeline.some((e) => e.kind === 'discrepancy_accepted') ||
      order.items.some((i) => (i.credited ?? 0) > 0);
    if (applied || !decidable(ctx, order)) return { unchanged: undefined };
    const units = new Map<string, number>();
    for (const line of decision.lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.units);
    const unknown = [...units.keys()].filter((id) => !order.items.some((i) => i.id === id));
    if (unknown.length)
      ctx.logger.warn({ orderId: order._id, itemIds: unknown }, 'credited lines not on the order: ignored');
    const credited: Array<{ itemId: string; name: string; units: number }> = [];
    const items = order.items.flatMap((item): OrderItemSnapshot[] => {
      const line = creditedLine(item, units.get(item.id) ?? 0);
      if (line.units > 0) credited.push({ itemId: item.id, name: item.name, units: line.units });
      return line.item ? [line.item] : [];
    });
    if (!credited.length) return { unchanged: undefined };
    const revised: OrderDoc = {
      ...order,
      items,
      ...orderTotals(items),
      timeline: appendTimeline(
        timeline,
        discrepancyAcceptedEntry(decision.decidedAt, decision.supplierName ?? order.supplierName, credited),
      ),
      version: order.version + 1,
    };
    return {
      revised,
      fields: ['items', 'totalValue', 'totalUnits', 'totalItems', 'timeline'],
      events: [createEvent(orderRevisedV1, announcedOrder(revised), PRODUCER)],
      result: undefined,
    };
  });
}

/**
 * The supplier disputes the receipt (`supplier.discrepancy.disputed.v1`): the order keeps its
 * lines and totals, its timeline says so with the supplier's reason (where the buyer and the admin
 * read it) and it is announced (`buyer.order.revised.v1`). Once per order.
 */
export async function noteDiscrepancyDisputed(
  ctx: BuyerContext,
  decision: DiscrepancyDisputed,
): Promise<void> {
  const found = await orderOfDecision(ctx, decision);
  if (!found) return;
  await reviseOrder(ctx, found, (order) => {
    const timeline = orderTimelineOf(order);
    if (timeline.some((e) => e.kind === 'discrepancy_disputed') || !decidable(ctx, order))
      return { unchanged: undefined };
    const revised: OrderDoc = {
      ...order,
      timeline: appendTimeline(
        timeline,
        discrepancyDisputedEntry(
          decision.decidedAt,
          decision.supplierName ?? order.supplierName,
          decision.reason,
        ),
      ),
      version: order.version + 1,
    };
    return {
      revised,
      fields: ['timeline'],
      events: [createEvent(orderRevisedV1, announcedOrder(revised), PRODUCER)],
      result: undefined,
    };
  });
}
