import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, orderSnapshotFields, readModelVersion } from '@marketplace/service-kit';
import type { OrderSnapshot, OrderStatus } from '@marketplace/contracts';

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
}

const schema = collectionSchema<SalesOrderDoc>('sales_orders', {
  ...orderSnapshotFields,
  buyerCompanyId: { type: String, default: null },
  items: { type: Schema.Types.Mixed, default: [] },
  createdAt: { type: Date, required: true },
  decidedAt: { type: Date, default: null },
  // As the order's events carry it (who changed the order, when and why); absent on older copies.
  timeline: { type: Schema.Types.Mixed, default: undefined },
  ...readModelVersion,
});
schema.index({ supplierId: 1, status: 1 });

export type SalesOrderModel = Model<SalesOrderDoc>;
export const salesOrderModel = (conn: Connection): SalesOrderModel =>
  conn.model<SalesOrderDoc>('SalesOrder', schema);

/** Order statuses that count as sales (spec §4: "Supplier sales lists approved orders"). */
export const SOLD_STATUSES: OrderStatus[] = ['approved', 'completed'];
