import {
  authenticate,
  createApp,
  serviceOutbox,
  startSubscriptions,
  type BuiltService,
  type OutboxTestHooks,
  type RunningSubscriptions,
  type ServiceDeps,
} from '@marketplace/service-kit';
import { PRODUCER, type AdminConfig } from './config';
import type { AdminContext } from './context';
import { Directory } from './data/directory';
import { directoryModels } from './data/directory.model';
import { moderationModels } from './data/moderation.model';
import { userRowModel } from './data/user-row.model';
import { adminSubscriptions } from './events/subscriptions';
import { dashboardRoutes } from './http/dashboard.routes';
import { directoryRoutes } from './http/directory.routes';
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
  const { rounds, orders } = await moderationModels(deps.conn);
  const outbox = serviceOutbox(deps, PRODUCER, options.outbox);
  await outbox.init();
  const ctx: AdminContext = {
    logger: deps.logger,
    nc: deps.nc,
    outbox,
    users,
    rounds,
    orders,
    companies,
    categories,
    directory: new Directory(companies, categories, outbox),
  };
  let subscriptions: RunningSubscriptions | undefined;

  const app = createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      usersRoutes(router, ctx);
      directoryRoutes(router, ctx.directory);
      moderationRoutes(router, ctx);
      dashboardRoutes(router, ctx);
    },
  });

  return {
    app,
    directory: ctx.directory,
    start: async () => {
      outbox.start();
      subscriptions = await startSubscriptions(deps, adminSubscriptions(deps.config, ctx));
    },
    stop: async () => {
      await subscriptions?.stop();
      await outbox.stop();
    },
  };
}
