import type { NotificationKind } from '@marketplace/contracts';

/**
 * Which text keys a notification reads as (its texts: locales/<lang>/notifications.ts). Texts
 * only, no i18next: the entry `@marketplace/i18n/notification-texts` is used by the server too.
 */
/** Kinds whose text depends on `count`: each has `<kind>_one` and `<kind>_other` instead. */
export const PLURAL_NOTIFICATION_KINDS = [
  'round_extended',
  'cart_cleared',
  'last_call',
  'last_call_cart',
  'flex_called',
  'approval_last_call',
  'order_delivered_with_issues',
  'standing_order_placed',
] as const;
type PluralKind = (typeof PLURAL_NOTIFICATION_KINDS)[number];
type KindTexts = Record<Exclude<NotificationKind, PluralKind>, string> &
  Record<`${PluralKind}_${'one' | 'other'}`, string> & {
    /** A closing-soon notice stored before it carried its deadline (`closeAt`). */
    round_closing_soon_undated: string;
    /** An invoice sent without a due date (no date set, no payment terms). */
    invoice_sent_undated: string;
  } & Record<RoundClosedPart, string>;

/**
 * A buyer's own close notice is one message made of the sentences that apply to them (their
 * order's new total, the lines released, the cart lines taken out, the flexible units called in,
 * the proforma's new revision): a part is said when its param is there. `round_closed` alone is
 * the older notice, sent to every buyer of the round with its counts.
 */
const ROUND_CLOSED_PARTS = [
  ['round_closed_head', null],
  ['round_closed_order', 'orderNumber'],
  ['round_closed_cancelled', 'cancelledNumber'],
  ['round_closed_released', 'releasedProducts'],
  ['round_closed_flex', 'flexCalled'],
  ['round_closed_cleared', 'clearedProducts'],
  ['round_closed_invoice', 'invoiceNumber'],
] as const;
type RoundClosedPart = (typeof ROUND_CLOSED_PARTS)[number][0];

/**
 * The text key of a notification: its kind, or the wording of a kind without one of its params
 * (a closing-soon notice stored before it carried `closeAt`, an invoice sent with no due date),
 * so no reader shows an empty `{{closeAt}}`.
 */
export function notificationTextKind(kind: NotificationKind, params: Record<string, unknown>): string {
  if (kind === 'round_closing_soon' && params.closeAt === undefined) return 'round_closing_soon_undated';
  if (kind === 'invoice_sent' && params.dueOn === undefined) return 'invoice_sent_undated';
  return kind;
}

/**
 * The text keys a notification reads as, in order, each reader joining their words with a
 * space: one key for most, the sentences that apply for a buyer's own close notice.
 */
export function notificationTextKeys(kind: NotificationKind, params: Record<string, unknown>): string[] {
  if (kind !== 'round_closed' || params.confirmed !== undefined) return [notificationTextKind(kind, params)];
  return ROUND_CLOSED_PARTS.filter(([, param]) => param === null || params[param] !== undefined).map(
    ([key]) => key,
  );
}

/** The words of notifications in one language: every kind's text, the mail's link and footer. */
export interface NotificationWords {
  kinds: KindTexts;
  open: string;
  emailFooter: string;
}
