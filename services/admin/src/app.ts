import { listDayModel } from '@marketplace/service-kit/store';
import { eventWork, serviceOutbox, type OutboxTestHooks } from '@marketplace/service-kit/messaging';
import { authenticate, createServiceApp } from '@marketplace/service-kit/http';
import type { BuiltService, ServiceDeps } from '@marketplace/service-kit/runtime';
import { PRODUCER, type AdminConfig } from './config';
import type { AdminContext } from './context';
import { Directory } from './data/directory';
import { directoryModels } from './data/directory.model';
import { moderationModels } from './data/moderation.model';
import { backfillOrderList } from './data/order-list';
import { userRowModel } from './data/user-row.model';
import { adminSubscriptions } from './events/subscriptions';
import { dashboardRoutes } from './http/dashboard.routes';
import { directoryRoutes } from './http/directory.routes';
import { exportsRoutes } from './http/exports.routes';
import { moderationRoutes } from './http/moderation.routes';
import { usersRoutes } from './http/users.routes';

export interface AdminOptions {
  outbox?: OutboxTestHooks;
}

export interface AdminService extends BuiltService {
  directory: Directory;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function buildAdmin(
  deps: ServiceDeps<AdminConfig>,
  options: AdminOptions = {},
): Promise<AdminService> {
  const users = userRowModel(deps.conn);
  await users.init();
  const { companies, categories } = await directoryModels(deps.conn);
  const { rounds, orders, freightSplits } = await moderationModels(deps.conn);
  const days = await listDayModel(deps.conn);
  // Before the consumers start: they are the list's only other writer.
  const backfilled = await backfillOrderList({ orders, users, days });
  if (backfilled) deps.logger.info({ orders: backfilled }, 'orders list: days and terms backfilled');
  const outbox = serviceOutbox(deps, PRODUCER, options.outbox);
  await outbox.init();
  const ctx: AdminContext = {
    logger: deps.logger,
    nc: deps.nc,
    outbox,
    users,
    rounds,
    orders,
    freightSplits,
    days,
    companies,
    categories,
    directory: new Directory(companies, categories, outbox),
  };
  const events = eventWork(deps, outbox, () => adminSubscriptions(deps.config, ctx));

  const app = createServiceApp(deps, {
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      usersRoutes(router, ctx);
      directoryRoutes(router, ctx.directory);
      // Before the order routes, whose `/:orderId` would take `export` for an id.
      exportsRoutes(router, ctx);
      moderationRoutes(router, ctx);
      dashboardRoutes(router, ctx);
    },
  });

  return {
    app,
    directory: ctx.directory,
    start: () => events.start(),
    stop: () => events.stop(),
  };
}
