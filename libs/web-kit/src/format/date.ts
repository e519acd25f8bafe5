import { currentLanguage } from '@marketplace/i18n';
import { formatCalendarDate, formatDateTime as formatDateTimeIn, toDate } from '@marketplace/domain';

export { toDate };

/**
 * A calendar date in the user's time zone and language: 'MMM dd, yyyy' in English (spec §9,
 * `Jan 05, 2024`), Portuguese's own format in Portuguese (`5 de fev. de 2024`); '' for
 * no or bad dates. The shapes live in libs/domain, shared with the server's documents.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  return formatCalendarDate(value, language, 'local');
}

/**
 * A moment with its time of day in the viewer's zone, for when a round opens or
 * closes: `Nov 25, 2026, 1:42 PM` / `25 de nov. de 2026, 13:42`.
 */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  return formatDateTimeIn(value, language, 'local');
}
