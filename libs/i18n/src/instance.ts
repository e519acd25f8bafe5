import i18next, { type i18n as I18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@marketplace/contracts';
import {
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  languageCookie,
  pickLanguage,
} from './language';
import { SHELL_NAMESPACES, type AreaNamespace } from './namespaces';
import { shellResources } from './shell-resources';

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
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(language);
  document.cookie = languageCookie(language);
}

/** `<html lang>` of a page in `language`. */
export const htmlLang = (language: Language): string => (language === 'pt' ? 'pt-BR' : 'en');

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
      resources: withAreaTexts(),
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...SHELL_NAMESPACES, ...areaTexts.keys()],
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

/** A role area's texts in every language, as its remote ships them. */
export type AreaTexts = Record<Language, ResourceKey>;

/** Added before init (a remote's standalone page imports its app first): applied by initI18n. */
const areaTexts = new Map<AreaNamespace, AreaTexts>();

function withAreaTexts(): Resource {
  const resources: Record<Language, Record<string, ResourceKey>> = { en: {}, pt: {} };
  for (const lng of SUPPORTED_LANGUAGES)
    for (const [ns, texts] of Object.entries(shellResources[lng]))
      resources[lng][ns] = withAllPluralForms(texts, lng);
  for (const [ns, texts] of areaTexts)
    for (const lng of SUPPORTED_LANGUAGES) resources[lng][ns] = withAllPluralForms(texts[lng], lng);
  return resources;
}

type TextTree = { [key: string]: string | TextTree };

/**
 * The texts with every plural form the language has, the missing ones copied from `_other`.
 * Texts are written with `_one` and `_other`, but Portuguese has a third form, `many`, which
 * Intl picks for millions ("1000000 peças"): without it i18next falls back to the English text.
 */
export function withAllPluralForms<T>(texts: T, language: Language): T {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const complete = (tree: TextTree): TextTree => {
    const out: TextTree = {};
    for (const [key, value] of Object.entries(tree))
      out[key] = typeof value === 'string' ? value : complete(value);
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value !== 'string' || !key.endsWith('_other')) continue;
      const base = key.slice(0, -'_other'.length);
      for (const category of categories)
        if (!(`${base}_${category}` in out)) out[`${base}_${category}`] = value;
    }
    return out;
  };
  return complete(texts as TextTree) as T;
}

/**
 * Adds a role area's namespace (`buyer`, `supplier`, `admin`) to the shared instance; each remote
 * calls it when its code loads, before it renders. Calling it again replaces that area's texts.
 */
export function addAreaTexts(namespace: AreaNamespace, texts: AreaTexts): void {
  areaTexts.set(namespace, texts);
  if (!i18n.isInitialized) return;
  for (const lng of SUPPORTED_LANGUAGES)
    i18n.addResourceBundle(lng, namespace, withAllPluralForms(texts[lng], lng), true, true);
}

let requestLanguageSource: () => Language | undefined = () => undefined;

/**
 * Where a server drawing a page learns the language of the request it is drawing (web-kit/server):
 * requests are drawn side by side, each in its own language, while the shared instance stays as it is.
 */
export function setRequestLanguageSource(source: () => Language | undefined): void {
  requestLanguageSource = source;
}

/** The current language as one of the supported codes (on a server, the request's). */
export function currentLanguage(): Language {
  const requested = requestLanguageSource();
  if (requested) return requested;
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

const translators = new Map<Language, I18n>();

/**
 * An instance translating into `language` alone, sharing the texts of the shared one: for code
 * that renders pages on the server, where requests in both languages are rendered at the same
 * time and a language switch of the shared instance would reach them all.
 */
export async function translatorIn(language: Language): Promise<I18n> {
  await initI18n({ language: 'en' });
  let translator = translators.get(language);
  if (!translator) {
    translator = i18n.cloneInstance({ lng: language, initAsync: false });
    translators.set(language, translator);
  }
  return translator;
}
