import { decideRoundCommand, respondInvoiceCommand, reviewRoundCommand } from '@marketplace/contracts';
import {
  durableConsumer,
  retiredConsumer,
  servedCommand,
  type SubscriptionEntry,
} from '@marketplace/service-kit/messaging';
import { decideRoundHandler } from '../commands/decide-round';
import { respondInvoiceHandler } from '../commands/respond-invoice';
import { reviewRoundHandler } from '../commands/review-round';
import type { SupplierConfig } from '../config';
import type { SupplierContext } from '../context';
import { followOrder } from '../use-cases/invoices';
import { buyerOrderHandlers } from './buyer-orders.handlers';
import { commitmentHandlers } from './commitments.handlers';
import { directoryHandlers } from './directory.handlers';
import { followedByInvoices } from './invoice-follow';

/**
 * Everything the supplier service reads from NATS, in one place (the kit's startSubscriptions
 * starts it): one durable consumer per producer — to consume more of a producer's events, add
 * their handlers to that producer's list — and the commands it serves.
 */
export function supplierSubscriptions(config: SupplierConfig, ctx: SupplierContext): SubscriptionEntry[] {
  return [
    // Companies (one read model for the catalogue, sales and invoices) and categories.
    durableConsumer({
      durable: 'supplier-admin',
      producer: config.ADMIN_PRODUCER,
      handlers: directoryHandlers(ctx),
    }),
    // Commitments (round progress) and orders (the sales read model).
    durableConsumer({
      durable: 'supplier-buyer',
      producer: config.BUYER_PRODUCER,
      handlers: [
        ...commitmentHandlers(ctx),
        ...followedByInvoices(buyerOrderHandlers(ctx), (id) => followOrder(ctx, id)),
      ],
    }),
    // Sales had durables of their own; their events now reach the two above. Replays are
    // harmless: the inbox skips handled events and both read models keep the newest version.
    retiredConsumer({ durable: 'supplier-sales-buyer', producer: config.BUYER_PRODUCER }),
    retiredConsumer({ durable: 'supplier-sales-admin', producer: config.ADMIN_PRODUCER }),
    servedCommand(decideRoundCommand, decideRoundHandler(ctx)),
    servedCommand(reviewRoundCommand, reviewRoundHandler(ctx)),
    servedCommand(respondInvoiceCommand, respondInvoiceHandler(ctx)),
  ];
}
