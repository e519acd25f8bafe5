import { accountMail as en } from './locales/en/mail';
import { accountMail as pt } from './locales/pt/mail';

/** The words of one account e-mail: its subject, what happened, the link's label, what if not you. */
export type AccountMailWords = typeof en.confirm;

/**
 * The account e-mails' words by language, without i18next (its own entry point,
 * `@marketplace/i18n/mail-texts`, for the server).
 */
export const accountMailTexts: Record<'en' | 'pt', typeof en> = { en, pt };
