import { currentLanguage } from '@marketplace/i18n';
import {
  formatCalendarDate,
  formatDateTime as formatDateTimeIn,
  toDate,
  type DateZone,
} from '@marketplace/domain';

export { toDate };

let viewerZoneSource: () => string | undefined = () => undefined;

/**
 * Where the server learns the zone of the viewer whose page it is drawing (web-kit/server): the
 * page it draws then reads the dates as the viewer's browser will, and hydrates without a
 * mismatch. In the browser there is none: the browser's own zone is the viewer's.
 */
export function setViewerZoneSource(source: () => string | undefined): void {
  viewerZoneSource = source;
}

function viewerZone(): DateZone {
  const timeZone = viewerZoneSource();
  return timeZone ? { timeZone } : 'local';
}

/**
 * A calendar date in the user's time zone and language: 'MMM dd, yyyy' in English (spec §9,
 * `Jan 05, 2024`), Portuguese's own format in Portuguese (`5 de fev. de 2024`); '' for
 * no or bad dates. The shapes live in libs/domain, shared with the server's documents.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  return formatCalendarDate(value, language, viewerZone());
}

/**
 * A moment with its time of day in the viewer's zone, for when a round opens or
 * closes: `Nov 25, 2026, 1:42 PM` / `25 de nov. de 2026, 13:42`.
 */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  return formatDateTimeIn(value, language, viewerZone());
}

/**
 * A calendar day that is a day everywhere (an invoice's due date, a payment's date: stored as
 * yyyy-mm-dd or midnight UTC): read in UTC, so a viewer west of Greenwich does not see the day
 * before.
 */
export function formatDay(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  return formatCalendarDate(value, language, 'utc');
}
