import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, Counters, outboxStamp } from '@marketplace/service-kit/store';
import type { Shipment } from '@marketplace/contracts';

export const SHIPMENTS_COLLECTION = 'shipments';

/** Each supplier's running count of shipment numbers (`SH-<supplier code>-<count>`). */
export const shipmentNumbers = (conn: Connection): Counters => new Counters(conn, 'shipment_counters');

/**
 * A shipment the supplier recorded for a closed round (contracts `shipmentSchema`). `roundId`
 * sits beside `round` so a round's shipments are read by equality (`{ supplierId, roundId }`),
 * which FerretDB answers from the index; `number` is unique, so two suppliers whose codes are
 * alike never print the same number (the second takes its next one).
 */
export interface ShipmentDoc extends Omit<Shipment, 'id'> {
  _id: string;
  roundId: string;
  /**
   * Its place among the round's shipments (1, 2, …), unique per round: two replicas recording a
   * shipment of one round from the same reading take the same place, and the second's insert
   * fails, so it reads again and counts what the first shipped.
   */
  roundSeq: number;
  _events: string[];
}

const schema = collectionSchema<ShipmentDoc>(SHIPMENTS_COLLECTION, {
  number: { type: String, required: true },
  supplierId: { type: String, required: true },
  roundId: { type: String, required: true },
  roundSeq: { type: Number, required: true },
  round: { type: Schema.Types.Mixed, required: true },
  shippedOn: { type: String, required: true },
  carrier: { type: String, required: true },
  trackingRef: { type: String, required: true },
  container: { type: String, default: null },
  lines: { type: Schema.Types.Mixed, default: [] },
  createdAt: { type: String, required: true },
  ...outboxStamp,
});
schema.index({ supplierId: 1, roundId: 1 });
schema.index({ roundId: 1, roundSeq: 1 }, { unique: true });
schema.index({ number: 1 }, { unique: true });

export type ShipmentModel = Model<ShipmentDoc>;
export const shipmentModel = (conn: Connection): ShipmentModel => conn.model<ShipmentDoc>('Shipment', schema);

export function shipmentOf(doc: ShipmentDoc): Shipment {
  return {
    id: doc._id,
    number: doc.number,
    supplierId: doc.supplierId,
    round: { id: doc.round.id, title: doc.round.title },
    shippedOn: doc.shippedOn,
    carrier: doc.carrier,
    trackingRef: doc.trackingRef,
    container: doc.container ?? null,
    lines: doc.lines.map(({ orderId, itemId, roundProductId, name, sku, qty }) => ({
      orderId,
      itemId,
      roundProductId,
      name,
      sku,
      qty,
    })),
    createdAt: doc.createdAt,
  };
}
