import type { Router } from 'express';
import { InvoiceDocuments } from '@marketplace/documents';
import { systemClock, type Clock } from '@marketplace/service-kit/core';
import { InsertGroups, KeyedLock, objectStoreFor, listDayModel } from '@marketplace/service-kit/store';
import {
  eventWork,
  serviceOutbox,
  type Outbox,
  type OutboxTestHooks,
} from '@marketplace/service-kit/messaging';
import { authenticate, createServiceApp } from '@marketplace/service-kit/http';
import {
  RecentResults,
  startPeriodicJob,
  type BuiltService,
  type PeriodicJob,
  type ServiceDeps,
} from '@marketplace/service-kit/runtime';
import { PRODUCER, type BuyerConfig } from './config';
import type { BuyerContext } from './context';
import { cartModel, type CartDoc } from './data/cart.model';
import { OpenCarts } from './data/open-carts';
import { CommitmentLedger } from './data/commitment-ledger';
import { CommittedView } from './data/committed-view';
import { FlexCapsAtSeal } from './data/flex-caps';
import { FreightSplits } from './data/freight-splits';
import { OrderBook } from './data/order-book';
import { orderModel, type OrderDoc } from './data/order.model';
import { backfillOrderList } from './data/order-list';
import { NoticeLog } from './data/notice-log';
import { ReleaseMarkers } from './data/release-markers';
import { RoundCatalogue } from './data/round-catalogue';
import { receivedInvoiceModel } from './data/received-invoice.model';
import { roundModel } from './data/round.model';
import { SpendingGuard } from './data/spending-guard';
import { spendingLimitsModel } from './data/spending-limits.model';
import { teamAuditModel } from './data/team-audit.model';
import { teamMemberModel } from './data/team-member.model';
import { teamSettingsModel } from './data/team-settings.model';
import { buyerSubscriptions } from './events/subscriptions';
import { cartsRoutes } from './http/carts.routes';
import { exportsRoutes } from './http/exports.routes';
import { invoicesRoutes } from './http/invoices.routes';
import { ordersRoutes } from './http/orders.routes';
import { followsRoutes } from './http/follows.routes';
import { standingOrdersRoutes } from './http/standing-orders.routes';
import { standingOrderModel } from './data/standing-order.model';
import { openDueRounds } from './use-cases/round-opening';
import { followModel } from './data/follow.model';
import { roundsRoutes } from './http/rounds.routes';
import { teamRoutes } from './http/team.routes';
import {
  recoverCommitments,
  recoverOrderBooks,
  recoverOwnCommitments,
} from './use-cases/commitment-recovery';
import { noticeMoqReached, noticeRoundsClosingSoon } from './use-cases/round-notices';

/** How long a placed order answers a repeat of its Idempotency-Key from memory. */
const IDEMPOTENT_REPEAT_MS = 60_000;

export interface BuyerOptions {
  outbox?: OutboxTestHooks;
  now?: () => Date;
}

export interface BuyerService extends BuiltService {
  context: BuyerContext;
}

/** The service's collections, opened and indexed before anything reads them. */
async function openCollections(deps: ServiceDeps<BuyerConfig>, outbox: Outbox) {
  const { conn, logger } = deps;
  const collections = {
    rounds: roundModel(conn),
    carts: cartModel(conn),
    orders: orderModel(conn),
    invoices: receivedInvoiceModel(conn),
    follows: followModel(conn),
    standingOrders: standingOrderModel(conn),
    teamMembers: teamMemberModel(conn),
    spendingLimits: spendingLimitsModel(conn),
    teamSettings: teamSettingsModel(conn),
    teamAudit: teamAuditModel(conn),
  };
  await Promise.all([outbox.init(), ...Object.values(collections).map((model) => model.init())]);
  const days = await listDayModel(conn);
  // Before serving or consuming: orders stored before Order History kept days get them once.
  const backfilled = await backfillOrderList(collections.orders, days);
  if (backfilled) logger.info({ orders: backfilled }, 'order history: days and terms backfilled');
  return { ...collections, days };
}

/** The context: the collections and the stores kept in memory, loaded before serving. */
async function buyerContext(
  deps: ServiceDeps<BuyerConfig>,
  outbox: Outbox,
  now: () => Date,
): Promise<BuyerContext> {
  const { conn, nc, logger } = deps;
  const collections = await openCollections(deps, outbox);
  const committed = new CommittedView();
  const ledger = new CommitmentLedger(conn, outbox, committed, logger, deps.config.INSTANCE_NAME);
  const catalogue = new RoundCatalogue(conn, collections.rounds, logger);
  const orderBook = new OrderBook(conn, outbox, logger, now);
  const freightSplits = new FreightSplits(conn, outbox, collections.orders, catalogue, logger);
  const openCarts = new OpenCarts(
    collections.carts,
    new InsertGroups(conn.collection<CartDoc>('carts')),
    logger,
  );
  await Promise.all([ledger.init(), catalogue.load(), orderBook.init(), openCarts.load()]);
  const locks = new KeyedLock();
  return {
    ...collections,
    logger,
    nc,
    catalogue,
    openCarts,
    newOrders: new InsertGroups(conn.collection<OrderDoc>('orders')),
    ledger,
    committed,
    orderBook,
    flexCaps: new FlexCapsAtSeal(conn),
    releases: new ReleaseMarkers(conn),
    freightSplits,
    outbox,
    notices: new NoticeLog(conn, outbox),
    locks,
    spendingGuard: new SpendingGuard(conn, locks),
    placements: new RecentResults(IDEMPOTENT_REPEAT_MS),
    now,
    invoiceDocuments: new InvoiceDocuments(
      objectStoreFor(deps.config, deps.config.BUYER_INVOICE_BUCKET),
      logger,
    ),
  };
}

/** Every route, behind the token check. */
function buyerRoutes(deps: ServiceDeps<BuyerConfig>, ctx: BuyerContext) {
  return (router: Router) => {
    router.use(authenticate(deps.verifier));
    // Before orders and invoices: their `/:id` routes would take `export` for an id.
    exportsRoutes(router, ctx);
    roundsRoutes(router, ctx);
    followsRoutes(router, ctx);
    standingOrdersRoutes(router, ctx);
    cartsRoutes(router, ctx);
    ordersRoutes(router, ctx);
    invoicesRoutes(router, ctx);
    teamRoutes(router, ctx);
  };
}

/**
 * A product reaching its MOQ in orders (what the close counts; units only in carts never do) is
 * told to the buyers with it in a cart or an order, off the answer's path.
 */
function tellMoqReached(ctx: BuyerContext): OrderBook['onOrderedChanged'] {
  return (roundId, before, after, placed) => {
    for (const [roundProductId, units] of Object.entries(after)) {
      const placers = placed
        .filter((p) => p.items.some((i) => i.roundProductId === roundProductId))
        .map((p) => p.buyerId);
      void noticeMoqReached(ctx, roundId, roundProductId, before[roundProductId] ?? 0, units, placers).catch(
        (err: Error) => ctx.logger.warn({ err: err.message, roundProductId }, 'MOQ notice not sent'),
      );
    }
  };
}

/**
 * What runs beside the requests: the scans for rounds closing soon and
 * rounds opening (on the service's clock), and the recovery of what a crashed replica left.
 */
function backgroundWork(deps: ServiceDeps<BuyerConfig>, ctx: BuyerContext, clock: Clock) {
  const { logger } = deps;
  let recovery: NodeJS.Timeout | undefined;
  let closingSoon: PeriodicJob | undefined;
  let opening: PeriodicJob | undefined;
  return {
    start() {
      closingSoon = startPeriodicJob(
        'rounds-closing-soon',
        deps.config.CLOSING_SOON_SCAN_MS,
        async () => void (await noticeRoundsClosingSoon(ctx)),
        logger,
        clock,
      );
      // Rounds approved ahead of their opening open here: followers told, standing orders placed.
      opening = startPeriodicJob(
        'rounds-opening',
        deps.config.CLOSING_SOON_SCAN_MS,
        async () => void (await openDueRounds(ctx)),
        logger,
        clock,
      );
      // Rounds whose orders came before freight splits were kept are split once, for the admin.
      ctx.freightSplits.splitUnsplit(ctx.catalogue.roundIds()).then(
        (split) => split && logger.info({ rounds: split }, 'freight split of earlier rounds announced'),
        (err: Error) =>
          logger.error({ err: err.message }, 'earlier rounds not split; the next start tries again'),
      );
      const startedAt = ctx.now();
      recovery = setTimeout(() => {
        Promise.all([recoverCommitments(ctx, startedAt), recoverOrderBooks(ctx, startedAt)]).then(
          ([corrected, withdrawn]) =>
            (corrected || withdrawn) &&
            logger.warn({ corrected, withdrawn }, 'commitments corrected after a crash'),
          (err: Error) =>
            logger.error({ err: err.message }, 'commitment recovery failed; it runs again at the next start'),
        );
      }, deps.config.COMMITMENT_RECOVERY_DELAY_MS);
      recovery.unref();
    },
    async stop() {
      clearTimeout(recovery);
      await closingSoon?.stop();
      await opening?.stop();
    },
  };
}

export async function buildBuyer(
  deps: ServiceDeps<BuyerConfig>,
  options: BuyerOptions = {},
): Promise<BuyerService> {
  const { logger } = deps;
  const outbox = serviceOutbox(deps, PRODUCER, options.outbox);
  // A test's own `now` stands still for the scans too; otherwise the service's clock (movable in a
  // local run) decides the phases, the last call and the timelines.
  const clock: Clock = options.now ? { now: options.now, onAdvance: systemClock.onAdvance } : deps.clock;
  const ctx = await buyerContext(deps, outbox, () => clock.now());

  // Before serving: what this process's own earlier run left half-written (it is surely over).
  const corrected = await recoverOwnCommitments(ctx, ctx.now(), deps.config.INSTANCE_NAME).catch(
    (err: Error) => {
      logger.error({ err: err.message }, 'own commitments not checked at start; the later pass checks them');
      return 0;
    },
  );
  if (corrected)
    logger.warn({ corrected }, "commitments this process's earlier run left half-written corrected");

  const app = createServiceApp(deps, { routes: buyerRoutes(deps, ctx) });
  const events = eventWork(deps, outbox, () => buyerSubscriptions(deps.config, ctx));
  const background = backgroundWork(deps, ctx, clock);
  ctx.orderBook.onOrderedChanged = tellMoqReached(ctx);
  return {
    app,
    context: ctx,
    async start() {
      ctx.catalogue.start(deps.config.CATALOGUE_REFRESH_MS);
      await events.start();
      background.start();
    },
    async stop() {
      await background.stop();
      await events.stop();
      ctx.catalogue.stop();
    },
  };
}
