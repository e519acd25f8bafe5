import { Schema, type Connection, type Model } from 'mongoose';

/** Committed quantity of a round product: the head of buyer's ledger (highest seq seen). */
export interface CommitmentDoc {
  _id: string;
  roundId: string;
  seq: number;
  totalCommitted: number;
}
const commitmentSchema = new Schema<CommitmentDoc>(
  {
    _id: { type: String, required: true },
    roundId: { type: String, required: true },
    seq: { type: Number, required: true },
    totalCommitted: { type: Number, required: true },
  },
  { versionKey: false, collection: 'commitments' },
);
commitmentSchema.index({ roundId: 1 });

export type CommitmentModel = Model<CommitmentDoc>;
export const commitmentModel = (conn: Connection): CommitmentModel =>
  conn.model<CommitmentDoc>('Commitment', commitmentSchema);
