import type { DiscrepancyDecision, OrderItemSnapshot } from '@marketplace/contracts';

/**
 * The units a receipt reported short or damaged, per order line (lines without any left out):
 * what accepting the discrepancy credits. Empty when the buyer reported nothing, or no receipt yet.
 */
export function discrepancyLines(
  items: ReadonlyArray<Pick<OrderItemSnapshot, 'id' | 'name' | 'receipt'>>,
): DiscrepancyDecision['lines'] {
  return items.flatMap((item) => {
    const units = (item.receipt?.short ?? 0) + (item.receipt?.damaged ?? 0);
    return units > 0 ? [{ itemId: item.id, name: item.name, units }] : [];
  });
}

/** The longest text a notice's parameter carries (contracts `notificationParamsSchema`). */
const NOTICE_PARAM_MAX = 300;

/** A text cut to what a notice carries, marked as cut; the whole stays on the decision. */
export function noticeText(text: string): string {
  return text.length <= NOTICE_PARAM_MAX ? text : `${text.slice(0, NOTICE_PARAM_MAX - 1)}…`;
}
