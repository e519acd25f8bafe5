import type { DateZone, DisplayLanguage } from './format';

/**
 * How a person wants to be written to, as identity keeps it on the user and the notifications
 * service on its recipients. Records and events written before these settings leave them out:
 * each rule says what an absent one means.
 */
export interface MailPreferences {
  emailNotifications?: boolean;
  language?: DisplayLanguage;
  timeZone?: string | null;
}

/** Notifications by e-mail too; absent is on. */
export const wantsNotificationMail = (u: Pick<MailPreferences, 'emailNotifications'>): boolean =>
  u.emailNotifications !== false;

/** The language of a person's e-mails; English when not said. */
export const mailLanguage = (u: Pick<MailPreferences, 'language'>): DisplayLanguage => u.language ?? 'en';

/** Where a person's e-mails read their instants: their own zone, else UTC (which the text names). */
export const mailZone = (u: Pick<MailPreferences, 'timeZone'>): DateZone =>
  u.timeZone ? { timeZone: u.timeZone } : 'utc';

/**
 * Who may act for a company toward other systems (API keys, webhooks), and for which company and
 * side: a supplier, or a buying team's approver (a key acts as its maker, and an approver sees the
 * whole team's orders), signed in as a person (not with an API key) and with a company. Null for
 * anyone else.
 */
export function integratorOf(caller: {
  role: string;
  companyId: string | null;
  teamRole?: string;
  scopes?: readonly string[];
}): { companyId: string; role: 'supplier' | 'buyer' } | null {
  if (!caller.companyId || caller.scopes) return null;
  if (caller.role === 'supplier') return { companyId: caller.companyId, role: 'supplier' };
  if (caller.role === 'buyer' && caller.teamRole === 'approver')
    return { companyId: caller.companyId, role: 'buyer' };
  return null;
}
