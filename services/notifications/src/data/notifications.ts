import { notificationCreatedV1, type Notification, type NotificationsPage } from '@marketplace/contracts';
import { findByIds, insertedFirst } from '@marketplace/service-kit/store';
import { createEvent, type Outbox } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import { notificationExpiry, toNotification } from '../domain/notifications';
import type { NotificationMailRecord, NotificationModels, NotificationRecord } from './notification.model';

export type NewNotification = Omit<NotificationRecord, '_events' | 'readAt' | 'expiresAt'>;

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * Users' notifications (kept NOTIFICATION_RETENTION_DAYS, then pruned with the other expiring
 * records). Every insert is announced with `notifications.notification.created.v1` through the outbox.
 */
export class NotificationStore {
  constructor(
    private readonly models: NotificationModels,
    private readonly outbox: Outbox,
  ) {}

  /** Stores and announces it; null when that user already has it (a concurrent repeat). */
  async create(n: NewNotification): Promise<NotificationRecord | null> {
    const record = { ...n, readAt: null, expiresAt: notificationExpiry(n.createdAt) };
    const event = createEvent(
      notificationCreatedV1,
      { userId: n.userId, notification: toNotification(record) },
      PRODUCER,
    );
    // False when stored by a concurrent delivery, which announced it. The failed write keeps this
    // event from being published (the relay abandons it: its id never shows on the record).
    let stored: NotificationRecord | null = null;
    await insertedFirst(() =>
      this.outbox.record([event], { collection: 'notifications', id: n._id }, async (ids) => {
        await this.models.notificationRecords.create({ ...record, _events: ids });
        stored = { ...record, _events: ids };
      }),
    );
    return stored;
  }

  /** Those of `ids` wanted by e-mail whose e-mail is not sent (nor being sent) yet. */
  async mailPending(ids: string[]): Promise<NotificationRecord[]> {
    const wanted = [
      ...(await findByIds<NotificationRecord>(this.models.notificationRecords, ids)).values(),
    ].filter((n) => n.mailWanted);
    if (!wanted.length) return [];
    const taken = await findByIds<NotificationMailRecord>(
      this.models.notificationMails,
      wanted.map((n) => n._id),
      { _id: 1 },
    );
    return wanted.filter((n) => !taken.has(n._id));
  }

  /** Takes the e-mail of one notification for sending; false when another delivery took it. */
  claimMail(n: Pick<NotificationRecord, '_id' | 'expiresAt'>): Promise<boolean> {
    return insertedFirst(() =>
      this.models.notificationMails.create({ _id: n._id, claimedAt: new Date(), expiresAt: n.expiresAt }),
    );
  }

  /** Gives a claimed e-mail back after a failed send, for the redelivery to try again. */
  async releaseMail(id: string): Promise<void> {
    await this.models.notificationMails.deleteOne({ _id: id });
  }

  /** One page of `userId`'s notifications, newest first, older than the one with id `before`. */
  async page(userId: string, before: string | undefined, limit: number): Promise<NotificationsPage> {
    const { notificationRecords: Notification } = this.models;
    const filter: Record<string, unknown> = { userId };
    if (before !== undefined) {
      const cursor = await Notification.findOne({ _id: before, userId }, { createdAt: 1 }).lean();
      // Another user's id, or one pruned meanwhile: nothing is older than an unknown cursor.
      if (!cursor) return { items: [], unread: await this.unread(userId), nextBefore: null };
      filter.$or = [
        { createdAt: { $lt: cursor.createdAt } },
        { createdAt: cursor.createdAt, _id: { $lt: before } },
      ];
    }
    const [found, unread] = await Promise.all([
      Notification.find(filter)
        .sort(NEWEST_FIRST)
        .limit(limit + 1)
        .lean<NotificationRecord[]>(),
      this.unread(userId),
    ]);
    const items = found.slice(0, limit).map(toNotification);
    return { items, unread, nextBefore: found.length > limit ? items[items.length - 1]!.id : null };
  }

  unread(userId: string): Promise<number> {
    return this.models.notificationRecords.countDocuments({ userId, readAt: null }).exec();
  }

  /** Marks `userId`'s notification read (once: a second call keeps the first time); null if not theirs. */
  async markRead(userId: string, id: string): Promise<Notification | null> {
    const { notificationRecords: Notification } = this.models;
    await Notification.updateOne({ _id: id, userId, readAt: null }, { $set: { readAt: new Date() } });
    const found = await Notification.findOne({ _id: id, userId }).lean<NotificationRecord>();
    return found ? toNotification(found) : null;
  }

  /** Deletes notifications and e-mail claims whose time is up; the service runs it periodically. */
  async pruneExpired(now = new Date()): Promise<void> {
    const expired = { expiresAt: { $lt: now } };
    await this.models.notificationRecords.deleteMany(expired);
    await this.models.notificationMails.deleteMany(expired);
  }

  /** Marks every unread notification of `userId` read; resolves with how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const res = await this.models.notificationRecords.updateMany(
      { userId, readAt: null },
      { $set: { readAt: new Date() } },
    );
    return res.modifiedCount;
  }
}
