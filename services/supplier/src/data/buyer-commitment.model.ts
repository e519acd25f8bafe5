import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';

/** One buyer's committed quantity of one round product (dashboard: buyers per round). */
export interface BuyerCommitmentDoc {
  _id: string;
  roundId: string;
  roundProductId: string;
  buyerId: string;
  seq: number;
  qty: number;
}
const buyerCommitmentSchema = collectionSchema<BuyerCommitmentDoc>('buyer_commitments', {
  roundId: { type: String, required: true },
  roundProductId: { type: String, required: true },
  buyerId: { type: String, required: true },
  seq: { type: Number, required: true },
  qty: { type: Number, required: true },
});
buyerCommitmentSchema.index({ roundId: 1 });

export type BuyerCommitmentModel = Model<BuyerCommitmentDoc>;
export const buyerCommitmentModel = (conn: Connection): BuyerCommitmentModel =>
  conn.model<BuyerCommitmentDoc>('BuyerCommitment', buyerCommitmentSchema);
