import {
  startConsumer,
  type EventHandler,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import type { BuyerConfig } from '../config';
import type { BuyerContext } from '../use-cases/context';
import { supplierRoundHandlers } from './supplier-rounds.handlers';

/**
 * Every event stream the buyer service reads, in one place. `extraSupplierHandlers` lets other
 * buyer features (e.g. proforma invoices) read the same supplier stream through this consumer.
 */
export async function startSubscriptions(
  deps: ServiceDeps<BuyerConfig>,
  ctx: BuyerContext,
  extraSupplierHandlers: EventHandler[] = [],
): Promise<RunningConsumer[]> {
  return [
    await startConsumer({
      nc: deps.nc,
      conn: deps.conn,
      logger: deps.logger,
      metrics: deps.metrics,
      durable: 'buyer-supplier',
      producer: deps.config.SUPPLIER_PRODUCER,
      handlers: [...supplierRoundHandlers(ctx), ...extraSupplierHandlers],
    }),
  ];
}
