import type { OrderStatus } from '@marketplace/contracts';

/**
 * Which orders count for what, by status, in one place. An order is placed (`pending_company`,
 * `pending_admin`), approved, and after its round's close goes to the end (`partially_shipped`,
 * `shipped`, `delivered`, `completed`); `rejected` and `cancelled` are over without a sale.
 */

/** An approved order on its way to the end: sold, whatever part of it has left or arrived. */
export const SOLD_ORDER_STATUSES = [
  'approved',
  'partially_shipped',
  'shipped',
  'delivered',
  'completed',
] as const satisfies readonly OrderStatus[];

/** Orders not yet decided either way. */
export const PENDING_ORDER_STATUSES = [
  'pending_company',
  'pending_admin',
] as const satisfies readonly OrderStatus[];

/**
 * Orders that hold their units against the round (a product's maximum, a member's spending): every
 * order not rejected or cancelled.
 */
export const UNIT_HOLDING_ORDER_STATUSES = [
  ...PENDING_ORDER_STATUSES,
  ...SOLD_ORDER_STATUSES,
] as const satisfies readonly OrderStatus[];

/**
 * Orders that share a round's freight: the ones the admin has (or will have) approved. An order
 * still waiting for its company has no share yet: it may never reach the admin.
 */
export const FREIGHT_SHARING_ORDER_STATUSES = [
  'pending_admin',
  ...SOLD_ORDER_STATUSES,
] as const satisfies readonly OrderStatus[];

/**
 * Orders a round's close counts and changes (its book, the outcome, the last call): with the
 * admin or approved. One still waiting for its company is not in the book (the close releases it),
 * and a rejected or cancelled one has nothing to give back.
 */
export const COUNTED_AT_CLOSE_ORDER_STATUSES = [
  'pending_admin',
  'approved',
] as const satisfies readonly OrderStatus[];

/**
 * Orders their buyer may still take back while the round is open (a standing order's edition
 * skipped): pending or approved; nothing ships before the close.
 */
export const TAKE_BACK_ORDER_STATUSES = [
  ...PENDING_ORDER_STATUSES,
  'approved',
] as const satisfies readonly OrderStatus[];

/** Orders whose buyer confirmed receipt: delivered, or paid since (completed). */
export const RECEIVED_ORDER_STATUSES = ['delivered', 'completed'] as const satisfies readonly OrderStatus[];

/** Orders that may still ship: sold, and not every unit has left yet. */
export const SHIPPABLE_ORDER_STATUSES = [
  'approved',
  'partially_shipped',
] as const satisfies readonly OrderStatus[];

const isIn =
  (group: readonly OrderStatus[]) =>
  (status: string): boolean =>
    (group as readonly string[]).includes(status);

export const isSoldOrder = isIn(SOLD_ORDER_STATUSES);
export const isPendingOrder = isIn(PENDING_ORDER_STATUSES);
export const holdsUnits = isIn(UNIT_HOLDING_ORDER_STATUSES);
export const sharesFreight = isIn(FREIGHT_SHARING_ORDER_STATUSES);
export const isReceivedOrder = isIn(RECEIVED_ORDER_STATUSES);
export const countsAtClose = isIn(COUNTED_AT_CLOSE_ORDER_STATUSES);
export const mayBeTakenBack = isIn(TAKE_BACK_ORDER_STATUSES);
