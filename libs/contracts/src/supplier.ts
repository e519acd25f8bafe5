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
