import { z } from 'zod';
import { roleSchema, teamRoleSchema, type TeamRole } from './roles';

/** Audience and issuer every service checks; the token type keeps refresh tokens out of APIs. */
export const TOKEN_ISSUER = 'marketplace-identity';
export const TOKEN_AUDIENCE = 'marketplace-api';
export const TOKEN_ALGORITHM = 'RS256' as const;

export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  role: roleSchema,
  companyId: z.string().nullable(),
  /** A buyer's part in their company's buying team; absent outside one. */
  teamRole: teamRoleSchema.optional(),
  name: z.string().optional(),
  /**
   * Session (refresh-token family) the token was issued in; lets every service refuse the
   * tokens of a session that was ended (sign-out, refresh reuse, password reset).
   */
  sid: z.string().optional(),
  /** An API key's token: the scopes it was given (a person's session has none: all its role may do). */
  scp: z.array(z.string()).optional(),
  typ: z.literal('access'),
  iss: z.literal(TOKEN_ISSUER),
  aud: z.union([z.literal(TOKEN_AUDIENCE), z.array(z.string()).refine((a) => a.includes(TOKEN_AUDIENCE))]),
  exp: z.number(),
  /** Seconds, with millisecond fractions: "tokens issued before T are void" needs that precision. */
  iat: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The caller as every service sees it, derived only from a verified access token. */
export interface Caller {
  userId: string;
  role: z.infer<typeof roleSchema>;
  companyId: string | null;
  /** A buyer's part in their company's buying team; absent outside one (and for other roles). */
  teamRole?: TeamRole;
  /** Present when the call comes with an API key: only routes needing one of these answer it. */
  scopes?: readonly string[];
}

export const ACCESS_COOKIE = 'mp_access';
export const REFRESH_COOKIE = 'mp_refresh';

/**
 * The longest an access token may live (identity's ACCESS_TOKEN_TTL_S is capped at this): how
 * far back a starting service reads revocations, and how long it keeps one in memory at most.
 */
export const ACCESS_TOKEN_MAX_TTL_S = 3600;
