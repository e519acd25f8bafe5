import type { Subscription } from 'nats';
import { respondInvoiceCommand } from '@marketplace/contracts';
import { serveCommand, type ServiceDeps } from '@marketplace/service-kit';
import type { Invoices } from '../use-cases/invoices';

/** Buyer → supplier: accept or reject a sent invoice addressed to that buyer. */
export function serveRespondInvoice(deps: ServiceDeps, invoices: Invoices): Subscription {
  return serveCommand(deps.nc, respondInvoiceCommand, 'supplier', deps.logger, async (request) => {
    const invoice = await invoices.respond(request.buyerId, request.invoiceId, request.decision);
    return { invoiceId: invoice.id, status: invoice.status };
  });
}
