import { z } from 'zod';
import { QTY_MAX } from '../constants';
import { defineEvent } from '../envelope';
import { text } from '../text';

/**
 * A product delivered short to the group: fewer units arrived from the factory than the round's
 * orders confirmed. The supplier enters what arrived; the units missing are shared across the
 * product's orders by one stated rule (libs/domain `shareShortfall`: whole packs, flexible units
 * called in first, pro rata, largest remainder), previewed before confirming, and confirmed once
 * per product before any of it ships. The buyer service, which owns the orders, takes the cuts
 * off (`supplier.shortfall.confirmed.v1`); each sent invoice follows with a credit note (reason
 * `short_delivery`), its freight share recomputed on what was delivered.
 */

/** `POST /rounds/:roundId/shortfalls/preview` and `POST /rounds/:roundId/shortfalls`. */
export const shortfallBodySchema = z
  .object({
    roundProductId: text().min(1).max(100),
    /** Units of the product that arrived for the group (whole packs). */
    delivered: z.number().int().min(0).max(QTY_MAX),
  })
  .strict();
export type ShortfallBody = z.infer<typeof shortfallBodySchema>;

/** One order's line of the product and what the rule takes off it. */
export const shortfallLineSchema = z.object({
  orderId: z.string(),
  buyerId: z.string(),
  buyerCompanyName: z.string().nullable(),
  itemId: z.string(),
  ordered: z.number().int().min(0),
  /** Of `ordered`, flexible units the close called in. */
  flexCalled: z.number().int().min(0),
  /** Units taken off (whole packs), flexible ones first. */
  cut: z.number().int().min(0),
  flexCut: z.number().int().min(0),
  delivered: z.number().int().min(0),
  unitPrice: z.number().min(0),
  /** What the cut takes off the line, at its own unit price (freight aside). */
  creditAmount: z.number().min(0),
  /** The order's freight share before and after (null without freight on the round). */
  freight: z.object({ before: z.number().min(0), after: z.number().min(0) }).nullable(),
});
export type ShortfallLine = z.infer<typeof shortfallLineSchema>;

export const shortfallSchema = z.object({
  /** Absent on a preview. */
  id: z.string().optional(),
  roundId: z.string(),
  roundTitle: z.string(),
  roundProductId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitsPerPack: z.number().int().min(1),
  currency: z.string(),
  confirmed: z.number().int().min(0),
  delivered: z.number().int().min(0),
  short: z.number().int().min(0),
  lines: z.array(shortfallLineSchema),
  /** Orders of the round without the product whose freight share changes too. */
  otherFreight: z.array(
    z.object({
      orderId: z.string(),
      buyerCompanyName: z.string().nullable(),
      before: z.number().min(0),
      after: z.number().min(0),
    }),
  ),
  /** Absent on a preview. */
  confirmedAt: z.string().optional(),
});
export type Shortfall = z.infer<typeof shortfallSchema>;

/** `GET /rounds/:roundId/shortfalls`: the round's confirmed shortfalls, oldest first. */
export const roundShortfallsResponseSchema = z.object({
  roundId: z.string(),
  shortfalls: z.array(shortfallSchema),
});
export type RoundShortfallsResponse = z.infer<typeof roundShortfallsResponseSchema>;

/** The supplier confirmed a shortfall: the buyer service takes each cut off its order's line. */
export const shortfallConfirmedV1 = defineEvent(
  'supplier.shortfall.confirmed.v1',
  z.object({
    id: z.string(),
    roundId: z.string(),
    supplierId: z.string(),
    supplierName: z.string().nullable(),
    roundProductId: z.string(),
    name: z.string(),
    confirmed: z.number().int().min(0),
    delivered: z.number().int().min(0),
    lines: z.array(
      z.object({
        orderId: z.string(),
        buyerId: z.string(),
        itemId: z.string(),
        cut: z.number().int().min(1),
        flexCut: z.number().int().min(0),
      }),
    ),
    confirmedAt: z.string(),
  }),
);
