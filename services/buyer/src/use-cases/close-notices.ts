import type { NotificationParams, OrderItemSnapshot } from '@marketplace/contracts';
import { countsAtClose, shortId } from '@marketplace/domain';
import { forEachConcurrently } from '@marketplace/service-kit/runtime';
import type { BuyerContext } from '../context';
import type { ClearedCart } from '../data/notice-log';
import type { OrderDoc } from '../data/order.model';
import type { ReceivedInvoiceDoc } from '../data/received-invoice.model';
import type { RoundDoc } from '../data/round.model';

/**
 * What a buyer hears when a round closes: ONE message per buyer and close, saying what changed
 * for them (their order's new total or its cancellation, the lines released, the flexible
 * units called in, the cart lines taken out, the proforma's new revision). A buyer with only a
 * cart hears `cart_cleared`. Everything is read from what the close left behind (orders, the
 * kept cart contents), so a redelivered close asks again with the same keys and nobody hears
 * twice. A member whose order waited for their company hears `order_released_unapproved`
 * instead: that order is not counted here.
 */

/** Buyers' notices asked for at once (each its own key, its own outbox write). */
const NOTICE_CONCURRENCY = 4;

/** At most this many names in one list of a notice; the rest reads as "…". */
const NAMES_SHOWN = 5;
/** Within the params' 300 characters, however long the names. */
const listed = (names: readonly string[]) =>
  (names.length > NAMES_SHOWN ? `${names.slice(0, NAMES_SHOWN).join(', ')}, …` : names.join(', ')).slice(
    0,
    300,
  );

/** The names of the round's products in a cart the close cleared. */
export function clearedProductNames(
  round: RoundDoc,
  items: ReadonlyArray<{ roundProductId: string }>,
): string[] {
  return items.map((i) => round.products.find((p) => p.id === i.roundProductId)?.name ?? i.roundProductId);
}

/** Timeline kinds the close writes when it changes an order (its figures move with them). */
const CLOSE_CHANGES = new Set(['break_reached', 'repriced', 'lines_released', 'flex_called', 'cancelled']);

/** Orders the close spoke for: standing ones, and those it cancelled because every line was released. */
function closedOrders(orders: readonly OrderDoc[]): OrderDoc[] {
  return orders.filter(
    (o) =>
      countsAtClose(o.status) ||
      (o.status === 'cancelled' && (o.releasedItems?.length ?? 0) > 0 && !o.items.length),
  );
}

/**
 * The proforma after the close: a draft invoice follows a changed order as its next revision
 * (the supplier revises it when the order's revised event reaches it, maybe not yet). A sent one
 * keeps its figures and gets a credit or debit note, told by its own notice.
 */
function invoiceRevision(
  order: OrderDoc,
  invoice: ReceivedInvoiceDoc | undefined,
): { invoiceNumber: string; invoiceRevision: number } | null {
  const changedAt = (order.timeline ?? []).filter((e) => CLOSE_CHANGES.has(e.kind)).at(-1)?.at;
  if (!changedAt || order.status === 'cancelled' || !invoice) return null;
  // Sent before the close: its note is told on its own; a revision it had (followed) was a draft's.
  if (invoice.status !== 'draft' && !(invoice.revisedAt && invoice.revisedAt >= changedAt)) return null;
  const revision = invoice.revision ?? 1;
  const followed = !!invoice.revisedAt && invoice.revisedAt >= changedAt;
  return { invoiceNumber: invoice.invoiceNumber, invoiceRevision: followed ? revision : revision + 1 };
}

/** The params of one buyer's close notice (see `notificationTextKeys` for the sentences). */
function buyerCloseParams(
  round: RoundDoc,
  orders: readonly OrderDoc[],
  invoices: ReadonlyMap<string, ReceivedInvoiceDoc>,
  cleared: readonly string[],
): NotificationParams {
  const params: NotificationParams = { roundTitle: round.title };
  const standing = orders.filter((o) => o.status !== 'cancelled');
  const cancelled = orders.filter((o) => o.status === 'cancelled');
  if (standing.length) {
    params.orderNumber = standing.map((o) => shortId(o._id)).join(', #');
    params.orderTotal = Math.round(standing.reduce((sum, o) => sum + o.totalValue, 0) * 100) / 100;
    params.currency = standing[0]!.currency;
  }
  if (cancelled.length) params.cancelledNumber = cancelled.map((o) => shortId(o._id)).join(', #');
  const released = [...new Set(orders.flatMap((o) => (o.releasedItems ?? []).map((i) => i.name)))];
  if (released.length) params.releasedProducts = listed(released);
  const called = standing.flatMap((o) =>
    o.items
      .filter((i: OrderItemSnapshot) => (i.flexCalled ?? 0) > 0)
      .map((i) => `${i.name} +${i.flexCalled}`),
  );
  if (called.length) params.flexCalled = listed(called);
  if (cleared.length) params.clearedProducts = listed([...new Set(cleared)]);
  // One proforma per notice: a buyer's orders in a round are usually one.
  for (const order of standing) {
    const invoice = invoiceRevision(order, invoices.get(order._id));
    if (invoice) {
      Object.assign(params, invoice);
      break;
    }
  }
  return params;
}

/** The round closed: each buyer with an order in it, or a cart it cleared, hears once. */
export async function noticeRoundClosed(ctx: BuyerContext, round: RoundDoc): Promise<number> {
  const [orders, carts, roundInvoices] = await Promise.all([
    ctx.orders.find({ roundId: round._id }).lean<OrderDoc[]>(),
    ctx.notices.clearedCartsOf(round._id),
    // The round's proformas, read once for every buyer's notice (each order's first, as it came).
    ctx.invoices.find({ roundId: round._id }).lean<ReceivedInvoiceDoc[]>(),
  ]);
  const invoices = new Map<string, ReceivedInvoiceDoc>();
  for (const invoice of roundInvoices)
    if (!invoices.has(invoice.orderId)) invoices.set(invoice.orderId, invoice);
  const ordersBy = new Map<string, OrderDoc[]>();
  for (const order of closedOrders(orders))
    ordersBy.set(order.buyerId, [...(ordersBy.get(order.buyerId) ?? []), order]);
  const cartsBy = new Map<string, ClearedCart[]>();
  for (const cart of carts) cartsBy.set(cart.buyerId, [...(cartsBy.get(cart.buyerId) ?? []), cart]);

  let asked = 0;
  const buyers = [...new Set([...ordersBy.keys(), ...cartsBy.keys()])];
  await forEachConcurrently(buyers, NOTICE_CONCURRENCY, async (buyerId) => {
    const own = ordersBy.get(buyerId) ?? [];
    const cleared = (cartsBy.get(buyerId) ?? []).flatMap((c) => c.products);
    const requested = own.length
      ? await ctx.notices.request({
          kind: 'round_closed',
          recipients: { userIds: [buyerId] },
          params: buyerCloseParams(round, own, invoices, cleared),
          link: '/buyer/orders',
          key: `round-closed:${round._id}:${buyerId}`,
        })
      : await ctx.notices.request({
          kind: 'cart_cleared',
          recipients: { userIds: [buyerId] },
          params: { roundTitle: round.title, count: cleared.length, products: listed(cleared) },
          link: '/buyer/rounds',
          key: `cart-cleared:${round._id}:${buyerId}`,
        });
    if (requested) asked++;
  });
  return asked;
}
