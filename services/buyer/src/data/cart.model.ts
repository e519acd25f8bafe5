import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';

export interface CartItemDoc {
  roundProductId: string;
  qty: number;
  /** "And up to this many more units if the group needs it"; absent means none. */
  flex?: number;
  addedAt: Date;
}

/**
 * A buyer's cart for one round, items embedded (one document, one writer: the buyer's lock).
 * `openKey` is `<buyerId>:<roundId>` while open and `converted:<cartId>` afterwards; its unique
 * index is what keeps one open cart per buyer and round, even across replicas.
 */
export interface CartDoc {
  _id: string;
  buyerId: string;
  roundId: string;
  status: 'open' | 'converted';
  openKey: string;
  items: CartItemDoc[];
  orderId: string | null;
  /** Raised by every write of an open cart: a replica writes only the version it decided from. */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = collectionSchema<CartDoc>('carts', {
  buyerId: { type: String, required: true },
  roundId: { type: String, required: true },
  status: { type: String, required: true },
  openKey: { type: String, required: true },
  items: {
    type: [{ _id: false, roundProductId: String, qty: Number, flex: Number, addedAt: Date }],
    default: [],
  },
  orderId: { type: String, default: null },
  version: Number,
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
});
schema.index({ openKey: 1 }, { unique: true });
schema.index({ buyerId: 1 });
schema.index({ roundId: 1 });

export const openCartKey = (buyerId: string, roundId: string) => `${buyerId}:${roundId}`;
export type CartModel = Model<CartDoc>;
export const cartModel = (conn: Connection): CartModel => conn.model<CartDoc>('Cart', schema);
