/**
 * Display formats of spec §9 shared by the browser (libs/web-kit) and the server documents
 * (libs/documents), so a PDF and a screen never show the same figure two ways.
 */

export type DisplayLanguage = 'en' | 'pt';

/** Month abbreviations per language; the shape stays the spec's 'MMM dd, yyyy' in both. */
export const MONTH_ABBREVIATIONS: Record<DisplayLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'MMM dd, yyyy' (e.g. `Jan 05, 2024`, `Fev 05, 2024` in Portuguese); '' for no or bad dates.
 * Browsers use the user's time zone; servers, which do not know it, use UTC.
 */
export function formatCalendarDate(
  value: Date | string | number | null | undefined,
  language: string,
  zone: 'local' | 'utc' = 'local',
): string {
  const date = toDate(value);
  if (!date) return '';
  const months = MONTH_ABBREVIATIONS[language as DisplayLanguage] ?? MONTH_ABBREVIATIONS.en;
  const [y, m, d] =
    zone === 'utc'
      ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
      : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${months[m]} ${String(d).padStart(2, '0')}, ${y}`;
}

/** Currencies the UI displays (spec §5); anything else, or nothing, is shown as USD. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'BRL', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export function displayCurrency(currency: string | null | undefined): DisplayCurrency {
  const upper = (currency ?? '').trim().toUpperCase();
  return (DISPLAY_CURRENCIES as readonly string[]).includes(upper) ? (upper as DisplayCurrency) : 'USD';
}

const formatters = new Map<DisplayCurrency, Intl.NumberFormat>();

/** Money in en-US format with exactly 2 decimals (spec §5, §9), e.g. `$1,234.50`, `€12.00`. */
export function formatMoney(amount: number | string | null | undefined, currency?: string | null): string {
  const code = displayCurrency(currency);
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(code, formatter);
  }
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  return formatter.format(Number.isFinite(value) ? value : 0);
}
