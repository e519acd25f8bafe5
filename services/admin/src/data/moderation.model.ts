import { Schema, type Connection, type Model } from 'mongoose';
import {
  collectionSchema,
  listedAsField,
  modelOn,
  readModelVersion,
  withIndexes,
  type ListPlace,
} from '@marketplace/service-kit/store';
import {
  orderSnapshotFields,
  roundSummaryFields,
  type OrderItemSnapshot,
  type OrderSnapshot,
  type OrderTimelineEntry,
  type RoundFreightSplit,
  type RoundEndAction,
  type RoundSummary,
} from '@marketplace/contracts';

/** The admin's copy of a round, fed only by the supplier's round events. */
export interface RoundRowDoc extends Pick<
  RoundSummary,
  'title' | 'description' | 'currency' | 'status' | 'supplierId' | 'supplierName' | 'productCount'
> {
  _id: string;
  openAt: Date | null;
  closeAt: Date | null;
  createdAt: Date;
  endAction?: RoundEndAction | null;
  /** Products per outcome, from the close event. */
  outcome?: { met: number; confirmed: number; released: number } | null;
  /** The round's version in the last event applied: older or repeated events change nothing. */
  version: number;
}

const roundSchema = collectionSchema<RoundRowDoc>('rounds', {
  ...roundSummaryFields,
  productCount: { type: Number, required: true },
  openAt: { type: Date, default: null },
  closeAt: { type: Date, default: null },
  createdAt: { type: Date, required: true },
  endAction: { type: String, default: null },
  outcome: { type: Schema.Types.Mixed, default: null },
  ...readModelVersion,
});
roundSchema.index({ createdAt: -1 });
roundSchema.index({ status: 1 });

/** The admin's copy of an order, fed only by the buyer's order events. */
export interface OrderRowDoc extends Pick<
  OrderSnapshot,
  | 'buyerId'
  | 'roundId'
  | 'roundTitle'
  | 'supplierId'
  | 'supplierName'
  | 'currency'
  | 'status'
  | 'totalValue'
  | 'totalUnits'
  | 'totalItems'
  | 'version'
> {
  _id: string;
  items: Pick<
    OrderItemSnapshot,
    'id' | 'name' | 'sku' | 'uom' | 'qty' | 'unitPrice' | 'subtotal' | 'flex' | 'flexCalled'
  >[];
  createdAt: Date;
  decidedAt: Date | null;
  /** As the order's events carry it; absent on copies of orders from before timelines. */
  timeline?: OrderTimelineEntry[];
  /** The UTC day of `createdAt`: the Orders list reads a day at a time (kit `day-pages`). */
  day: string;
  /** What the Orders search finds it by: round, supplier, buyer's name and e-mail, order number. */
  terms: string[];
  /** Where the list's day directory counts it (kit `settleListPlaces`). */
  listedAs?: ListPlace[];
  /**
   * The buyer's name and e-mail as the admin's user rows had them when the order or the buyer
   * last changed, so a page of the list needs no lookup per row; null while the buyer's row had
   * not arrived, absent on copies from before (both looked up when read).
   */
  buyer?: { name: string; email: string } | null;
}

const orderSchema = collectionSchema<OrderRowDoc>('orders', {
  ...orderSnapshotFields,
  supplierName: { type: String, required: true },
  items: {
    type: [
      new Schema(
        {
          id: String,
          name: String,
          sku: String,
          uom: String,
          qty: Number,
          unitPrice: Number,
          subtotal: Number,
          flex: Number,
          flexCalled: Number,
        },
        { _id: false },
      ),
    ],
    default: [],
  },
  createdAt: { type: Date, required: true },
  decidedAt: { type: Date, default: null },
  timeline: { type: Schema.Types.Mixed, default: undefined },
  buyer: { type: Schema.Types.Mixed, default: undefined },
  day: { type: String, required: true },
  terms: { type: [String], default: [] },
  ...listedAsField,
  ...readModelVersion,
});
// The Orders list's reads, all by equality (kit `day-pages`): a day, a status's day, a search term;
// a buyer's orders when their name changes.
orderSchema.index({ day: 1, status: 1 });
orderSchema.index({ status: 1, day: 1 });
orderSchema.index({ terms: 1 });
orderSchema.index({ buyerId: 1 });

/**
 * A round's freight split over its orders as the buyer service decided it (its
 * `round.freight-split` event, the newest version kept): the share the Orders list shows per order.
 */
export interface FreightSplitDoc extends Omit<RoundFreightSplit, 'id' | 'roundId'> {
  _id: string;
}

const freightSplitSchema = collectionSchema<FreightSplitDoc>('freight_splits', {
  freightCost: { type: Number, default: null },
  basis: { type: String, required: true },
  shares: { type: Schema.Types.Mixed, default: {} },
  ...readModelVersion,
});

export type RoundRowModel = Model<RoundRowDoc>;
export type OrderRowModel = Model<OrderRowDoc>;
export type FreightSplitModel = Model<FreightSplitDoc>;

export async function moderationModels(
  conn: Connection,
): Promise<{ rounds: RoundRowModel; orders: OrderRowModel; freightSplits: FreightSplitModel }> {
  return withIndexes({
    rounds: modelOn(conn, 'RoundRow', roundSchema),
    orders: modelOn(conn, 'OrderRow', orderSchema),
    freightSplits: modelOn(conn, 'FreightSplit', freightSplitSchema),
  });
}
