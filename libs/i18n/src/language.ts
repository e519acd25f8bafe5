import type { Language } from '@marketplace/contracts';
import { LANGUAGES } from '@marketplace/contracts/src/constants';

/** Spec §9: the language choice is stored locally under this key; only en and pt exist. */
export const LANGUAGE_STORAGE_KEY = 'marketplace.language';
export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored choice wins; otherwise Portuguese when the browser language starts with `pt`,
 * English in every other case (spec §9).
 */
export function pickLanguage(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Language {
  if (isSupportedLanguage(stored)) return stored;
  return (browserLanguage ?? '').toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
