import { type Connection, type Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';
import type { FollowKind } from '@marketplace/contracts';

/**
 * Who follows what: one document per buyer and supplier or series (`<buyerId>:<kind>:<id>`, so
 * following twice is following once). A buyer's follows and a target's followers are both read
 * by equality.
 */
export interface FollowDoc {
  _id: string;
  buyerId: string;
  kind: FollowKind;
  targetId: string;
  name: string;
  supplierName: string;
  createdAt: Date;
}

const schema = collectionSchema<FollowDoc>('follows', {
  buyerId: { type: String, required: true },
  kind: { type: String, required: true },
  targetId: { type: String, required: true },
  name: { type: String, required: true },
  supplierName: { type: String, required: true },
  createdAt: { type: Date, required: true },
});
schema.index({ buyerId: 1 });
schema.index({ kind: 1, targetId: 1 });

export type FollowModel = Model<FollowDoc>;
export const followModel = (conn: Connection): FollowModel => conn.model<FollowDoc>('Follow', schema);

export const followId = (buyerId: string, kind: FollowKind, targetId: string): string =>
  `${buyerId}:${kind}:${targetId}`;
