import {
  BuyerProblemCodes,
  buyerNotificationRequestedV1,
  orderDeliveredV1,
  orderRevisedV1,
  type Caller,
  type ConfirmReceiptBody,
  type InvoiceSnapshot,
  type OrderSnapshot,
  type OrderStatus,
} from '@marketplace/contracts';
import { appendTimeline, orderTimelineOf, shortId } from '@marketplace/domain';
import { conflict, HttpProblem, unprocessable } from '@marketplace/service-kit/core';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { announcedOrder, type OrderDoc } from '../data/order.model';
import type { ReceivedInvoiceDoc } from '../data/received-invoice.model';
import {
  invoicesSettled,
  receiptIssues,
  receivedLines,
  type ReceiptRefusal,
} from '../domain/order-fulfilment';
import { completedEntry, deliveredEntry } from '../domain/order-timeline';
import { getOrder, orderNotFound } from './orders';
import { reviseOrder } from './order-revision';

function refused(refusal: ReceiptRefusal): HttpProblem {
  switch (refusal.reason) {
    case 'unknown_line':
      return unprocessable(BuyerProblemCodes.orderItemNotFound, `No line ${refusal.itemId} on this order`);
    case 'repeated_line':
      return unprocessable(
        BuyerProblemCodes.receiptLineRepeated,
        `Line ${refusal.itemId} appears twice in this receipt`,
      );
    case 'over_shipped':
      return unprocessable(
        BuyerProblemCodes.receiptOverShipped,
        `${refusal.name}: units received and damaged add up to more than the ${refusal.shipped} shipped on this line`,
        { name: refusal.name, shipped: refusal.shipped },
      );
  }
}

/** The order's invoices as the buyer's read model has them, `newer` in place of its stored copy. */
async function invoicesOf(
  ctx: BuyerContext,
  order: Pick<OrderDoc, '_id' | 'buyerId'>,
  newer?: InvoiceSnapshot,
): Promise<Array<Pick<ReceivedInvoiceDoc, 'status' | 'buyer'>>> {
  const stored = await ctx.invoices
    .find({ orderId: order._id, buyerId: order.buyerId }, { status: 1, version: 1, buyer: 1 })
    .lean<Array<Pick<ReceivedInvoiceDoc, '_id' | 'status' | 'version' | 'buyer'>>>();
  if (!newer) return stored;
  const others = stored.filter((i) => i._id !== newer.id);
  const own = stored.find((i) => i._id === newer.id);
  return [...others, own && own.version > newer.version ? own : newer];
}

/** Who confirmed receipt, as the supplier's company reads it: the buying company's name when known. */
async function buyerNameOf(
  ctx: BuyerContext,
  order: Pick<OrderDoc, 'buyerId'>,
  invoices: ReadonlyArray<Pick<ReceivedInvoiceDoc, 'buyer'>>,
): Promise<string> {
  // The service keeps no company directory; the invoices print the buying company's name.
  const company = invoices.find((i) => i.buyer?.name)?.buyer.name;
  if (company) return company;
  const person = await ctx.teamMembers.findById(order.buyerId, { name: 1 }).lean();
  return person?.name ?? `#${shortId(order.buyerId)}`;
}

/**
 * `POST /orders/:orderId/receipt`: the buyer confirms what arrived of their shipped order. Each
 * line gets its receipt (a line left out arrived in full), the order is delivered (completed at
 * once when every invoice of it is paid already), its timeline says which lines came short or
 * damaged, it is announced (`buyer.order.delivered.v1`) and the supplier's company hears of it.
 * Taken once, only when every unit has left (status shipped); a refusal writes nothing.
 */
export async function confirmReceipt(
  ctx: BuyerContext,
  caller: Pick<Caller, 'userId'>,
  orderId: string,
  body: ConfirmReceiptBody,
): Promise<OrderSnapshot> {
  const found = await ctx.orders
    .findOne({ _id: orderId, buyerId: caller.userId }, { roundId: 1, buyerId: 1 })
    .lean();
  if (!found) throw orderNotFound();
  const status = await reviseOrder<OrderStatus>(ctx, found, async (order) => {
    if (order.status !== 'shipped')
      throw conflict(
        BuyerProblemCodes.receiptNotAllowed,
        `This order is ${order.status}: receipt is confirmed once, when every unit has been shipped`,
        { status: order.status },
      );
    const received = receivedLines(order.items, body.lines);
    if ('refusal' in received) throw refused(received.refusal);
    const invoices = await invoicesOf(ctx, order);
    const completed = invoicesSettled(invoices);
    const at = ctx.now().toISOString();
    const revised: OrderDoc = {
      ...order,
      items: received.items,
      status: completed ? 'completed' : 'delivered',
      timeline: appendTimeline(
        orderTimelineOf(order),
        deliveredEntry(at, caller.userId, received.items),
        ...(completed ? [completedEntry(at)] : []),
      ),
      version: order.version + 1,
    };
    const issues = receiptIssues(received.items);
    const params = {
      buyerName: await buyerNameOf(ctx, order, invoices),
      orderNumber: shortId(order._id),
      roundTitle: order.roundTitle,
    };
    return {
      revised,
      fields: ['items', 'status', 'timeline'],
      events: [
        createEvent(orderDeliveredV1, announcedOrder(revised), PRODUCER),
        createEvent(
          buyerNotificationRequestedV1,
          {
            kind: issues ? 'order_delivered_with_issues' : 'order_delivered',
            recipients: { companyIds: [order.supplierId] },
            params: issues ? { ...params, count: issues } : params,
            link: '/supplier/sales',
            key: `order-delivered:${order._id}`,
          },
          PRODUCER,
        ),
      ],
      result: revised.status,
    };
  });
  // The last invoice may have been paid while this was deciding, on another replica: its handler
  // found the order still shipped. Read once more now that the order reads delivered.
  if (status === 'delivered') await completeWhenSettled(ctx, found);
  return getOrder(ctx, { userId: caller.userId }, orderId);
}

/**
 * A delivered order whose every standing invoice is paid is completed (`completed` entry,
 * `buyer.order.revised.v1`): when the supplier announces an invoice paid (or cancelled), and right
 * after a receipt. An announced invoice is taken from its event (`newer`): the read model may not
 * hold that copy yet, whatever order the events arrive in. Decided under the order's lock, whatever
 * its status looks like beforehand: a receipt being taken meanwhile finishes first.
 */
export async function completeWhenSettled(
  ctx: BuyerContext,
  order: Pick<OrderDoc, '_id' | 'buyerId' | 'roundId'>,
  newer?: InvoiceSnapshot,
): Promise<boolean> {
  return reviseOrder<boolean>(ctx, order, async (current) => {
    if (current.status !== 'delivered') return { unchanged: false };
    if (!invoicesSettled(await invoicesOf(ctx, current, newer))) return { unchanged: false };
    const revised: OrderDoc = {
      ...current,
      status: 'completed',
      timeline: appendTimeline(orderTimelineOf(current), completedEntry(ctx.now().toISOString())),
      version: current.version + 1,
    };
    return {
      revised,
      fields: ['status', 'timeline'],
      events: [createEvent(orderRevisedV1, announcedOrder(revised), PRODUCER)],
      result: true,
    };
  });
}

/** `completeWhenSettled` for the order of an invoice the supplier announced. */
export async function completeOrderOf(ctx: BuyerContext, invoice: InvoiceSnapshot): Promise<boolean> {
  const order = await ctx.orders.findById(invoice.orderId, { buyerId: 1, roundId: 1 }).lean();
  return order ? completeWhenSettled(ctx, order, invoice) : false;
}
