import { z } from 'zod';
import { QTY_MAX, STANDING_PRICE_RISE_DEFAULT_PCT, STANDING_PRICE_RISE_MAX_PCT } from './constants';

/**
 * Standing orders: a buyer (or, for a member of a buying team, the team's approver) keeps a
 * quantity of a product of a series. As each edition of the series opens, the buyer service
 * places it for them through the same path as a person's order: within the product's maximum,
 * over a member's spending limit it waits for the approver; a base price risen past the holder's
 * own limit puts it in the cart instead. The order can be skipped until the deadline.
 */

/** What the last edition did with the standing order. */
export const STANDING_OUTCOMES = ['ordered', 'held', 'in_cart', 'missed', 'skipped', 'not_offered'] as const;
export const standingOutcomeSchema = z.enum(STANDING_OUTCOMES);
export type StandingOutcome = z.infer<typeof standingOutcomeSchema>;

export const standingOrderSchema = z.object({
  seriesId: z.string(),
  /** The series' title (its edition's, without the number) and its supplier. */
  seriesName: z.string(),
  supplierName: z.string(),
  /** The catalogue product (the same in every edition). */
  productId: z.string(),
  productName: z.string(),
  uom: z.string(),
  unitsPerPack: z.number().int().min(1),
  currency: z.string(),
  /** Whose standing order it is: the buyer, or a member of the approver's team. */
  buyerId: z.string(),
  buyerName: z.string().optional(),
  qty: z.number().int().min(1),
  flex: z.number().int().min(0),
  /** The unit price the holder accepted when setting it. */
  basePrice: z.number().min(0),
  /** A later edition's unit price above basePrice by more than this (percent) goes to the cart. */
  priceRiseLimitPct: z.number().min(0),
  /** Set by the buyer, or by their approver (named). */
  setBy: z.object({ role: z.enum(['buyer', 'approver']), name: z.string().optional() }),
  updatedAt: z.string(),
  /** The last edition it met, and what it did there. */
  lastEdition: z
    .object({
      roundId: z.string(),
      roundTitle: z.string(),
      outcome: standingOutcomeSchema,
      orderId: z.string().optional(),
    })
    .nullable(),
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;

export const standingOrdersResponseSchema = z.object({ items: z.array(standingOrderSchema) });
export type StandingOrdersResponse = z.infer<typeof standingOrdersResponseSchema>;

export const standingOrderInputSchema = z
  .object({
    qty: z.number().int().min(1).max(QTY_MAX),
    flex: z.number().int().min(0).max(QTY_MAX).default(0),
    priceRiseLimitPct: z
      .number()
      .min(0)
      .max(STANDING_PRICE_RISE_MAX_PCT)
      .default(STANDING_PRICE_RISE_DEFAULT_PCT),
    /** An approver setting it for a member of their team; absent: the caller's own. */
    buyerId: z.string().min(1).max(200).optional(),
  })
  .strict();
export type StandingOrderInput = z.input<typeof standingOrderInputSchema>;

/** Problem codes of standing orders; translated under `errors.standing`. */
export const StandingProblemCodes = {
  /** No edition of that series with that product has reached the buyer. */
  unknown: 'standing.unknown',
  /** STANDING_ORDERS_MAX reached. */
  limitReached: 'standing.limit_reached',
  /** Someone else's standing order, not the approver's team member. */
  notYourTeam: 'standing.not_your_team',
  /** Skip asked of an order no standing order placed. */
  notStanding: 'standing.not_standing',
  /** Skip asked of an order that can no longer be taken back (decided, or its round closed). */
  cannotSkip: 'standing.cannot_skip',
} as const;
