import { currentLanguage } from '@marketplace/i18n';

/**
 * A count as the screen's language writes it: `1,000` in English, `1.000` in Portuguese. For a
 * figure shown beside another inside a sentence; a plural's own `count` stays a number.
 */
export function formatCount(value: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(language).format(value);
}
