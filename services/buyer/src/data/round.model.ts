import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit/store';
import { roundSummaryFields } from '@marketplace/contracts';
import type { ListedRound } from '../domain/round-listing';

/** The buyer's copy of a round, fed only by the supplier's events. */
export interface RoundDoc extends Omit<ListedRound, 'id'> {
  _id: string;
  /** The supplier's round version last applied: older events never overwrite newer state. */
  version: number;
}

const schema = collectionSchema<RoundDoc>('rounds', {
  ...roundSummaryFields,
  openAt: { type: String, default: null },
  closeAt: { type: String, default: null },
  createdAt: { type: String, required: true },
  products: { type: Schema.Types.Mixed, default: [] },
  endAction: { type: String, default: null },
  extendDays: { type: Number, default: null },
  extended: { type: Boolean, default: false },
  freightCost: { type: Number, default: null },
  freightBasis: { type: String, default: 'gross_weight' },
  lastCallHours: { type: Number, default: null },
  seriesId: { type: String, default: null },
  outcomes: { type: Schema.Types.Mixed, default: null },
  ...readModelVersion,
});

export type RoundModel = Model<RoundDoc>;
export const roundModel = (conn: Connection): RoundModel => conn.model<RoundDoc>('Round', schema);
