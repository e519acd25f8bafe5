import type { OrderSnapshot } from '@marketplace/contracts';
import type { BuyerContext } from '../context';

/**
 * A round closed short, explained: each released line of an order says by how much its
 * product missed its MOQ, from the units in orders when the round's book was sealed, the figures
 * the close was decided on, and how many flexible units were offered (not enough, or it would have
 * met). Orders of a round closed before seals existed say nothing more.
 */
export function withShortfalls(ctx: BuyerContext, orders: OrderSnapshot[]): OrderSnapshot[] {
  return orders.map((order) => {
    if (!order.releasedItems?.length) return order;
    const sealed = ctx.orderBook.sealedUnits(order.roundId);
    const round = ctx.catalogue.get(order.roundId);
    if (!sealed || !round) return order;
    const flex = ctx.orderBook.sealedFlex(order.roundId);
    const shortfalls: NonNullable<OrderSnapshot['shortfalls']> = {};
    for (const item of order.releasedItems) {
      const product = round.products.find((p) => p.id === item.roundProductId);
      const ordered = sealed[item.roundProductId] ?? 0;
      if (product && ordered < product.moq)
        shortfalls[item.roundProductId] = {
          moq: product.moq,
          ordered,
          shortBy: product.moq - ordered,
          // Flex that was there but could not meet it (then none is called in).
          ...(flex[item.roundProductId] ? { flex: flex[item.roundProductId] } : {}),
        };
    }
    return Object.keys(shortfalls).length ? { ...order, shortfalls } : order;
  });
}
