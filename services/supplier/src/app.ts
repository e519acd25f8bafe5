import type { Subscription } from 'nats';
import {
  authenticate,
  createApp,
  KeyedLock,
  objectStoreFor,
  Outbox,
  type BuiltService,
  type OutboxOptions,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import type { SupplierConfig } from './config';
import { PRODUCER, type SupplierContext } from './context';
import { serveDecideRound } from './commands/decide-round';
import type { SalesSummarySource } from './data/dashboard';
import { ProductImageStore } from './data/image-store';
import { createModels } from './data/models';
import { startSubscriptions, subscriptionHandlers } from './events/subscriptions';
import { salesModule, type SalesModule } from './sales.module';
import { catalogueRoutes, publicImageRoutes } from './http/catalogue.routes';
import { dashboardRoutes } from './http/dashboard.routes';
import { importRoutes } from './http/import.routes';
import { roundsRoutes } from './http/rounds.routes';

export interface SupplierOptions {
  /** Test hooks for the outbox relay (sweep interval, crash simulation). */
  outbox?: Partial<Pick<OutboxOptions, 'sweepIntervalMs' | 'abandonAfterMs' | 'afterStateWrite'>>;
  /** Sales, weights and invoices, built by the caller (tests); by default built here. */
  sales?: SalesModule;
}

export interface SupplierService extends BuiltService {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  context: SupplierContext;
}

/** The supplier service: catalogue, rounds (and, next to them, sales and invoices). */
export async function buildSupplier(
  deps: ServiceDeps<SupplierConfig>,
  options: SupplierOptions = {},
): Promise<SupplierService> {
  const { config, logger, conn, nc, service } = deps;
  const models = await createModels(conn);
  const outbox = new Outbox({
    conn,
    nc,
    producer: PRODUCER,
    logger,
    metrics: deps.metrics,
    ...options.outbox,
  });
  await outbox.init();
  const images = new ProductImageStore(objectStoreFor(config, config.PRODUCT_IMAGE_BUCKET), logger);
  const ctx: SupplierContext = { config, logger, models, outbox, images, lock: new KeyedLock() };
  const sales =
    options.sales ??
    (await salesModule(deps, {
      outbox,
      // The catalogue price beside the sold price on invoices (struck through when different).
      cataloguePrices: async (productIds, supplierId) => {
        const products = await models.Product.find(
          { _id: { $in: productIds }, supplierId },
          { _id: 1, unitPrice: 1 },
        ).lean();
        return new Map(products.map((p) => [String(p._id), p.unitPrice]));
      },
    }));
  // The dashboard's Total Sales and recent approved orders come from the sales read model.
  const salesSummary: SalesSummarySource = {
    summary: async (supplierId, limit) => {
      const list = await sales.sales.list(supplierId, limit);
      return {
        totalSales: list.stats.totalSales,
        recentOrders: list.items.map((o) => ({
          id: o.id,
          roundTitle: o.roundTitle,
          buyerId: o.buyerId,
          totalValue: o.totalValue,
          currency: o.currency,
          createdAt: o.createdAt,
        })),
      };
    },
  };

  const app = createApp({
    service,
    logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      publicImageRoutes(router, ctx);
      router.use(authenticate(deps.verifier));
      // One line per routes module.
      catalogueRoutes(router, ctx);
      importRoutes(router, ctx);
      roundsRoutes(router, ctx);
      dashboardRoutes(router, ctx, salesSummary);
      sales.routes(router);
    },
  });

  let consumers: RunningConsumer[] = [];
  let commands: Subscription[] = [];
  return {
    app,
    context: ctx,
    async start() {
      outbox.start();
      commands = [serveDecideRound(ctx, nc, service)];
      consumers = await startSubscriptions(deps, subscriptionHandlers(config, models));
      await sales.start();
      void images
        .ensureBucket()
        .catch((err: Error) =>
          logger.warn({ err: err.message }, 'image bucket not ready yet; uploads will retry'),
        );
    },
    async stop() {
      for (const c of commands) c.unsubscribe();
      await sales.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      await outbox.stop();
    },
  };
}
