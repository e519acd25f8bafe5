import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { Logger } from '@marketplace/service-kit/core';
import type { IdentityModels } from '../data/models';

const KEEP_MAILS = 500;
/**
 * Mails kept past KEEP_MAILS are trimmed once every this many: the trim reads and sorts every
 * kept mail (the store sorts in Go), which at every mail of a busy run made the sink the local
 * stack's costliest reader.
 */
const TRIM_EVERY = 100;
const MAX_MAIL_BYTES = 1024 * 1024;

export interface MailSink {
  port: number;
  close(): Promise<void>;
}

/** Every http(s) URL in the text and html parts, in order of appearance, once each. */
export function extractLinks(text: string, html: string): string[] {
  const found = [
    ...text.matchAll(/https?:\/\/[^\s"'<>()]+/g),
    ...html.matchAll(/https?:\/\/[^\s"'<>()]+/g),
  ].map((m) => m[0].replace(/&amp;/g, '&').replace(/[.,;]+$/, ''));
  return [...new Set(found)];
}

/**
 * A local SMTP server that keeps what it receives in `dev_mail` instead of delivering it, so
 * sign-up works with no mail provider and tests and developers can open the links
 * (`GET /dev/mail`). Loopback only, no TLS, no auth.
 */
export async function startMailSink(opts: {
  port: number;
  models: Pick<IdentityModels, 'devMails'>;
  logger: Logger;
}): Promise<MailSink> {
  const { devMails: DevMail } = opts.models;
  let sinceTrim = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MAIL_BYTES,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (stream.sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 });
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          await DevMail.create({
            _id: randomUUID(),
            to: recipients.join(', '),
            recipients,
            subject: parsed.subject ?? '',
            text,
            html,
            links: extractLinks(text, html),
            sentAt: new Date(),
          });
          sinceTrim += 1;
          if (sinceTrim < TRIM_EVERY) return;
          sinceTrim = 0;
          const stale = await DevMail.find({}, { _id: 1 }).sort({ sentAt: -1 }).skip(KEEP_MAILS).lean();
          if (stale.length) await DevMail.deleteMany({ _id: { $in: stale.map((m) => m._id) } });
        })
        .then(
          () => callback(),
          (err: Error) => {
            opts.logger.error({ err: err.message }, 'mail sink could not store a message');
            callback(err);
          },
        );
    },
  });
  server.on('error', (err) => opts.logger.warn({ err: err.message }, 'mail sink connection error'));
  await new Promise<void>((resolve, reject) => {
    const net = server.listen(opts.port, '127.0.0.1', () => resolve());
    net.once('error', reject);
  });
  const port = (server.server.address() as AddressInfo).port;
  opts.logger.info({ port }, 'embedded mail sink listening (mail is kept, not delivered)');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
