import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';

/** Committed quantity of a round product: the head of buyer's ledger (highest seq seen). */
export interface CommitmentDoc {
  _id: string;
  roundId: string;
  seq: number;
  totalCommitted: number;
}
const commitmentSchema = collectionSchema<CommitmentDoc>('commitments', {
  roundId: { type: String, required: true },
  seq: { type: Number, required: true },
  totalCommitted: { type: Number, required: true },
});
commitmentSchema.index({ roundId: 1 });

export type CommitmentModel = Model<CommitmentDoc>;
export const commitmentModel = (conn: Connection): CommitmentModel =>
  conn.model<CommitmentDoc>('Commitment', commitmentSchema);
