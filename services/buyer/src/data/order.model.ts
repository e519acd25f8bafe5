import { Schema, type Connection, type Model } from 'mongoose';
import {
  collectionSchema,
  listedAsField,
  outboxStamp,
  readModelVersion,
  type ListPlace,
} from '@marketplace/service-kit/store';
import { orderSnapshotFields, type OrderSnapshot } from '@marketplace/contracts';
import { outsideTheCompany } from '@marketplace/domain';

/**
 * An order and its items (embedded). `cartId` is unique: one cart gives at most one order, so a
 * retried placement finds the order it already made. `idempotencyKey` (`<buyerId>:<key>`) is
 * unique too, for a client that sends the same key with another cart.
 */
export interface OrderDoc extends Omit<OrderSnapshot, 'id'> {
  _id: string;
  cartId: string;
  idempotencyKey: string;
  /** How many times each line (by item id) changed its flexible units after the order was placed. */
  flexChanges?: Record<string, number>;
  /**
   * The supplier's shipments already added to `items[].shipped`: a redelivered shipment is
   * recognised here even after its timeline entry was trimmed off a long timeline.
   */
  shipmentIds?: string[];
  /** The UTC day it was placed: Order History reads a day at a time (data/order-list.ts). */
  day: string;
  /** What Order History's search finds it by (data/order-list.ts `orderListFields`). */
  terms: string[];
  /** Where Order History's day directory counts it (kit `settleListPlaces`). */
  listedAs?: ListPlace[];
  _events: string[];
}

const schema = collectionSchema<OrderDoc>('orders', {
  ...orderSnapshotFields,
  buyerCompanyId: { type: String, default: null },
  supplierName: { type: String, required: true },
  items: { type: Schema.Types.Mixed, required: true },
  releasedItems: { type: Schema.Types.Mixed, default: undefined },
  companyApproval: { type: Schema.Types.Mixed, default: undefined },
  standingSeriesId: { type: String, default: undefined },
  createdAt: { type: String, required: true },
  decidedAt: { type: String, default: null },
  timeline: { type: Schema.Types.Mixed, default: undefined },
  flexChanges: { type: Schema.Types.Mixed, default: undefined },
  shipmentIds: { type: [String], default: undefined },
  day: { type: String, required: true },
  terms: { type: [String], default: [] },
  ...listedAsField,
  ...readModelVersion,
  cartId: { type: String, required: true },
  idempotencyKey: { type: String, required: true },
  ...outboxStamp,
});
schema.index({ cartId: 1 }, { unique: true });
schema.index({ idempotencyKey: 1 }, { unique: true });
schema.index({ buyerId: 1 });
// Order History's reads, all by equality (kit `day-pages`): a buyer's or a team's day, a term.
schema.index({ buyerId: 1, day: 1 });
schema.index({ buyerCompanyId: 1, day: 1 });
schema.index({ day: 1 });
schema.index({ terms: 1 });

/** An order placement's answer: the order, and whether this request created it. */
export interface PlacedOrder {
  order: OrderSnapshot;
  created: boolean;
}

export type OrderModel = Model<OrderDoc>;
export const orderModel = (conn: Connection): OrderModel => conn.model<OrderDoc>('Order', schema);

export function orderSnapshot(doc: OrderDoc): OrderSnapshot {
  return {
    id: doc._id,
    buyerId: doc.buyerId,
    buyerCompanyId: doc.buyerCompanyId,
    roundId: doc.roundId,
    roundTitle: doc.roundTitle,
    supplierId: doc.supplierId,
    supplierName: doc.supplierName,
    currency: doc.currency,
    status: doc.status,
    totalValue: doc.totalValue,
    totalUnits: doc.totalUnits,
    totalItems: doc.totalItems,
    items: doc.items,
    ...(doc.releasedItems?.length ? { releasedItems: doc.releasedItems } : {}),
    ...(doc.companyApproval ? { companyApproval: doc.companyApproval } : {}),
    ...(doc.standingSeriesId ? { standingSeriesId: doc.standingSeriesId } : {}),
    createdAt: doc.createdAt,
    decidedAt: doc.decidedAt,
    ...(doc.timeline?.length ? { timeline: doc.timeline } : {}),
    version: doc.version,
  };
}

/**
 * The order as its events carry it to the supplier, the admin and webhooks: the buying company's
 * approval trail (limits exceeded, who approved) stays with the company.
 */
export function announcedOrder(order: OrderDoc | OrderSnapshot): OrderSnapshot {
  return outsideTheCompany('_id' in order ? orderSnapshot(order) : order);
}
