import { orderRevisedV1, type EventData, type shortfallConfirmedV1 } from '@marketplace/contracts';
import {
  appendTimeline,
  linesAfterShortfall,
  orderTimelineOf,
  SOLD_ORDER_STATUSES,
  type LineCut,
} from '@marketplace/domain';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { announcedOrder, type OrderDoc } from '../data/order.model';
import { orderTotals } from '../domain/order-pricing';
import { shortDeliveredEntry } from '../domain/order-timeline';
import { reviseOrder } from './order-revision';

type ShortfallConfirmed = EventData<typeof shortfallConfirmedV1>;

const SOLD = new Set<string>(SOLD_ORDER_STATUSES);

/**
 * The supplier confirmed a product delivered short (`supplier.shortfall.confirmed.v1`): each
 * order it names loses its lines' cuts at their own unit price (`shortDelivered`, flexible units
 * called in first), is re-totalled, gets a `short_delivered` entry with the group's figures and is
 * announced (`buyer.order.revised.v1`); the supplier's invoice bills the same figures with its
 * credit note. The buyer service owns the orders and checks the event against each (the
 * supplier's, the buyer's, the round's, a sold order); once per order and shortfall (a line
 * already cut is left as it is, and the entry is there).
 */
export async function noteShortfall(ctx: BuyerContext, shortfall: ShortfallConfirmed): Promise<void> {
  const byOrder = new Map<string, { buyerId: string; cuts: Map<string, LineCut> }>();
  for (const line of shortfall.lines) {
    const order = byOrder.get(line.orderId) ?? { buyerId: line.buyerId, cuts: new Map<string, LineCut>() };
    order.cuts.set(line.itemId, { cut: line.cut, flexCut: line.flexCut });
    byOrder.set(line.orderId, order);
  }
  for (const [orderId, { buyerId, cuts }] of byOrder) {
    const found = await ctx.orders
      .findById(orderId, { buyerId: 1, roundId: 1, supplierId: 1 })
      .lean<Pick<OrderDoc, '_id' | 'buyerId' | 'roundId' | 'supplierId'>>();
    const about = { orderId, shortfallId: shortfall.id };
    if (
      !found ||
      found.supplierId !== shortfall.supplierId ||
      found.buyerId !== buyerId ||
      found.roundId !== shortfall.roundId
    ) {
      ctx.logger.warn(
        about,
        'shortfall names an unknown order, or another supplier’s, buyer’s or round’s: ignored',
      );
      continue;
    }
    await reviseOrder(ctx, found, (order) => {
      const timeline = orderTimelineOf(order);
      const applied = timeline.some(
        (e) => e.kind === 'short_delivered' && e.details.shortfallId === shortfall.id,
      );
      if (applied) return { unchanged: undefined };
      if (!SOLD.has(order.status)) {
        ctx.logger.warn({ ...about, status: order.status }, 'shortfall for an order not sold: ignored');
        return { unchanged: undefined };
      }
      const { items, taken } = linesAfterShortfall(order.items, cuts);
      if (!taken.length) return { unchanged: undefined };
      const revised: OrderDoc = {
        ...order,
        items,
        ...orderTotals(items),
        timeline: appendTimeline(
          timeline,
          shortDeliveredEntry(
            shortfall.confirmedAt,
            shortfall.supplierName ?? order.supplierName,
            shortfall,
            taken,
          ),
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
}
