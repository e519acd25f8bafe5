import { z } from 'zod';
import { defineCommand } from './commands';
import { defineEvent } from './envelope';

/**
 * Cross-service contracts owned by services/supplier: rounds (and their products) and proforma
 * invoices. HTTP bodies of the supplier API live here too, below the events.
 */

// ---- shared vocabulary (spec §4, §5) -----------------------------------------------------

export const ROUND_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'active',
  'closed',
  'cancelled',
] as const;
export const roundStatusSchema = z.enum(ROUND_STATUSES);
export type RoundStatus = z.infer<typeof roundStatusSchema>;

/** Round currency options (spec §5). */
export const ROUND_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
/** Product currency options in the edit dialog (spec §5). */
export const PRODUCT_CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL'] as const;
/** Units of measure (spec §5). */
export const UNITS_OF_MEASURE = ['pieces', 'kg', 'm', 'm2', 'liters', 'boxes'] as const;
export const uomSchema = z.enum(UNITS_OF_MEASURE);
export type Uom = z.infer<typeof uomSchema>;

export const INVOICE_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

// ---- round snapshots ---------------------------------------------------------------------

/** What every reader of rounds (admin moderation, buyer catalogue) needs to list one. */
export const roundSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  currency: z.string(),
  openAt: z.string().nullable(),
  closeAt: z.string().nullable(),
  status: roundStatusSchema,
  /** The supplier company id (spec §3 rounds.supplier_id). */
  supplierId: z.string(),
  supplierName: z.string(),
  productCount: z.number().int().min(0),
  createdAt: z.string(),
  /** Increases with every change of this round; consumers ignore a version they already have. */
  version: z.number().int().min(1),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

/** One product of a round as buyers see it: the catalogue fields frozen at approval. */
export const roundProductSnapshotSchema = z.object({
  /** round_products.id: the key of carts, orders and the commitment ledger. */
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPrice: z.number().min(0),
  currency: z.string(),
  uom: z.string(),
  unitsPerPack: z.number().int().min(1),
  size: z.string().nullable(),
  color: z.string().nullable(),
  material: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** Public URL of the primary image (served through the edge), or null for the placeholder. */
  imageUrl: z.string().nullable(),
  moq: z.number().int().min(1),
  maxQty: z.number().int().min(1).nullable(),
});
export type RoundProductSnapshot = z.infer<typeof roundProductSnapshotSchema>;

/** A draft was created (admin lists every round, drafts included). */
export const roundCreatedV1 = defineEvent('supplier.round.created.v1', roundSummarySchema);
/** draft → pending_approval. */
export const roundSubmittedV1 = defineEvent('supplier.round.submitted.v1', roundSummarySchema);
/** pending_approval → approved, with everything a buyer needs to buy from it. */
export const roundApprovedV1 = defineEvent(
  'supplier.round.approved.v1',
  z.object({ round: roundSummarySchema, products: z.array(roundProductSnapshotSchema).min(1) }),
);
/**
 * → closed. `reason` tells an admin rejection (from pending_approval) from a close of an approved
 * round. Buyers clear that round's cart items, then carts left empty, and release commitments.
 */
export const roundClosedV1 = defineEvent(
  'supplier.round.closed.v1',
  z.object({ round: roundSummarySchema, reason: z.enum(['rejected', 'closed']) }),
);

// ---- invoices ----------------------------------------------------------------------------

export const partyBlockSchema = z.object({
  companyId: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export type PartyBlock = z.infer<typeof partyBlockSchema>;

export const invoiceLineSchema = z.object({
  orderItemId: z.string(),
  roundProductId: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  unitsPerPack: z.number().int().min(1),
  uom: z.string(),
  material: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  qty: z.number().int().min(1),
  unitPrice: z.number().min(0),
  /** The catalogue price when the order was placed; the detail strikes it through when different. */
  catalogueUnitPrice: z.number().min(0).nullable(),
  subtotal: z.number().min(0),
  netWeightKg: z.number().min(0),
  grossWeightKg: z.number().min(0),
  cbm: z.number().min(0),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** Everything both parties see of a proforma invoice (spec §2.4, §2.5). */
export const invoiceSnapshotSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  orderId: z.string(),
  roundId: z.string(),
  roundTitle: z.string(),
  /** The buyer's user id (spec §3 proforma_invoices.buyer_id). */
  buyerId: z.string(),
  supplierId: z.string(),
  supplier: partyBlockSchema,
  buyer: partyBlockSchema,
  currency: z.string(),
  totalValue: z.number().min(0),
  totalItems: z.number().int().min(0),
  totalUnits: z.number().int().min(0),
  status: invoiceStatusSchema,
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  createdAt: z.string(),
  version: z.number().int().min(1),
});
export type InvoiceSnapshot = z.infer<typeof invoiceSnapshotSchema>;

/** A proforma invoice was generated (status draft), or changed status later (same snapshot). */
export const invoiceIssuedV1 = defineEvent('supplier.invoice.issued.v1', invoiceSnapshotSchema);
export const invoiceStatusChangedV1 = defineEvent(
  'supplier.invoice.status-changed.v1',
  z.object({
    id: z.string(),
    buyerId: z.string(),
    status: invoiceStatusSchema,
    changedAt: z.string(),
    version: z.number().int().min(1),
  }),
);

// ---- commands ----------------------------------------------------------------------------

/** Admin → supplier: approve or reject a pending round, or close an approved one (spec §4). */
export const decideRoundCommand = defineCommand(
  'cmd.supplier.decide-round.v1',
  z.object({
    roundId: z.string(),
    decision: z.enum(['approve', 'reject', 'close']),
    actorId: z.string(),
  }),
  z.object({ roundId: z.string(), status: roundStatusSchema }),
);

/** Buyer → supplier: the buyer accepts or rejects a sent invoice addressed to it. */
export const respondInvoiceCommand = defineCommand(
  'cmd.supplier.respond-invoice.v1',
  z.object({ invoiceId: z.string(), buyerId: z.string(), decision: z.enum(['accept', 'reject']) }),
  z.object({ invoiceId: z.string(), status: invoiceStatusSchema }),
);

// ==== sales and proforma invoices: HTTP bodies of the supplier API (owner: the invoices work) ====

/** Problem codes of sales and invoices; translated under `errors.sales` / `errors.invoices`. */
export const SalesProblemCodes = {
  /** Gross weight below net weight on a sold line. */
  grossBelowNet: 'sales.gross_below_net',
  /** The order is not an approved sale of the caller's company (or does not exist). */
  orderNotFound: 'sales.order_not_found',
  /** An order line id that is not part of that order. */
  lineNotFound: 'sales.line_not_found',
  /** 'Missing Information: Please complete net weight, gross weight, and CBM for all products first.' */
  missingInformation: 'invoices.missing_information',
  invoiceNotFound: 'invoices.not_found',
  /** The move asked for does not start from the invoice's current status. */
  invalidTransition: 'invoices.invalid_transition',
} as const;

/** Upper bounds that catch typing slips (a 10-tonne line is plausible, 10 kilotonnes is not). */
export const WEIGHT_MAX_KG = 1_000_000;
export const CBM_MAX = 100_000;

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
export const saleLineSchema = z.object({
  id: z.string(),
  roundProductId: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  uom: z.string(),
  unitsPerPack: z.number().int().min(1),
  qty: z.number().int().min(1),
  /** qty ÷ units per pack, rounded up (spec §2.5). */
  packs: z.number().int().min(0),
  unitPrice: z.number().min(0),
  catalogueUnitPrice: z.number().min(0).nullable(),
  subtotal: z.number().min(0),
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
  currency: z.string(),
  status: z.enum(['pending_admin', 'approved', 'rejected', 'completed', 'cancelled']),
  totalValue: z.number().min(0),
  totalUnits: z.number().int().min(0),
  totalItems: z.number().int().min(0),
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

/** `GET /sales`: the cards and the Recent Sales table (newest first). */
export const salesListResponseSchema = z.object({
  stats: salesStatsSchema,
  items: z.array(saleSummarySchema),
});
export type SalesListResponse = z.infer<typeof salesListResponseSchema>;

/** `GET /sales/:orderId`: the order detail dialog. */
export const saleDetailSchema = saleSummarySchema.extend({ lines: z.array(saleLineSchema) });
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/** Body of `POST /sales/:orderId/invoice`. Due date as yyyy-mm-dd or an ISO timestamp. */
export const generateInvoiceBodySchema = z.object({
  dueDate: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date')
      .nullable()
      .optional(),
  ),
  notes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(2000).nullable().optional(),
  ),
});
export type GenerateInvoiceBody = z.infer<typeof generateInvoiceBodySchema>;

/** `POST /sales/:orderId/invoice` answers 201 with a new invoice, 200 with the order's live one. */
export const generateInvoiceResponseSchema = z.object({
  created: z.boolean(),
  invoice: invoiceSnapshotSchema,
});
export type GenerateInvoiceResponse = z.infer<typeof generateInvoiceResponseSchema>;

export const invoiceStatsSchema = z.object({
  totalInvoices: z.number().int().min(0),
  totalValue: z.number().min(0),
  /** draft or sent: Pending Invoices (supplier), Pending Review (buyer). */
  pending: z.number().int().min(0),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;

/** Invoice lists of both parties (`GET /invoices` on the supplier and on the buyer API), newest first. */
export const invoicesListResponseSchema = z.object({
  stats: invoiceStatsSchema,
  items: z.array(invoiceSnapshotSchema),
});
export type InvoicesListResponse = z.infer<typeof invoicesListResponseSchema>;

/** Languages of downloadable documents (`?lang=`). */
export const DOCUMENT_LANGUAGES = ['en', 'pt'] as const;
export const documentQuerySchema = z.object({ lang: z.enum(DOCUMENT_LANGUAGES).default('en') });
