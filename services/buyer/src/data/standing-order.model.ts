import { Schema, type Connection, type Model } from 'mongoose';
import type { StandingOutcome } from '@marketplace/contracts';
import { collectionSchema } from '@marketplace/service-kit/store';

/**
 * A buyer's standing order for one product of a series (`<buyerId>:<seriesId>:<productId>`, so
 * setting it twice is one). Read by equality: a buyer's, a team's (`buyerCompanyId`), a series'
 * as its edition opens. `metRoundIds` are the editions it was already placed in (or passed
 * over), so a redelivered opening or a second replica never places it twice; `skippedRoundIds`
 * the editions its buyer skipped, told again at the last call.
 */
export interface StandingOrderDoc {
  _id: string;
  buyerId: string;
  buyerCompanyId: string | null;
  seriesId: string;
  seriesName: string;
  supplierName: string;
  productId: string;
  productName: string;
  uom: string;
  unitsPerPack: number;
  currency: string;
  qty: number;
  flex: number;
  basePrice: number;
  priceRiseLimitPct: number;
  setBy: { role: 'buyer' | 'approver'; userId: string; name?: string };
  /**
   * Editions created up to this instant had opened when it was set: it starts with the next one
   * (an edition open when the buyer sets it is theirs to order by hand).
   */
  startsAfter: string;
  lastEdition: { roundId: string; roundTitle: string; outcome: StandingOutcome; orderId?: string } | null;
  metRoundIds: string[];
  skippedRoundIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

const schema = collectionSchema<StandingOrderDoc>('standing_orders', {
  buyerId: { type: String, required: true },
  buyerCompanyId: { type: String, default: null },
  seriesId: { type: String, required: true },
  seriesName: { type: String, required: true },
  supplierName: { type: String, required: true },
  productId: { type: String, required: true },
  productName: { type: String, required: true },
  uom: { type: String, required: true },
  unitsPerPack: { type: Number, required: true },
  currency: { type: String, required: true },
  qty: { type: Number, required: true },
  flex: { type: Number, required: true },
  basePrice: { type: Number, required: true },
  priceRiseLimitPct: { type: Number, required: true },
  setBy: { type: Schema.Types.Mixed, required: true },
  startsAfter: { type: String, required: true },
  lastEdition: { type: Schema.Types.Mixed, default: null },
  metRoundIds: { type: [String], default: [] },
  skippedRoundIds: { type: [String], default: [] },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
});
schema.index({ buyerId: 1 });
schema.index({ buyerCompanyId: 1 });
schema.index({ seriesId: 1 });

export type StandingOrderModel = Model<StandingOrderDoc>;
export const standingOrderModel = (conn: Connection): StandingOrderModel =>
  conn.model<StandingOrderDoc>('StandingOrder', schema);

export const standingOrderId = (buyerId: string, seriesId: string, productId: string): string =>
  `${buyerId}:${seriesId}:${productId}`;

/** Editions remembered per standing order: enough for overlapping editions, bounded. */
export const REMEMBERED_EDITIONS = 12;
