import { z } from 'zod';
import { ORDER_STATUSES } from './constants';

/**
 * An order's status and its lines as the buyer service writes them (spec §3 orders, order_items):
 * the buyer's orders and the supplier's sales both read them, so they are written here once.
 */

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** An order's currency, status and totals: the buyer's order and the supplier's sale of it. */
export const orderTotalsShape = {
  currency: z.string(),
  status: orderStatusSchema,
  totalValue: z.number().min(0),
  totalUnits: z.number().int().min(0),
  totalItems: z.number().int().min(0),
};

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
   * The round's own (catalogue) unit price when the line is priced at a price break below it
   *: shown struck through beside `unitPrice`. Absent when the two are the same.
   */
  listUnitPrice: z.number().min(0).optional(),
  /**
   * Catalogue attributes frozen with the order (optional, added for the proforma invoice's products
   * table): readers show null when a producer leaves them out.
   */
  size: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  material: z.string().nullable().optional(),
  /**
   * Flexible commitment: "and up to `flex` more units if the group needs it", whole
   * packs. At the close a product short of its MOQ calls flex in, earliest order first.
   */
  flex: z.number().int().min(0).optional(),
  /** Of `flex`, the units the close called in (already part of `qty`). */
  flexCalled: z.number().int().min(0).optional(),
  /**
   * Units the supplier credited after receipt (short or damaged, accepted): already taken off
   * `qty` and the subtotal, so `qty` is what the buyer pays for (absent: none).
   */
  credited: z.number().int().min(1).optional(),
  /**
   * Units the supplier could not deliver: the product arrived short to the group and the
   * shortfall's rule took them off this line (already off `qty` and the subtotal; absent: none).
   */
  shortDelivered: z.number().int().min(1).optional(),
  /** Units of the line that have left in the supplier's shipments so far (absent: none). */
  shipped: z.number().int().min(0).optional(),
  /**
   * What the buyer found on receipt, once confirmed: units that arrived in good order, units
   * damaged, units missing (`shipped` − received − damaged), and the buyer's note.
   */
  receipt: z
    .object({
      received: z.number().int().min(0),
      damaged: z.number().int().min(0),
      short: z.number().int().min(0),
      note: z.string().nullable(),
    })
    .optional(),
});
export type OrderItemSnapshot = z.infer<typeof orderItemSnapshotSchema>;
