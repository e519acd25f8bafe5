import type { respondInvoiceCommand } from '@marketplace/contracts';
import type { z } from 'zod';
import type { SupplierContext } from '../context';
import { respondToInvoice } from '../use-cases/invoices';

/** Buyer → supplier: accept or reject a sent invoice addressed to that buyer. */
export function respondInvoiceHandler(ctx: SupplierContext) {
  return async (
    request: z.infer<(typeof respondInvoiceCommand)['request']>,
  ): Promise<z.input<(typeof respondInvoiceCommand)['reply']>> => {
    const invoice = await respondToInvoice(ctx, request.buyerId, request.invoiceId, request.decision);
    return { invoiceId: invoice.id, status: invoice.status };
  };
}
