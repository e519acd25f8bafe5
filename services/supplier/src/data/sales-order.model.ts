import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit';
import type { OrderItemSnapshot, OrderStatus } from '@marketplace/contracts';

/**
 * Orders on rounds, as the buyer service announces them (`buyer.order.placed/decided.v1`). The
 * consumer is the only writer; `version` makes late or replayed events harmless. Every query is
 * scoped by `supplierId` (the round owner's company).
 */
export interface SalesOrderDoc {
  _id: string;
  supplierId: string;
  buyerId: string;
  buyerCompanyId: string | null;
  roundId: string;
  roundTitle: string;
  currency: string;
  status: OrderStatus;
  totalValue: number;
  totalUnits: number;
  totalItems: number;
  items: OrderItemSnapshot[];
  createdAt: Date;
  decidedAt: Date | null;
  version: number;
}

const schema = collectionSchema<SalesOrderDoc>('sales_orders', {
  supplierId: { type: String, required: true },
  buyerId: { type: String, required: true },
  buyerCompanyId: { type: String, default: null },
  roundId: { type: String, required: true },
  roundTitle: { type: String, required: true },
  currency: { type: String, required: true },
  status: { type: String, required: true },
  totalValue: { type: Number, required: true },
  totalUnits: { type: Number, required: true },
  totalItems: { type: Number, required: true },
  items: { type: Schema.Types.Mixed, default: [] },
  createdAt: { type: Date, required: true },
  decidedAt: { type: Date, default: null },
  ...readModelVersion,
});
schema.index({ supplierId: 1, status: 1 });

export type SalesOrderModel = Model<SalesOrderDoc>;
export const salesOrderModel = (conn: Connection): SalesOrderModel =>
  conn.model<SalesOrderDoc>('SalesOrder', schema);

/** Order statuses that count as sales (spec §4: "Supplier sales lists approved orders"). */
export const SOLD_STATUSES: OrderStatus[] = ['approved', 'completed'];
