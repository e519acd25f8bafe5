import { Schema, type Connection, type Model } from 'mongoose';
import {
  LANGUAGES,
  NOTIFICATION_KINDS,
  ROLES,
  type NotificationKind,
  type NotificationParams,
} from '@marketplace/contracts';
import { collectionSchema, modelOn, outboxStamp, withIndexes } from '@marketplace/service-kit/store';
import type { UserRecord } from '../domain/user';

/** Collections with an expiry are pruned by a timer (FerretDB has no TTL indexes). */
const expiring = { expiresAt: { type: Date, required: true, index: true } } as const;

const userSchema = collectionSchema<UserRecord>('users', {
  email: { type: String, required: true, unique: true },
  passwordHash: { type: String, required: true },
  name: { type: String, required: true },
  // Notification requests name their recipients by role and by company: each read by equality.
  role: { type: String, enum: ROLES, required: true, index: true },
  phone: { type: String, default: null },
  address: { type: String, default: null },
  companyId: { type: String, default: null, index: true },
  teamRole: { type: String, default: null },
  avatarKey: { type: String, default: null },
  avatarUrl: { type: String, default: null },
  emailVerifiedAt: { type: Date, default: null },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  lastActiveAt: { type: Date, default: null },
  emailNotifications: { type: Boolean, default: true },
  language: { type: String, enum: LANGUAGES, default: 'en' },
  timeZone: { type: String, default: null },
  ...outboxStamp,
});

/** A mailed single-use link (email confirmation, password reset): only the digest is kept. */
export interface EmailVerificationRecord {
  /** SHA-256 of the token in the link. */
  _id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}
const emailVerificationSchema = collectionSchema<EmailVerificationRecord>('email_verifications', {
  userId: { type: String, required: true, index: true },
  createdAt: { type: Date, required: true },
  ...expiring,
});

/** One refresh token; the access token issued with it is found by `accessJti`. */
export interface RefreshTokenRecord {
  /** SHA-256 of the opaque token. */
  _id: string;
  familyId: string;
  /** When the family's first sign-in happened; refreshing never moves it (absolute age cap). */
  familyStartedAt?: Date;
  userId: string;
  accessJti: string;
  expiresAt: Date;
  createdAt: Date;
}
const refreshTokenSchema = collectionSchema<RefreshTokenRecord>('refresh_tokens', {
  familyId: { type: String, required: true, index: true },
  familyStartedAt: { type: Date },
  userId: { type: String, required: true, index: true },
  accessJti: { type: String, required: true, index: true },
  createdAt: { type: Date, required: true },
  ...expiring,
});

/** Exists once a refresh token has been exchanged; `_id` uniqueness makes that exchange single. */
export interface RefreshRotationRecord {
  _id: string;
  familyId: string;
  rotatedAt: Date;
  expiresAt: Date;
}
const refreshRotationSchema = collectionSchema<RefreshRotationRecord>('refresh_rotations', {
  familyId: { type: String, required: true },
  rotatedAt: { type: Date, required: true },
  ...expiring,
});

export type RevocationReason = 'sign-out' | 'reuse' | 'password-reset';

export interface RevokedFamilyRecord {
  _id: string;
  userId: string;
  reason: RevocationReason;
  revokedAt: Date;
  /** No token of the family can outlive this, so the record is not needed after it. */
  expiresAt: Date;
  /** Outbox stamp: the `identity.access.session-revoked.v1` event announcing this record. */
  _events: string[];
}
const revokedFamilySchema = collectionSchema<RevokedFamilyRecord>('revoked_families', {
  userId: { type: String, required: true },
  reason: { type: String, enum: ['sign-out', 'reuse', 'password-reset'], required: true },
  revokedAt: { type: Date, required: true },
  ...expiring,
  ...outboxStamp,
});

/** "Every access token of `userId` issued before `before` is void", announced to all services. */
export interface TokenCutoffRecord {
  _id: string;
  userId: string;
  before: Date;
  reason: 'password-reset' | 'company-changed';
  expiresAt: Date;
  _events: string[];
}
const tokenCutoffSchema = collectionSchema<TokenCutoffRecord>('token_cutoffs', {
  userId: { type: String, required: true, index: true },
  before: { type: Date, required: true },
  reason: { type: String, required: true },
  ...expiring,
  ...outboxStamp,
});

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

export interface DevMailRecord {
  _id: string;
  to: string;
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: Date;
}
const devMailSchema = collectionSchema<DevMailRecord>('dev_mail', {
  to: { type: String, required: true },
  recipients: { type: [String], index: true },
  subject: { type: String, default: '' },
  text: { type: String, default: '' },
  html: { type: String, default: '' },
  links: { type: [String], default: [] },
  sentAt: { type: Date, required: true, index: true },
});

export interface IdentityModels {
  userRecords: Model<UserRecord>;
  emailVerifications: Model<EmailVerificationRecord>;
  refreshTokens: Model<RefreshTokenRecord>;
  refreshRotations: Model<RefreshRotationRecord>;
  revokedFamilies: Model<RevokedFamilyRecord>;
  tokenCutoffs: Model<TokenCutoffRecord>;
  passwordResets: Model<EmailVerificationRecord>;
  devMails: Model<DevMailRecord>;
  notificationRecords: Model<NotificationRecord>;
  notificationMails: Model<NotificationMailRecord>;
}

/** Models bound to this service's own connection; resolves once their indexes exist. */
export async function createModels(conn: Connection): Promise<IdentityModels> {
  const model = <T>(name: string, schema: Schema<T>) => modelOn(conn, name, schema);
  return withIndexes<IdentityModels>({
    userRecords: model('User', userSchema),
    emailVerifications: model('EmailVerification', emailVerificationSchema),
    refreshTokens: model('RefreshToken', refreshTokenSchema),
    refreshRotations: model('RefreshRotation', refreshRotationSchema),
    revokedFamilies: model('RevokedFamily', revokedFamilySchema),
    tokenCutoffs: model('TokenCutoff', tokenCutoffSchema),
    passwordResets: model(
      'PasswordReset',
      emailVerificationSchema.clone().set('collection', 'password_resets') as Schema<EmailVerificationRecord>,
    ),
    devMails: model('DevMail', devMailSchema),
    notificationRecords: model('Notification', notificationSchema),
    notificationMails: model('NotificationMail', notificationMailSchema),
  });
}

/** Deletes records whose time is up; the caller runs it periodically. */
export async function pruneExpired(models: IdentityModels, now = new Date()): Promise<void> {
  const expired = { expiresAt: { $lt: now } };
  await models.emailVerifications.deleteMany(expired);
  await models.refreshTokens.deleteMany(expired);
  await models.refreshRotations.deleteMany(expired);
  await models.revokedFamilies.deleteMany(expired);
  await models.tokenCutoffs.deleteMany(expired);
  await models.passwordResets.deleteMany(expired);
  await models.notificationRecords.deleteMany(expired);
  await models.notificationMails.deleteMany(expired);
}
