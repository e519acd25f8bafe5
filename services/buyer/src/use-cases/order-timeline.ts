import { orderRevisedV1, type InvoiceSnapshot, type OrderTimelineEntry } from '@marketplace/contracts';
import { amountDue, amountPaid, appendTimeline, orderTimelineOf } from '@marketplace/domain';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { BuyerContext } from '../context';
import { announcedOrder, type OrderDoc } from '../data/order.model';
import { reviseOrder } from './order-revision';

/** An invoice's milestone as it joins its order's timeline (the supplier's invoice events). */
export type InvoiceMilestone = Extract<
  OrderTimelineEntry,
  { kind: 'invoice_issued' | 'invoice_sent' | 'invoice_paid' | 'invoice_overdue' }
>;

/** The entry the supplier's invoice event makes: issued, sent, paid or overdue. */
export function invoiceMilestone(
  kind: InvoiceMilestone['kind'],
  invoice: InvoiceSnapshot,
  supplierName: string,
): InvoiceMilestone {
  const ref = { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber };
  const supplier = { role: 'supplier' as const, name: invoice.supplier.name ?? supplierName };
  switch (kind) {
    case 'invoice_issued':
      return { at: invoice.createdAt, kind, actor: supplier, details: ref };
    case 'invoice_sent':
      return {
        at: invoice.sentAt ?? invoice.createdAt,
        kind,
        actor: supplier,
        details: { ...ref, dueOn: invoice.dueDate ? invoice.dueDate.slice(0, 10) : null },
      };
    case 'invoice_paid':
      return {
        at: invoice.paidAt ?? invoice.createdAt,
        kind,
        actor: supplier,
        details: { ...ref, amount: amountPaid(invoice) },
      };
    case 'invoice_overdue':
      return {
        at: invoice.overdueAt ?? invoice.createdAt,
        kind,
        actor: { role: 'system' },
        details: { ...ref, due: amountDue(invoice) },
      };
  }
}

/**
 * A milestone of the order's invoice (issued, sent, paid, overdue) joins the order's timeline,
 * once per invoice and kind (a redelivery, a status change or a revision of the same invoice
 * finds it there), and the order is announced again (`buyer.order.revised.v1`) with its timeline.
 *
 * The buyer service writes it, rather than the supplier's and the admin's read models each adding
 * it from the invoice event: the order's timeline then has one writer, as every other field of
 * the order, and the read models stay plain copies of the order's newest version (the admin
 * service does not read invoice events at all). The supplier's invoice follows the revised order
 * but finds the same figures, so nothing loops.
 */
export async function noteInvoiceMilestone(
  ctx: BuyerContext,
  kind: InvoiceMilestone['kind'],
  invoice: InvoiceSnapshot,
): Promise<boolean> {
  const found = await ctx.orders.findById(invoice.orderId, { buyerId: 1, roundId: 1 }).lean();
  if (!found) return false;
  return reviseOrder<boolean>(ctx, found, (order) => {
    const timeline = orderTimelineOf(order);
    if (
      timeline.some((e) => e.kind === kind && 'invoiceId' in e.details && e.details.invoiceId === invoice.id)
    )
      return { unchanged: false };
    const revised: OrderDoc = {
      ...order,
      timeline: appendTimeline(timeline, invoiceMilestone(kind, invoice, order.supplierName)),
      version: order.version + 1,
    };
    return {
      revised,
      fields: ['timeline'],
      events: [createEvent(orderRevisedV1, announcedOrder(revised), PRODUCER)],
      result: true,
    };
  });
}
