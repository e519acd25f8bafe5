import { z } from 'zod';
import { nextPageCursor, pageCursor, text } from '../text';
import { orderItemSnapshotSchema, orderTotalsShape } from '../orders';
import { invoiceSnapshotSchema } from './invoices';
import { discrepancyDecisionSchema } from './discrepancies';

/** Sales (spec §2.5): approved orders on the supplier's rounds, their weights and measures. */

import { CBM_MAX, WEIGHT_MAX_KG } from '../constants';

/** Empty input is stored as null (spec §5); otherwise a decimal number, never negative. */
const optionalMeasure = (max: number) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v,
    z.number().finite().min(0).max(max).nullable(),
  );

/** Body of `PUT /sales/:orderId/lines/:lineId/weights` (Edit Product Weights & Dimensions). */
export const lineWeightsBodySchema = z.object({
  netWeightKg: optionalMeasure(WEIGHT_MAX_KG),
  grossWeightKg: optionalMeasure(WEIGHT_MAX_KG),
  cbm: optionalMeasure(CBM_MAX),
});
export type LineWeightsBody = z.infer<typeof lineWeightsBodySchema>;

/** One sold line (an order item on the supplier's round) with its packs and measures. */
export const saleLineSchema = orderItemSnapshotSchema.extend({
  /** qty ÷ units per pack, rounded up (spec §2.5). */
  packs: z.number().int().min(0),
  catalogueUnitPrice: z.number().min(0).nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  material: z.string().nullable(),
  netWeightKg: z.number().min(0).nullable(),
  grossWeightKg: z.number().min(0).nullable(),
  cbm: z.number().min(0).nullable(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

/** A row of Recent Sales: an approved order on one of the caller's rounds. */
export const saleSummarySchema = z.object({
  id: z.string(),
  buyerId: z.string(),
  buyerCompanyId: z.string().nullable(),
  buyerCompanyName: z.string().nullable(),
  roundId: z.string(),
  roundTitle: z.string(),
  ...orderTotalsShape,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The live proforma invoice of this order, if one was generated. */
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

export const salesStatsSchema = z.object({
  totalSales: z.number().min(0),
  ordersCount: z.number().int().min(0),
  totalUnitsSold: z.number().int().min(0),
  /** Distinct buyers of those orders (the supplier dashboard's Active Buyers). */
  activeBuyers: z.number().int().min(0),
});
export type SalesStats = z.infer<typeof salesStatsSchema>;

/** Sales on one page of Sales History. */
export const SUPPLIER_SALES_PAGE_SIZE = 20;
/** `GET /sales`: a page of Sales History, from the `nextCursor` of the page before. */
export const supplierSalesQuerySchema = z.object({ cursor: pageCursor() });
export type SupplierSalesQuery = z.infer<typeof supplierSalesQuerySchema>;

/** `GET /sales`: the cards (every sale) and a page of the Recent Sales table (newest first). */
export const salesListResponseSchema = z.object({
  /** Every sale of the company, on every page. */
  stats: salesStatsSchema,
  /** A page, newest first (`SUPPLIER_SALES_PAGE_SIZE`); `nextCursor` asks for the next one. */
  items: z.array(saleSummarySchema),
  nextCursor: nextPageCursor(),
});
export type SalesListResponse = z.infer<typeof salesListResponseSchema>;

/** `GET /sales/:orderId`: the order detail dialog. */
export const saleDetailSchema = saleSummarySchema.extend({
  lines: z.array(saleLineSchema),
  /** The supplier's decision on the receipt's units short or damaged, once made. */
  discrepancy: discrepancyDecisionSchema.nullable().optional(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/** Body of `POST /sales/:orderId/invoice`. Due date as yyyy-mm-dd or an ISO timestamp. */
export const generateInvoiceBodySchema = z.object({
  dueDate: z.preprocess(
    (v) => (v === '' ? null : v),
    text()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date')
      .nullable()
      .optional(),
  ),
  notes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text().trim().max(2000).nullable().optional(),
  ),
});
export type GenerateInvoiceBody = z.infer<typeof generateInvoiceBodySchema>;

/** `POST /sales/:orderId/invoice` answers 201 with a new invoice, 200 with the order's live one. */
export const generateInvoiceResponseSchema = z.object({
  created: z.boolean(),
  invoice: invoiceSnapshotSchema,
});
export type GenerateInvoiceResponse = z.infer<typeof generateInvoiceResponseSchema>;
