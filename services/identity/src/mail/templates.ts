import type { Language } from '@marketplace/contracts';
import { notificationTexts } from '@marketplace/contracts/notification-texts';
import { invisibleOrControlAsSpace } from '@marketplace/contracts/text-rules';
import type { OutgoingMail } from './mailer';

const SIGNATURE = '— B2B Marketplace for Shared MOQ Purchasing';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const NAME_SHOWN_MAX = 60;

/**
 * A user-chosen name as mails show it: one line (the sign-up schema already refuses control
 * characters; older records are cleaned here too), shortened, quoted. It is placed after the
 * action and labelled as data, so whatever it says cannot read as the mail's own instructions
 * or put a link above ours.
 */
export function quotedName(name: string): string {
  const line = invisibleOrControlAsSpace(name).replace(/\s+/g, ' ').trim();
  const short = line.length > NAME_SHOWN_MAX ? `${line.slice(0, NAME_SHOWN_MAX - 1)}…` : line;
  return `“${short}”`;
}

function mail(
  to: string,
  name: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): OutgoingMail {
  const account = quotedName(name);
  return {
    to,
    subject,
    text: [intro, '', `${action}:`, link, '', outro, '', `(Name on the account: ${account})`, SIGNATURE].join(
      '\n',
    ),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
      `<p style="color:#888">Name on the account: <span>${escapeHtml(account)}</span></p>`,
      `<p>${SIGNATURE}</p>`,
    ].join('\n'),
  };
}

export function verificationMail(to: string, name: string, link: string): OutgoingMail {
  return mail(
    to,
    name,
    'Confirm your email address',
    'An account for the B2B Marketplace for Shared MOQ Purchasing was created with this email address.',
    'Confirm your email address',
    link,
    'If you did not create this account, ignore this email; you can also choose your own password with "Forgot password?" on the sign-in page.',
  );
}

export function passwordResetMail(to: string, name: string, link: string, ttlMinutes: number): OutgoingMail {
  return mail(
    to,
    name,
    'Choose a new password',
    `Someone asked to choose a new password for the account with this email address. The link works once, within ${ttlMinutes} minutes.`,
    'Choose a new password',
    link,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  );
}

/**
 * A notification by e-mail, in the recipient's language: the bell's text (also the subject), the
 * page it opens as an absolute link, and how to turn these mails off.
 */
export function notificationMail(to: string, language: Language, text: string, link: string): OutgoingMail {
  const words = notificationTexts[language];
  return {
    to,
    subject: text,
    text: [text, '', `${words.open}:`, link, '', words.emailFooter, SIGNATURE].join('\n'),
    html: [
      `<p>${escapeHtml(text)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>`,
      `<p style="color:#888">${escapeHtml(words.emailFooter)}</p>`,
      `<p>${SIGNATURE}</p>`,
    ].join('\n'),
  };
}
