import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, outboxStamp } from '@marketplace/service-kit/store';
import type { Shortfall } from '@marketplace/contracts';

export const SHORTFALLS_COLLECTION = 'shortfalls';

/**
 * A product of a closed round delivered short, as the supplier confirmed it (contracts
 * `shortfallSchema`): what arrived and each order line's cut by the shared rule. Read by equality
 * on `roundId` (a round's shortfalls are few); `(roundId, roundProductId)` is unique, so a product
 * is delivered short once, whichever replica confirms it first.
 */
export interface ShortfallDoc extends Omit<Shortfall, 'id' | 'confirmedAt'> {
  _id: string;
  supplierId: string;
  confirmedAt: string;
  /** False until every live invoice of the round followed it (finished at start if the process stopped). */
  invoicesFollowed: boolean;
  _events: string[];
}

const schema = collectionSchema<ShortfallDoc>(SHORTFALLS_COLLECTION, {
  supplierId: { type: String, required: true },
  roundId: { type: String, required: true },
  roundTitle: { type: String, required: true },
  roundProductId: { type: String, required: true },
  name: { type: String, required: true },
  sku: { type: String, required: true },
  unitsPerPack: { type: Number, required: true },
  currency: { type: String, required: true },
  confirmed: { type: Number, required: true },
  delivered: { type: Number, required: true },
  short: { type: Number, required: true },
  lines: { type: Schema.Types.Mixed, default: [] },
  otherFreight: { type: Schema.Types.Mixed, default: [] },
  confirmedAt: { type: String, required: true },
  invoicesFollowed: { type: Boolean, default: false },
  ...outboxStamp,
});
schema.index({ roundId: 1 });
schema.index({ roundId: 1, roundProductId: 1 }, { unique: true });

export type ShortfallModel = Model<ShortfallDoc>;
export const shortfallModel = (conn: Connection): ShortfallModel =>
  conn.model<ShortfallDoc>('Shortfall', schema);

export function shortfallOf(doc: ShortfallDoc): Shortfall {
  const { _id, supplierId: _s, invoicesFollowed: _f, _events: _e, ...rest } = doc;
  return { id: _id, ...rest };
}
