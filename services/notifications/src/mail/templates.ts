import type { Language } from '@marketplace/contracts';
import { notificationTexts } from '@marketplace/i18n/notification-texts';
import { escapeHtml, MAIL_SIGNATURE, type OutgoingMail } from '@marketplace/service-kit/mail';

/**
 * A notification by e-mail, in the recipient's language: the bell's text (also the subject), the
 * page it opens as an absolute link, and how to turn these mails off.
 */
export function notificationMail(to: string, language: Language, text: string, link: string): OutgoingMail {
  const words = notificationTexts[language];
  return {
    to,
    subject: text,
    text: [text, '', `${words.open}:`, link, '', words.emailFooter, MAIL_SIGNATURE].join('\n'),
    html: [
      `<p>${escapeHtml(text)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p>`,
      `<p style="color:#888">${escapeHtml(words.emailFooter)}</p>`,
      `<p>${MAIL_SIGNATURE}</p>`,
    ].join('\n'),
  };
}
