import type { Connection, Model } from 'mongoose';
import { collectionSchema, Counters } from '@marketplace/service-kit/store';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { PAYABLE_STATUSES, type BilledFigures } from '@marketplace/domain';

export const INVOICES_COLLECTION = 'invoices';

/** Each supplier's running count of proforma numbers (`invoiceNumberOf(supplierId, n)`). */
export const invoiceNumbers = (conn: Connection): Counters => new Counters(conn, 'invoice_counters');

/** Each supplier's running counts of credit and of debit notes (`<supplierId>:credit`, `…:debit`). */
export const creditNoteNumbers = (conn: Connection): Counters => new Counters(conn, 'credit_note_counters');

/**
 * A proforma invoice: the snapshot both parties read, plus two keys the backend enforces, because
 * FerretDB has no transactions and its guarded updates are not atomic:
 * - `invoiceNumber` is unique (`PI-<supplier code>-<running count>`, `invoiceNumbers` below; a clash takes the next number);
 * - `liveKey` is the order id while the invoice is live, so an order has at most one live invoice;
 *   a rejected invoice gives the key up (`<orderId>:rejected:<id>`) and a new one may be issued.
 */
export interface InvoiceDoc extends Omit<InvoiceSnapshot, 'id'> {
  _id: string;
  liveKey: string;
  _events: string[];
  /**
   * What a sent invoice bills now, its lines and freight as corrected by its credit and debit
   * notes (the next note starts from here); absent until its first note (its own figures).
   */
  billed?: BilledFigures;
}

const schema = collectionSchema<InvoiceDoc>(
  INVOICES_COLLECTION,
  {
    invoiceNumber: { type: String, required: true },
    liveKey: { type: String, required: true },
    orderId: { type: String, required: true },
    supplierId: { type: String, required: true },
    buyerId: { type: String, required: true },
    status: { type: String, required: true },
    createdAt: { type: String, required: true },
  },
  { strict: false },
);
schema.index({ invoiceNumber: 1 }, { unique: true });
schema.index({ liveKey: 1 }, { unique: true });
schema.index({ supplierId: 1 });
schema.index({ buyerId: 1 });

export type InvoiceModel = Model<InvoiceDoc>;
export const invoiceModel = (conn: Connection): InvoiceModel => conn.model<InvoiceDoc>('Invoice', schema);

export function snapshotOf(doc: InvoiceDoc): InvoiceSnapshot {
  const {
    _id,
    liveKey: _liveKey,
    _events: _ev,
    billed: _billed,
    ...rest
  } = doc as InvoiceDoc & Record<string, unknown>;
  return {
    id: _id,
    invoiceNumber: rest.invoiceNumber,
    orderId: rest.orderId,
    roundId: rest.roundId,
    roundTitle: rest.roundTitle,
    buyerId: rest.buyerId,
    supplierId: rest.supplierId,
    supplier: rest.supplier,
    buyer: rest.buyer,
    currency: rest.currency,
    totalValue: rest.totalValue,
    freight: rest.freight ?? null,
    revision: rest.revision ?? 1,
    revisedAt: rest.revisedAt ?? null,
    totalItems: rest.totalItems,
    totalUnits: rest.totalUnits,
    status: rest.status,
    issueDate: rest.issueDate,
    dueDate: rest.dueDate ?? null,
    notes: rest.notes ?? null,
    lines: rest.lines,
    payments: rest.payments ?? [],
    paidAt: rest.paidAt ?? null,
    sentAt: rest.sentAt ?? null,
    paymentTermsDays: rest.paymentTermsDays ?? null,
    overdueAt: rest.overdueAt ?? null,
    creditNotes: rest.creditNotes ?? [],
    createdAt: rest.createdAt,
    version: rest.version,
  };
}

/**
 * The invoices a buyer has and may still owe on (sent or accepted), with what the payment rules
 * read (libs/domain invoice-payments): one equality filter per status, which the store serves;
 * outstanding invoices are few beside all of them. The overdue scan reads every company's, the
 * dashboard one company's.
 */
export async function outstandingInvoices(model: InvoiceModel, scope: { supplierId?: string } = {}) {
  const found = await Promise.all(
    PAYABLE_STATUSES.map((status) =>
      model
        .find(
          { ...scope, status },
          { _id: 1, status: 1, dueDate: 1, totalValue: 1, payments: 1, creditNotes: 1, overdueAt: 1 },
        )
        .lean(),
    ),
  );
  return found.flat();
}
