/**
 * The contracts' plain values and pure helpers, without zod. Browser code imports values only from
 * here (`@marketplace/contracts/constants`): the schemas are loaded after a page can act (web-kit's
 * `parsedWith` names them), so no first page downloads or evaluates them (zod and the schemas are
 * ~47 KiB gzip and 0.2-0.6 s of a phone's main thread; tests/load/README.md, "The standard first
 * view"). ESLint holds browser code to it. Services import the same values from
 * `@marketplace/contracts`, which re-exports this file.
 */

export const ROLES = ['admin', 'supplier', 'buyer'] as const;

/** Only these can be chosen at sign-up; admins come from configuration. */
export const SIGN_UP_ROLES = ['buyer', 'supplier'] as const;
/**
 * A buying company's people: a member prepares carts and orders within the limits set for them;
 * an approver also approves members' orders over their limits and sets those limits.
 */
export const TEAM_ROLES = ['member', 'approver'] as const;

export const LANGUAGES = ['en', 'pt'] as const;

/**
 * What the supplier chose, with a round, to happen at its deadline (libs/domain
 * round-close has the rules): confirm what met its MOQ (the default), confirm everything, or
 * extend once by 1 to 14 days.
 */
export const ROUND_END_ACTIONS = ['confirm_met', 'confirm_all', 'extend_once'] as const;
export type RoundEndAction = (typeof ROUND_END_ACTIONS)[number];
export const DEFAULT_END_ACTION: RoundEndAction = 'confirm_met';
export const EXTEND_DAYS_MIN = 1;
export const EXTEND_DAYS_MAX = 14;
/**
 * The last call: this many hours before a round's deadline, buyers of each product
 * still short of its MOQ hear by how much; the supplier chooses it with the round (1 h to 14 days).
 */
export const LAST_CALL_HOURS_DEFAULT = 24;
export const LAST_CALL_HOURS_MIN = 1;
export const LAST_CALL_HOURS_MAX = 336;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Stable codes shared by services and UIs. Services may add their own `<area>.<reason>` codes. */
export const ProblemCodes = {
  validation: 'request.invalid',
  notFound: 'resource.not_found',
  routeNotFound: 'route.not_found',
  unauthenticated: 'auth.unauthenticated',
  forbidden: 'auth.forbidden',
  conflict: 'resource.conflict',
  payloadTooLarge: 'request.too_large',
  unsupportedMedia: 'request.unsupported_media',
  /** A NUL character (U+0000, `%00`) in the address: in an id or a query value, it is never valid. */
  nulCharacter: 'request.nul_character',
  rateLimited: 'request.rate_limited',
  /** The body did not arrive within the body deadline (a trickle holding a connection open). */
  bodyTimeout: 'request.body_timeout',
  /** A state-changing request from a page of another origin (or another Host than ours). */
  crossSite: 'request.cross_site',
  wrongHost: 'request.wrong_host',
  unavailable: 'service.unavailable',
  timeout: 'service.timeout',
  internal: 'server.error',
} as const;

/**
 * Upper bounds of per-unit and per-line measures that catch typing slips (a 10-tonne line is
 * plausible, 10 kilotonnes is not). One pair for the API's schemas and the CSV import (issue
 * 40.3), so a value refused in the dialog is refused in a file too.
 */
export const WEIGHT_MAX_KG = 1_000_000;
export const CBM_MAX = 100_000;

/**
 * Bounds that keep every sum of money exact. Money is decided as integer minor units
 * (cents) held in doubles, exact up to Number.MAX_SAFE_INTEGER = 2^53 − 1 ≈ 9.007e15 cents; one
 * order or invoice must stay below it:
 *   a unit price ≤ UNIT_PRICE_MAX              = 1,000,000.00  → 1e8 cents
 *   a line's units ≤ QTY_MAX (MOQ, max qty, breaks, cart)  = 100,000 → a line ≤ 1e13 cents
 *   an order's lines ≤ ROUND_PRODUCTS_MAX       = 500            → an order ≤ 5e15 cents
 *   + its freight share ≤ FREIGHT_COST_MAX      = 10,000,000.00  → 1e9 cents
 *   an invoice ≤ 5e15 + 1e9 ≈ 5.000001e15 cents < 9.007e15.
 * The same bounds keep measures exact to their decimals: an order's gross weight ≤ 500 × 1e5 ×
 * WEIGHT_MAX_KG = 5e13 kg (5e15 hundredths), its volume ≤ 500 × 1e5 × CBM_MAX = 5e12 m³ (5e15
 * thousandths). Sums over many orders (Sales History, Platform Volume) are sums of such totals and
 * are shown, not decided on. The API's schemas and the CSV import read these same constants.
 */
export const UNIT_PRICE_MAX = 1_000_000;
export const QTY_MAX = 100_000;
export const ROUND_PRODUCTS_MAX = 500;
export const FREIGHT_COST_MAX = 10_000_000;

/**
 * An order's timeline keeps at most ORDER_TIMELINE_MAX entries, and a change touching many lines
 * lists at most ORDER_TIMELINE_LINES_MAX of them, so it stays small beside the order's own lines
 * in every order event (order-timeline.ts).
 */
export const ORDER_TIMELINE_MAX = 40;
export const ORDER_TIMELINE_LINES_MAX = 20;

/**
 * How many times a placed order's line may change its flexible units (taking the offer back to 0
 * is always allowed). Each change is an entry of its round's order book, which the close reads
 * whole: without a bound, one buyer could grow the book until the close ran late. Far more than a
 * buyer adjusting an offer needs.
 */
export const FLEX_CHANGES_PER_LINE_MAX = 50;

/** A receipt's note on a line (what was short or damaged); here so the receipt dialog can bound its field. */
export const RECEIPT_NOTE_MAX = 500;
/** The supplier's reason for disputing a receipt's units short or damaged (supplier/discrepancies.ts). */
export const DISPUTE_REASON_MAX = 500;

// ---- companies --------------------------------------------------------------------------

export const COMPANY_TYPES = ['buyer', 'supplier'] as const;

// ---- orders -----------------------------------------------------------------------------

/**
 * `pending_company`: a buying team member's order over their spending limit, waiting for their
 * company's approver before it goes on to the admin (`pending_admin`). After the round's close an
 * approved order goes to the end: `partially_shipped` (some of its units have left), `shipped`
 * (all of them), `delivered` (the buyer confirmed receipt), `completed` (delivered and every
 * invoice paid).
 */
export const ORDER_STATUSES = [
  'pending_company',
  'pending_admin',
  'approved',
  'partially_shipped',
  'shipped',
  'delivered',
  'rejected',
  'completed',
  'cancelled',
] as const;

// ---- sales rounds -----------------------------------------------------------------------

export const ROUND_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'active',
  'closed',
  'cancelled',
] as const;

/** Round currency options (spec §5). */
export const ROUND_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/** At most this many breaks per round product (libs/domain MAX_PRICE_BREAKS says the same). */
export const ROUND_PRICE_BREAKS_MAX = 3;

/** How a round's freight cost is shared among its buyers. */
export const FREIGHT_BASES = ['gross_weight', 'volume'] as const;

export const DEFAULT_MOQ = 100;

/** My Rounds status filter (spec §2.5). */
export const MY_ROUNDS_STATUS_FILTERS = ['all', 'draft', 'pending_approval', 'approved', 'closed'] as const;

// ---- products ---------------------------------------------------------------------------

/** Product currency options in the edit dialog (spec §5). */
export const PRODUCT_CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL'] as const;

/** Units of measure (spec §5). */
export const UNITS_OF_MEASURE = ['pieces', 'kg', 'm', 'm2', 'liters', 'boxes'] as const;

export const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

/** Largest product image accepted (bytes). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PRODUCT_IMAGES_MAX = 10;

// ---- buying teams -----------------------------------------------------------------------

/**
 * The currencies a limit can be set in: those rounds are sold in, the same list, since a limit in
 * any other currency would never meet an order.
 */
export const LIMIT_CURRENCIES = ROUND_CURRENCIES;

/** Far above any real budget, far below where cents stop being exact (2^53). */
export const SPENDING_LIMIT_MAX = 10_000_000_000;

// ---- the buyer API ----------------------------------------------------------------------

/** Problem codes of the buyer service; translated under `errors:buyer.*`. */
export const BuyerProblemCodes = {
  roundNotFound: 'buyer.round_not_found',
  /** The round is closed, or its closing time has passed ('This round is closed'). */
  roundClosed: 'buyer.round_closed',
  /** The round opens later (its opening time is ahead): nothing can be added yet. */
  roundNotOpen: 'buyer.round_not_open',
  productNotFound: 'buyer.product_not_found',
  /** The quantity is not a whole number of packs; `params.unitsPerPack` says the pack size. */
  notPackMultiple: 'buyer.not_pack_multiple',
  /** The change would pass the round product's max qty; `params.remaining` says how many units are left. */
  maxExceeded: 'buyer.max_exceeded',
  cartNotFound: 'buyer.cart_not_found',
  cartItemNotFound: 'buyer.cart_item_not_found',
  orderNotFound: 'buyer.order_not_found',
  orderAlreadyDecided: 'buyer.order_already_decided',
  /** No such line on the order (a flex change names the order item). */
  orderItemNotFound: 'buyer.order_item_not_found',
  /** The order is rejected, cancelled or completed: only a pending or approved order can change. */
  orderNotStanding: 'buyer.order_not_standing',
  /** The buyer's account has no company yet: nothing can be bought until an admin assigns one. */
  companyMissing: 'buyer.company_missing',
  /**
   * More flexible units than the product has left under its max (quantity plus flex may not pass
   * it); `params.available` says how many flexible units the line may offer.
   */
  flexOverMax: 'buyer.flex_over_max',
  /** The placed line's flexible units changed FLEX_CHANGES_PER_LINE_MAX times already; `params.max` says how many. */
  flexChangesExhausted: 'buyer.flex_changes_exhausted',
  /** A receipt before every unit of the order has left, or after it was confirmed (params.status). */
  receiptNotAllowed: 'buyer.receipt_not_allowed',
  /** A receipt line counting more units than were shipped on it (params.name, params.shipped). */
  receiptOverShipped: 'buyer.receipt_over_shipped',
  /** The same order line twice in one receipt. */
  receiptLineRepeated: 'buyer.receipt_line_repeated',
} as const;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Order History status filter (spec §2.4). */
export const ORDER_HISTORY_STATUS_FILTERS = [
  'all',
  'pending_company',
  'pending_admin',
  'approved',
  'partially_shipped',
  'shipped',
  'delivered',
  'rejected',
  'completed',
] as const;

// ---- profiles ---------------------------------------------------------------------------

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// ---- spreadsheet exports ----------------------------------------------------------------

/**
 * Spreadsheet exports of a list page (orders, sales, round performance, invoices): the page's
 * own filters plus the file's format and, optionally, its language.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most net days a supplier's payment terms may give (supplier/invoices.ts `paymentTermsSchema`). */
export const PAYMENT_TERMS_DAYS_MAX = 180;

// ---- notifications ----------------------------------------------------------------------

/**
 * Params whose name ends in `At` are instants (ISO 8601), e.g. `closeAt`: each reader writes them
 * with the time of day in its own zone (the bell in the viewer's, e-mails naming theirs).
 */
export const isInstantParam = (name: string): boolean => /At$/.test(name);

/**
 * Params whose name ends in `Total` are amounts in the notification's `currency` param: each
 * reader writes them as money in its own language.
 */
export const isMoneyParam = (name: string): boolean => /Total$/.test(name);

/**
 * Params whose name ends in `On` are calendar days (yyyy-mm-dd or an ISO instant at midnight UTC),
 * e.g. an invoice's `dueOn`: written as a date in the reader's language, with no time or zone.
 */
export const isDayParam = (name: string): boolean => /On$/.test(name);

// ---- realtime channels (spec §7; realtime.ts has the frames) ----------------------------

/**
 * Close codes: 1001 going away (server shutting down: reconnect elsewhere), 1008 policy (the
 * session ended: its access token expired or was revoked), 1013 try later.
 */
export const WS_CLOSE = { goingAway: 1001, policy: 1008, tryAgainLater: 1013 } as const;

export const ROUND_CHANNEL_PATTERN = /^round-([A-Za-z0-9_-]{1,64})-selections$/;

export function roundChannel(roundId: string): string {
  return `round-${roundId}-selections`;
}

/** The round id in a channel name, or null when the name is not a round channel. */
export function roundIdOfChannel(channel: string): string | null {
  return ROUND_CHANNEL_PATTERN.exec(channel)?.[1] ?? null;
}

/**
 * A user's own channel: `user-{id}-notifications` carries that user's notifications.
 * Only the signed-in user whose id it names may join it; anyone else gets `channel.forbidden`.
 */
export const USER_CHANNEL_PATTERN = /^user-([A-Za-z0-9_-]{1,64})-notifications$/;

export function userChannel(userId: string): string {
  return `user-${userId}-notifications`;
}

/** The user id in a channel name, or null when the name is not a user channel. */
export function userIdOfChannel(channel: string): string | null {
  return USER_CHANNEL_PATTERN.exec(channel)?.[1] ?? null;
}

// ---- the supplier service's problem codes (supplier/problems.ts, zod-free) ----------------
export {
  SupplierProblemCodes,
  SupplierFieldCodes,
  SalesProblemCodes,
  SeriesProblemCodes,
} from './supplier/problems';

/** Series (supplier/series.ts): a round repeated every N weeks or months. */
export const SERIES_UNITS = ['week', 'month'] as const;
export const SERIES_STATUSES = ['active', 'paused', 'ended'] as const;
/** Days before an edition opens that it is created, so it can be submitted and reviewed. */
export const SERIES_EDITION_LEAD_DAYS = 3;
export const SERIES_EVERY_MAX = 52;
export const SERIES_OPEN_DAYS_MAX = 90;

/** Standing orders one buyer may hold (over every series). */
export const STANDING_ORDERS_MAX = 100;
/** The price rise a standing order accepts unless its holder says otherwise, in percent. */
export const STANDING_PRICE_RISE_DEFAULT_PCT = 10;
export const STANDING_PRICE_RISE_MAX_PCT = 1000;
