/**
 * The contracts' plain values, without zod: code that runs on the first page (`/auth`, the session,
 * the API client, i18n) imports them from `@marketplace/contracts/constants`, so that page does
 * not download and evaluate every schema (zod is ~35 KiB gzip and ~80 ms of start-up on a phone).
 * Everything else imports them from `@marketplace/contracts`, which re-exports them.
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
