import { durableConsumer, type SubscriptionEntry } from '@marketplace/service-kit/messaging';
import type { AdminConfig } from '../config';
import type { AdminContext } from '../context';
import { buyerOrderHandlers } from './buyer-orders.handlers';
import { identityUserHandlers } from './identity-users.handlers';
import { supplierRoundHandlers } from './supplier-rounds.handlers';

/** Order events handled at once (of different orders). */
const BUYER_ORDER_EVENT_CONCURRENCY = 4;

/**
 * Every event stream the admin service reads, in one place (the kit's startSubscriptions starts
 * them): one durable consumer per producer. The admin serves no command.
 */
export function adminSubscriptions(config: AdminConfig, ctx: AdminContext): SubscriptionEntry[] {
  return [
    durableConsumer({
      durable: 'admin-identity',
      producer: config.IDENTITY_PRODUCER,
      handlers: identityUserHandlers(ctx.users, ctx.orders),
    }),
    durableConsumer({
      durable: 'admin-supplier',
      producer: config.SUPPLIER_PRODUCER,
      handlers: supplierRoundHandlers(ctx.rounds),
    }),
    durableConsumer({
      durable: 'admin-buyer',
      producer: config.BUYER_PRODUCER,
      handlers: buyerOrderHandlers(ctx),
      // An order's events in order, different orders side by side: a year's scale run found one at
      // a time falling behind a busy day (each event is a few store round trips).
      concurrency: BUYER_ORDER_EVENT_CONCURRENCY,
      orderKey: (event) => (event.data as { id?: string }).id,
    }),
  ];
}
