import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Real SMTP when `smtpUrl` is set, otherwise an SMTP sink on loopback `sinkPort` (a local run's). */
export function createMailer(opts: { from: string; smtpUrl?: string; sinkPort?: number }): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, ...TIMEOUTS })
    : nodemailer.createTransport({
        host: '127.0.0.1',
        port: opts.sinkPort,
        secure: false,
        ignoreTLS: true,
        ...TIMEOUTS,
      });
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

/** The last line of every mail the marketplace sends. */
export const MAIL_SIGNATURE = '— B2B Marketplace for Shared MOQ Purchasing';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it may stand inside a mail's html part (and inside an attribute's quotes). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
