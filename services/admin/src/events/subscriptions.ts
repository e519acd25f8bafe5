import type { ServiceDeps } from '@marketplace/service-kit';
import { startConsumer, type RunningConsumer } from '@marketplace/service-kit';
import type { AdminConfig } from '../config';
import type { UserRowModel } from '../data/user-row.model';
import { identityUserHandlers } from './identity-users.handlers';

/** Every event stream the admin service reads, in one place. */
export async function startSubscriptions(
  deps: ServiceDeps<AdminConfig>,
  models: { users: UserRowModel },
): Promise<RunningConsumer[]> {
  return [
    await startConsumer({
      nc: deps.nc,
      conn: deps.conn,
      logger: deps.logger,
      metrics: deps.metrics,
      durable: 'admin-identity',
      producer: deps.config.IDENTITY_PRODUCER,
      handlers: identityUserHandlers(models.users),
    }),
  ];
}
