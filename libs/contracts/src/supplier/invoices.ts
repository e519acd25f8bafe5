import { z } from 'zod';
import { defineCommand } from '../commands';
import { defineEvent } from '../envelope';

/** Proforma invoices (spec §2.4, §2.5): what both parties see, their events and lists. */

export const INVOICE_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

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
  /** The lines' subtotals plus the freight share: what the buyer is asked to pay. */
  totalValue: z.number().min(0),
  /**
   * The order's share of the round's freight estimate, its own line in the total;
   * null when the round has no freight cost. Absent on invoices issued before it was invoiced.
   */
  freight: z
    .object({ amount: z.number().min(0), basis: z.enum(['gross_weight', 'volume']) })
    .nullable()
    .optional(),
  /**
   * 1 when issued; one more each time the order was re-priced or had lines released (the
   * round's close) and the invoice followed it with the new figures.
   */
  revision: z.number().int().min(1).optional(),
  /** When the last revision replaced the figures; null (or absent) for the first issue. */
  revisedAt: z.string().nullable().optional(),
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

/** Buyer → supplier: the buyer accepts or rejects a sent invoice addressed to it. */
export const respondInvoiceCommand = defineCommand(
  'cmd.supplier.respond-invoice.v1',
  z.object({ invoiceId: z.string(), buyerId: z.string(), decision: z.enum(['accept', 'reject']) }),
  z.object({ invoiceId: z.string(), status: invoiceStatusSchema }),
);

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
