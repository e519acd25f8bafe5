import { currentLanguage } from '@marketplace/i18n';
import { formatCalendarDate, toDate } from '@marketplace/domain';

export { toDate };

/**
 * 'MMM dd, yyyy' in the user's time zone (spec §9), e.g. `Jan 05, 2024`, with the month in the
 * user's language (`Fev 05, 2024` in Portuguese); '' for no or bad dates. The shape itself lives
 * in libs/domain, shared with the server's documents.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  return formatCalendarDate(value, language, 'local');
}
