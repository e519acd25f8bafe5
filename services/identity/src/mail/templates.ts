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

/** The account mails' words in each language the product speaks (spec §1: en and pt). */
const ACCOUNT_MAIL_TEXTS = {
  en: {
    nameOnAccount: 'Name on the account',
    confirm: {
      subject: 'Confirm your email address',
      intro:
        'An account for the B2B Marketplace for Shared MOQ Purchasing was created with this email address.',
      action: 'Confirm your email address',
      outro:
        'If you did not create this account, ignore this email; you can also choose your own password with "Forgot password?" on the sign-in page.',
    },
    reset: {
      subject: 'Choose a new password',
      intro: (minutes: number) =>
        `Someone asked to choose a new password for the account with this email address. The link works once, within ${minutes} minutes.`,
      action: 'Choose a new password',
      outro: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
  },
  pt: {
    nameOnAccount: 'Nome na conta',
    confirm: {
      subject: 'Confirme seu endereço de e-mail',
      intro: 'Uma conta no B2B Marketplace for Shared MOQ Purchasing foi criada com este e-mail.',
      action: 'Confirme seu endereço de e-mail',
      outro:
        'Se você não criou esta conta, ignore este e-mail; você também pode escolher sua própria senha com "Esqueceu a senha?" na página de entrada.',
    },
    reset: {
      subject: 'Escolha uma nova senha',
      intro: (minutes: number) =>
        `Alguém pediu para escolher uma nova senha para a conta com este e-mail. O link funciona uma vez, em até ${minutes} minutos.`,
      action: 'Escolher uma nova senha',
      outro: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
    },
  },
} satisfies Record<Language, unknown>;

function mail(
  language: Language,
  to: string,
  name: string,
  words: { subject: string; intro: string; action: string; outro: string },
  link: string,
): OutgoingMail {
  const account = quotedName(name);
  const { nameOnAccount } = ACCOUNT_MAIL_TEXTS[language];
  return {
    to,
    subject: words.subject,
    text: [
      words.intro,
      '',
      `${words.action}:`,
      link,
      '',
      words.outro,
      '',
      `(${nameOnAccount}: ${account})`,
      SIGNATURE,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(words.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
      `<p>${escapeHtml(words.outro)}</p>`,
      `<p style="color:#888">${escapeHtml(nameOnAccount)}: <span>${escapeHtml(account)}</span></p>`,
      `<p>${SIGNATURE}</p>`,
    ].join('\n'),
  };
}

/** The sign-up's confirmation link, in the language the account was opened in. */
export function verificationMail(
  to: string,
  name: string,
  link: string,
  language: Language = 'en',
): OutgoingMail {
  return mail(language, to, name, ACCOUNT_MAIL_TEXTS[language].confirm, link);
}

export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  ttlMinutes: number,
  language: Language = 'en',
): OutgoingMail {
  const words = ACCOUNT_MAIL_TEXTS[language].reset;
  return mail(language, to, name, { ...words, intro: words.intro(ttlMinutes) }, link);
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
