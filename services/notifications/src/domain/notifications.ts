import { createHash } from 'node:crypto';
import {
  isDayParam,
  isInstantParam,
  isMoneyParam,
  NOTIFICATION_RETENTION_DAYS,
  type Language,
  type Notification,
  type NotificationKind,
  type NotificationParams,
} from '@marketplace/contracts';
import {
  notificationTexts,
  notificationTextKeys,
  PLURAL_NOTIFICATION_KINDS,
} from '@marketplace/i18n/notification-texts';
import { formatCalendarDate, formatDateTime, formatMoney, type DateZone } from '@marketplace/domain';
import { invisibleOrControlAsSpace } from '@marketplace/contracts/text-rules';

/**
 * The id of `userId`'s notification about `key`: the same pair always gives the same id, so the
 * store's `_id` uniqueness is what makes a repeated request notify nobody twice.
 */
export function notificationId(userId: string, key: string): string {
  return createHash('sha256').update(`${userId}\n${key}`).digest('base64url').slice(0, 24);
}

export function notificationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + NOTIFICATION_RETENTION_DAYS * 24 * 3600_000);
}

export function toNotification(r: {
  _id: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}): Notification {
  return {
    id: r._id,
    kind: r.kind,
    params: r.params,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt ? r.readAt.toISOString() : null,
  };
}

/** An instant as a mail writes it: in the zone, which is named ("… 1:42 PM (America/Sao Paulo)"). */
function instantIn(value: string, language: Language, zone: DateZone): string {
  const written = formatDateTime(value, language, zone);
  return typeof zone === 'object' && written ? `${written} (${zone.timeZone.replace(/_/g, ' ')})` : written;
}

/**
 * The kind's text in `language` with its params filled in, as the shell's bell shows it (the
 * same i18next texts: `{{name}}` values, `_one`/`_other` by `count` for round_extended). Values
 * are names and titles other users chose: one line each, nothing invisible.
 */
export function notificationText(
  language: Language,
  kind: NotificationKind,
  params: NotificationParams,
  /** The reader's zone (their browser's, kept at sign-in); UTC when unknown. */
  zone: DateZone = 'utc',
): string {
  const kinds: Record<string, string> = notificationTexts[language].kinds;
  // i18next picks plurals by the language's own rules (Intl), so this does too.
  const plural = new Intl.PluralRules(language).select(Number(params.count)) === 'one' ? 'one' : 'other';
  const template = (PLURAL_NOTIFICATION_KINDS as readonly string[]).includes(kind)
    ? kinds[`${kind}_${plural}`]!
    : notificationTextKeys(kind, params)
        .map((key) => kinds[key]!)
        .join(' ');
  // Instants in the reader's zone, named, since a mail may be read elsewhere; else in UTC.
  const shown: NotificationParams = {};
  for (const [name, value] of Object.entries(params)) {
    const instant = isInstantParam(name) && typeof value === 'string';
    shown[name] = instant
      ? instantIn(value, language, zone)
      : isMoneyParam(name)
        ? formatMoney(value, typeof params.currency === 'string' ? params.currency : null, language)
        : isDayParam(name) && typeof value === 'string'
          ? formatCalendarDate(value, language, 'utc')
          : value;
  }
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, name: string) => {
    const value = shown[name];
    return value === undefined ? '' : invisibleOrControlAsSpace(String(value)).replace(/\s+/g, ' ').trim();
  });
}
