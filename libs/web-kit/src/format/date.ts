import { currentLanguage, type SUPPORTED_LANGUAGES } from '@marketplace/i18n';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Month abbreviations per language; the shape stays the spec's 'MMM dd, yyyy' in both. */
const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'MMM dd, yyyy' in the user's time zone (spec §9), e.g. `Jan 05, 2024`, with the month in the
 * user's language (`Fev 05, 2024` in Portuguese); '' for no or bad dates.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  language: string = currentLanguage(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const months = MONTHS[language as Language] ?? MONTHS.en;
  return `${months[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}
