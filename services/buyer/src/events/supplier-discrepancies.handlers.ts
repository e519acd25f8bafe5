import { discrepancyAcceptedV1, discrepancyDisputedV1, shortfallConfirmedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { noteDiscrepancyAccepted, noteDiscrepancyDisputed } from '../use-cases/discrepancies';
import { noteShortfall } from '../use-cases/shortfalls';

/**
 * The supplier's decision on a receipt's discrepancy: accepted units are credited on the order,
 * a dispute joins its timeline; and a product delivered short, its cuts taken off the orders.
 * They reach the `buyer-supplier` consumer keyed by the order's round, in order with the round's
 * shipments.
 */
export function supplierDiscrepancyHandlers(ctx: BuyerContext): EventHandler[] {
  return [
    on(discrepancyAcceptedV1, (e) => noteDiscrepancyAccepted(ctx, e.data)),
    on(discrepancyDisputedV1, (e) => noteDiscrepancyDisputed(ctx, e.data)),
    on(shortfallConfirmedV1, (e) => noteShortfall(ctx, e.data)),
  ];
}
