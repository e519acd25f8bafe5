import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { Logger } from '../core/logger';

const MAX_MAIL_BYTES = 1024 * 1024;

/** A mail as an SMTP sink received it. */
export interface ReceivedMail {
  /** The envelope's recipients, lower-cased, joined with ", ". */
  to: string;
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text and html parts (extractLinks). */
  links: string[];
}

export interface SmtpSink {
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
 * A local SMTP server that hands every mail it receives to `keep` instead of delivering it: a
 * local run's mailbox, or a test's. Loopback unless told otherwise (`host`), no TLS, no auth. A
 * mail `keep` fails to keep is refused to the sender, who may try again.
 */
export async function startSmtpSink(opts: {
  /** 0 for any free port. */
  port: number;
  /** Loopback unless another machine or container must reach it. */
  host?: string;
  keep: (mail: ReceivedMail) => Promise<void>;
  logger: Logger;
}): Promise<SmtpSink> {
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
          await opts.keep({
            to: recipients.join(', '),
            recipients,
            subject: parsed.subject ?? '',
            text,
            html,
            links: extractLinks(text, html),
          });
        })
        .then(
          () => callback(),
          (err: Error) => {
            opts.logger.error({ err: err.message }, 'mail sink could not keep a message');
            callback(err);
          },
        );
    },
  });
  server.on('error', (err) => opts.logger.warn({ err: err.message }, 'mail sink connection error'));
  await new Promise<void>((resolve, reject) => {
    const net = server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
    net.once('error', reject);
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
