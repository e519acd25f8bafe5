import { i18n } from '@marketplace/i18n';
import { toDate } from './date';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const translate: Translate = (key, options) => i18n.t(key, options) as string;

/**
 * How long ago, as spec §9 words it: 'Just now' under an hour, 'Nh ago' under 24 hours, otherwise
 * 'Nd ago' (translated, with plurals). A missing date reads 'Never'; a moment slightly ahead
 * (clock skew) reads 'Just now'. Never for a moment ahead on purpose (a retry's next attempt):
 * that is `timeUntil`.
 */
export function relativeTime(
  value: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
  t: Translate = translate,
): string {
  const date = toDate(value);
  if (!date) return t('common:never');
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  if (elapsed < HOUR) return t('common:time.justNow');
  if (elapsed < DAY) return t('common:time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  return t('common:time.daysAgo', { count: Math.floor(elapsed / DAY) });
}

/**
 * How long until a moment ahead, rounded down so it never promises more time than is left:
 * 'in 20 minutes', 'in 3 hours', 'in 2 days' (not "in less than 24 hours" with 20
 * minutes left). Null for a moment that has passed or no date.
 */
export function timeUntil(
  value: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
  t: Translate = translate,
): string | null {
  const date = toDate(value);
  if (!date) return null;
  const left = date.getTime() - (typeof now === 'number' ? now : now.getTime());
  if (left <= 0) return null;
  if (left < HOUR) return t('common:time.inMinutes', { count: Math.max(1, Math.floor(left / MINUTE)) });
  if (left < 2 * DAY) return t('common:time.inHours', { count: Math.floor(left / HOUR) });
  return t('common:time.inDays', { count: Math.floor(left / DAY) });
}
