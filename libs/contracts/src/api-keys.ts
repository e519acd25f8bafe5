import { z } from 'zod';
import { text } from './text';

/**
 * API keys: a company's systems (an ERP, a spreadsheet job) calling the API without a person
 * signed in. A key acts as the person who made it, within the scopes it was given; identity
 * keeps only its digest. A call with `Authorization: Bearer mk_…` through the edge is answered as
 * that person with those scopes (the edge trades the key for a short access token at identity).
 */

/** What a key's secret starts with, so the edge and a leaked-secret scanner can tell it apart. */
export const API_KEY_PREFIX = 'mk_';

/** What a key may do, by the role of the person who makes it; each route names the one it needs. */
export const API_KEY_SCOPES = {
  buyer: [
    'rounds:read',
    'carts:read',
    'carts:write',
    'orders:read',
    'orders:write',
    'invoices:read',
    'invoices:write',
    'follows:read',
    'follows:write',
    'standing-orders:read',
    'standing-orders:write',
  ],
  supplier: [
    'products:read',
    'products:write',
    'rounds:read',
    'rounds:write',
    'sales:read',
    'sales:write',
    'invoices:read',
    'invoices:write',
  ],
} as const;
export type ApiKeyRole = keyof typeof API_KEY_SCOPES;
export const API_KEY_SCOPE_VALUES = [...new Set(Object.values(API_KEY_SCOPES).flat())] as [
  string,
  ...string[],
];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPE_VALUES as [ApiKeyScope, ...ApiKeyScope[]]);
export type ApiKeyScope = (typeof API_KEY_SCOPES)[ApiKeyRole][number];

/** Keys a company may hold at once (revoked ones do not count). */
export const API_KEYS_PER_COMPANY = 20;
/** How long the access token traded for a key lives. */
export const API_KEY_TOKEN_TTL_S = 300;

export const createApiKeyBodySchema = z
  .object({
    name: text().trim().min(1).max(80),
    scopes: z.array(apiKeyScopeSchema).min(1).max(API_KEY_SCOPE_VALUES.length),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The secret's first characters, to tell keys apart in a list (`mk_AbCd…`). */
  hint: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key just made: the only answer that carries its secret. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeysResponseSchema = z.object({
  items: z.array(apiKeySchema),
  /** The scopes the caller may give a key (by their role). */
  scopes: z.array(apiKeyScopeSchema),
});
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

/** `POST /api/identity/api-keys/token`: the key's short access token (what the edge does for a call). */
export const apiKeyTokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  scopes: z.array(apiKeyScopeSchema),
});
export type ApiKeyTokenResponse = z.infer<typeof apiKeyTokenResponseSchema>;

export const ApiKeyProblemCodes = {
  /** The caller may not manage keys: a buyer who is not their team's approver, an admin. */
  notAllowed: 'api_key.not_allowed',
  /** A scope the caller's role cannot give. */
  scopeNotAllowed: 'api_key.scope_not_allowed',
  limitReached: 'api_key.limit_reached',
  /** The key is unknown, revoked, or its maker can no longer use it. */
  invalid: 'api_key.invalid',
  /** The route needs a scope the key was not given. */
  scopeMissing: 'api_key.scope_missing',
  /** The route is for people signed in (no scope opens it to a key): managing keys, a profile… */
  peopleOnly: 'api_key.people_only',
} as const;
