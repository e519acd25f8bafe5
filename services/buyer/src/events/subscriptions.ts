import {
  commitmentChangedV1,
  decideOrderCommand,
  orderBookChangedV1,
  sealRoundCommand,
} from '@marketplace/contracts';
import {
  durableConsumer,
  liveEvents,
  retiredConsumer,
  servedCommand,
  type SubscriptionEntry,
} from '@marketplace/service-kit/messaging';
import { decideOrderHandler } from '../commands/decide-order';
import { sealRoundHandler } from '../commands/seal-round';
import type { BuyerConfig } from '../config';
import type { BuyerContext } from '../context';
import { identityUserHandlers } from './identity-users.handlers';
import { supplierDiscrepancyHandlers } from './supplier-discrepancies.handlers';
import { supplierInvoiceHandlers } from './supplier-invoices.handlers';
import { supplierRoundHandlers } from './supplier-rounds.handlers';
import { supplierShipmentHandlers } from './supplier-shipments.handlers';

/** Supplier events handled at once (of different rounds). */
const SUPPLIER_EVENT_CONCURRENCY = 4;

/**
 * Everything the buyer service reads from NATS, in one place (the kit's startSubscriptions starts
 * it): one durable consumer per producer, the live commitment feed, and the admin's command.
 */
export function buyerSubscriptions(config: BuyerConfig, ctx: BuyerContext): SubscriptionEntry[] {
  return [
    durableConsumer({
      durable: 'buyer-supplier',
      producer: config.SUPPLIER_PRODUCER,
      handlers: [
        ...supplierRoundHandlers(ctx),
        ...supplierInvoiceHandlers(ctx),
        ...supplierShipmentHandlers(ctx),
        ...supplierDiscrepancyHandlers(ctx),
      ],
      /**
       * A round's events in order (approved, extended, closed), different rounds side by side:
       * when many rounds close at one deadline, each close's work (release, re-total, notices)
       * does not wait for the others'. A round's shipments are keyed by their round too, and so
       * are the decisions on its orders' receipts (which name it as `roundId`: an order's changes
       * take turns with the round's); an invoice's events stay in order (keyed by its id).
       */
      concurrency: SUPPLIER_EVENT_CONCURRENCY,
      orderKey: (event) => {
        const data = event.data as { round?: { id?: string }; id?: string; roundId?: string };
        return data.round?.id ?? data.id ?? data.roundId;
      },
    }),
    durableConsumer({
      durable: 'buyer-identity',
      producer: config.IDENTITY_PRODUCER,
      handlers: identityUserHandlers(ctx),
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
    // The units in orders other replicas booked, for what reads show (the book's writer reads the log).
    liveEvents(orderBookChangedV1, ({ data }) => {
      const ordered = Object.fromEntries(data.ordered.map((o) => [o.roundProductId, o.units]));
      const flex = Object.fromEntries((data.flex ?? []).map((o) => [o.roundProductId, o.units]));
      const held = Object.fromEntries((data.held ?? []).map((o) => [o.roundProductId, o.units]));
      // Display only: whether it is sealed matters to the book's writer, which reads the log itself.
      ctx.orderBook.apply(data.roundId, { seq: data.seq, ordered, flex, held, sealed: null });
    }),
    servedCommand(decideOrderCommand, decideOrderHandler(ctx)),
    servedCommand(sealRoundCommand, sealRoundHandler(ctx)),
  ];
}
