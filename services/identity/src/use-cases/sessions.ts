import { randomBytes, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { IdentityProblemCodes, type Caller, type SignInBody } from '@marketplace/contracts';
import { forbidden, tooManyRequests, unauthorized } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { signAccessToken } from '@marketplace/service-kit/http';
import { activityIsStale } from '../domain/activity';
import { hashToken, newOpaqueToken } from '../domain/tokens';
import { accessTokenInput, isExpiredUnverified, type UserRecord } from '../domain/user';
import type { IdentityContext } from '../context';
import { gated, hashPassword } from './accounts';
import { revokeFamily } from './revocations';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
}

export interface SignedIn {
  user: UserRecord;
  session: IssuedSession;
}

export const invalidCredentials = () =>
  unauthorized('Invalid email or password', IdentityProblemCodes.invalidCredentials);
const refreshInvalid = () =>
  unauthorized('Your session has ended. Please sign in again.', IdentityProblemCodes.refreshInvalid);
const refreshReused = () =>
  unauthorized('Your session has ended. Please sign in again.', IdentityProblemCodes.refreshReused);
const sessionRevoked = () =>
  unauthorized('Your session has ended. Please sign in again.', IdentityProblemCodes.sessionRevoked);

// Unknown emails are checked against this hash so they cost as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

/**
 * How long a password check takes here lately (a moving average): an unknown email from an
 * address past its budget waits this long without the CPU of a check, so the answer's timing
 * does not tell it from a real account's wrong password.
 */
let typicalCheckMs = 50;
async function checkPassword(ctx: IdentityContext, hash: string, password: string): Promise<boolean> {
  const started = performance.now();
  const ok = await gated(ctx, () => argon2.verify(hash, password).catch(() => false));
  typicalCheckMs = 0.8 * typicalCheckMs + 0.2 * (performance.now() - started);
  return ok;
}

/** A failed sign-in from an address past its budget: the same answer, right or wrong email. */
const addressThrottled = (retryAfterS: string) =>
  tooManyRequests('Too many attempts. Please wait a minute and try again.', retryAfterS);

/**
 * A new access token and a new refresh token in `familyId`. The refresh record names the
 * access token's `jti`, which is how identity maps an access token back to its session family;
 * the access token names the family (`sid`), which is how other services refuse an ended one.
 * The refresh token never outlives the family's absolute age cap (SESSION_MAX_AGE_S from the
 * first sign-in), however often the session is refreshed.
 */
export async function issueSession(
  ctx: IdentityContext,
  user: UserRecord,
  familyId: string,
  familyStartedAt: Date,
): Promise<IssuedSession> {
  const accessToken = signAccessToken(
    ctx.privateKey,
    { ...accessTokenInput(user), sessionId: familyId },
    ctx.config.ACCESS_TOKEN_TTL_S,
  );
  const { jti, exp } = jwt.decode(accessToken) as { jti: string; exp: number };
  const refreshToken = newOpaqueToken();
  const now = new Date();
  const sliding = now.getTime() + ctx.config.REFRESH_TOKEN_TTL_S * 1000;
  const cap = familyStartedAt.getTime() + ctx.config.SESSION_MAX_AGE_S * 1000;
  await ctx.refreshTokens.create({
    _id: hashToken(refreshToken),
    familyId,
    familyStartedAt,
    userId: user._id,
    accessJti: jti,
    createdAt: now,
    expiresAt: new Date(Math.min(sliding, cap)),
  });
  return { accessToken, refreshToken, accessExpiresAt: new Date(exp * 1000) };
}

export async function signIn(
  ctx: IdentityContext,
  body: SignInBody,
  ip: string | undefined,
  /** Set when the client address spent its budget of failures: its Retry-After in seconds. */
  addressSpent?: string,
  /** The browser's time zone (its `mp_tz` cookie), kept for the user's e-mails. */
  timeZone?: string,
): Promise<SignedIn> {
  const fail = (reason: string) => {
    ctx.logger.warn({ email: body.email, ip, reason, addressSpent: Boolean(addressSpent) }, 'sign-in failed');
    return addressSpent ? addressThrottled(addressSpent) : invalidCredentials();
  };
  const found = await ctx.users.findByEmail(body.email);
  const now = new Date();
  // An unconfirmed account past its time is gone (its address is free for a new sign-up).
  const user =
    found && !isExpiredUnverified(found, now, ctx.config.UNVERIFIED_ACCOUNT_TTL_S * 1000) ? found : null;
  if (!user) {
    if (addressSpent) await new Promise((r) => setTimeout(r, typicalCheckMs));
    else await checkPassword(ctx, await timingDecoy(), body.password);
    throw fail('unknown_email');
  }
  if (!(await checkPassword(ctx, user.passwordHash, body.password))) throw fail('wrong_password');
  // Only someone who knows the password learns that the address is unconfirmed.
  if (!user.emailVerifiedAt) {
    ctx.logger.warn({ email: body.email, ip, reason: 'email_not_verified' }, 'sign-in failed');
    throw forbidden(
      'Please confirm your email address before signing in.',
      IdentityProblemCodes.emailNotVerified,
    );
  }
  const session = await issueSession(ctx, user, randomUUID(), now);
  const updated = await ctx.users.update(user._id, (current, now) => ({
    lastActiveAt: now,
    ...(timeZone && timeZone !== current.timeZone ? { timeZone } : {}),
  }));
  ctx.logger.info({ userId: user._id }, 'signed in');
  return { user: updated ?? user, session };
}

const familyRevoked = async (ctx: IdentityContext, familyId: string) =>
  (await ctx.revokedFamilies.exists({ _id: familyId })) !== null;

/**
 * Exchanges a refresh token for a new pair in the same family. Inserting the presented token's
 * hash into `refresh_rotations` is the race-safe claim (FerretDB has no transactions, and a
 * guarded update is not atomic there): exactly one exchange per token succeeds. A token that
 * was already exchanged was stolen or replayed, so the whole family is revoked.
 */
export async function refreshSession(ctx: IdentityContext, presented: string | undefined): Promise<SignedIn> {
  if (!presented) throw refreshInvalid();
  const { refreshTokens: RefreshToken, refreshRotations: RefreshRotation } = ctx;
  const tokenId = hashToken(presented);
  const record = await RefreshToken.findById(tokenId).lean();
  const now = new Date();
  if (!record || record.expiresAt.getTime() <= now.getTime()) throw refreshInvalid();
  if (await familyRevoked(ctx, record.familyId)) throw refreshInvalid();
  try {
    await RefreshRotation.create({
      _id: tokenId,
      familyId: record.familyId,
      rotatedAt: now,
      expiresAt: record.expiresAt,
    });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    await revokeFamily(ctx, record.familyId, record.userId, 'reuse');
    ctx.logger.warn(
      { userId: record.userId, familyId: record.familyId },
      'refresh token reused; session family revoked',
    );
    throw refreshReused();
  }
  const user = await ctx.users.findById(record.userId);
  if (!user) throw refreshInvalid();
  // Records written before the age cap existed count from their own creation.
  const session = await issueSession(ctx, user, record.familyId, record.familyStartedAt ?? record.createdAt);
  return { user: await touchActivity(ctx, user), session };
}

/** Ends the session the presented tokens belong to; tolerant of missing or stale tokens. */
export async function signOut(
  ctx: IdentityContext,
  refreshToken: string | undefined,
  accessToken: string | undefined,
): Promise<void> {
  let record = refreshToken ? await ctx.refreshTokens.findById(hashToken(refreshToken)).lean() : null;
  if (!record && accessToken) {
    try {
      ctx.verifier.verifyAccess(accessToken);
      const { jti } = jwt.decode(accessToken) as { jti?: string };
      if (jti) record = await ctx.refreshTokens.findOne({ accessJti: jti }).lean();
    } catch {
      // An invalid or expired access token names no session worth ending.
    }
  }
  if (!record) return;
  await revokeFamily(ctx, record.familyId, record.userId, 'sign-out');
  ctx.logger.info({ userId: record.userId }, 'signed out');
}

export interface ActiveSession {
  user: UserRecord;
  familyId: string;
  accessExpiresAt: Date;
}

/**
 * Identity's own check on top of the signature: the access token's session family must not
 * be revoked. (Other services learn revocations from `identity.access.*` events.)
 */
export async function resolveSession(
  ctx: IdentityContext,
  caller: Caller,
  accessToken: string,
): Promise<ActiveSession> {
  const { jti, exp } = (jwt.decode(accessToken) ?? {}) as { jti?: string; exp?: number };
  const record = jti ? await ctx.refreshTokens.findOne({ accessJti: jti }).lean() : null;
  if (!record || record.userId !== caller.userId || (await familyRevoked(ctx, record.familyId)))
    throw sessionRevoked();
  const user = await ctx.users.findById(caller.userId);
  if (!user) throw sessionRevoked();
  return {
    user: await touchActivity(ctx, user),
    familyId: record.familyId,
    accessExpiresAt: new Date((exp ?? 0) * 1000),
  };
}

/** Refreshes "last active" (and announces it) at most every few minutes per user. */
export async function touchActivity(ctx: IdentityContext, user: UserRecord): Promise<UserRecord> {
  if (!activityIsStale(user.lastActiveAt, new Date())) return user;
  const updated = await ctx.users.update(user._id, (current, now) =>
    activityIsStale(current.lastActiveAt, now) ? { lastActiveAt: now } : null,
  );
  return updated ?? user;
}
