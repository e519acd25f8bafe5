import { z } from 'zod';
import { defineCommand } from '../commands';
import {
  FREIGHT_COST_MAX,
  PAYMENT_TERMS_DAYS_MAX,
  QTY_MAX,
  ROUND_PRODUCTS_MAX,
  UNIT_PRICE_MAX,
} from '../constants';
import { defineEvent } from '../envelope';
import { calendarDay, text } from '../text';
import { withTwoDecimals } from './catalogue';

/** Proforma invoices (spec §2.4, §2.5): what both parties see, their events and lists. */

/**
 * `paid`: the supplier recorded payments adding up to what is due (libs/domain invoice-payments).
 * `cancelled`: the round's close cancelled its order (a sent one was credited in full first).
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'paid', 'cancelled'] as const;
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

/** A payment the supplier recorded against an invoice: when it arrived, how much, its reference. */
export const invoicePaymentSchema = z.object({
  id: z.string(),
  /** The day the money arrived (yyyy-mm-dd). */
  paidOn: z.string(),
  amount: z.number().min(0),
  /** The bank's or the buyer's reference (a transfer id, a cheque number). */
  reference: z.string(),
  recordedAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const CREDIT_NOTE_KINDS = ['credit', 'debit'] as const;
export const creditNoteKindSchema = z.enum(CREDIT_NOTE_KINDS);
export type CreditNoteKind = z.infer<typeof creditNoteKindSchema>;

/**
 * Why a note was issued: the close re-priced the order (a price break, lines released, flexible
 * units called in) or cancelled it (nothing of it reached its MOQ).
 */
export const CREDIT_NOTE_REASONS = [
  'repriced_at_close',
  'cancelled_at_close',
  'receipt_discrepancy',
  'short_delivery',
] as const;
export const creditNoteReasonSchema = z.enum(CREDIT_NOTE_REASONS);
export type CreditNoteReason = z.infer<typeof creditNoteReasonSchema>;

/**
 * One line of the order as billed before a note and as corrected by it. `amount` is the
 * difference of the two subtotals (corrected less billed): negative on a credit, positive on a
 * debit; a note's lines may go both ways, its total says which way it goes in all.
 */
export const creditNoteLineSchema = z.object({
  orderItemId: z.string(),
  sku: z.string(),
  name: z.string(),
  uom: z.string(),
  billedQty: z.number().int().min(0),
  billedUnitPrice: z.number().min(0),
  correctedQty: z.number().int().min(0),
  correctedUnitPrice: z.number().min(0),
  amount: z.number(),
});
export type CreditNoteLine = z.infer<typeof creditNoteLineSchema>;

/**
 * A credit or debit note, as its invoice carries it (credit-notes.ts says when they are issued):
 * its own number, why, what changed line by line, and what the invoice asks for after it.
 */
export const creditNoteSchema = z.object({
  id: z.string(),
  /** `CN-<supplier code>-000001` for credits, `DN-…` for debits, each counted per supplier. */
  number: z.string(),
  kind: creditNoteKindSchema,
  reason: creditNoteReasonSchema,
  lines: z.array(creditNoteLineSchema),
  /** The freight share as billed and as corrected; null when the round has no freight. */
  freight: z
    .object({ billed: z.number().min(0), corrected: z.number().min(0), amount: z.number() })
    .nullable(),
  /** What the note credits or debits in all, always positive (its kind says which way). */
  total: z.number().min(0),
  /** What the invoice asks for in all after this note (its total with every note up to this one). */
  balanceAfter: z.number().min(0),
  issuedAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

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
  /** Payments recorded so far, oldest first; absent on invoices stored before payments were kept. */
  payments: z.array(invoicePaymentSchema).optional(),
  /** When the last payment settled it (status paid); null or absent until then. */
  paidAt: z.string().nullable().optional(),
  /**
   * Credit and debit notes issued against it since it was sent, oldest first (credit-notes.ts):
   * what the buyer owes is the total less the credits plus the debits.
   */
  creditNotes: z.array(creditNoteSchema).optional(),
  /** When the supplier sent it to the buyer; null or absent while a draft. */
  sentAt: z.string().nullable().optional(),
  /**
   * The net days of the supplier's payment terms when it was sent, which gave it its due date
   * (the sent day plus these); null when the supplier set the due date, or had no terms.
   */
  paymentTermsDays: z.number().int().min(0).nullable().optional(),
  /**
   * When it was found past its due date with something still due; both sides were told then,
   * once. Stays set once paid (it was paid late).
   */
  overdueAt: z.string().nullable().optional(),
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

/**
 * Milestones of an invoice's life with the snapshot at that moment, for those who act on them
 * (webhooks: `invoice.sent`, `invoice.paid`, `invoice.overdue`): sent to the buyer, settled by
 * the payments recorded, found past its due date with something still due.
 */
export const invoiceSentV1 = defineEvent('supplier.invoice.sent.v1', invoiceSnapshotSchema);
export const invoicePaidV1 = defineEvent('supplier.invoice.paid.v1', invoiceSnapshotSchema);
export const invoiceOverdueV1 = defineEvent('supplier.invoice.overdue.v1', invoiceSnapshotSchema);

/** Buyer → supplier: the buyer accepts or rejects a sent invoice addressed to it. */
export const respondInvoiceCommand = defineCommand(
  'cmd.supplier.respond-invoice.v1',
  z.object({ invoiceId: z.string(), buyerId: z.string(), decision: z.enum(['accept', 'reject']) }),
  z.object({ invoiceId: z.string(), status: invoiceStatusSchema }),
);

/** The largest sum one invoice can ask for (constants.ts: every order line at its bounds plus freight). */
export const INVOICE_TOTAL_MAX = UNIT_PRICE_MAX * QTY_MAX * ROUND_PRODUCTS_MAX + FREIGHT_COST_MAX;

/** `POST /invoices/:id/payments`: a payment that arrived (the supplier's side of the money). */
export const recordPaymentBodySchema = z
  .object({
    paidOn: calendarDay(),
    amount: withTwoDecimals(z.number().gt(0).max(INVOICE_TOTAL_MAX)),
    reference: text().trim().min(1).max(80),
  })
  .strict();
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;

/**
 * Payment terms of a supplier's company: an invoice sent without a due date of its own is due
 * this many days after the day it is sent ("net 30"). 0 is due on receipt; null means no terms
 * (such an invoice has no due date and is never overdue).
 */
export const paymentTermsSchema = z.object({
  netDays: z.number().int().min(0).max(PAYMENT_TERMS_DAYS_MAX).nullable(),
  updatedAt: z.string().nullable(),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;
export const updatePaymentTermsBodySchema = z
  .object({ netDays: z.number().int().min(0).max(PAYMENT_TERMS_DAYS_MAX).nullable() })
  .strict();
export type UpdatePaymentTermsBody = z.infer<typeof updatePaymentTermsBodySchema>;

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
