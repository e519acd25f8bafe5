import { Schema, type Connection, type Model } from 'mongoose';

/** One buyer's committed quantity of one round product (dashboard: buyers per round). */
export interface BuyerCommitmentDoc {
  _id: string;
  roundId: string;
  roundProductId: string;
  buyerId: string;
  seq: number;
  qty: number;
}
const buyerCommitmentSchema = new Schema<BuyerCommitmentDoc>(
  {
    _id: { type: String, required: true },
    roundId: { type: String, required: true },
    roundProductId: { type: String, required: true },
    buyerId: { type: String, required: true },
    seq: { type: Number, required: true },
    qty: { type: Number, required: true },
  },
  { versionKey: false, collection: 'buyer_commitments' },
);
buyerCommitmentSchema.index({ roundId: 1 });

export type BuyerCommitmentModel = Model<BuyerCommitmentDoc>;
export const buyerCommitmentModel = (conn: Connection): BuyerCommitmentModel =>
  conn.model<BuyerCommitmentDoc>('BuyerCommitment', buyerCommitmentSchema);
