import { startConsumer, type RunningConsumer, type ServiceDeps } from '@marketplace/service-kit';
import type { SupplierConfig } from '../config';
import type { SalesCompanyModel } from '../data/sales-company.model';
import type { SalesOrderModel } from '../data/sales-order.model';
import { buyerOrderHandlers } from './buyer-orders.handlers';
import { salesCompanyHandlers } from './sales-companies.handlers';

/**
 * The streams sales and invoices read. The durable names carry `sales` because other parts of this
 * service read the same producers with other handlers: one durable shared by two handler sets
 * would split the messages between them.
 */
export async function startSalesSubscriptions(
  deps: ServiceDeps<SupplierConfig>,
  models: { orders: SalesOrderModel; companies: SalesCompanyModel },
): Promise<RunningConsumer[]> {
  const common = { nc: deps.nc, conn: deps.conn, logger: deps.logger, metrics: deps.metrics };
  return [
    await startConsumer({
      ...common,
      durable: 'supplier-sales-buyer',
      producer: deps.config.BUYER_PRODUCER,
      handlers: buyerOrderHandlers(models.orders),
    }),
    await startConsumer({
      ...common,
      durable: 'supplier-sales-admin',
      producer: deps.config.ADMIN_PRODUCER,
      handlers: salesCompanyHandlers(models.companies),
    }),
  ];
}
