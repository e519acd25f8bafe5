import { z } from 'zod';
import { QTY_MAX } from '../constants';
import { defineEvent } from '../envelope';
import { calendarDay, nameText, text } from '../text';

/**
 * Shipments: what the supplier sent out for a closed round, when, with whom and in which
 * container, and how many units of each order's line it carried. A round usually ships in more
 * than one part; an order is shipped once every unit of its lines has left. The supplier records
 * them; the buyer service, which owns the orders, moves each order it names on (partially
 * shipped → shipped) from `supplier.shipment.recorded.v1`.
 */

/** Lines one shipment may carry (an order line each). */
export const SHIPMENT_LINES_MAX = 2_000;

export const shipmentLineSchema = z.object({
  orderId: z.string(),
  /** The order line (`items[].id` of the order). */
  itemId: z.string(),
  roundProductId: z.string(),
  name: z.string(),
  sku: z.string(),
  qty: z.number().int().min(1),
});
export type ShipmentLine = z.infer<typeof shipmentLineSchema>;

export const shipmentSchema = z.object({
  id: z.string(),
  /** SH-<supplier code>-000001, counted per supplier. */
  number: z.string(),
  supplierId: z.string(),
  round: z.object({ id: z.string(), title: z.string() }),
  /** The day it left (yyyy-mm-dd). */
  shippedOn: z.string(),
  carrier: z.string(),
  trackingRef: z.string(),
  container: z.string().nullable(),
  lines: z.array(shipmentLineSchema),
  createdAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentRecordedV1 = defineEvent('supplier.shipment.recorded.v1', shipmentSchema);

/** `POST /rounds/:roundId/shipments`: a shipment of the round's sold lines. */
export const recordShipmentBodySchema = z
  .object({
    shippedOn: calendarDay(),
    carrier: nameText(80).pipe(z.string().min(1)),
    trackingRef: nameText(80).pipe(z.string().min(1)),
    container: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      nameText(40).nullable().optional(),
    ),
    lines: z
      .array(
        z
          .object({
            orderId: text().min(1).max(100),
            itemId: text().min(1).max(100),
            qty: z.number().int().min(1).max(QTY_MAX),
          })
          .strict(),
      )
      .min(1)
      .max(SHIPMENT_LINES_MAX),
  })
  .strict();
export type RecordShipmentBody = z.infer<typeof recordShipmentBodySchema>;

/** A sold line of the round with what has left for it so far. */
export const lineToShipSchema = z.object({
  orderId: z.string(),
  buyerCompanyName: z.string().nullable(),
  itemId: z.string(),
  roundProductId: z.string(),
  name: z.string(),
  sku: z.string(),
  ordered: z.number().int().min(0),
  shipped: z.number().int().min(0),
});
export type LineToShip = z.infer<typeof lineToShipSchema>;

/** `GET /rounds/:roundId/shipments`: the round's shipments (oldest first) and every sold line. */
export const roundShipmentsResponseSchema = z.object({
  roundId: z.string(),
  roundTitle: z.string(),
  lines: z.array(lineToShipSchema),
  shipments: z.array(shipmentSchema),
});
export type RoundShipmentsResponse = z.infer<typeof roundShipmentsResponseSchema>;
