import { z } from 'zod';
import { defineCommand } from '../commands';
import { defineEvent } from '../envelope';
import { nameText, optionalText, searchText, text } from '../text';
import {
  DEFAULT_END_ACTION,
  DEFAULT_MOQ,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  FREIGHT_BASES,
  FREIGHT_COST_MAX,
  LAST_CALL_HOURS_DEFAULT,
  LAST_CALL_HOURS_MAX,
  LAST_CALL_HOURS_MIN,
  MY_ROUNDS_STATUS_FILTERS,
  QTY_MAX,
  ROUND_CURRENCIES,
  ROUND_END_ACTIONS,
  ROUND_PRICE_BREAKS_MAX,
  ROUND_PRODUCTS_MAX,
  ROUND_STATUSES,
  UNIT_PRICE_MAX,
} from '../constants';
import { SupplierFieldCodes } from './problems';

/** Sales rounds (spec §4, §5): their status, the events other services read, the supplier API. */

export const roundStatusSchema = z.enum(ROUND_STATUSES);
export type RoundStatus = z.infer<typeof roundStatusSchema>;

// ---- round snapshots ---------------------------------------------------------------------

export const roundEndActionSchema = z.enum(ROUND_END_ACTIONS);
export type RoundEndActionName = z.infer<typeof roundEndActionSchema>;

/**
 * A price break of a round product: from `minQty` units committed by the whole group
 * on, every unit costs `unitPrice` (the round's currency, two decimals on the wire; libs/domain
 * price-breaks decides in minor units). At most three, prices falling as quantities rise.
 */
export const priceBreakSchema = z.object({
  minQty: z.number().int().min(1).max(QTY_MAX),
  unitPrice: z.number().min(0).max(UNIT_PRICE_MAX),
});
export type PriceBreakView = z.infer<typeof priceBreakSchema>;

export const freightBasisSchema = z.enum(FREIGHT_BASES);
export type FreightBasis = z.infer<typeof freightBasisSchema>;

/** What a round product came to at the close (libs/domain decideClose). */
export const roundProductOutcomeSchema = z.object({
  /** round_products.id */
  id: z.string(),
  productId: z.string(),
  outcome: z.enum(['met', 'confirmed', 'released']),
  committedAtClose: z.number().int().min(0),
  /**
   * Flexible units at the close: offered in orders, and called in to meet the MOQ
   * (part of `committedAtClose`; "met with flex" when called > 0). Absent on older rounds.
   */
  flexOffered: z.number().int().min(0).optional(),
  flexCalled: z.number().int().min(0).optional(),
});
export type RoundProductOutcome = z.infer<typeof roundProductOutcomeSchema>;

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
  /**
   * What happens at `closeAt`, shown to buyers on the round. Absent in events of
   * rounds created before end actions existed: read as the default.
   */
  endAction: roundEndActionSchema.optional(),
  /** Days "extend once" adds; null for the other actions. */
  extendDays: z.number().int().min(EXTEND_DAYS_MIN).max(EXTEND_DAYS_MAX).nullable().optional(),
  /** True once "extend once" has moved the deadline. */
  extended: z.boolean().optional(),
  /**
   * The round's freight cost as the supplier estimates it, shared among buyers by
   * `freightBasis`; null or absent when none was given.
   */
  freightCost: z.number().min(0).nullable().optional(),
  freightBasis: freightBasisSchema.optional(),
  /** Hours before `closeAt` of the last call; absent in older events: the default. */
  lastCallHours: z.number().int().min(LAST_CALL_HOURS_MIN).max(LAST_CALL_HOURS_MAX).optional(),
  /** The round this one runs again (Run again); absent for a round made from scratch. */
  repeatOf: z.string().optional(),
  /** The series this round is an edition of, if any. */
  seriesId: z.string().optional(),
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
  /**
   * Per-unit measures frozen at approval; optional because rounds approved before them
   * carry none. They pre-fill sold lines and give the round's container fill.
   */
  netWeightKg: z.number().min(0).nullable().optional(),
  grossWeightKg: z.number().min(0).nullable().optional(),
  cbm: z.number().min(0).nullable().optional(),
  /**
   * The round's price breaks for this product, rising quantity; absent or empty: one
   * price. Buyers compute the price now and the next break from these and the live committed total.
   */
  priceBreaks: z.array(priceBreakSchema).max(ROUND_PRICE_BREAKS_MAX).optional(),
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
  z.object({
    round: roundSummarySchema,
    reason: z.enum(['rejected', 'closed']),
    /**
     * Added with end actions (consumers that predate them ignore them): who closed it — its deadline
     * or an admin — and, for a close of an approved round, each product's outcome. Buyers
     * release the units of `released` products from orders and carts.
     */
    closedBy: z.enum(['schedule', 'admin']).optional(),
    outcomes: z.array(roundProductOutcomeSchema).optional(),
  }),
);

/** "Extend once" moved the deadline (round.closeAt is the new one): buyers are told. */
export const roundExtendedV1 = defineEvent(
  'supplier.round.extended.v1',
  z.object({ round: roundSummarySchema, previousCloseAt: z.string() }),
);

/**
 * A round became the first edition of a series (Schedule): readers that keep rounds note the
 * series, so buyers of it can follow the series from it. Later editions carry `seriesId` from
 * their creation.
 */
export const roundScheduledV1 = defineEvent(
  'supplier.round.scheduled.v1',
  z.object({ roundId: z.string(), seriesId: z.string() }),
);

// ---- commands ---------------------------------------------------------------------------

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

/**
 * Admin → supplier: what approving a round commits to, read before the decision — the
 * round (dates, end action, freight) and its products as approval would freeze them now (prices,
 * MOQs, max quantities, price breaks, measures). Any status; an unknown round is a 404 problem.
 */
/** A change of one product, named as the catalogue (or the edition under review) names it. */
const productChange = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), name: z.string(), ...shape });

/**
 * One difference between a series' edition under review and the edition approved before it.
 * Products are matched by catalogue product; a price compares with what the last edition was
 * approved at (none when that edition predates kept approval prices).
 */
export const editionChangeSchema = z.discriminatedUnion('kind', [
  productChange('product_added', {}),
  productChange('product_removed', {}),
  productChange('unit_price', { from: z.number().min(0), to: z.number().min(0) }),
  productChange('moq', { from: z.number().int().min(1), to: z.number().int().min(1) }),
  /** null: no maximum. */
  productChange('max_qty', {
    from: z.number().int().min(1).nullable(),
    to: z.number().int().min(1).nullable(),
  }),
  /** The price breaks differ (any break's quantity or price, or their number). */
  productChange('price_breaks', {}),
  z.object({
    kind: z.literal('freight_cost'),
    from: z.number().min(0).nullable(),
    to: z.number().min(0).nullable(),
  }),
  z.object({ kind: z.literal('end_action'), from: roundEndActionSchema, to: roundEndActionSchema }),
]);
export type EditionChange = z.infer<typeof editionChangeSchema>;

/** What changed since the series' last edition that reached buyers (approved or closed after it). */
export const sinceLastApprovedSchema = z.object({
  roundId: z.string(),
  title: z.string(),
  /** null for an edition approved before approval times were kept. */
  approvedAt: z.string().nullable(),
  /** [] when nothing changed. */
  changes: z.array(editionChangeSchema),
});
export type SinceLastApproved = z.infer<typeof sinceLastApprovedSchema>;

export const roundReviewSchema = z.object({
  round: roundSummarySchema,
  products: z.array(roundProductSnapshotSchema),
  /**
   * Only for a series' edition with an earlier edition approved; absent in answers of supplier
   * services that predate it.
   */
  sinceLastApproved: sinceLastApprovedSchema.optional(),
});
export type RoundReview = z.infer<typeof roundReviewSchema>;
export const reviewRoundCommand = defineCommand(
  'cmd.supplier.review-round.v1',
  z.object({ roundId: z.string() }),
  roundReviewSchema,
);

// ---- HTTP: rounds ------------------------------------------------------------------------

export const roundProductInputSchema = z
  .object({
    productId: text().min(1).max(100),
    moq: z.number().int().min(1).max(QTY_MAX).default(DEFAULT_MOQ),
    maxQty: z.number().int().min(1).max(QTY_MAX).nullable().optional(),
    /** Checked against the product's price and max qty by the service (libs/domain priceBreakProblems). */
    priceBreaks: z.array(priceBreakSchema.strict()).max(ROUND_PRICE_BREAKS_MAX).optional(),
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
    endAction: roundEndActionSchema.default(DEFAULT_END_ACTION),
    extendDays: z.number().int().min(EXTEND_DAYS_MIN).max(EXTEND_DAYS_MAX).nullable().optional(),
    freightCost: z.number().min(0).max(FREIGHT_COST_MAX).nullable().optional(),
    freightBasis: freightBasisSchema.default('gross_weight'),
    lastCallHours: z
      .number()
      .int()
      .min(LAST_CALL_HOURS_MIN)
      .max(LAST_CALL_HOURS_MAX)
      .default(LAST_CALL_HOURS_DEFAULT),
    /** The round this one runs again (Run again's proposal sets it); one of the caller's. */
    repeatOf: text().min(1).max(100).nullable().optional(),
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
  })
  .refine((r) => r.endAction !== 'extend_once' || r.extendDays != null, {
    message: `Choose how many days to extend by (${EXTEND_DAYS_MIN}–${EXTEND_DAYS_MAX})`,
    path: ['extendDays'],
    params: { code: SupplierFieldCodes.extendDaysRequired },
  });
export type CreateRoundBody = z.input<typeof createRoundBodySchema>;

export const roundsQuerySchema = z.object({
  search: searchText(),
  status: z.enum(MY_ROUNDS_STATUS_FILTERS).default('all'),
});

/** A round's committed load and container plan (libs/domain roundFill). */
export const roundFillSchema = z.object({
  volumeM3: z.number().min(0),
  grossWeightKg: z.number().min(0),
  /** Products of the round without a per-unit volume / gross weight ("3 products have no volume"). */
  withoutVolume: z.number().int().min(0),
  withoutWeight: z.number().int().min(0),
  plan: z
    .object({
      containers: z.array(z.object({ kind: z.enum(['20ft', '40ft', '40ft_hc']), count: z.number().int() })),
      volumePercent: z.number(),
      weightPercent: z.number(),
      limitedBy: z.enum(['volume', 'weight']),
    })
    .nullable(),
});
export type RoundFillView = z.infer<typeof roundFillSchema>;

/** One row of My Rounds (spec §2.5). */
export const supplierRoundSchema = roundSummarySchema.extend({
  committedUnits: z.number().int().min(0),
  totalMoq: z.number().int().min(0),
  averageProgress: z.number().min(0),
  /** Products per outcome once closed with one; null before the close. */
  outcome: z
    .object({ met: z.number().int(), confirmed: z.number().int(), released: z.number().int() })
    .nullable(),
  /** Committed gross weight, volume and container plan; absent where not computed. */
  fill: roundFillSchema.optional(),
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
  /** Set when the round closed with an outcome; `committed` is then the figure at close. */
  outcome: z.enum(['met', 'confirmed', 'released']).nullable(),
  /**
   * Flexible units at the close: offered in orders, and called in to meet the MOQ
   * ("met with flex" when called > 0). Absent before the close and on older rounds.
   */
  flexOffered: z.number().int().min(0).optional(),
  flexCalled: z.number().int().min(0).optional(),
  /** The product's price breaks in this round; [] for one price. */
  priceBreaks: z.array(priceBreakSchema).optional(),
  /**
   * Closed: what the product sold at the prices paid (0 when released), adding up to `revenue`.
   * Open: committed × unit price, a projection.
   */
  revenue: z.number().min(0),
});
export const roundPerformanceSchema = z.object({
  round: supplierRoundSchema,
  products: z.array(roundPerformanceProductSchema),
  productsMeetingMoq: z.number().int().min(0),
  /**
   * Closed: Σ of the products' sold revenue (Sales History's figure); open: Σ committed × unit
   * price. And Σ MOQ × unit price, in the round's currency.
   */
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
  /** Breaks read from the optional `Break N Qty` / `Break N Price` columns. */
  priceBreaks: z.array(priceBreakSchema).optional(),
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
