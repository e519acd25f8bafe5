import {
  authenticate,
  createApp,
  type BuiltService,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import type { AdminConfig } from './config';
import { userRowModel } from './data/user-row.model';
import { startSubscriptions } from './events/subscriptions';
import { usersRoutes } from './http/users.routes';

export async function buildAdmin(deps: ServiceDeps<AdminConfig>): Promise<BuiltService> {
  const users = userRowModel(deps.conn);
  await users.init();
  let consumers: RunningConsumer[] = [];

  const app = createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      usersRoutes(router, users);
    },
  });

  return {
    app,
    start: async () => {
      consumers = await startSubscriptions(deps, { users });
    },
    stop: async () => {
      await Promise.all(consumers.map((c) => c.stop()));
    },
  };
}
