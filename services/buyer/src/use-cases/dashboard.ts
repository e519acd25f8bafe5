import type { BuyerDashboard, Caller } from '@marketplace/contracts';
import { averageMoqProgress, roundMoney } from '@marketplace/domain';
import { daysTotal } from '@marketplace/service-kit/store';
import { orderDays } from '../data/order-list';
import { listCarts } from './carts';
import type { BuyerContext } from '../context';
import { listOrders, visibleOrders } from './orders';

/** Spec §9 dashboard limits for buyers: 3 cart rounds, 3 recent orders. */
export const DASHBOARD_CART_ROUNDS = 3;
export const DASHBOARD_RECENT_ORDERS = 3;

/**
 * Buyer dashboard (spec §2.4): four figures, cart activity and recent orders. A buying team's
 * approver sees the team's orders in the figures and the recent list; carts stay one's own.
 */
export async function buyerDashboard(ctx: BuyerContext, caller: Caller): Promise<BuyerDashboard> {
  const days = await orderDays(ctx.days, visibleOrders(caller));
  const [carts, orders] = await Promise.all([
    listCarts(ctx, caller.userId),
    listOrders(ctx, caller, { status: 'all' }, DASHBOARD_RECENT_ORDERS, days),
  ]);
  // The figures are the list's day tallies (kit `day-pages`), never a pass over every order.
  const all = daysTotal(days, null);
  return {
    openRounds: ctx.catalogue.openCount(ctx.now()),
    cartItems: carts.reduce((sum, c) => sum + c.totalItems, 0),
    totalOrders: all.count,
    totalValue: roundMoney(all.sum),
    cartActivity: carts.slice(0, DASHBOARD_CART_ROUNDS).map((cart) => ({
      roundId: cart.roundId,
      roundTitle: cart.roundTitle,
      itemCount: cart.totalItems,
      moqPercent: averageMoqProgress(cart.items.map((i) => ({ committed: i.committed, moq: i.moq }))),
    })),
    recentOrders: orders.items.slice(0, DASHBOARD_RECENT_ORDERS),
  };
}
