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

/** Real SMTP when `smtpUrl` is set, otherwise the embedded sink on loopback `sinkPort`. */
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
