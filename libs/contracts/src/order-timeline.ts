import { z } from 'zod';
import { ORDER_TIMELINE_MAX } from './constants';

/**
 * An order's timeline: every change of the order with who made it, when and why. The buyer
 * service appends the entries to the order in the same write as the change itself, and the order
 * events carry them, so the supplier's sales and the admin's orders show the same story without
 * asking the buyer service.
 */

export const TIMELINE_ACTOR_ROLES = ['buyer', 'approver', 'admin', 'supplier', 'system'] as const;
export const timelineActorSchema = z.object({
  role: z.enum(TIMELINE_ACTOR_ROLES),
  userId: z.string().optional(),
  /** A person's or company's name when it was known at the change (the approver's, the supplier's). */
  name: z.string().optional(),
});
export type TimelineActor = z.infer<typeof timelineActorSchema>;

const money = z.number().min(0);
const lineRef = { itemId: z.string(), name: z.string() };
/** Lines of a change beyond the ones listed (ORDER_TIMELINE_LINES_MAX). */
const otherLines = z.number().int().min(1).optional();

const entry = <K extends string, D extends z.ZodRawShape>(kind: K, details: D) =>
  z.object({
    at: z.string(),
    kind: z.literal(kind),
    actor: timelineActorSchema,
    /** What a person wrote when deciding (a rejection's reason). */
    reason: z.string().optional(),
    details: z.object(details),
  });

export const orderTimelineEntrySchema = z.discriminatedUnion('kind', [
  entry('placed', {
    totalValue: money,
    totalUnits: z.number().int().min(0),
    /** Placed by the buyer's standing order as the series' edition opened. */
    standing: z.boolean().optional(),
  }),
  /** Skipped this edition: the standing order's order taken back before the deadline, its units released. */
  entry('skipped', {}),
  /** Over the member's spending limit: waits for the company's approver. */
  entry('held_for_approval', { exceeded: z.array(z.enum(['per_order', 'per_month'])) }),
  entry('company_approved', {}),
  entry('company_rejected', {}),
  /**
   * The group's committed total at the close reached a lower price break than the one the order
   * was placed at: per product, the break's minimum quantity and the unit price from → to.
   */
  entry('break_reached', {
    products: z.array(
      z.object({
        roundProductId: z.string(),
        name: z.string(),
        /** The break reached (its minimum quantity); null when the price is not a break's. */
        minQty: z.number().int().min(1).nullable(),
        fromUnitPrice: money,
        toUnitPrice: money,
      }),
    ),
    otherLines,
  }),
  /** The close re-priced the order: its total from → to and each changed line's unit price. */
  entry('repriced', {
    fromTotal: money,
    toTotal: money,
    lines: z.array(z.object({ ...lineRef, fromUnitPrice: money, toUnitPrice: money })),
    otherLines,
  }),
  /** Lines the close released because their product did not reach its MOQ. */
  entry('lines_released', {
    cause: z.literal('moq_not_met'),
    lines: z.array(z.object({ ...lineRef, qty: z.number().int().min(1) })),
    otherLines,
  }),
  /** Flexible units the close called in, per line. */
  entry('flex_called', {
    lines: z.array(z.object({ ...lineRef, units: z.number().int().min(1) })),
    otherLines,
  }),
  entry('approved', {}),
  entry('rejected', {}),
  /** Nothing left to sell: every line released, or still unapproved by the company at the close. */
  entry('cancelled', { cause: z.enum(['all_lines_released', 'unapproved_at_close']) }),
  entry('invoice_issued', { invoiceId: z.string(), invoiceNumber: z.string() }),
  /** The supplier sent the invoice to the buyer: due by this day (yyyy-mm-dd), or no due date. */
  entry('invoice_sent', { invoiceId: z.string(), invoiceNumber: z.string(), dueOn: z.string().nullable() }),
  /** Payments recorded on it added up to its total. */
  entry('invoice_paid', { invoiceId: z.string(), invoiceNumber: z.string(), amount: money }),
  /** Past its due day with this still due. */
  entry('invoice_overdue', { invoiceId: z.string(), invoiceNumber: z.string(), due: money }),
  /**
   * A shipment of the supplier carried units of the order's lines; `complete` when every unit of
   * the order has now left (the order reads shipped, else partially shipped).
   */
  entry('shipped', {
    shipmentId: z.string(),
    shipmentNumber: z.string(),
    shippedOn: z.string(),
    carrier: z.string(),
    trackingRef: z.string(),
    container: z.string().nullable(),
    lines: z.array(z.object({ ...lineRef, qty: z.number().int().min(1) })),
    otherLines,
    complete: z.boolean(),
  }),
  /**
   * The buyer confirmed receipt. `lines`: the ones that did not arrive as shipped (units short or
   * damaged); empty when everything arrived.
   */
  entry('delivered', {
    lines: z.array(
      z.object({ ...lineRef, short: z.number().int().min(0), damaged: z.number().int().min(0) }),
    ),
    otherLines,
  }),
  /**
   * The supplier accepted the units short or damaged on receipt: they leave the order's lines
   * (a credit note follows on its sent invoice).
   */
  entry('discrepancy_accepted', {
    lines: z.array(z.object({ ...lineRef, units: z.number().int().min(1) })),
    otherLines,
  }),
  /**
   * The product arrived short to the group (`groupDelivered` of `groupConfirmed` units) and the
   * shortfall's rule took `units` off the line (`flexUnits` of them flexible units called in).
   */
  entry('short_delivered', {
    shortfallId: z.string(),
    groupConfirmed: z.number().int().min(0),
    groupDelivered: z.number().int().min(0),
    lines: z.array(
      z.object({ ...lineRef, units: z.number().int().min(1), flexUnits: z.number().int().min(0) }),
    ),
    otherLines,
  }),
  /** The supplier disputes the receipt; the entry's `reason` says why. */
  entry('discrepancy_disputed', {}),
  /** Delivered and every invoice of it paid: the order's end. */
  entry('completed', {}),
]);
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
export type OrderTimelineKind = OrderTimelineEntry['kind'];
export const orderTimelineSchema = z.array(orderTimelineEntrySchema).max(ORDER_TIMELINE_MAX);

/** `GET …/timeline` of an order (buyer, admin) or a sale (supplier): oldest entry first. */
export const orderTimelineResponseSchema = z.object({
  orderId: z.string(),
  currency: z.string(),
  entries: orderTimelineSchema,
});
export type OrderTimelineResponse = z.infer<typeof orderTimelineResponseSchema>;
