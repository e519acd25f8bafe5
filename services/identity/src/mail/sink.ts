import { randomUUID } from 'node:crypto';
import type { Logger } from '@marketplace/service-kit/core';
import { startSmtpSink, type SmtpSink } from '@marketplace/service-kit/mail';
import type { IdentityModels } from '../data/models';

const KEEP_MAILS = 500;
/**
 * Mails kept past KEEP_MAILS are trimmed once every this many: the trim reads and sorts every
 * kept mail (the store sorts in Go), which at every mail of a busy run made the sink the local
 * stack's costliest reader.
 */
const TRIM_EVERY = 100;

export type MailSink = SmtpSink;

/**
 * A local SMTP server that keeps what it receives in `dev_mail` instead of delivering it, so
 * sign-up works with no mail provider and tests and developers can open the links
 * (`GET /dev/mail`). Loopback unless told otherwise (`host`), no TLS, no auth.
 */
export async function startMailSink(opts: {
  port: number;
  /** Loopback unless another container of a local run sends here too (SMTP_SINK_HOST). */
  host?: string;
  models: Pick<IdentityModels, 'devMails'>;
  logger: Logger;
}): Promise<MailSink> {
  const { devMails: DevMail } = opts.models;
  let sinceTrim = 0;
  const sink = await startSmtpSink({
    port: opts.port,
    host: opts.host,
    logger: opts.logger,
    async keep(mail) {
      await DevMail.create({ _id: randomUUID(), ...mail, sentAt: new Date() });
      sinceTrim += 1;
      if (sinceTrim < TRIM_EVERY) return;
      sinceTrim = 0;
      const stale = await DevMail.find({}, { _id: 1 }).sort({ sentAt: -1 }).skip(KEEP_MAILS).lean();
      if (stale.length) await DevMail.deleteMany({ _id: { $in: stale.map((m) => m._id) } });
    },
  });
  opts.logger.info({ port: sink.port }, 'embedded mail sink listening (mail is kept, not delivered)');
  return sink;
}
