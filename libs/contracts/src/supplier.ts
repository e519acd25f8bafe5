import { z } from 'zod';
import { defineCommand } from './commands';
import { defineEvent } from './envelope';
import { nameText, text } from './text';

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

// ---- HTTP: problem codes -----------------------------------------------------------------

/** Codes the supplier service answers with; the UI translates them (libs/i18n `errors.supplier`). */
export const SupplierProblemCodes = {
  /** The caller is a supplier without a company (spec §5: 'No company associated with user'). */
  noCompany: 'supplier.no_company',
  skuTaken: 'supplier.sku_taken',
  productNotFound: 'supplier.product_not_found',
  categoryNotFound: 'supplier.category_not_found',
  imageNotFound: 'supplier.image_not_found',
  tooManyImages: 'supplier.too_many_images',
  storageUnavailable: 'supplier.storage_unavailable',
  roundNotFound: 'supplier.round_not_found',
  /** A status change the round's current status does not allow (spec §4). */
  roundTransition: 'supplier.round_transition',
  /** A round may hold only the caller's own, active products. */
  roundProductUnavailable: 'supplier.round_product_unavailable',
  csvNotCsv: 'supplier.csv_not_csv',
  csvBadHeader: 'supplier.csv_bad_header',
  csvNotText: 'supplier.csv_not_text',
  csvTooLarge: 'supplier.csv_too_large',
  csvTooManyRows: 'supplier.csv_too_many_rows',
  csvMissing: 'supplier.csv_missing',
} as const;

/** Field-level codes of the round body (translated under `errors.field`). */
export const SupplierFieldCodes = {
  noProducts: 'round_no_products',
  closeBeforeOpen: 'round_close_before_open',
  duplicateProduct: 'round_duplicate_product',
  priceDecimals: 'price_decimals',
} as const;

// ---- HTTP: catalogue ---------------------------------------------------------------------

/**
 * Text that may be left empty: '' (or only spaces) is stored as null (spec §5). Absent stays
 * absent, so a partial update (Deactivate sends `{active}` alone) leaves the stored text as it is.
 */
const clearableText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Clearable text on create, where absent means empty. */
const optionalText = (max: number) => clearableText(max).transform((v) => v ?? null);

/** Money with at most 2 decimals (spec §5: minimum 0, step 0.01). */
export const unitPriceSchema = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    message: 'At most 2 decimals',
    params: { code: SupplierFieldCodes.priceDecimals },
  });

/** Fields of the product edit dialog (spec §2.5); `categoryId` 'none' or null means no category. */
const productFields = {
  name: nameText(200).min(1),
  sku: nameText(64).min(1),
  unitPrice: unitPriceSchema,
  currency: z.enum(PRODUCT_CURRENCIES),
  uom: uomSchema,
  unitsPerPack: z.number().int().min(1).max(1_000_000),
  categoryId: text()
    .max(100)
    .nullable()
    .transform((v) => (v === 'none' || v === '' ? null : v)),
  size: clearableText(100),
  color: clearableText(100),
  material: clearableText(100),
  description: clearableText(2000),
  active: z.boolean(),
};

/** Create: name, SKU and unit price required; the rest has the spec's defaults. */
export const createProductBodySchema = z
  .object({
    ...productFields,
    currency: productFields.currency.default('USD'),
    uom: productFields.uom.default('pieces'),
    unitsPerPack: productFields.unitsPerPack.default(1),
    categoryId: productFields.categoryId.optional().transform((v) => v ?? null),
    size: productFields.size.transform((v) => v ?? null),
    color: productFields.color.transform((v) => v ?? null),
    material: productFields.material.transform((v) => v ?? null),
    description: productFields.description.transform((v) => v ?? null),
    active: productFields.active.default(true),
  })
  .strict();
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/** Edit: any subset of the fields (the dialog sends them all; the status toggle sends `active`). */
export const updateProductBodySchema = z
  .object({
    name: productFields.name.optional(),
    sku: productFields.sku.optional(),
    unitPrice: unitPriceSchema.optional(),
    currency: productFields.currency.optional(),
    uom: productFields.uom.optional(),
    unitsPerPack: productFields.unitsPerPack.optional(),
    categoryId: productFields.categoryId.optional(),
    size: productFields.size,
    color: productFields.color,
    material: productFields.material,
    description: productFields.description,
    active: productFields.active.optional(),
  })
  .strict();
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const productsQuerySchema = z.object({
  search: text().trim().max(200).optional(),
  status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
});

export const productImageSchema = z.object({ id: z.string(), url: z.string(), isPrimary: z.boolean() });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  uom: z.string(),
  unitsPerPack: z.number().int(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  material: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
  images: z.array(productImageSchema),
  primaryImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponseSchema = z.object({ items: z.array(productSchema), total: z.number() });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const categoryOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
export const categoriesResponseSchema = z.object({ items: z.array(categoryOptionSchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** Largest product image accepted (bytes). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGES_MAX = 10;

// ---- HTTP: rounds ------------------------------------------------------------------------

export const DEFAULT_MOQ = 100;
/** A round holds at most this many products (a CSV import of 10,000 rows fits). */
export const ROUND_PRODUCTS_MAX = 10_000;

export const roundProductInputSchema = z
  .object({
    productId: text().min(1).max(100),
    moq: z.number().int().min(1).max(100_000_000).default(DEFAULT_MOQ),
    maxQty: z.number().int().min(1).max(100_000_000).nullable().optional(),
  })
  .strict();
export type RoundProductInput = z.input<typeof roundProductInputSchema>;

const dateTime = z.iso.datetime({ offset: true }).nullable().optional();

export const createRoundBodySchema = z
  .object({
    title: nameText(200).min(1),
    description: optionalText(2000),
    currency: z.enum(ROUND_CURRENCIES).default('USD'),
    openAt: dateTime,
    closeAt: dateTime,
    products: z
      .array(roundProductInputSchema)
      .max(ROUND_PRODUCTS_MAX)
      .refine((list) => list.length > 0, {
        message: 'Please select at least one product',
        params: { code: SupplierFieldCodes.noProducts },
      })
      .refine((list) => new Set(list.map((p) => p.productId)).size === list.length, {
        message: 'A product is listed twice',
        params: { code: SupplierFieldCodes.duplicateProduct },
      }),
  })
  .strict()
  .refine((r) => !r.openAt || !r.closeAt || Date.parse(r.closeAt) > Date.parse(r.openAt), {
    message: 'The closing date must be after the opening date',
    path: ['closeAt'],
    params: { code: SupplierFieldCodes.closeBeforeOpen },
  });
export type CreateRoundBody = z.input<typeof createRoundBodySchema>;

/** My Rounds status filter (spec §2.5). */
export const MY_ROUNDS_STATUS_FILTERS = ['all', 'draft', 'pending_approval', 'approved', 'closed'] as const;
export const roundsQuerySchema = z.object({
  search: text().trim().max(200).optional(),
  status: z.enum(MY_ROUNDS_STATUS_FILTERS).default('all'),
});

/** One row of My Rounds (spec §2.5). */
export const supplierRoundSchema = roundSummarySchema.extend({
  committedUnits: z.number().int().min(0),
  totalMoq: z.number().int().min(0),
  averageProgress: z.number().min(0),
});
export type SupplierRound = z.infer<typeof supplierRoundSchema>;
export const supplierRoundsResponseSchema = z.object({
  items: z.array(supplierRoundSchema),
  total: z.number(),
});
export type SupplierRoundsResponse = z.infer<typeof supplierRoundsResponseSchema>;

/** Round Performance (spec §2.5): per product, then the cards. */
export const roundPerformanceProductSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  uom: z.string(),
  imageUrl: z.string().nullable(),
  moq: z.number().int(),
  maxQty: z.number().int().nullable(),
  committed: z.number().int().min(0),
  /** committed / MOQ capped at 100 (libs/domain moqProgress). */
  progress: z.number().min(0).max(100),
  moqMet: z.boolean(),
});
export const roundPerformanceSchema = z.object({
  round: supplierRoundSchema,
  products: z.array(roundPerformanceProductSchema),
  productsMeetingMoq: z.number().int().min(0),
  /** Σ committed × unit price, and Σ MOQ × unit price, in the round's currency. */
  revenue: z.number().min(0),
  potentialRevenue: z.number().min(0),
});
export type RoundPerformance = z.infer<typeof roundPerformanceSchema>;

// ---- HTTP: CSV bulk import (spec §5, §9) ---------------------------------------------------

/** Largest CSV accepted (bytes): 10,000 template rows are about 1.5 MB. */
export const CSV_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 20_000;

export const importedRowSchema = z.object({
  line: z.number().int(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  moq: z.number().int().min(1),
  maxQty: z.number().int().min(1).nullable(),
  created: z.boolean(),
});
export const failedRowSchema = z.object({
  line: z.number().int(),
  sku: z.string().nullable(),
  /** A reason code (libs/domain RowFailure), translated under `supplier:import.reasons`. */
  reason: z.string(),
});
export const importResultSchema = z.object({
  imported: z.number().int().min(0),
  created: z.number().int().min(0),
  failed: z.number().int().min(0),
  rows: z.array(importedRowSchema),
  failures: z.array(failedRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// ---- HTTP: supplier dashboard (spec §2.5) -------------------------------------------------

export const supplierDashboardSchema = z.object({
  activeRounds: z.number().int().min(0),
  /** Σ of approved orders on own rounds; null until the sales read model answers. */
  totalSales: z.number().min(0).nullable(),
  activeBuyers: z.number().int().min(0),
  products: z.number().int().min(0),
  rounds: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      currency: z.string(),
      productCount: z.number().int(),
      buyerCount: z.number().int(),
      averageProgress: z.number(),
    }),
  ),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      roundTitle: z.string(),
      buyerId: z.string(),
      totalValue: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SupplierDashboard = z.infer<typeof supplierDashboardSchema>;
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
