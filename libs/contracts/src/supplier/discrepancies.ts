import { z } from 'zod';
import { defineEvent } from '../envelope';
import { DISPUTE_REASON_MAX } from '../constants';
import { text } from '../text';

/**
 * A receipt's discrepancy: the buyer confirmed receipt with units short or damaged, and the
 * supplier decides once. Accepting it credits those units: the buyer service, which owns the
 * order, takes them off its lines (`supplier.discrepancy.accepted.v1`), and the order's sent
 * invoice follows with a credit note (reason `receipt_discrepancy`). Disputing it keeps the order
 * as it is, with the supplier's reason in its timeline, where the buyer and the admin read it.
 */

/** `POST /sales/:orderId/discrepancy`. */
export const discrepancyDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept') }).strict(),
  z
    .object({
      decision: z.literal('dispute'),
      reason: text().trim().min(1).max(DISPUTE_REASON_MAX),
    })
    .strict(),
]);
export type DiscrepancyDecisionBody = z.infer<typeof discrepancyDecisionBodySchema>;

/** The decision on a sale's receipt, as the sale detail shows it and the route answers it. */
export const discrepancyDecisionSchema = z.object({
  orderId: z.string(),
  decision: z.enum(['accept', 'dispute']),
  reason: z.string().nullable(),
  /** The units credited (short + damaged on the receipt), per order line. */
  lines: z.array(z.object({ itemId: z.string(), name: z.string(), units: z.number().int().min(1) })),
  decidedAt: z.string(),
});
export type DiscrepancyDecision = z.infer<typeof discrepancyDecisionSchema>;

const decisionFacts = {
  orderId: z.string(),
  roundId: z.string(),
  buyerId: z.string(),
  supplierId: z.string(),
  supplierName: z.string().nullable(),
  lines: discrepancyDecisionSchema.shape.lines,
  decidedAt: z.string(),
};

/** The supplier accepted the units short or damaged: the buyer service credits them on the order. */
export const discrepancyAcceptedV1 = defineEvent('supplier.discrepancy.accepted.v1', z.object(decisionFacts));
/** The supplier disputes the receipt, with its reason: the order keeps its lines. */
export const discrepancyDisputedV1 = defineEvent(
  'supplier.discrepancy.disputed.v1',
  z.object({ ...decisionFacts, reason: z.string() }),
);
