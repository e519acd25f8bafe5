import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@marketplace/contracts';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, isSupportedLanguage, pickLanguage } from './language';
import { NAMESPACES, resources } from './resources';

/**
 * The one i18next instance of the browser. This lib is a Module Federation singleton, so the
 * shell and every remote translate with this same object and a language switch reaches all.
 */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<I18n> | null = null;

function readStoredLanguage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as if nothing was stored
  }
}

function storeLanguage(language: Language): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'pt' ? 'pt-BR' : 'en';
}

export interface InitI18nOptions {
  /** Force a language (tests, standalone remotes); otherwise stored choice, then browser language. */
  language?: Language;
}

/** Idempotent: the first call initialises, later calls return the same promise. */
export function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (initialised) return initialised;
  const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
  const language = options.language ?? pickLanguage(readStoredLanguage(), browserLanguage);
  i18n.on('languageChanged', (lng) => {
    if (isSupportedLanguage(lng)) storeLanguage(lng);
  });
  initialised = i18n
    .use(initReactI18next)
    .init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    })
    .then(() => {
      storeLanguage(language);
      return i18n;
    });
  return initialised;
}

/** The current language as one of the supported codes. */
export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.resolvedLanguage)
    ? i18n.resolvedLanguage
    : isSupportedLanguage(i18n.language)
      ? i18n.language
      : 'en';
}

/** Switch language everywhere; only en and pt are accepted (spec §5). */
export async function setLanguage(language: Language): Promise<void> {
  if (!isSupportedLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  await i18n.changeLanguage(language);
}
