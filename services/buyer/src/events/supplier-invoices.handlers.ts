import { invoiceIssuedV1, invoiceStatusChangedV1 } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { on, type EventHandler } from '@marketplace/service-kit';
import type { BuyerContext } from '../context';

/**
 * Keeps the buyer's invoices read model; older versions never overwrite newer ones. A new
 * invoice is told to its buyer (issue 29).
 */
export function supplierInvoiceHandlers(ctx: BuyerContext): EventHandler[] {
  const { invoices } = ctx;
  return [
    on(invoiceIssuedV1, async (e) => {
      const { id, ...snapshot } = e.data;
      const current = await invoices.findById(id, { version: 1 }).lean();
      if (current && current.version >= snapshot.version) return;
      await invoices.replaceOne({ _id: id }, snapshot, { upsert: true });
      await ctx.notices.request({
        kind: 'invoice_issued',
        recipients: { userIds: [snapshot.buyerId] },
        params: { invoiceNumber: snapshot.invoiceNumber, orderNumber: shortId(snapshot.orderId) },
        link: '/buyer/invoices',
        key: `invoice-issued:${id}`,
      });
    }),
    on(invoiceStatusChangedV1, async (e) => {
      // The supplier announces every move with the full snapshot too; this only saves a step
      // when the snapshot is still on its way. Without a snapshot there is nothing to patch.
      const current = await invoices.findById(e.data.id, { version: 1 }).lean();
      if (!current || current.version >= e.data.version) return;
      await invoices.updateOne(
        { _id: e.data.id },
        { $set: { status: e.data.status, version: e.data.version } },
      );
    }),
  ];
}
