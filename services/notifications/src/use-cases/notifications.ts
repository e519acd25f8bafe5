import type { EventData, buyerNotificationRequestedV1 } from '@marketplace/contracts';
import { notificationId, notificationText } from '../domain/notifications';
import { mailLanguage, mailZone, wantsNotificationMail } from '@marketplace/domain';
import type { NotificationRecord } from '../data/notification.model';
import type { NoticeRecipient } from '../data/recipients';
import { notificationMail } from '../mail/templates';
import type { NotificationsContext } from '../context';

/** A request as the events carry it (buyer's and supplier's share the shape). */
export type NotificationRequestData = EventData<typeof buyerNotificationRequestedV1>;

/** Mails sent at once while working through one request's recipients. */
const MAIL_CONCURRENCY = 4;

/**
 * A service asked for a notification: every recipient (by id ∪ company ∪ role) gets it once in
 * the bell, announced for the realtime gateway, and by e-mail in their language unless they
 * turned e-mails off. Safe to run again for the same request (a redelivery, a repeat with the
 * same key): stored notifications are not stored again, and only e-mails that have not gone out
 * are sent. A failed send makes the whole call fail after the rest is done, so the consumer's
 * redelivery retries just those.
 */
export async function deliverNotificationRequest(
  ctx: NotificationsContext,
  request: NotificationRequestData,
): Promise<{ created: number; mailed: number }> {
  let created = 0;
  let mailed = 0;
  let failedMails = 0;
  for await (const users of ctx.recipients.recipients(request.recipients)) {
    const byId = new Map(users.map((u) => [notificationId(u._id, request.key), u]));
    const now = new Date();
    // Each stored by its unique id, not read first: one a user has already (a redelivery) is
    // refused as a duplicate, and its e-mail's state is read below with the others'.
    const stored = await Promise.all(
      [...byId].map(([id, user]) =>
        ctx.notifications.create({
          _id: id,
          userId: user._id,
          key: request.key,
          kind: request.kind,
          params: request.params,
          link: request.link,
          createdAt: now,
          mailWanted: wantsNotificationMail(user),
        }),
      ),
    );
    const createdNow = stored.filter((n): n is NotificationRecord => n !== null);
    created += createdNow.length;

    // What this call stored has no e-mail claimed yet (its claim decides between deliveries);
    // only the others (seen before, or stored by a concurrent delivery) are read for their state.
    const storedHere = new Set(createdNow.map((n) => n._id));
    const pending = [
      ...createdNow.filter((n) => n.mailWanted),
      ...(await ctx.notifications.mailPending([...byId.keys()].filter((id) => !storedHere.has(id)))),
    ];
    for (let i = 0; i < pending.length; i += MAIL_CONCURRENCY) {
      const sent = await Promise.all(
        pending.slice(i, i + MAIL_CONCURRENCY).map((n) => mailOne(ctx, n, byId.get(n._id)!, request)),
      );
      mailed += sent.filter((s) => s === 'sent').length;
      failedMails += sent.filter((s) => s === 'failed').length;
    }
  }
  ctx.logger.info({ kind: request.kind, key: request.key, created, mailed }, 'notification request handled');
  if (failedMails) throw new Error(`${failedMails} notification e-mail(s) not sent; retrying`);
  return { created, mailed };
}

async function mailOne(
  ctx: NotificationsContext,
  n: NotificationRecord,
  user: NoticeRecipient,
  request: NotificationRequestData,
): Promise<'sent' | 'skipped' | 'failed'> {
  // Claimed first: of two deliveries of the same request (two streams, two replicas) one sends.
  if (!(await ctx.notifications.claimMail(n))) return 'skipped';
  // Turned off since the notification was stored: the claim alone settles it.
  if (!wantsNotificationMail(user)) return 'skipped';
  const language = mailLanguage(user);
  try {
    await ctx.mailer.send(
      notificationMail(
        user.email,
        language,
        notificationText(language, request.kind, request.params, mailZone(user)),
        `${ctx.config.PUBLIC_URL}${request.link}`,
      ),
    );
    return 'sent';
  } catch (err) {
    ctx.logger.warn({ userId: user._id, err: (err as Error).message }, 'notification e-mail not sent');
    await ctx.notifications.releaseMail(n._id);
    return 'failed';
  }
}
