import { z } from 'zod';
import { createRoundBodySchema, roundProductInputSchema } from './rounds';

/**
 * Run again: a round of the supplier's proposed as a new draft with the same products, MOQs,
 * maxima, price breaks, freight, end action and last call, its dates moved forward by whole weeks
 * (the same weekdays, the same span). What changed in the catalogue since the round was approved
 * (a price, a measure, a product deactivated or gone) is listed beside it, so the supplier reads
 * it before creating the draft with `POST /rounds` (the proposal's `round`, edited or not).
 */

const measuresSchema = z.object({
  unitPrice: z.number().min(0),
  netWeightKg: z.number().nullable(),
  grossWeightKg: z.number().nullable(),
  cbm: z.number().nullable(),
});
export type ProductTermsView = z.infer<typeof measuresSchema>;

export const runAgainProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** The price and measures the round was approved with (null: a round never approved). */
  was: measuresSchema.nullable(),
  /** Today's catalogue figures (null: the product is gone). */
  now: measuresSchema.nullable(),
  /** What differs between the two. */
  changes: z.array(z.enum(['price', 'measures'])),
  /** Left out of the new draft: deactivated or deleted since. */
  leftOut: z.enum(['inactive', 'gone']).nullable(),
});
export type RunAgainProduct = z.infer<typeof runAgainProductSchema>;

/** `GET /rounds/:roundId/run-again`. */
export const runAgainProposalSchema = z.object({
  sourceRoundId: z.string(),
  sourceTitle: z.string(),
  /** Whole weeks the dates moved forward (0 for a round without dates). */
  shiftWeeks: z.number().int().min(0),
  /**
   * The new draft as `POST /rounds` takes it; its products may be none when every one was left out
   * (the create then says a round needs one).
   */
  round: z.object({ ...createRoundBodySchema.shape, products: z.array(roundProductInputSchema) }),
  products: z.array(runAgainProductSchema),
});
export type RunAgainProposal = z.infer<typeof runAgainProposalSchema>;
