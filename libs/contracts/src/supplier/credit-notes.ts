import { z } from 'zod';
import { defineEvent } from '../envelope';
import { creditNoteSchema, partyBlockSchema } from './invoices';

/**
 * Credit and debit notes: once an invoice has been sent, its figures never change in place. Every
 * correction after that (the round's close re-pricing the order, the close cancelling it) is a
 * note of its own, with its own number, linked to the invoice, saying why and line by line what
 * changed (`creditNoteSchema`, carried by the invoice). A credit note lowers what the buyer owes,
 * a debit note raises it. A draft invoice is still the supplier's alone and is revised instead.
 */

/** A note with the invoice it corrects, as events and webhooks (`credit_note.issued`) carry it. */
export const creditNoteSnapshotSchema = creditNoteSchema.extend({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  orderId: z.string(),
  roundId: z.string(),
  roundTitle: z.string(),
  buyerId: z.string(),
  supplierId: z.string(),
  supplier: partyBlockSchema,
  buyer: partyBlockSchema,
  currency: z.string(),
});
export type CreditNoteSnapshot = z.infer<typeof creditNoteSnapshotSchema>;

export const creditNoteIssuedV1 = defineEvent('supplier.credit-note.issued.v1', creditNoteSnapshotSchema);
