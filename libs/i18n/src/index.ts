export {
  i18n,
  initI18n,
  setLanguage,
  currentLanguage,
  setRequestLanguageSource,
  addAreaTexts,
  htmlLang,
  translatorIn,
  type AreaTexts,
  type InitI18nOptions,
} from './instance';
export {
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  pickLanguage,
  pickRequestLanguage,
} from './language';
// The full `resources` map (every namespace, both languages) is not exported here: this index is
// the shared module every page loads. Specs and tools import '@marketplace/i18n/resources';
// a role area's texts come with its remote from '@marketplace/i18n/locales/<language>/<area>'.
export { NAMESPACES, SHELL_NAMESPACES, type Namespace, type AreaNamespace } from './namespaces';
export type { TranslationOf } from './types';
export { quantityIn, perUnit, itemsAndUnits } from './units';
