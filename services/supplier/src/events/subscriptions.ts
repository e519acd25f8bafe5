import {
  startConsumer,
  type EventHandler,
  type RunningConsumer,
  type ServiceDeps,
} from '@marketplace/service-kit';
import type { SupplierConfig } from '../config';
import type { SupplierModels } from '../data/models';
import { commitmentHandlers } from './commitments.handlers';
import { directoryHandlers } from './directory.handlers';

/**
 * Every event stream the supplier service reads, in one place: one durable consumer per producer.
 * To consume more of a producer's events, add their handlers to that producer's list (one line).
 */
export function subscriptionHandlers(
  config: SupplierConfig,
  models: SupplierModels,
): Array<{ durable: string; producer: string; handlers: EventHandler[] }> {
  return [
    { durable: 'supplier-admin', producer: config.ADMIN_PRODUCER, handlers: [...directoryHandlers(models)] },
    { durable: 'supplier-buyer', producer: config.BUYER_PRODUCER, handlers: [...commitmentHandlers(models)] },
  ];
}

export async function startSubscriptions(
  deps: ServiceDeps<SupplierConfig>,
  subscriptions: ReturnType<typeof subscriptionHandlers>,
): Promise<RunningConsumer[]> {
  return Promise.all(
    subscriptions.map((s) =>
      startConsumer({
        nc: deps.nc,
        conn: deps.conn,
        logger: deps.logger,
        metrics: deps.metrics,
        durable: s.durable,
        producer: s.producer,
        handlers: s.handlers,
      }),
    ),
  );
}
