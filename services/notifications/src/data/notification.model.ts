import { Schema, type Connection, type Model } from 'mongoose';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationParams } from '@marketplace/contracts';
import { collectionSchema, modelOn, outboxStamp, withIndexes } from '@marketplace/service-kit/store';

/** Expiring records are pruned by a timer (FerretDB has no TTL indexes). */
const expiring = { expiresAt: { type: Date, required: true, index: true } } as const;

/**
 * One user's notification. `_id` is derived from the user and the request's key, so a
 * repeated request for the same user and key collides on insert and never notifies twice.
 */
export interface NotificationRecord {
  _id: string;
  userId: string;
  key: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  createdAt: Date;
  readAt: Date | null;
  /** The user wanted it by e-mail when it was stored (whether it went out: `notification_mails`). */
  mailWanted: boolean;
  expiresAt: Date;
  _events: string[];
}
const notificationSchema = collectionSchema<NotificationRecord>(
  'notifications',
  {
    userId: { type: String, required: true },
    key: { type: String, required: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    link: { type: String, required: true },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
    mailWanted: { type: Boolean, default: false },
    ...expiring,
    ...outboxStamp,
  },
  { minimize: false },
);
// The bell's page (newest first) and its unread count, per user.
notificationSchema.index({ userId: 1, createdAt: -1, _id: -1 });
notificationSchema.index({ userId: 1, readAt: 1 });

/**
 * A notification's e-mail, taken for sending: inserting it is the claim (`_id` is the
 * notification's id, so two deliveries of a request never both send; FerretDB's conditional
 * updates are not atomic, its `_id` uniqueness is). Removed again when the send fails.
 */
export interface NotificationMailRecord {
  _id: string;
  claimedAt: Date;
  expiresAt: Date;
}
const notificationMailSchema = collectionSchema<NotificationMailRecord>('notification_mails', {
  claimedAt: { type: Date, required: true },
  ...expiring,
});

export interface NotificationModels {
  notificationRecords: Model<NotificationRecord>;
  notificationMails: Model<NotificationMailRecord>;
}

/** The bell's models on this service's connection; resolves once their indexes exist. */
export function notificationModels(conn: Connection): Promise<NotificationModels> {
  return withIndexes<NotificationModels>({
    notificationRecords: modelOn(conn, 'Notification', notificationSchema),
    notificationMails: modelOn(conn, 'NotificationMail', notificationMailSchema),
  });
}
