import type { Language } from '@marketplace/contracts';
import { accountMailTexts, type AccountMailWords } from '@marketplace/i18n/mail-texts';
import { invisibleOrControlAsSpace } from '@marketplace/contracts/text-rules';
import { escapeHtml, MAIL_SIGNATURE, type OutgoingMail } from '@marketplace/service-kit/mail';

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
  language: Language,
  to: string,
  name: string,
  words: AccountMailWords,
  link: string,
): OutgoingMail {
  const account = quotedName(name);
  const { nameOnAccount } = accountMailTexts[language];
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
      MAIL_SIGNATURE,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(words.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
      `<p>${escapeHtml(words.outro)}</p>`,
      `<p style="color:#888">${escapeHtml(nameOnAccount)}: <span>${escapeHtml(account)}</span></p>`,
      `<p>${MAIL_SIGNATURE}</p>`,
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
  return mail(language, to, name, accountMailTexts[language].confirm, link);
}

export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  ttlMinutes: number,
  language: Language = 'en',
): OutgoingMail {
  const words = accountMailTexts[language].reset;
  return mail(
    language,
    to,
    name,
    { ...words, intro: words.intro.replace('{{minutes}}', String(ttlMinutes)) },
    link,
  );
}
