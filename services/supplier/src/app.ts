import type { Router } from 'express';
import { InvoiceDocuments } from '@marketplace/documents';
import { KeyedLock, objectStoreFor } from '@marketplace/service-kit/store';
import { eventWork, serviceOutbox, type OutboxTestHooks } from '@marketplace/service-kit/messaging';
import { authenticate, createServiceApp } from '@marketplace/service-kit/http';
import { startPeriodicJob, type BuiltService, type ServiceDeps } from '@marketplace/service-kit/runtime';
import { PRODUCER, type SupplierConfig } from './config';
import type { SupplierContext } from './context';
import { ProductImageStore } from './data/image-store';
import { createModels } from './data/models';
import { backfillSalesList } from './data/sales-list';
import { supplierSubscriptions } from './events/subscriptions';
import { catalogueRoutes, publicImageRoutes } from './http/catalogue.routes';
import { dashboardRoutes } from './http/dashboard.routes';
import { exportsRoutes } from './http/exports.routes';
import { importRoutes } from './http/import.routes';
import { invoicesRoutes } from './http/invoices.routes';
import { paymentTermsRoutes } from './http/payment-terms.routes';
import { roundsRoutes } from './http/rounds.routes';
import { salesRoutes } from './http/sales.routes';
import { shipmentsRoutes } from './http/shipments.routes';
import { seriesRoutes } from './http/series.routes';
import { shortfallsRoutes } from './http/shortfalls.routes';
import { closeDueRounds } from './use-cases/round-close';
import { flagOverdueInvoices } from './use-cases/invoices';
import { makeDueEditions } from './use-cases/series';
import { followPendingShortfalls } from './use-cases/shortfalls';

export interface SupplierOptions {
  outbox?: OutboxTestHooks;
}

export interface SupplierService extends BuiltService {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  context: SupplierContext;
}

/** Every route: product images in public, the rest behind the token check. */
function supplierRoutes(deps: ServiceDeps<SupplierConfig>, ctx: SupplierContext) {
  return (router: Router) => {
    publicImageRoutes(router, ctx);
    router.use(authenticate(deps.verifier));
    // One line per routes module; exports before sales and invoices, whose `/:id` would take `export`.
    exportsRoutes(router, ctx);
    catalogueRoutes(router, ctx);
    importRoutes(router, ctx);
    roundsRoutes(router, ctx);
    dashboardRoutes(router, ctx);
    salesRoutes(router, ctx);
    invoicesRoutes(router, ctx);
    paymentTermsRoutes(router, ctx);
    shipmentsRoutes(router, ctx);
    shortfallsRoutes(router, ctx);
    seriesRoutes(router, ctx);
  };
}

/** The scans on the service's clock, each waking when its next item is due. */
function startScans(deps: ServiceDeps<SupplierConfig>, ctx: SupplierContext) {
  const { config, logger } = deps;
  return {
    // Rounds close themselves at their deadline (the scan wakes at the nearest one, and when
    // the clock moves in a local run); a deadline missed while down is met at start.
    deadlines: startPeriodicJob(
      'round-deadlines',
      config.ROUND_CLOSE_SCAN_MS,
      async () => ({ nextDueAt: (await closeDueRounds(ctx)).nextDueAt }),
      logger,
      deps.clock,
    ),
    // Invoices past their due date are flagged and both sides told; the scan wakes when the
    // next due day ends.
    overdue: startPeriodicJob(
      'invoice-overdue',
      config.INVOICE_OVERDUE_SCAN_MS,
      async () => ({ nextDueAt: (await flagOverdueInvoices(ctx)).nextDueAt }),
      logger,
      deps.clock,
    ),
    // Series make their next edition as a draft days before it opens; the scan wakes when the
    // nearest is due (and when the clock moves in a local run).
    editions: startPeriodicJob(
      'series-editions',
      config.SERIES_SCAN_MS,
      async () => ({ nextDueAt: (await makeDueEditions(ctx)).nextDueAt }),
      logger,
      deps.clock,
    ),
  };
}

/** The supplier service: catalogue, rounds, sales, proforma invoices and shipments. */
export async function buildSupplier(
  deps: ServiceDeps<SupplierConfig>,
  options: SupplierOptions = {},
): Promise<SupplierService> {
  const { config, logger, conn, nc } = deps;
  const models = await createModels(conn);
  // Before serving or consuming: sales stored before Sales History kept days get them once.
  const backfilled = await backfillSalesList(models.salesOrders, models.days);
  if (backfilled) logger.info({ orders: backfilled }, 'sales history: days backfilled');
  const outbox = serviceOutbox(deps, PRODUCER, options.outbox);
  await outbox.init();
  let scans: ReturnType<typeof startScans> | undefined;
  const ctx: SupplierContext = {
    config,
    logger,
    ...models,
    nc,
    outbox,
    images: new ProductImageStore(objectStoreFor(config, config.PRODUCT_IMAGE_BUCKET), logger),
    locks: new KeyedLock(),
    invoiceDocuments: new InvoiceDocuments(objectStoreFor(config, config.INVOICE_BUCKET), logger),
    now: () => deps.clock.now(),
    wakeSeriesScan: () => void scans?.editions.runNow(),
  };

  const app = createServiceApp(deps, { routes: supplierRoutes(deps, ctx) });
  const events = eventWork(deps, outbox, () => supplierSubscriptions(config, ctx));
  return {
    app,
    context: ctx,
    async start() {
      await events.start();
      // A shortfall whose invoices had not all followed it when the process stopped.
      const followed = await followPendingShortfalls(ctx);
      if (followed) logger.info({ shortfalls: followed }, 'shortfalls: invoices followed at start');
      scans = startScans(deps, ctx);
      void ctx.images
        .ensureBucket()
        .catch((err: Error) =>
          logger.warn({ err: err.message }, 'image bucket not ready yet; uploads will retry'),
        );
    },
    async stop() {
      await scans?.deadlines.stop();
      await scans?.overdue.stop();
      await scans?.editions.stop();
      await events.stop();
    },
  };
}
