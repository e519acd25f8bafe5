import { randomUUID } from 'node:crypto';
import { sessionRevokedV1, userTokensRevokedV1 } from '@marketplace/contracts';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { RevocationReason, TokenCutoffRecord } from '../data/models';
import type { IdentityContext } from '../context';

/** Revocations are announced until every access token they concern has expired (plus skew). */
const untilFor = (ctx: IdentityContext, from: Date) =>
  new Date(from.getTime() + ctx.config.ACCESS_TOKEN_TTL_S * 1000 + 5000);

/**
 * Ends a session family: identity's own record (refresh refused, identity's routes refuse its
 * access tokens) and, through the outbox, `identity.access.session-revoked.v1` so every other
 * service refuses its access tokens too. Ending an ended family again does nothing.
 */
export async function revokeFamily(
  ctx: IdentityContext,
  familyId: string,
  userId: string,
  reason: RevocationReason,
): Promise<void> {
  const { revokedFamilies: RevokedFamily } = ctx;
  if (await RevokedFamily.exists({ _id: familyId })) return;
  const now = new Date();
  const event = createEvent(
    sessionRevokedV1,
    {
      userId,
      sessionId: familyId,
      reason,
      revokedAt: now.toISOString(),
      until: untilFor(ctx, now).toISOString(),
    },
    PRODUCER,
  );
  await ctx.outbox.record([event], { collection: 'revoked_families', id: familyId }, async (ids) => {
    try {
      await RevokedFamily.create({
        _id: familyId,
        userId,
        reason,
        revokedAt: now,
        expiresAt: new Date(now.getTime() + ctx.config.REFRESH_TOKEN_TTL_S * 1000),
        _events: ids,
      });
    } catch (err) {
      // Revoked at the same moment by another request: that one announced it (this entry is
      // then never visible on the record, and the outbox drops it as abandoned).
      if (!isDuplicateKey(err)) throw err;
    }
  });
}

/** Ends every session of the user (password reset). */
export async function revokeAllFamilies(
  ctx: IdentityContext,
  userId: string,
  reason: RevocationReason,
): Promise<void> {
  const tokens = await ctx.refreshTokens.find({ userId }, { familyId: 1 }).lean();
  for (const familyId of new Set(tokens.map((t) => t.familyId)))
    await revokeFamily(ctx, familyId, userId, reason);
}

/**
 * Voids every access token of the user issued before now, on every service at once. Used when
 * what the tokens say changed (company) or must not be trusted any more (password reset); the
 * browser refreshes on the 401 and gets a token with the current facts.
 */
export async function revokeTokensIssuedBefore(
  ctx: IdentityContext,
  userId: string,
  reason: TokenCutoffRecord['reason'],
): Promise<void> {
  const before = new Date();
  const id = randomUUID();
  const until = untilFor(ctx, before);
  const event = createEvent(
    userTokensRevokedV1,
    { userId, before: before.toISOString(), reason, until: until.toISOString() },
    PRODUCER,
  );
  await ctx.outbox.record([event], { collection: 'token_cutoffs', id }, async (ids) => {
    await ctx.tokenCutoffs.create({ _id: id, userId, before, reason, expiresAt: until, _events: ids });
  });
}
