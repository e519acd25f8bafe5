import type { Subscription } from 'nats';
import {
  authenticate,
  createApp,
  InsertGroups,
  KeyedLock,
  Outbox,
  RecentResults,
  type BuiltService,
  type OutboxOptions,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import { serveDecideOrder } from './commands/decide-order';
import type { BuyerConfig } from './config';
import { cartModel, type CartDoc } from './data/cart.model';
import { CommitmentLedger } from './data/commitment-ledger';
import { CommittedView } from './data/committed-view';
import { orderModel, type OrderDoc } from './data/order.model';
import { PRODUCER } from './data/producer';
import { ReleaseMarkers } from './data/release-markers';
import { RoundCatalogue } from './data/round-catalogue';
import { roundModel } from './data/round.model';
import { followCommitments } from './events/commitment-feed';
import { startSubscriptions } from './events/subscriptions';
import { BUYER_FEATURES, type BuyerFeatureFactory } from './features';
import { cartsRoutes } from './http/carts.routes';
import { ordersRoutes } from './http/orders.routes';
import { roundsRoutes } from './http/rounds.routes';
import { recoverCommitments } from './use-cases/commitment-recovery';
import type { BuyerContext } from './use-cases/context';

/** How long a placed order answers a repeat of its Idempotency-Key from memory. */
const IDEMPOTENT_REPEAT_MS = 60_000;

export interface BuyerOptions {
  /** Test hooks for the outbox relay. */
  outbox?: Partial<Pick<OutboxOptions, 'sweepIntervalMs' | 'abandonAfterMs' | 'afterStateWrite'>>;
  /** Defaults to BUYER_FEATURES (features.ts). */
  features?: BuyerFeatureFactory[];
  now?: () => Date;
}

export interface BuyerService extends BuiltService {
  context: BuyerContext;
}

export async function buildBuyer(
  deps: ServiceDeps<BuyerConfig>,
  options: BuyerOptions = {},
): Promise<BuyerService> {
  const { conn, nc, logger } = deps;
  const outbox = new Outbox({
    conn,
    nc,
    producer: PRODUCER,
    logger,
    metrics: deps.metrics,
    ...options.outbox,
  });
  const rounds = roundModel(conn);
  const carts = cartModel(conn);
  const orders = orderModel(conn);
  await Promise.all([outbox.init(), rounds.init(), carts.init(), orders.init()]);
  const committed = new CommittedView();
  const ledger = new CommitmentLedger(conn, outbox, committed, logger);
  const catalogue = new RoundCatalogue(conn, rounds, logger);
  await Promise.all([ledger.init(), catalogue.load()]);

  const ctx: BuyerContext = {
    logger,
    rounds,
    catalogue,
    carts,
    orders,
    newCarts: new InsertGroups(conn.collection<CartDoc>('carts')),
    newOrders: new InsertGroups(conn.collection<OrderDoc>('orders')),
    ledger,
    committed,
    releases: new ReleaseMarkers(conn),
    outbox,
    locks: new KeyedLock(),
    placements: new RecentResults(IDEMPOTENT_REPEAT_MS),
    now: options.now ?? (() => new Date()),
  };
  const features = await Promise.all((options.features ?? BUYER_FEATURES).map((make) => make(deps)));

  const app = createApp({
    service: deps.service,
    logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      roundsRoutes(router, ctx);
      cartsRoutes(router, ctx);
      ordersRoutes(router, ctx);
      for (const feature of features) feature.routes?.(router);
    },
  });

  let consumers: RunningConsumer[] = [];
  let subscriptions: Subscription[] = [];
  let recovery: NodeJS.Timeout | undefined;
  return {
    app,
    context: ctx,
    async start() {
      outbox.start();
      catalogue.start(deps.config.CATALOGUE_REFRESH_MS);
      subscriptions = [followCommitments(nc, committed, logger), serveDecideOrder(ctx, nc, deps.service)];
      consumers = await startSubscriptions(
        deps,
        ctx,
        features.flatMap((f) => f.supplierHandlers ?? []),
      );
      for (const feature of features) await feature.start?.();
      const startedAt = ctx.now();
      recovery = setTimeout(() => {
        recoverCommitments(ctx, startedAt).then(
          (corrected) => corrected && logger.warn({ corrected }, 'commitments corrected after a crash'),
          (err: Error) =>
            logger.error({ err: err.message }, 'commitment recovery failed; it runs again at the next start'),
        );
      }, deps.config.COMMITMENT_RECOVERY_DELAY_MS);
      recovery.unref();
    },
    async stop() {
      clearTimeout(recovery);
      for (const feature of features) await feature.stop?.();
      subscriptions.forEach((s) => s.unsubscribe());
      await Promise.all(consumers.map((c) => c.stop()));
      catalogue.stop();
      await outbox.stop();
    },
  };
}
