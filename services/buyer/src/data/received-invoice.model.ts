import type { Connection, Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit/store';
import type { InvoiceSnapshot } from '@marketplace/contracts';

/**
 * Proforma invoices addressed to buyers, from `supplier.invoice.issued.v1` (full snapshot) and
 * `supplier.invoice.status-changed.v1`. The consumer is the only writer; `version` decides.
 */
export interface ReceivedInvoiceDoc extends Omit<InvoiceSnapshot, 'id'> {
  _id: string;
  /**
   * The version whose status is stored. A move announces the snapshot and the status change at
   * the same version; when the status change is handled first (the snapshot's handling failed
   * and waits for its redelivery), it moves only this, so the snapshot of that version still
   * replaces the document and brings what the move changed besides the status (a due date).
   */
  statusVersion?: number;
}

const schema = collectionSchema<ReceivedInvoiceDoc>(
  'received_invoices',
  {
    buyerId: { type: String, required: true, index: true },
    ...readModelVersion,
  },
  { strict: false },
);
// An order's invoices, read when it is delivered or one of them paid (whether all are paid); a
// round's, read once by its close notices.
schema.index({ orderId: 1 });
schema.index({ roundId: 1 });

export type ReceivedInvoiceModel = Model<ReceivedInvoiceDoc>;
export const receivedInvoiceModel = (conn: Connection): ReceivedInvoiceModel =>
  conn.model<ReceivedInvoiceDoc>('ReceivedInvoice', schema);

export function receivedSnapshot(doc: ReceivedInvoiceDoc): InvoiceSnapshot {
  const { _id, statusVersion: _statusVersion, ...rest } = doc;
  return { ...rest, id: _id, dueDate: rest.dueDate ?? null, notes: rest.notes ?? null };
}
