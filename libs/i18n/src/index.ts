export { i18n, initI18n, setLanguage, currentLanguage, type InitI18nOptions } from './instance';
export { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, isSupportedLanguage, pickLanguage } from './language';
export { resources, NAMESPACES, type Namespace } from './resources';
export type { TranslationOf } from './types';
