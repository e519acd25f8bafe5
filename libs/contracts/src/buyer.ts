import { z } from 'zod';
import { defineCommand } from './commands';
import { defineEvent } from './envelope';

/**
 * Cross-service contracts owned by services/buyer: orders and the commitment ledger. HTTP bodies
 * of the buyer API live here too, below the events.
 */

export const ORDER_STATUSES = ['pending_admin', 'approved', 'rejected', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderItemSnapshotSchema = z.object({
  id: z.string(),
  roundProductId: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  uom: z.string(),
  unitsPerPack: z.number().int().min(1),
  qty: z.number().int().min(1),
  /** Price taken from the approved round's snapshot on the server, never from the browser. */
  unitPrice: z.number().min(0),
  subtotal: z.number().min(0),
  /**
   * Catalogue attributes frozen with the order (optional, added for the proforma invoice's products
   * table): readers show null when a producer leaves them out.
   */
  size: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  material: z.string().nullable().optional(),
});
export type OrderItemSnapshot = z.infer<typeof orderItemSnapshotSchema>;

/** An order as every reader (admin moderation, supplier sales) needs it. */
export const orderSnapshotSchema = z.object({
  id: z.string(),
  /** The buyer's user id (spec §3 orders.buyer_id). */
  buyerId: z.string(),
  buyerCompanyId: z.string().nullable(),
  roundId: z.string(),
  roundTitle: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  status: orderStatusSchema,
  totalValue: z.number().min(0),
  totalUnits: z.number().int().min(0),
  totalItems: z.number().int().min(0),
  items: z.array(orderItemSnapshotSchema).min(1),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Increases with every change of this order; consumers ignore a version they already have. */
  version: z.number().int().min(1),
});
export type OrderSnapshot = z.infer<typeof orderSnapshotSchema>;

/** A buyer placed an order for one round's cart (status pending_admin). */
export const orderPlacedV1 = defineEvent('buyer.order.placed.v1', orderSnapshotSchema);
/** An admin approved or rejected it; carries the whole order so a reader that missed `placed` catches up. */
export const orderDecidedV1 = defineEvent('buyer.order.decided.v1', orderSnapshotSchema);

export const COMMITMENT_REASONS = [
  'cart-add',
  'cart-update',
  'cart-remove',
  'order-rejected',
  'round-closed',
] as const;

/**
 * One buyer's change to a round product's committed quantity. Several changes decided together
 * share one ledger entry (`seq`) and its `totalCommitted`; readers keep the highest `seq` they saw.
 * Internal to the platform: `buyerId` never leaves it as is (the realtime gateway turns it into a
 * marker that only means something to that buyer's own screens).
 */
export const commitmentChangedV1 = defineEvent(
  'buyer.commitment.changed.v1',
  z.object({
    roundId: z.string(),
    roundProductId: z.string(),
    /** Ledger sequence of this round product (one entry may carry several buyers' changes). */
    seq: z.number().int().min(1),
    /** Committed quantity of the round product after the whole ledger entry. */
    totalCommitted: z.number().int().min(0),
    buyerId: z.string(),
    /** This buyer's change, and its own committed quantity of the round product afterwards. */
    delta: z.number().int(),
    buyerCommitted: z.number().int().min(0),
    reason: z.enum(COMMITMENT_REASONS),
    changedAt: z.string(),
  }),
);

/** Admin → buyer: approve or reject an order waiting for the administrator (spec §4). */
export const decideOrderCommand = defineCommand(
  'cmd.buyer.decide-order.v1',
  z.object({ orderId: z.string(), decision: z.enum(['approve', 'reject']), actorId: z.string() }),
  z.object({ orderId: z.string(), status: orderStatusSchema }),
);
