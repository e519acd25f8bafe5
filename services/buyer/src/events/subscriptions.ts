import { commitmentChangedV1, decideOrderCommand } from '@marketplace/contracts';
import {
  durableConsumer,
  liveEvents,
  retiredConsumer,
  servedCommand,
  type SubscriptionEntry,
} from '@marketplace/service-kit';
import { decideOrderHandler } from '../commands/decide-order';
import type { BuyerConfig } from '../config';
import type { BuyerContext } from '../context';
import { supplierInvoiceHandlers } from './supplier-invoices.handlers';
import { supplierRoundHandlers } from './supplier-rounds.handlers';

/**
 * Everything the buyer service reads from NATS, in one place (the kit's startSubscriptions starts
 * it): one durable consumer per producer, the live commitment feed, and the admin's command.
 */
export function buyerSubscriptions(config: BuyerConfig, ctx: BuyerContext): SubscriptionEntry[] {
  return [
    durableConsumer({
      durable: 'buyer-supplier',
      producer: config.SUPPLIER_PRODUCER,
      handlers: [...supplierRoundHandlers(ctx), ...supplierInvoiceHandlers(ctx)],
    }),
    // Invoices had a durable of their own; its events now reach `buyer-supplier`. Replays are
    // harmless: the inbox skips handled events and the read model keeps the newest version.
    retiredConsumer({ durable: 'buyer-supplier-invoices', producer: config.SUPPLIER_PRODUCER }),
    /**
     * Every replica listens (plain NATS, no durable state) to the commitment events all replicas
     * publish, so the committed figures it serves include the other replicas' writes. Nothing is
     * decided from this view: the ledger writer reads the ledger itself.
     */
    liveEvents(commitmentChangedV1, (e) => {
      const { roundProductId, seq, totalCommitted } = e.data;
      ctx.committed.apply(roundProductId, { seq, total: totalCommitted });
    }),
    servedCommand(decideOrderCommand, decideOrderHandler(ctx)),
  ];
}
