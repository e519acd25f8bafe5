import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit';
import type { FreightBasis, RoundEndAction, RoundProductSnapshot } from '@marketplace/contracts';
import type { ProductOutcome } from '@marketplace/domain';

/**
 * The buyer's copy of a round that reached buyers (approved, later closed), fed only by the
 * supplier's events. Products are embedded: a round is always read whole.
 */
export interface RoundDoc {
  _id: string;
  title: string;
  description: string | null;
  currency: string;
  openAt: string | null;
  closeAt: string | null;
  status: 'approved' | 'closed';
  supplierId: string;
  supplierName: string;
  createdAt: string;
  products: RoundProductSnapshot[];
  /** The supplier's end action, absent for rounds announced before it existed. */
  endAction?: RoundEndAction;
  extendDays?: number | null;
  extended?: boolean;
  /** The supplier's freight estimate and how buyers share it. */
  freightCost?: number | null;
  freightBasis?: FreightBasis;
  /** Hours before closeAt of the round's last call; absent: the default. */
  lastCallHours?: number | null;
  /** Per round product, once the round closed with an outcome. */
  outcomes?: Record<string, ProductOutcome>;
  /** The supplier's round version last applied: older events never overwrite newer state. */
  version: number;
}

const schema = collectionSchema<RoundDoc>('rounds', {
  title: { type: String, required: true },
  description: { type: String, default: null },
  currency: { type: String, required: true },
  openAt: { type: String, default: null },
  closeAt: { type: String, default: null },
  status: { type: String, required: true },
  supplierId: { type: String, required: true },
  supplierName: { type: String, required: true },
  createdAt: { type: String, required: true },
  products: { type: Schema.Types.Mixed, default: [] },
  endAction: { type: String, default: null },
  extendDays: { type: Number, default: null },
  extended: { type: Boolean, default: false },
  freightCost: { type: Number, default: null },
  freightBasis: { type: String, default: 'gross_weight' },
  lastCallHours: { type: Number, default: null },
  outcomes: { type: Schema.Types.Mixed, default: null },
  ...readModelVersion,
});

export type RoundModel = Model<RoundDoc>;
export const roundModel = (conn: Connection): RoundModel => conn.model<RoundDoc>('Round', schema);
