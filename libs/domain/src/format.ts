/**
 * Display formats of spec §9 shared by the browser (libs/web-kit) and the server documents
 * (libs/documents), so a PDF and a screen never show the same figure two ways.
 */

export type DisplayLanguage = 'en' | 'pt';

/** Month abbreviations per language (the Portuguese ones are kept for callers that name months). */
export const MONTH_ABBREVIATIONS: Record<DisplayLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Intl's locale for a display language: English stays en-US (spec §9), Portuguese is Brazil's. */
export function displayLocale(language: string | null | undefined): 'en-US' | 'pt-BR' {
  return (language ?? '').toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-US';
}

/**
 * Where a date is read: the browser's zone (the viewer's), UTC (servers, which know no viewer), or
 * a named zone (a page drawn on the server for a viewer whose zone it was told).
 */
export type DateZone = 'local' | 'utc' | { timeZone: string };

const zoneKey = (zone: DateZone) => (typeof zone === 'string' ? zone : zone.timeZone);
const zoneOptions = (zone: DateZone): Intl.DateTimeFormatOptions =>
  zone === 'local' ? {} : { timeZone: zone === 'utc' ? 'UTC' : zone.timeZone };

const intlCache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, zone: DateZone, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zoneKey(zone)}|${JSON.stringify(options)}`;
  let format = intlCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, ...zoneOptions(zone) });
    intlCache.set(key, format);
  }
  return format;
}

/** Year, month (0-11) and day of `date` in `zone`. */
function calendarDay(date: Date, zone: DateZone): [number, number, number] {
  if (zone === 'local') return [date.getFullYear(), date.getMonth(), date.getDate()];
  if (zone === 'utc') return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const parts = dateTimeFormat('en-US', zone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month') - 1, part('day')];
}

/** A formatter of a date `value` in a language and a time zone; '' for no or bad dates. */
function dateFormatter(format: (date: Date, language: string, zone: DateZone) => string) {
  return (
    value: Date | string | number | null | undefined,
    language: string,
    zone: DateZone = 'local',
  ): string => {
    const date = toDate(value);
    return date ? format(date, language, zone) : '';
  };
}

/**
 * A calendar date in the language's own format: English keeps the spec's 'MMM dd, yyyy'
 * (`Jan 05, 2024`), Portuguese reads as Portuguese does (`5 de fev. de 2024`); '' for
 * no or bad dates. Browsers use the user's time zone; servers, which do not know it, use UTC.
 */
export const formatCalendarDate = dateFormatter((date, language, zone) => {
  if (displayLocale(language) === 'pt-BR')
    return dateTimeFormat('pt-BR', zone, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  const [y, m, d] = calendarDay(date, zone);
  return `${MONTH_ABBREVIATIONS.en[m]} ${String(d).padStart(2, '0')}, ${y}`;
});

/**
 * A moment with its time of day (a round that opens 13:13 and closes 13:42 on one day
 * must say so): `Nov 25, 2026, 1:42 PM` / `25 de nov. de 2026, 13:42`. In UTC the zone is named
 * (`… 1:42 PM UTC`), for readers such as e-mails whose own zone is not known.
 */
export const formatDateTime = dateFormatter((date, language, zone) => {
  const locale = displayLocale(language);
  // Brazil writes the 24-hour clock with two digits (09:05); the US its 12-hour one (9:05 AM).
  const clock: Intl.DateTimeFormatOptions =
    locale === 'pt-BR'
      ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : { hour: 'numeric', minute: '2-digit' };
  const time = dateTimeFormat(locale, zone, clock).format(date);
  return `${formatCalendarDate(date, language, zone)}, ${time}${zone === 'utc' ? ' UTC' : ''}`;
});

const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * A figure with exactly `decimals` places in the language's format: `1,234.50` in English,
 * `1.234,50` in Portuguese (weights in kg, volumes in m³, spreadsheet cells). Every screen,
 * document and export writes numbers through this, as money goes through `formatMoney`.
 */
export function formatDecimal(value: number, decimals: number, language: string = 'en'): string {
  const locale = displayLocale(language);
  const key = `${locale}|${decimals}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    decimalFormats.set(key, format);
  }
  return format.format(value);
}

/** Currencies the UI displays (spec §5); anything else, or nothing, is shown as USD. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'BRL', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export function displayCurrency(currency: string | null | undefined): DisplayCurrency {
  const upper = (currency ?? '').trim().toUpperCase();
  return (DISPLAY_CURRENCIES as readonly string[]).includes(upper) ? (upper as DisplayCurrency) : 'USD';
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money with exactly 2 decimals in the language's format (spec §5, §9): English is
 * en-US (`$1,234.50`, `€12.00`), Portuguese pt-BR (`US$ 1.234,50`, `R$ 10,00`).
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency?: string | null,
  language: string = 'en',
): string {
  const code = displayCurrency(currency);
  const locale = displayLocale(language);
  const key = `${locale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return formatter.format(Number.isFinite(value) ? value : 0);
}
