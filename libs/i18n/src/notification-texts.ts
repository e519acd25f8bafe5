import { notifications as en } from './locales/en/notifications';
import { notifications as pt } from './locales/pt/notifications';
import type { NotificationWords } from './notification-kinds';

export { notificationTextKeys, notificationTextKind, PLURAL_NOTIFICATION_KINDS } from './notification-kinds';
export type { NotificationWords } from './notification-kinds';

/**
 * The words of notifications by language, without i18next (its own entry point,
 * `@marketplace/i18n/notification-texts`): the bell shows them through the `layout` namespace,
 * the server's e-mails fill them in itself, so both say the same.
 */
export const notificationTexts: Record<'en' | 'pt', NotificationWords> = { en, pt };
