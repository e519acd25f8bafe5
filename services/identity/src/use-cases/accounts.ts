import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { IdentityProblemCodes, type SignUpBody } from '@marketplace/contracts';
import { badRequest, conflict, isDuplicateKey } from '@marketplace/service-kit';
import { PASSWORD_HASH_OPTIONS, passwordProblem } from '../domain/password-policy';
import { hashToken, newOpaqueToken } from '../domain/tokens';
import { newUserRecord, type UserRecord } from '../domain/user';
import { verificationMail } from '../mail/templates';
import type { IdentityContext } from './context';

export const SIGN_UP_MESSAGE = 'Account created successfully! Please check your email to verify.';
export const RESEND_MESSAGE =
  'If an unverified account exists for this email, a new confirmation link has been sent.';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_OPTIONS });
}

const emailTaken = () =>
  conflict(IdentityProblemCodes.emailTaken, 'An account with this email already exists.');

/** Creates an unverified account and mails its confirmation link. */
export async function signUp(ctx: IdentityContext, body: SignUpBody): Promise<UserRecord> {
  const weak = passwordProblem(body.password);
  if (weak) {
    const message = 'This password is too common. Please choose a less predictable one.';
    throw badRequest(weak, message, [{ path: 'body.password', code: weak, message }]);
  }
  // Fast answer for the common case; the unique index below is what settles a race.
  if (await ctx.users.findByEmail(body.email)) throw emailTaken();
  const now = new Date();
  let user: UserRecord;
  try {
    const passwordHash = await hashPassword(body.password);
    user = await ctx.users.create(
      newUserRecord(
        {
          id: randomUUID(),
          email: body.email,
          passwordHash,
          name: body.name,
          role: body.role,
          verified: false,
        },
        now,
      ),
    );
  } catch (err) {
    if (isDuplicateKey(err)) throw emailTaken();
    throw err;
  }
  ctx.logger.info({ userId: user._id, role: user.role }, 'account created');
  await sendVerification(ctx, user);
  return user;
}

/**
 * Mails a fresh single-use link. Failures are logged, never thrown: the account exists either
 * way and `POST /auth/resend-verification` sends another link.
 */
export async function sendVerification(ctx: IdentityContext, user: UserRecord): Promise<void> {
  try {
    const token = newOpaqueToken();
    const now = new Date();
    await ctx.models.EmailVerification.create({
      _id: hashToken(token),
      userId: user._id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.config.VERIFICATION_TOKEN_TTL_S * 1000),
    });
    const link = `${ctx.config.PUBLIC_URL}${ctx.config.COOKIE_PATH_PREFIX}/auth/verify?token=${token}`;
    await ctx.mailer.send(verificationMail(user.email, user.name, link));
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
  const user = await ctx.users.findByEmail(email);
  if (user && !user.emailVerifiedAt) await sendVerification(ctx, user);
}

/** Consumes a link token and marks its user verified; null when the token is unknown, used or expired. */
export async function verifyEmail(ctx: IdentityContext, token: string): Promise<UserRecord | null> {
  const { EmailVerification } = ctx.models;
  const record = await EmailVerification.findById(hashToken(token)).lean();
  if (!record || record.expiresAt.getTime() <= Date.now()) return null;
  const { deletedCount } = await EmailVerification.deleteOne({ _id: record._id });
  if (deletedCount === 0) return null;
  const user = await ctx.users.update(record.userId, (current, now) =>
    current.emailVerifiedAt ? null : { emailVerifiedAt: now },
  );
  if (!user) return null;
  // Older links of this user are useless now.
  await EmailVerification.deleteMany({ userId: user._id });
  ctx.logger.info({ userId: user._id }, 'email verified');
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
