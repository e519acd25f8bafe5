import { Schema, type Connection, type Model } from 'mongoose';
import {
  collectionSchema,
  listedAsField,
  readModelVersion,
  type ListPlace,
} from '@marketplace/service-kit/store';
import { orderSnapshotFields, type OrderSnapshot, type OrderStatus } from '@marketplace/contracts';
import { SOLD_ORDER_STATUSES } from '@marketplace/domain';

/**
 * Orders on rounds, as the buyer service announces them (`buyer.order.placed/decided.v1`). The
 * consumer is the only writer; `version` makes late or replayed events harmless. Every query is
 * scoped by `supplierId` (the round owner's company).
 */
export interface SalesOrderDoc extends Pick<
  OrderSnapshot,
  | 'supplierId'
  | 'buyerId'
  | 'buyerCompanyId'
  | 'roundId'
  | 'roundTitle'
  | 'currency'
  | 'status'
  | 'totalValue'
  | 'totalUnits'
  | 'totalItems'
  | 'items'
  | 'timeline'
  | 'version'
> {
  _id: string;
  createdAt: Date;
  decidedAt: Date | null;
  /** The UTC day of `createdAt`: Sales History reads a day at a time (data/sales-list.ts). */
  day: string;
  /**
   * The supplier whose Sales History lists the order: its `supplierId` while its status is a sold
   * one (`SOLD_STATUSES`), null otherwise. Sales History reads a day by equality on it, so a day's
   * pending or rejected orders never come back with the page.
   */
  soldBy: string | null;
  /** Where Sales History's day directory counts it (kit `settleListPlaces`). */
  listedAs?: ListPlace[];
}

const schema = collectionSchema<SalesOrderDoc>('sales_orders', {
  ...orderSnapshotFields,
  buyerCompanyId: { type: String, default: null },
  items: { type: Schema.Types.Mixed, default: [] },
  createdAt: { type: Date, required: true },
  decidedAt: { type: Date, default: null },
  // As the order's events carry it (who changed the order, when and why); absent on older copies.
  timeline: { type: Schema.Types.Mixed, default: undefined },
  day: { type: String, required: true },
  soldBy: { type: String, default: null },
  ...listedAsField,
  ...readModelVersion,
});
schema.index({ supplierId: 1, status: 1 });
// A round's orders (its shipments' lines), by equality.
schema.index({ supplierId: 1, roundId: 1 });
// Sales History's reads, all by equality (kit `day-pages`): a supplier's sales of a day.
schema.index({ soldBy: 1, day: 1 });

export type SalesOrderModel = Model<SalesOrderDoc>;
export const salesOrderModel = (conn: Connection): SalesOrderModel =>
  conn.model<SalesOrderDoc>('SalesOrder', schema);

/** Order statuses that count as sales (spec §4: "Supplier sales lists approved orders", and on to the end). */
export const SOLD_STATUSES: OrderStatus[] = [...SOLD_ORDER_STATUSES];
