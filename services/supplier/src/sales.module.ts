import type { Router } from 'express';
import type { Subscription } from 'nats';
import { InvoiceDocuments } from '@marketplace/documents';
import { objectStoreFor, Outbox, type RunningConsumer, type ServiceDeps } from '@marketplace/service-kit';
import type { SupplierConfig } from './config';
import { serveRespondInvoice } from './commands/respond-invoice';
import { invoiceModel } from './data/invoice.model';
import { lineMeasuresModel } from './data/line-measures.model';
import { salesCompanyModel } from './data/sales-company.model';
import { salesOrderModel } from './data/sales-order.model';
import { startSalesSubscriptions } from './events/sales.subscriptions';
import { invoicesRoutes } from './http/invoices.routes';
import { salesRoutes } from './http/sales.routes';
import { Invoices } from './use-cases/invoices';
import { Sales, type CataloguePriceLookup } from './use-cases/sales';

export interface SalesModuleOptions {
  /** The service's outbox when it has one already (one relay per service); else sales makes its own. */
  outbox?: Outbox;
  /** Current catalogue prices, for the struck-through price on invoices; without it none is shown. */
  cataloguePrices?: CataloguePriceLookup;
  outboxSweepMs?: number;
}

/**
 * Sales, weights and proforma invoices of the supplier service, in one piece that app.ts mounts:
 * read models fed by buyer and directory events, the HTTP routes, the respond-invoice command.
 */
export async function salesModule(deps: ServiceDeps<SupplierConfig>, options: SalesModuleOptions = {}) {
  const models = {
    orders: salesOrderModel(deps.conn),
    companies: salesCompanyModel(deps.conn),
    measures: lineMeasuresModel(deps.conn),
    invoices: invoiceModel(deps.conn),
  };
  await Promise.all(Object.values(models).map((m) => m.init()));
  const ownOutbox = options.outbox
    ? undefined
    : new Outbox({
        conn: deps.conn,
        nc: deps.nc,
        producer: deps.config.SUPPLIER_PRODUCER,
        logger: deps.logger,
        metrics: deps.metrics,
        sweepIntervalMs: options.outboxSweepMs,
      });
  await ownOutbox?.init();
  const outbox = options.outbox ?? ownOutbox!;
  const sales = new Sales(models, options.cataloguePrices);
  const invoices = new Invoices({
    invoices: models.invoices,
    companies: models.companies,
    sales,
    outbox,
    producer: deps.config.SUPPLIER_PRODUCER,
  });
  const documents = new InvoiceDocuments(
    objectStoreFor(deps.config, deps.config.INVOICE_BUCKET),
    deps.logger,
  );
  let consumers: RunningConsumer[] = [];
  let command: Subscription | undefined;

  return {
    models,
    sales,
    invoices,
    outbox,
    routes(router: Router) {
      salesRoutes(router, sales, invoices);
      invoicesRoutes(router, invoices, documents);
    },
    async start() {
      ownOutbox?.start();
      consumers = await startSalesSubscriptions(deps, models);
      command = serveRespondInvoice(deps, invoices);
    },
    async stop() {
      command?.unsubscribe();
      await Promise.all(consumers.map((c) => c.stop()));
      await ownOutbox?.stop();
    },
  };
}
export type SalesModule = Awaited<ReturnType<typeof salesModule>>;
