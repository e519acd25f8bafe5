import { i18n } from '@marketplace/i18n';
import { toDate } from './date';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Spec §9: under 1 hour 'Just now', under 24 hours 'Nh ago', otherwise 'Nd ago' (translated).
 * A missing date reads 'Never'.
 */
export function relativeTime(
  value: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
  t: Translate = (key, options) => i18n.t(key, options) as string,
): string {
  const date = toDate(value);
  if (!date) return t('common:never');
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  if (elapsed < HOUR) return t('common:time.justNow');
  if (elapsed < DAY) return t('common:time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  return t('common:time.daysAgo', { count: Math.floor(elapsed / DAY) });
}
