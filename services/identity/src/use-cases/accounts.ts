import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { IdentityProblemCodes, type PasswordResetBody, type SignUpBody } from '@marketplace/contracts';
import { badRequest, conflict, HttpProblem } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { HashGateFull } from '../domain/hash-gate';
import { PASSWORD_HASH_OPTIONS, passwordProblem } from '../domain/password-policy';
import { hashToken, newOpaqueToken } from '../domain/tokens';
import { mailLanguage } from '@marketplace/domain';
import { isExpiredUnverified, newUserRecord, type UserRecord } from '../domain/user';
import { passwordResetMail, verificationMail } from '../mail/templates';
import type { IdentityContext } from '../context';
import { revokeAllFamilies, revokeTokensIssuedBefore } from './revocations';

export const SIGN_UP_MESSAGE = 'Account created successfully! Please check your email to verify.';
export const RESEND_MESSAGE =
  'If an unverified account exists for this email, a new confirmation link has been sent.';
export const CONFIRMED_MESSAGE = 'Your email address is confirmed. You can sign in now.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Please sign in with the new one.';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_OPTIONS });
}

/** Runs password hashing through the concurrency gate; a full queue is a 503 with Retry-After. */
export async function gated<T>(ctx: IdentityContext, task: () => Promise<T>): Promise<T> {
  try {
    return await ctx.hashing.run(task);
  } catch (err) {
    if (!(err instanceof HashGateFull)) throw err;
    ctx.logger.warn({ pending: ctx.hashing.pending }, 'password hashing queue full; request refused');
    throw new HttpProblem(
      503,
      IdentityProblemCodes.busy,
      'Service Unavailable',
      'Too many sign-ins are being checked right now. Please try again in a moment.',
      undefined,
      { 'Retry-After': '1' },
    );
  }
}

const emailTaken = () =>
  conflict(IdentityProblemCodes.emailTaken, 'An account with this email already exists.');
export const invalidLink = () =>
  badRequest(IdentityProblemCodes.invalidToken, 'This link is invalid or has expired.');

const unverifiedTtlMs = (ctx: IdentityContext) => ctx.config.UNVERIFIED_ACCOUNT_TTL_S * 1000;

/** A user that counts: present, and not an unconfirmed account past its time. */
export async function findLiveUser(ctx: IdentityContext, email: string): Promise<UserRecord | null> {
  const user = await ctx.users.findByEmail(email);
  return user && !isExpiredUnverified(user, new Date(), unverifiedTtlMs(ctx)) ? user : null;
}

function refuseWeak(password: string): void {
  const weak = passwordProblem(password);
  if (!weak) return;
  const message = 'This password is too common. Please choose a less predictable one.';
  throw badRequest(weak, message, [{ path: 'body.password', code: weak, message }]);
}

/**
 * Creates an unverified account and mails its confirmation link. An address held by an
 * unconfirmed account past UNVERIFIED_ACCOUNT_TTL_S is free: the new sign-up takes the record
 * over (new password, name and role; the old links die), so nobody can park someone else's
 * address for good.
 */
export async function signUp(ctx: IdentityContext, body: SignUpBody): Promise<UserRecord> {
  refuseWeak(body.password);
  const existing = await ctx.users.findByEmail(body.email);
  const now = new Date();
  if (existing && !isExpiredUnverified(existing, now, unverifiedTtlMs(ctx))) throw emailTaken();
  const passwordHash = await gated(ctx, () => hashPassword(body.password));
  let user: UserRecord;
  if (existing) {
    const taken = await ctx.users.update(existing._id, (current, at) =>
      isExpiredUnverified(current, at, unverifiedTtlMs(ctx))
        ? {
            passwordHash,
            name: body.name,
            role: body.role,
            phone: null,
            address: null,
            companyId: null,
            createdAt: at,
            lastActiveAt: null,
            emailNotifications: true,
            language: body.language ?? 'en',
          }
        : null,
    );
    if (!taken || taken.passwordHash !== passwordHash) throw emailTaken();
    await ctx.emailVerifications.deleteMany({ userId: taken._id });
    await ctx.passwordResets.deleteMany({ userId: taken._id });
    ctx.logger.info({ userId: taken._id }, 'expired unconfirmed account taken over by a new sign-up');
    user = taken;
  } else {
    try {
      user = await ctx.users.create(
        newUserRecord(
          {
            id: randomUUID(),
            email: body.email,
            passwordHash,
            name: body.name,
            role: body.role,
            verified: false,
            language: body.language,
          },
          now,
        ),
      );
    } catch (err) {
      if (isDuplicateKey(err)) throw emailTaken();
      throw err;
    }
    ctx.logger.info({ userId: user._id, role: user.role }, 'account created');
  }
  await sendVerification(ctx, user);
  return user;
}

/** The shell page a mailed link opens (it asks for a click; opening it changes nothing). */
const shellLink = (ctx: IdentityContext, page: string, token: string) =>
  `${ctx.config.PUBLIC_URL}/auth/${page}?token=${token}`;

async function mailToken(
  ctx: IdentityContext,
  kind: 'EmailVerification' | 'PasswordReset',
  user: UserRecord,
  ttlS: number,
): Promise<string> {
  const token = newOpaqueToken();
  const now = new Date();
  await (kind === 'EmailVerification' ? ctx.emailVerifications : ctx.passwordResets).create({
    _id: hashToken(token),
    userId: user._id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlS * 1000),
  });
  return token;
}

/**
 * Mails a fresh single-use link. Failures are logged, never thrown: the account exists either
 * way and `POST /auth/resend-verification` sends another link.
 */
export async function sendVerification(ctx: IdentityContext, user: UserRecord): Promise<void> {
  try {
    const ttl = Math.min(ctx.config.VERIFICATION_TOKEN_TTL_S, ctx.config.UNVERIFIED_ACCOUNT_TTL_S);
    const token = await mailToken(ctx, 'EmailVerification', user, ttl);
    await ctx.mailer.send(
      verificationMail(user.email, user.name, shellLink(ctx, 'confirm', token), mailLanguage(user)),
    );
    ctx.logger.info({ userId: user._id }, 'verification email sent');
  } catch (err) {
    ctx.logger.error(
      { userId: user._id, err: (err as Error).message },
      'verification email could not be sent; the user can ask for a new one',
    );
  }
}

/** Same answer whatever the email: whether an account exists is not revealed. */
export async function resendVerification(ctx: IdentityContext, email: string): Promise<void> {
  const user = await findLiveUser(ctx, email);
  if (user && !user.emailVerifiedAt) await sendVerification(ctx, user);
}

/**
 * Consumes a confirmation token (a person clicked "Confirm" on the page the link opened) and
 * marks its user verified; null when the token is unknown, used or expired.
 */
export async function verifyEmail(ctx: IdentityContext, token: string): Promise<UserRecord | null> {
  const { emailVerifications: EmailVerification } = ctx;
  const record = await EmailVerification.findById(hashToken(token)).lean();
  if (!record || record.expiresAt.getTime() <= Date.now()) return null;
  const { deletedCount } = await EmailVerification.deleteOne({ _id: record._id });
  if (deletedCount === 0) return null;
  const user = await ctx.users.update(record.userId, (current, now) =>
    current.emailVerifiedAt || isExpiredUnverified(current, now, unverifiedTtlMs(ctx))
      ? null
      : { emailVerifiedAt: now },
  );
  if (!user?.emailVerifiedAt) return null;
  // Older links of this user are useless now.
  await EmailVerification.deleteMany({ userId: user._id });
  ctx.logger.info({ userId: user._id }, 'email verified');
  return user;
}

/**
 * Mails a single-use, short-lived link to choose a new password, if the account exists (the
 * caller answers the same either way). Works for unconfirmed accounts too: it is how the owner
 * of an address takes back an account someone else opened with it.
 */
export async function requestPasswordReset(ctx: IdentityContext, email: string): Promise<void> {
  const user = await findLiveUser(ctx, email);
  if (!user) return;
  const ttl = ctx.config.PASSWORD_RESET_TOKEN_TTL_S;
  const token = await mailToken(ctx, 'PasswordReset', user, ttl);
  await ctx.mailer.send(
    passwordResetMail(
      user.email,
      user.name,
      shellLink(ctx, 'reset-password', token),
      Math.round(ttl / 60),
      mailLanguage(user),
    ),
  );
  ctx.logger.info({ userId: user._id }, 'password reset email sent');
}

/**
 * Sets a new password from a mailed link: the link works once; the address is confirmed by it;
 * every session of the account ends (refresh refused, access tokens refused on every service).
 */
export async function resetPassword(ctx: IdentityContext, body: PasswordResetBody): Promise<UserRecord> {
  refuseWeak(body.password);
  const { passwordResets: PasswordReset } = ctx;
  const record = await PasswordReset.findById(hashToken(body.token)).lean();
  if (!record || record.expiresAt.getTime() <= Date.now()) throw invalidLink();
  const passwordHash = await gated(ctx, () => hashPassword(body.password));
  const { deletedCount } = await PasswordReset.deleteOne({ _id: record._id });
  if (deletedCount === 0) throw invalidLink();
  const user = await ctx.users.update(record.userId, (current, now) => ({
    passwordHash,
    emailVerifiedAt: current.emailVerifiedAt ?? now,
  }));
  if (!user) throw invalidLink();
  await PasswordReset.deleteMany({ userId: user._id });
  await ctx.emailVerifications.deleteMany({ userId: user._id });
  await revokeAllFamilies(ctx, user._id, 'password-reset');
  await revokeTokensIssuedBefore(ctx, user._id, 'password-reset');
  ctx.logger.info({ userId: user._id }, 'password reset; every session of the account ended');
  return user;
}

/** Creates the configured first admin, verified, unless a user with that email exists. */
export async function seedAdmin(ctx: IdentityContext): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_NAME: name } = ctx.config;
  if (!email || !password) return;
  const existing = await ctx.users.findByEmail(email);
  if (existing) {
    if (existing.role !== 'admin')
      ctx.logger.warn(
        { userId: existing._id },
        'ADMIN_EMAIL belongs to an existing non-admin user; left unchanged',
      );
    return;
  }
  if (passwordProblem(password)) ctx.logger.warn('ADMIN_PASSWORD is a common password; change it');
  const now = new Date();
  try {
    const passwordHash = await hashPassword(password);
    const admin = await ctx.users.create(
      newUserRecord({ id: randomUUID(), email, passwordHash, name, role: 'admin', verified: true }, now),
    );
    ctx.logger.info({ userId: admin._id }, 'first admin created from ADMIN_EMAIL');
  } catch (err) {
    // Another replica seeded it at the same moment.
    if (!isDuplicateKey(err)) throw err;
  }
}
