import {
  invoiceIssuedV1,
  invoiceOverdueV1,
  invoicePaidV1,
  invoiceSentV1,
  invoiceStatusChangedV1,
} from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { applyNewerVersion, patchNewerVersion } from '@marketplace/service-kit/store';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { noteInvoiceMilestone } from '../use-cases/order-timeline';
import { completeOrderOf } from '../use-cases/receipts';

/**
 * Keeps the buyer's invoices read model; older versions never overwrite newer ones. A new
 * invoice is told to its buyer; each milestone (issued, sent, paid, overdue) joins its order's
 * timeline (the supplier asks for the milestones' notices itself). A delivered order is completed
 * once its last standing invoice is paid (by payments or a credit note), or the other ones cancelled.
 */
export function supplierInvoiceHandlers(ctx: BuyerContext): EventHandler[] {
  const { invoices } = ctx;
  return [
    on(invoiceIssuedV1, async (e) => {
      const { id, ...snapshot } = e.data;
      // Before the read model: a redelivery after a failed entry still adds it (once, by invoice id).
      await noteInvoiceMilestone(ctx, 'invoice_issued', e.data);
      const { applied } = await applyNewerVersion(invoices, id, snapshot.version, {
        ...snapshot,
        statusVersion: snapshot.version,
      });
      // A withdrawn invoice may leave only paid ones standing; one settled by a credit note is
      // announced paid in its snapshot alone (a payment has its own event, below, too).
      if (snapshot.status === 'cancelled' || snapshot.status === 'paid') await completeOrderOf(ctx, e.data);
      if (!applied) return;
      await ctx.notices.request({
        kind: 'invoice_issued',
        recipients: { userIds: [snapshot.buyerId] },
        params: { invoiceNumber: snapshot.invoiceNumber, orderNumber: shortId(snapshot.orderId) },
        link: '/buyer/invoices',
        key: `invoice-issued:${id}`,
      });
    }),
    on(invoiceSentV1, async (e) => void (await noteInvoiceMilestone(ctx, 'invoice_sent', e.data))),
    on(invoicePaidV1, async (e) => {
      await noteInvoiceMilestone(ctx, 'invoice_paid', e.data);
      await completeOrderOf(ctx, e.data);
    }),
    on(invoiceOverdueV1, async (e) => void (await noteInvoiceMilestone(ctx, 'invoice_overdue', e.data))),
    on(invoiceStatusChangedV1, async (e) => {
      // The supplier announces every move with the full snapshot too; this only saves a step
      // when the snapshot is still on its way. Without a snapshot there is nothing to patch. It
      // moves `statusVersion`, never `version`: the snapshot of the same version must still apply.
      await patchNewerVersion(
        invoices,
        e.data.id,
        e.data.version,
        { status: e.data.status },
        { field: 'statusVersion' },
      );
    }),
  ];
}
