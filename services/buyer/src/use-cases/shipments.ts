import {
  buyerNotificationRequestedV1,
  orderShippedV1,
  type Shipment,
  type ShipmentLine,
} from '@marketplace/contracts';
import { appendTimeline, orderTimelineOf, shortId, SHIPPABLE_ORDER_STATUSES } from '@marketplace/domain';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { announcedOrder, type OrderDoc } from '../data/order.model';
import { fullyShipped, shipLines } from '../domain/order-fulfilment';
import { shippedEntry } from '../domain/order-timeline';
import { reviseOrder } from './order-revision';

const shippable = (status: string) => (SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The supplier recorded a shipment (`supplier.shipment.recorded.v1`): each order it names has the
 * units added to its lines' `shipped`, moves to shipped once every unit has left (partially shipped
 * before), gets a `shipped` timeline entry, is announced (`buyer.order.shipped.v1`) and its buyer
 * hears of it. The buyer service owns the orders, so it checks the shipment against each order
 * rather than trusting it: an order of another supplier or round, or one not (or no longer)
 * shippable, is left alone and logged. Once per shipment and order: a redelivery finds it applied.
 */
export async function noteShipment(ctx: BuyerContext, shipment: Shipment): Promise<void> {
  const byOrder = new Map<string, ShipmentLine[]>();
  for (const line of shipment.lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  for (const [orderId, lines] of byOrder) await shipToOrder(ctx, shipment, orderId, lines);
}

async function shipToOrder(
  ctx: BuyerContext,
  shipment: Shipment,
  orderId: string,
  lines: readonly ShipmentLine[],
): Promise<void> {
  const about = { shipmentId: shipment.id, orderId };
  const found = await ctx.orders
    .findById(orderId, { buyerId: 1, roundId: 1, supplierId: 1 })
    .lean<Pick<OrderDoc, '_id' | 'buyerId' | 'roundId' | 'supplierId'>>();
  if (!found) return ctx.logger.warn(about, 'shipment names an unknown order: ignored');
  if (found.supplierId !== shipment.supplierId || found.roundId !== shipment.round.id)
    return ctx.logger.warn(
      { ...about, supplierId: shipment.supplierId, roundId: shipment.round.id },
      'shipment names an order of another supplier or round: ignored',
    );
  await reviseOrder(ctx, found, (order) => {
    const timeline = orderTimelineOf(order);
    const applied =
      order.shipmentIds?.includes(shipment.id) ||
      timeline.some((e) => e.kind === 'shipped' && e.details.shipmentId === shipment.id);
    if (applied) return { unchanged: undefined };
    if (!shippable(order.status)) {
      ctx.logger.warn({ ...about, status: order.status }, 'shipment for an order that cannot ship: ignored');
      return { unchanged: undefined };
    }
    const { items, carried, unknown } = shipLines(order.items, lines);
    if (unknown.length)
      ctx.logger.warn({ ...about, itemIds: unknown }, 'shipment lines not on the order: ignored');
    if (!carried.length) return { unchanged: undefined };
    const complete = fullyShipped(items);
    const revised: OrderDoc = {
      ...order,
      items,
      status: complete ? 'shipped' : 'partially_shipped',
      shipmentIds: [...(order.shipmentIds ?? []), shipment.id],
      timeline: appendTimeline(timeline, shippedEntry(shipment, carried, complete, order.supplierName)),
      version: order.version + 1,
    };
    return {
      revised,
      fields: ['items', 'status', 'shipmentIds', 'timeline'],
      events: [
        createEvent(orderShippedV1, announcedOrder(revised), PRODUCER),
        // In the same write as the order: told if and only if the order moved, and once.
        createEvent(
          buyerNotificationRequestedV1,
          {
            kind: complete ? 'order_shipped' : 'order_partially_shipped',
            recipients: { userIds: [order.buyerId] },
            params: {
              orderNumber: shortId(order._id),
              shipmentNumber: shipment.number,
              carrier: shipment.carrier,
              trackingRef: shipment.trackingRef,
            },
            link: '/buyer/orders',
            key: `order-shipped:${shipment.id}:${order._id}`,
          },
          PRODUCER,
        ),
      ],
      result: undefined,
    };
  });
}
