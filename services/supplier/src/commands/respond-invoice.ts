import type { respondInvoiceCommand } from '@marketplace/contracts';
import type { CommandHandler } from '@marketplace/service-kit/messaging';
import type { SupplierContext } from '../context';
import { respondToInvoice } from '../use-cases/invoices';

/** Buyer → supplier: accept or reject a sent invoice addressed to that buyer. */
export function respondInvoiceHandler(ctx: SupplierContext): CommandHandler<typeof respondInvoiceCommand> {
  return async (request) => {
    const invoice = await respondToInvoice(ctx, request.buyerId, request.invoiceId, request.decision);
    return { invoiceId: invoice.id, status: invoice.status };
  };
}
