import type { Language } from '@marketplace/contracts';
import { LANGUAGES } from '@marketplace/contracts/constants';
import { cookieValue } from '@marketplace/contracts/cookies';

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

/**
 * The choice also goes into a cookie of the same name, for the server that renders a signed-in
 * page's first view (libs/contracts/src/server-view.ts): it cannot read localStorage.
 */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

/**
 * The language of a page rendered on the server: the cookie the browser wrote with its choice,
 * else the first language of Accept-Language, as `pickLanguage` does with the browser's.
 */
export function pickRequestLanguage(cookieHeader: string, acceptLanguage: string): Language {
  return pickLanguage(cookieValue(cookieHeader, LANGUAGE_STORAGE_KEY), acceptLanguage.split(',')[0]);
}
