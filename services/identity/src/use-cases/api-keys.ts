import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_TOKEN_TTL_S,
  API_KEYS_PER_COMPANY,
  ApiKeyProblemCodes,
  type ApiKey,
  type ApiKeyRole,
  type ApiKeyScope,
  type ApiKeysResponse,
  type ApiKeyTokenResponse,
  type Caller,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@marketplace/contracts';
import { integratorOf, teamRoleOf } from '@marketplace/domain';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '@marketplace/service-kit/core';
import { signAccessToken } from '@marketplace/service-kit/http';
import type { IdentityContext } from '../context';
import type { ApiKeyRecord } from '../data/api-key.model';
import { hashToken, newOpaqueToken } from '../domain/tokens';
import { accessTokenInput } from '../domain/user';
import { revokeFamily } from './revocations';

/** How often a key's "last used" is written: a busy key is not a write per call. */
const LAST_USED_EVERY_MS = 60_000;

/** The session every token of a key belongs to: revoking the key ends it at every service. */
const keySession = (keyId: string) => `apikey:${keyId}`;

/**
 * The company whose keys the caller holds, and its side (libs/domain `integratorOf`); anyone
 * else, and a call made with a key itself, is refused with `code` (403).
 */
function requireIntegrator(
  caller: Caller,
  code: string,
  detail: string,
): { companyId: string; role: ApiKeyRole } {
  const integrator = integratorOf(caller);
  if (!integrator) throw forbidden(detail, code);
  return integrator;
}

const keyHolder = (caller: Caller) =>
  requireIntegrator(
    caller,
    ApiKeyProblemCodes.notAllowed,
    "API keys are made by a supplier or by a buying team's approver, for their company",
  );

function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record._id,
    name: record.name,
    scopes: record.scopes,
    hint: record.hint,
    createdBy: { id: record.ownerId, name: record.ownerName },
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    revokedAt: record.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: IdentityContext, caller: Caller): Promise<ApiKeysResponse> {
  const { companyId, role } = keyHolder(caller);
  const records = await ctx.apiKeys.find({ companyId }).lean<ApiKeyRecord[]>();
  // Newest first; sorted here (FerretDB does not push sorts down and a company has few keys).
  records.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { items: records.map(toApiKey), scopes: [...API_KEY_SCOPES[role]] };
}

/** A new key; its secret is in this answer only. */
export async function createApiKey(
  ctx: IdentityContext,
  caller: Caller,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const { companyId, role } = keyHolder(caller);
  const allowed: readonly ApiKeyScope[] = API_KEY_SCOPES[role];
  const refused = body.scopes.filter((scope) => !allowed.includes(scope));
  if (refused.length)
    throw badRequest(ApiKeyProblemCodes.scopeNotAllowed, `A ${role}'s key cannot have ${refused.join(', ')}`);
  if ((await ctx.apiKeys.countDocuments({ companyId, revokedAt: null })) >= API_KEYS_PER_COMPANY)
    throw conflict(
      ApiKeyProblemCodes.limitReached,
      `A company holds at most ${API_KEYS_PER_COMPANY} keys; revoke one first`,
    );
  const owner = await ctx.users.findById(caller.userId);
  if (!owner) throw unauthorized();
  const id = randomBytes(9).toString('base64url');
  const secret = `${API_KEY_PREFIX}${id}_${newOpaqueToken()}`;
  const record: ApiKeyRecord = {
    _id: id,
    companyId,
    role,
    ownerId: owner._id,
    ownerName: owner.name,
    name: body.name,
    scopes: [...new Set(body.scopes)],
    secretHash: hashToken(secret),
    hint: `${secret.slice(0, API_KEY_PREFIX.length + 6)}…`,
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await ctx.apiKeys.create(record);
  ctx.logger.info({ keyId: id, companyId, scopes: record.scopes }, 'API key created');
  return { ...toApiKey(record), secret };
}

/** Revokes a key of the caller's company: its tokens stop at every service (a session ended). */
export async function revokeApiKey(ctx: IdentityContext, caller: Caller, keyId: string): Promise<ApiKey> {
  const { companyId } = keyHolder(caller);
  const record = await ctx.apiKeys.findOne({ _id: keyId, companyId }).lean<ApiKeyRecord>();
  if (!record) throw notFound('No such API key', ApiKeyProblemCodes.invalid);
  if (record.revokedAt) return toApiKey(record);
  const revokedAt = new Date();
  await ctx.apiKeys.updateOne({ _id: keyId, revokedAt: null }, { $set: { revokedAt } });
  // Announced as its session signing out: every service already refuses an ended session's tokens.
  await revokeFamily(ctx, keySession(keyId), record.ownerId, 'sign-out');
  ctx.logger.info({ keyId, companyId }, 'API key revoked');
  return toApiKey({ ...record, revokedAt });
}

/** The id inside a secret `mk_<id>_<random>`, or null for anything else. */
function keyIdOf(secret: string): string | null {
  const match = /^mk_([A-Za-z0-9_-]{12})_[A-Za-z0-9_-]{43}$/.exec(secret);
  return match ? match[1] : null;
}

/**
 * A key's short access token: as its maker, today (their role, company and team part read now),
 * with its scopes. A revoked key, or one whose maker left the company or the approver's part, is
 * refused with the same answer as an unknown one.
 */
export async function tradeApiKey(
  ctx: IdentityContext,
  secret: string | undefined,
): Promise<ApiKeyTokenResponse> {
  const invalid = () => unauthorized('This API key is not valid', ApiKeyProblemCodes.invalid);
  const keyId = secret ? keyIdOf(secret) : null;
  if (!secret || !keyId) throw invalid();
  const record = await ctx.apiKeys.findById(keyId).lean<ApiKeyRecord>();
  const digest = Buffer.from(hashToken(secret), 'hex');
  if (!record || record.revokedAt || !timingSafeEqual(digest, Buffer.from(record.secretHash, 'hex')))
    throw invalid();
  const owner = await ctx.users.findById(record.ownerId);
  const stillHolds =
    owner &&
    owner.companyId === record.companyId &&
    owner.role === record.role &&
    (owner.role === 'supplier' || teamRoleOf(owner) === 'approver');
  if (!stillHolds) throw invalid();

  const now = Date.now();
  const accessToken = signAccessToken(
    ctx.privateKey,
    { ...accessTokenInput(owner), sessionId: keySession(keyId), scopes: record.scopes },
    API_KEY_TOKEN_TTL_S,
    now,
  );
  if (!record.lastUsedAt || now - record.lastUsedAt.getTime() > LAST_USED_EVERY_MS)
    await ctx.apiKeys.updateOne({ _id: keyId }, { $set: { lastUsedAt: new Date(now) } });
  return {
    accessToken,
    expiresAt: new Date(now + API_KEY_TOKEN_TTL_S * 1000).toISOString(),
    scopes: record.scopes,
  };
}
