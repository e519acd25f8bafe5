import {
  authenticate,
  createApp,
  Outbox,
  type BuiltService,
  type OutboxOptions,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import type { AdminConfig } from './config';
import { Directory, PRODUCER } from './data/directory';
import { directoryModels } from './data/directory.model';
import { moderationModels } from './data/moderation.model';
import { userRowModel } from './data/user-row.model';
import { startSubscriptions } from './events/subscriptions';
import { dashboardRoutes } from './http/dashboard.routes';
import { directoryRoutes } from './http/directory.routes';
import { moderationRoutes } from './http/moderation.routes';
import { usersRoutes } from './http/users.routes';

export interface AdminOptions {
  /** Test hooks for the outbox relay (sweep interval, crash simulation). */
  outbox?: Partial<Pick<OutboxOptions, 'sweepIntervalMs' | 'abandonAfterMs' | 'afterStateWrite'>>;
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
  const outbox = new Outbox({
    conn: deps.conn,
    nc: deps.nc,
    producer: PRODUCER,
    logger: deps.logger,
    metrics: deps.metrics,
    ...options.outbox,
  });
  await outbox.init();
  const directory = new Directory(companies, categories, outbox);
  let consumers: RunningConsumer[] = [];

  const app = createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      usersRoutes(router, { users, companies, nc: deps.nc });
      directoryRoutes(router, directory);
      moderationRoutes(router, { rounds, orders, users, nc: deps.nc });
      dashboardRoutes(router, { users, companies, rounds, orders });
    },
  });

  return {
    app,
    directory,
    start: async () => {
      outbox.start();
      consumers = await startSubscriptions(deps, { users, rounds, orders });
    },
    stop: async () => {
      await Promise.all(consumers.map((c) => c.stop()));
      await outbox.stop();
    },
  };
}
