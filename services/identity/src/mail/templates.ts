import type { OutgoingMail } from './mailer';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export function verificationMail(to: string, name: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      `Hello ${name},`,
      '',
      'Thanks for signing up to the B2B Marketplace for Shared MOQ Purchasing.',
      'Please confirm your email address by opening this link:',
      '',
      link,
      '',
      'If you did not create an account, you can ignore this email.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Thanks for signing up to the B2B Marketplace for Shared MOQ Purchasing.</p>',
      `<p><a href="${escapeHtml(link)}">Confirm your email address</a></p>`,
      '<p>If you did not create an account, you can ignore this email.</p>',
    ].join('\n'),
  };
}
