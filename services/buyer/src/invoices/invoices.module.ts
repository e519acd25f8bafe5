import type { Router } from 'express';
import { InvoiceDocuments } from '@marketplace/documents';
import {
  objectStoreFor,
  startConsumer,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import type { BuyerConfig } from '../config';
import { invoiceEventHandlers } from './invoice-events.handlers';
import { buyerInvoicesRoutes } from './invoices.routes';
import { receivedInvoiceModel } from './received-invoice.model';

/** The buyer's proforma invoices in one piece that app.ts mounts: read model, routes, downloads. */
export async function buyerInvoicesModule(deps: ServiceDeps<BuyerConfig>) {
  const invoices = receivedInvoiceModel(deps.conn);
  await invoices.init();
  const documents = new InvoiceDocuments(
    objectStoreFor(deps.config, deps.config.BUYER_INVOICE_BUCKET),
    deps.logger,
  );
  let consumer: RunningConsumer | undefined;
  return {
    invoices,
    routes(router: Router) {
      buyerInvoicesRoutes(router, { invoices, documents, nc: deps.nc });
    },
    /** The invoice consumer (durable `buyer-supplier-invoices`: other buyer handlers read the same stream). */
    async start() {
      consumer = await startConsumer({
        nc: deps.nc,
        conn: deps.conn,
        logger: deps.logger,
        metrics: deps.metrics,
        durable: 'buyer-supplier-invoices',
        producer: deps.config.SUPPLIER_PRODUCER,
        handlers: invoiceEventHandlers(invoices),
      });
    },
    async stop() {
      await consumer?.stop();
    },
  };
}
export type BuyerInvoicesModule = Awaited<ReturnType<typeof buyerInvoicesModule>>;
