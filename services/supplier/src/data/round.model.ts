import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit/store';
import {
  DEFAULT_END_ACTION,
  type FreightBasis,
  type RoundEndAction,
  type RoundStatus,
} from '@marketplace/contracts';
import type { ProductOutcome } from '@marketplace/domain';

export interface RoundProductDoc {
  /** round_products.id: the key of carts, orders and commitments. */
  id: string;
  productId: string;
  moq: number;
  maxQty: number | null;
  outcome?: ProductOutcome | null;
  committedAtClose?: number | null;
  /** Flexible units in orders at the close, and those called in to meet the MOQ. */
  flexOffered?: number | null;
  flexCalled?: number | null;
  /** Price breaks, rising quantity; absent or empty for one price. */
  priceBreaks?: { minQty: number; unitPrice: number }[];
  /**
   * The catalogue figures the round was approved with (the approval snapshot buyers committed
   * to); absent before approval and on rounds approved before it was kept.
   */
  atApproval?: RoundProductTerms | null;
}

/** Price and per-unit measures of a round product as approved: one set for buyers and supplier. */
export interface RoundProductTerms {
  unitPrice: number;
  netWeightKg: number | null;
  grossWeightKg: number | null;
  cbm: number | null;
}

export interface RoundDoc {
  _id: string;
  supplierId: string;
  supplierName: string;
  title: string;
  description: string | null;
  currency: string;
  openAt: Date | null;
  closeAt: Date | null;
  status: RoundStatus;
  products: RoundProductDoc[];
  /** What happens at closeAt; rounds created before end actions read as the default. */
  endAction?: RoundEndAction;
  extendDays?: number | null;
  /** Hours before closeAt of the last call; absent on rounds made before it: the default. */
  lastCallHours?: number;
  /** "Extend once" has moved closeAt: it never moves again. */
  extended?: boolean;
  /** The supplier's freight estimate and how it is shared among buyers. */
  freightCost?: number | null;
  freightBasis?: FreightBasis;
  /** The round this one runs again (Run again), if any. */
  repeatOf?: string | null;
  /** The series this round is an edition of, if any. */
  seriesId?: string | null;
  /** When an admin approved it; absent on rounds approved before it was kept. */
  approvedAt?: Date | null;
  /** Set by the close: by its deadline (`schedule`) or an admin. */
  closedBy?: 'schedule' | 'admin' | null;
  closedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  /** Outbox stamps (kit Outbox): the ids of the events this document's changes announced. */
  _events: string[];
}
const roundSchema = collectionSchema<RoundDoc>('rounds', {
  supplierId: { type: String, required: true },
  supplierName: { type: String, default: '' },
  title: { type: String, required: true },
  description: { type: String, default: null },
  currency: { type: String, required: true },
  openAt: { type: Date, default: null },
  closeAt: { type: Date, default: null },
  status: { type: String, required: true },
  products: {
    type: [
      {
        _id: false,
        id: String,
        productId: String,
        moq: Number,
        maxQty: Number,
        // Set at the close: met / confirmed / released, and the units committed then.
        outcome: { type: String, default: null },
        committedAtClose: { type: Number, default: null },
        flexOffered: { type: Number, default: null },
        flexCalled: { type: Number, default: null },
        priceBreaks: { type: [{ _id: false, minQty: Number, unitPrice: Number }], default: undefined },
        atApproval: { type: Schema.Types.Mixed, default: null },
      },
    ],
    default: [],
  },
  endAction: { type: String, default: DEFAULT_END_ACTION },
  extendDays: { type: Number, default: null },
  lastCallHours: { type: Number },
  extended: { type: Boolean, default: false },
  freightCost: { type: Number, default: null },
  freightBasis: { type: String, default: 'gross_weight' },
  repeatOf: { type: String, default: undefined },
  seriesId: { type: String, default: undefined },
  approvedAt: { type: Date, default: null },
  closedBy: { type: String, default: null },
  closedAt: { type: Date, default: null },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  ...readModelVersion,
  _events: { type: [String], default: [] },
});
roundSchema.index({ supplierId: 1, createdAt: -1 });
roundSchema.index({ supplierId: 1, status: 1 });
// A series' editions, read by equality when an edition is reviewed.
roundSchema.index({ supplierId: 1, seriesId: 1 });
// The deadline scan: approved rounds by closing time.
roundSchema.index({ status: 1, closeAt: 1 });

export type RoundModel = Model<RoundDoc>;
export const roundModel = (conn: Connection): RoundModel => conn.model<RoundDoc>('Round', roundSchema);
