import { Schema, type Connection, type Model } from 'mongoose';
import { LANGUAGES, ROLES } from '@marketplace/contracts';
import type { ReceivedMail } from '@marketplace/service-kit/mail';
import { collectionSchema, modelOn, outboxStamp, withIndexes } from '@marketplace/service-kit/store';
import type { UserRecord } from '../domain/user';

/** Collections with an expiry are pruned by a timer (FerretDB has no TTL indexes). */
const expiring = { expiresAt: { type: Date, required: true, index: true } } as const;

// Read by id and by e-mail only: who a notice goes to (by role, by company) is the notifications
// service's recipients directory, with its own indexes.
const userSchema = collectionSchema<UserRecord>('users', {
  email: { type: String, required: true, unique: true },
  passwordHash: { type: String, required: true },
  name: { type: String, required: true },
  role: { type: String, enum: ROLES, required: true },
  phone: { type: String, default: null },
  address: { type: String, default: null },
  companyId: { type: String, default: null },
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

/** A mail the local run's sink received (the kit's `ReceivedMail`), kept for `/dev/mail`. */
export interface DevMailRecord extends ReceivedMail {
  _id: string;
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
}
