import { Schema, type Connection, type Model } from 'mongoose';
import { collectionSchema, outboxStamp } from '@marketplace/service-kit/store';
import type { DiscrepancyDecision } from '@marketplace/contracts';

export const RECEIPT_DECISIONS_COLLECTION = 'receipt_decisions';

/**
 * The supplier's decision on a sale's receipt discrepancy (accepted or disputed), kept apart from
 * the sales read model, whose only writer is the order events' consumer. Its `_id` is the order's
 * id, so a sale is decided once: a second decision, from any replica, is a duplicate key.
 */
export interface ReceiptDecisionDoc extends Omit<DiscrepancyDecision, 'orderId'> {
  /** The order's id. */
  _id: string;
  supplierId: string;
  _events: string[];
}

const schema = collectionSchema<ReceiptDecisionDoc>(RECEIPT_DECISIONS_COLLECTION, {
  supplierId: { type: String, required: true },
  decision: { type: String, required: true },
  reason: { type: String, default: null },
  lines: { type: Schema.Types.Mixed, default: [] },
  decidedAt: { type: String, required: true },
  ...outboxStamp,
});

export type ReceiptDecisionModel = Model<ReceiptDecisionDoc>;
export const receiptDecisionModel = (conn: Connection): ReceiptDecisionModel =>
  conn.model<ReceiptDecisionDoc>('ReceiptDecision', schema);

export function decisionOf(doc: ReceiptDecisionDoc): DiscrepancyDecision {
  return {
    orderId: doc._id,
    decision: doc.decision,
    reason: doc.reason ?? null,
    lines: doc.lines.map(({ itemId, name, units }) => ({ itemId, name, units })),
    decidedAt: doc.decidedAt,
  };
}
