import { shipmentRecordedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { noteShipment } from '../use-cases/shipments';

/**
 * The supplier's shipments move the orders they carry on (partially shipped → shipped). They reach
 * the `buyer-supplier` consumer keyed by their round, so one round's shipments apply in order.
 */
export function supplierShipmentHandlers(ctx: BuyerContext): EventHandler[] {
  return [on(shipmentRecordedV1, (e) => noteShipment(ctx, e.data))];
}
