import { z } from 'zod';
import { defineCommand } from './commands';
import { defineEvent, type EventData } from './envelope';
import {
  freightBasisSchema,
  roundFillSchema,
  roundProductSnapshotSchema,
  roundSummarySchema,
} from './supplier';
import { nextPageCursor, pageCursor, searchText, text } from './text';
import { ORDER_HISTORY_STATUS_FILTERS, QTY_MAX, RECEIPT_NOTE_MAX } from './constants';
import { orderItemSnapshotSchema, orderStatusSchema, orderTotalsShape } from './orders';
import { orderTimelineSchema } from './order-timeline';

export * from './orders';
export * from './order-timeline';

/**
 * Cross-service contracts owned by services/buyer: orders and the commitment ledger. HTTP bodies
 * of the buyer API live here too, below the events.
 */

/**
 * What one unit of a line costs landed: the group's price at the break reached plus the
 * freight share per unit, by the round's basis (libs/domain landed-price.ts).
 */
export const landedPriceSchema = z.object({
  unitPrice: z.number().min(0),
  freightPerUnit: z.number().min(0),
  perUnit: z.number().min(0),
  freightShare: z.number().min(0),
});
export type LandedPriceView = z.infer<typeof landedPriceSchema>;

/** An order as every reader (admin moderation, supplier sales) needs it. */
export const companyApprovalSchema = z.object({
  /** `released`: still unapproved when the round closed, its units went back like a cart's. */
  status: z.enum(['pending', 'approved', 'rejected', 'released']),
  /** The limits the order went over when it was placed. */
  exceeded: z.array(z.enum(['per_order', 'per_month'])),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CompanyApproval = z.infer<typeof companyApprovalSchema>;

export const orderSnapshotSchema = z.object({
  id: z.string(),
  /** The buyer's user id (spec §3 orders.buyer_id). */
  buyerId: z.string(),
  buyerCompanyId: z.string().nullable(),
  roundId: z.string(),
  roundTitle: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  ...orderTotalsShape,
  /** The order's lines; empty only for an order whose every line was released (cancelled). */
  items: z.array(orderItemSnapshotSchema),
  /**
   * A buying team member's order over their spending limit: the company's approval it waited
   * for (or waits for), with who decided, when and why. Absent on orders that never waited.
   */
  companyApproval: companyApprovalSchema.optional(),
  /**
   * The series whose standing order placed it when its edition opened: such an order can be
   * skipped (`POST /orders/:orderId/skip`) while the round is open. Absent on orders a person placed.
   */
  standingSeriesId: z.string().optional(),
  /**
   * Who of the buying team placed it, on an approver's own reads only (the team's orders); never
   * in events.
   */
  placedByName: z.string().optional(),
  /**
   * Lines the round's close released (their product did not reach its MOQ under
   * "confirm what met its MOQ"): out of the totals, shown as "released: MOQ not reached".
   */
  releasedItems: z.array(orderItemSnapshotSchema).optional(),
  /**
   * The buyer's estimated share of the round's freight, on the buyer's own reads only
   * (never in events): absent when the round has no freight cost, 0 when the order's products
   * have no weight or volume to share it by.
   */
  freightEstimate: z
    .object({
      amount: z.number().min(0),
      basis: z.enum(['gross_weight', 'volume']),
      /** Each line landed, by order item id: the share split over the lines by their load. */
      landed: z.record(z.string(), landedPriceSchema).optional(),
    })
    .optional(),
  /**
   * Why each released line's product missed, by round product id, on the buyer's own
   * reads only: its MOQ, the units in orders when the round was sealed, and how many more would
   * have met it.
   */
  shortfalls: z
    .record(
      z.string(),
      z.object({
        moq: z.number().int().min(0),
        ordered: z.number().int().min(0),
        shortBy: z.number().int().min(1),
        /** Flexible units offered in orders at the seal: not enough to meet it, so none was called. */
        flex: z.number().int().min(0).optional(),
      }),
    )
    .optional(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /**
   * Every change of the order, oldest first (order-timeline.ts). Absent on orders stored before
   * it was kept (readers derive one from the dates) and on list reads, where it is not shown.
   */
  timeline: orderTimelineSchema.optional(),
  /** Increases with every change of this order; consumers ignore a version they already have. */
  version: z.number().int().min(1),
});
export type OrderSnapshot = z.infer<typeof orderSnapshotSchema>;

/** A buyer placed an order for one round's cart (status pending_admin). */
export const orderPlacedV1 = defineEvent('buyer.order.placed.v1', orderSnapshotSchema);
/** An admin approved or rejected it; carries the whole order so a reader that missed `placed` catches up. */
export const orderDecidedV1 = defineEvent('buyer.order.decided.v1', orderSnapshotSchema);
/** The round's close changed it: lines released, totals recomputed, cancelled if left empty. */
export const orderRevisedV1 = defineEvent('buyer.order.revised.v1', orderSnapshotSchema);
/**
 * A supplier's shipment carried some of its units (`partially_shipped`) or the last of them
 * (`shipped`); the timeline's newest `shipped` entry says which shipment.
 */
export const orderShippedV1 = defineEvent('buyer.order.shipped.v1', orderSnapshotSchema);
/** The buyer confirmed receipt (`delivered`, or `completed` when every invoice was already paid). */
export const orderDeliveredV1 = defineEvent('buyer.order.delivered.v1', orderSnapshotSchema);

/**
 * A round's freight shared among its orders, decided by the buyer service (which owns the orders)
 * whenever the orders that share it change: the supplier's freight cost split over the standing
 * orders by gross weight or volume (libs/domain `roundFreightShares`), in cents adding up to the
 * cost. `shares` names every sharing order; an order not in it has no share. `freightCost` null:
 * the round no longer has a freight cost. Readers keep the highest `version`.
 */
export const roundFreightSplitV1 = defineEvent(
  'buyer.round.freight-split.v1',
  z.object({
    /** The round's id, also as `id`: consumers that keep one event stream per key read `id`. */
    id: z.string(),
    roundId: z.string(),
    freightCost: z.number().min(0).nullable(),
    basis: z.enum(['gross_weight', 'volume']),
    shares: z.record(z.string(), z.number().min(0)),
    version: z.number().int().min(1),
  }),
);
export type RoundFreightSplit = EventData<typeof roundFreightSplitV1>;

/**
 * `POST /orders/:orderId/receipt`: the buyer confirms what arrived once every unit has left
 * (status shipped). A line left out arrived in full; for a line named, `received` + `damaged` may
 * not pass what was shipped, and the rest is short.
 */
export const confirmReceiptBodySchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            itemId: text().min(1).max(100),
            received: z.number().int().min(0).max(QTY_MAX),
            damaged: z.number().int().min(0).max(QTY_MAX).default(0),
            note: z.preprocess(
              (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
              text().trim().max(RECEIPT_NOTE_MAX).nullable().optional(),
            ),
          })
          .strict(),
      )
      .max(1_000)
      .default([]),
  })
  .strict();
export type ConfirmReceiptBody = z.infer<typeof confirmReceiptBodySchema>;

/**
 * A round product's units in placed orders reached its MOQ (once per round product): what the
 * close counts, never units only in carts; `committed` is those ordered units. `buyerIds` are the
 * buyers with it in a cart or a standing order: identity tells their companies' webhooks.
 */
export const roundMoqReachedV1 = defineEvent(
  'buyer.round.moq-reached.v1',
  z.object({
    roundId: z.string(),
    roundTitle: z.string(),
    supplierId: z.string(),
    roundProductId: z.string(),
    productName: z.string(),
    moq: z.number().int().min(1),
    committed: z.number().int().min(0),
    buyerIds: z.array(z.string()),
  }),
);

/**
 * A round's last call for one product still short of its MOQ in orders (once per product and
 * deadline): `shortBy` units more must be ordered before `closeAt`.
 */
export const roundLastCallV1 = defineEvent(
  'buyer.round.last-call.v1',
  z.object({
    roundId: z.string(),
    roundTitle: z.string(),
    supplierId: z.string(),
    closeAt: z.string(),
    roundProductId: z.string(),
    productName: z.string(),
    shortBy: z.number().int().min(1),
    buyerIds: z.array(z.string()),
  }),
);

export const COMMITMENT_REASONS = [
  'cart-add',
  'cart-update',
  'cart-remove',
  'order-rejected',
  /** A standing order's order skipped by its buyer before the deadline. */
  'order-skipped',
  'round-closed',
  /** Flexible units called in at the close joined their orders. */
  'flex-called',
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

/** Units in placed, standing orders of one round product (the round's order book). */
export const orderedUnitsSchema = z.object({ roundProductId: z.string(), units: z.number().int().min(0) });
export type OrderedUnits = z.infer<typeof orderedUnitsSchema>;

/**
 * The round's order book moved (an order placed, rejected or released, or the round sealed at
 * its deadline): the units in orders per round product after entry `seq`. Readers keep the
 * highest `seq` they saw; it tells ordered units from units still in carts.
 */
export const orderBookChangedV1 = defineEvent(
  'buyer.order-book.changed.v1',
  z.object({
    roundId: z.string(),
    seq: z.number().int().min(1),
    ordered: z.array(orderedUnitsSchema),
    /** Flexible units offered in those orders per round product. */
    flex: z.array(orderedUnitsSchema).optional(),
    /** Units in buying-team orders waiting for their company's approval (not counted yet). */
    held: z.array(orderedUnitsSchema).optional(),
    sealed: z.boolean(),
    changedAt: z.string(),
  }),
);

/**
 * Flexible units of one round product at the seal: offered in standing orders, and
 * called in to meet its MOQ (0 when the offer could not meet it, or was not needed).
 */
export const sealedFlexSchema = z.object({
  roundProductId: z.string(),
  offered: z.number().int().min(0),
  called: z.number().int().min(0),
});
export type SealedFlex = z.infer<typeof sealedFlexSchema>;

/**
 * Supplier → buyer, at a round's close: seal the round's order book (no order placed after this
 * counts or is accepted) and answer the units in orders at the seal, per round product. Safe to
 * repeat: a sealed round answers the figures of its seal. The close decides its outcome from them.
 * `ordered` includes the flexible units called in; `flex` says how many of each.
 */
export const sealRoundCommand = defineCommand(
  'cmd.buyer.seal-round.v1',
  z.object({ roundId: z.string() }),
  z.object({
    roundId: z.string(),
    seq: z.number().int().min(1),
    ordered: z.array(orderedUnitsSchema),
    flex: z.array(sealedFlexSchema).optional(),
  }),
);

/** Admin → buyer: approve or reject an order waiting for the administrator (spec §4). */
export const decideOrderCommand = defineCommand(
  'cmd.buyer.decide-order.v1',
  z.object({
    orderId: z.string(),
    decision: z.enum(['approve', 'reject']),
    actorId: z.string(),
    /** What the admin wrote when rejecting, shown in the order's timeline. */
    reason: z.string().max(500).optional(),
  }),
  z.object({ orderId: z.string(), status: orderStatusSchema }),
);

// ---- HTTP bodies of the buyer API (behind /api/buyer) -------------------------------------

export const BUYER_ROUNDS_PAGE_SIZE = 20;

export const buyerRoundsQuerySchema = z.object({
  search: searchText(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(BUYER_ROUNDS_PAGE_SIZE),
});
export type BuyerRoundsQuery = z.infer<typeof buyerRoundsQuerySchema>;

/** One approved round in Explore Rounds (spec §2.4). */
export const buyerRoundRowSchema = roundSummarySchema.omit({ version: true }).extend({
  status: z.enum(['approved', 'closed']),
  /** Rounded total committed over total MOQ × 100 (spec §9). */
  averageProgress: z.number().min(0),
  /** The committed load's container fill, from the products' per-unit measures. */
  fill: roundFillSchema.optional(),
});
export type BuyerRoundRow = z.infer<typeof buyerRoundRowSchema>;

export const buyerRoundsResponseSchema = z.object({
  items: z.array(buyerRoundRowSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type BuyerRoundsResponse = z.infer<typeof buyerRoundsResponseSchema>;

/** A round product with the quantity every buyer together has committed so far. */
export const buyerRoundProductSchema = roundProductSnapshotSchema.extend({
  committed: z.number().int().min(0),
  /** Ledger sequence the committed figure comes from: live updates with a lower seq are stale. */
  committedSeq: z.number().int().min(0),
  /**
   * Of the committed units, those in placed orders (the rest sit in carts). Only ordered units
   * decide the MOQ outcome and the final price break at the close.
   */
  ordered: z.number().int().min(0).optional(),
  /**
   * Flexible units offered in placed orders: "up to N more if the group needs it",
   * called in at the close only when they let the product meet its MOQ.
   */
  flexOffered: z.number().int().min(0).optional(),
  /**
   * Of the committed units, those in buying-team orders waiting for their company's approval:
   * not counted as ordered until approved (the MOQ bar shows them apart).
   */
  awaitingApproval: z.number().int().min(0).optional(),
  /** Once the round closed with an outcome: met / confirmed / released. */
  outcome: z.enum(['met', 'confirmed', 'released']).nullable().optional(),
});
export type BuyerRoundProduct = z.infer<typeof buyerRoundProductSchema>;

export const buyerRoundDetailSchema = buyerRoundRowSchema.extend({
  products: z.array(buyerRoundProductSchema),
});
export type BuyerRoundDetail = z.infer<typeof buyerRoundDetailSchema>;

/** `PUT …/items/:roundProductId` sets, `POST …/add` adds; both in units, whole packs, at least 1. */
/** At most QTY_MAX units per line: a bound that keeps an order's total exact (constants.ts). */
export const cartQtyBodySchema = z.object({ qty: z.number().int().min(1).max(QTY_MAX) });
export type CartQtyBody = z.infer<typeof cartQtyBodySchema>;

/**
 * `PUT …/items/:roundProductId/flex`: "and up to `flex` more units if the group needs it" (issue
 * 42), whole packs, 0 to take it back. The order placed from the cart carries it.
 */
export const cartFlexBodySchema = z.object({ flex: z.number().int().min(0).max(QTY_MAX) });
export type CartFlexBody = z.infer<typeof cartFlexBodySchema>;

export const cartItemViewSchema = buyerRoundProductSchema.extend({
  roundProductId: z.string(),
  qty: z.number().int().min(1),
  /** The buyer's flexible commitment on this line: up to this many more units, whole packs. */
  flex: z.number().int().min(0).default(0),
  lineTotal: z.number().min(0),
  /** Present when the round has a freight cost: the line landed, against the round's committed load. */
  landed: landedPriceSchema.optional(),
});
export type CartItemView = z.infer<typeof cartItemViewSchema>;

/** One open cart: one per buyer and approved round (spec §2.4 Shopping Cart). */
export const cartViewSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  roundTitle: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  closeAt: z.string().nullable(),
  items: z.array(cartItemViewSchema),
  /** How the round's freight is shared, when it has a freight cost. */
  freightBasis: freightBasisSchema.optional(),
  totalItems: z.number().int().min(0),
  totalUnits: z.number().int().min(0),
  subtotal: z.number().min(0),
});
export type CartView = z.infer<typeof cartViewSchema>;

export const cartsResponseSchema = z.object({ carts: z.array(cartViewSchema) });
export type CartsResponse = z.infer<typeof cartsResponseSchema>;

/** Answer of a cart change: the round's cart afterwards (null when its last item went). */
export const cartChangeResponseSchema = z.object({ cart: cartViewSchema.nullable() });
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

export const placeOrderBodySchema = z.object({ roundId: text().min(1).max(200) });
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** Orders on one page of Order History. */
export const BUYER_ORDERS_PAGE_SIZE = 20;
export const buyerOrdersQuerySchema = z.object({
  search: searchText(),
  status: z.enum(ORDER_HISTORY_STATUS_FILTERS).default('all'),
  cursor: pageCursor(),
});
export type BuyerOrdersQuery = z.infer<typeof buyerOrdersQuerySchema>;

export const buyerOrdersResponseSchema = z.object({
  /** A page, newest first (`BUYER_ORDERS_PAGE_SIZE`); `nextCursor` asks for the next one. */
  items: z.array(orderSnapshotSchema),
  nextCursor: nextPageCursor(),
  /** All of the buyer's orders, whatever the filter (the count badge). */
  total: z.number().int().min(0),
});
export type BuyerOrdersResponse = z.infer<typeof buyerOrdersResponseSchema>;

/** Buyer dashboard figures (spec §2.4). */
export const buyerDashboardSchema = z.object({
  openRounds: z.number().int().min(0),
  cartItems: z.number().int().min(0),
  totalOrders: z.number().int().min(0),
  totalValue: z.number().min(0),
  cartActivity: z.array(
    z.object({
      roundId: z.string(),
      roundTitle: z.string(),
      itemCount: z.number().int().min(0),
      moqPercent: z.number().min(0),
    }),
  ),
  recentOrders: z.array(orderSnapshotSchema),
});
export type BuyerDashboard = z.infer<typeof buyerDashboardSchema>;
