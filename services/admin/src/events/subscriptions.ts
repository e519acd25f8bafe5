import type { ServiceDeps } from '@marketplace/service-kit';
import { startConsumer, type RunningConsumer } from '@marketplace/service-kit';
import type { AdminConfig } from '../config';
import type { OrderRowModel, RoundRowModel } from '../data/moderation.model';
import type { UserRowModel } from '../data/user-row.model';
import { buyerOrderHandlers } from './buyer-orders.handlers';
import { identityUserHandlers } from './identity-users.handlers';
import { supplierRoundHandlers } from './supplier-rounds.handlers';

/** Every event stream the admin service reads, in one place. */
export async function startSubscriptions(
  deps: ServiceDeps<AdminConfig>,
  models: { users: UserRowModel; rounds: RoundRowModel; orders: OrderRowModel },
): Promise<RunningConsumer[]> {
  const common = { nc: deps.nc, conn: deps.conn, logger: deps.logger, metrics: deps.metrics };
  return Promise.all([
    startConsumer({
      ...common,
      durable: 'admin-identity',
      producer: deps.config.IDENTITY_PRODUCER,
      handlers: identityUserHandlers(models.users),
    }),
    startConsumer({
      ...common,
      durable: 'admin-supplier',
      producer: deps.config.SUPPLIER_PRODUCER,
      handlers: supplierRoundHandlers(models.rounds),
    }),
    startConsumer({
      ...common,
      durable: 'admin-buyer',
      producer: deps.config.BUYER_PRODUCER,
      handlers: buyerOrderHandlers(models.orders),
    }),
  ]);
}
