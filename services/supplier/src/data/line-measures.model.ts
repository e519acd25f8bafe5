import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';

/**
 * Weights and volume of one sold line, owned by the supplier (spec §3 order_items net_weight,
 * gross_weight, cbm). Kept in their own documents, not in the order copy, so the event consumer
 * and the supplier's edits never write the same document.
 */
export interface LineMeasuresDoc {
  /** `<orderId>:<orderItemId>` */
  _id: string;
  orderId: string;
  supplierId: string;
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
  updatedAt: Date;
}

const schema = collectionSchema<LineMeasuresDoc>('sale_line_measures', {
  orderId: { type: String, required: true, index: true },
  supplierId: { type: String, required: true },
  netWeightKg: { type: Number, default: null },
  grossWeightKg: { type: Number, default: null },
  cbm: { type: Number, default: null },
  updatedAt: { type: Date, required: true },
});

export type LineMeasuresModel = Model<LineMeasuresDoc>;
export const lineMeasuresModel = (conn: Connection): LineMeasuresModel =>
  conn.model<LineMeasuresDoc>('LineMeasures', schema);

export const lineMeasuresId = (orderId: string, lineId: string) => `${orderId}:${lineId}`;
