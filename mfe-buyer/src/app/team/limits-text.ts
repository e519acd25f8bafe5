import type { StoredLimit } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/web-kit';

/** The buyer namespace's `t`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One line per currency with a limit: "USD: $100.00 per order · $200.00 per month". */
export function limitLines(t: Translate, limits: readonly StoredLimit[]): string[] {
  return limits
    .filter((l) => l.perOrder !== null || l.perMonth !== null)
    .map((l) => {
      const parts = [
        l.perOrder !== null && t('team.limitPerOrder', { amount: formatMoney(l.perOrder, l.currency) }),
        l.perMonth !== null && t('team.limitPerMonth', { amount: formatMoney(l.perMonth, l.currency) }),
      ].filter(Boolean);
      return `${l.currency}: ${parts.join(' · ')}`;
    });
}

/** The limits an order went over, in words: "per order / per month". */
export function exceededText(t: Translate, exceeded: readonly ('per_order' | 'per_month')[]): string {
  return exceeded.map((k) => t(`team.limitKinds.${k}`)).join(t('team.limitsJoin'));
}
