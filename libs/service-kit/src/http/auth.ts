import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { createPublicKey, randomUUID } from 'node:crypto';
import { cookieValue } from '@marketplace/contracts/cookies';
import {
  ACCESS_COOKIE,
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  accessTokenClaimsSchema,
  type AccessTokenClaims,
  type Caller,
  type Role,
  type TeamRole,
} from '@marketplace/contracts';
import { forbidden, unauthorized } from '../core/problems';
import type { RevocationList } from './revocations';

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export interface TokenVerifier {
  verifyAccess(token: string): Caller;
  /**
   * Calls `listener` whenever a session or a user's tokens are revoked, so a long-lived
   * connection can check its token again (verifyAccess) instead of living past its session.
   * Returns the unsubscribe. A verifier without revocations never calls it.
   */
  onRevocation?(listener: () => void): () => void;
}

/** Tokens whose signature was checked, by their text; at most this many are kept. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The claims of tokens already verified, so a token's RSA signature is checked once, not on every
 * request it is sent with (a browser sends the same token for up to 15 minutes). A token gets in
 * only once fully verified, so its text alone identifies it. Expired ones are dropped when seen;
 * past the bound the oldest go first.
 */
class VerifiedTokens {
  private readonly claims = new Map<string, AccessTokenClaims>();

  get(token: string): AccessTokenClaims | undefined {
    const claims = this.claims.get(token);
    if (claims && claims.exp * 1000 <= Date.now()) this.claims.delete(token);
    return claims;
  }

  add(token: string, claims: AccessTokenClaims): void {
    if (this.claims.size >= VERIFIED_TOKENS_KEPT) this.claims.delete(this.claims.keys().next().value!);
    this.claims.set(token, claims);
  }
}

/**
 * Verifies access tokens with the identity service's public key. The algorithm is pinned, so
 * `alg: none` and HS256-signed-with-the-public-key tokens are refused before the signature is
 * even considered; `typ` keeps refresh tokens (also JWTs) out of every API.
 */
export function createTokenVerifier(
  publicKey: string,
  options: { revocations?: RevocationList } = {},
): TokenVerifier {
  // Parsed once: given the PEM text, every verification parsed the key again (~1 ms of CPU per
  // request, the largest single cost in a profile of 500 buyers adding at once).
  const key = createPublicKey(publicKey);
  const verified = new VerifiedTokens();
  const claimsOf = (token: string): AccessTokenClaims => {
    const known = verified.get(token);
    if (known) return known;
    let payload: unknown;
    try {
      payload = jwt.verify(token, key, {
        algorithms: [TOKEN_ALGORITHM],
        audience: TOKEN_AUDIENCE,
        issuer: TOKEN_ISSUER,
      });
    } catch (err) {
      const reason = err instanceof jwt.TokenExpiredError ? 'Session expired' : 'Invalid token';
      throw unauthorized(reason);
    }
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw unauthorized('Invalid token');
    verified.add(token, claims.data);
    return claims.data;
  };
  return {
    onRevocation: (listener) => options.revocations?.onRevocation(listener) ?? (() => undefined),
    verifyAccess(token: string): Caller {
      const claims = claimsOf(token);
      // Expiry and revocation are checked on every request, also for a token verified before.
      if (claims.exp * 1000 <= Date.now()) throw unauthorized('Session expired');
      // Ended sessions and "everything before T" cut-offs, learnt from identity (revocations.ts).
      if (
        options.revocations?.isRevoked({
          userId: claims.sub,
          sessionId: claims.sid,
          issuedAtMs: Math.round(claims.iat * 1000),
        })
      )
        throw unauthorized('Session ended');
      const { sub, role, companyId, teamRole, scp } = claims;
      // Keys only where the token has them: a person outside a team looks as before.
      return {
        userId: sub,
        role,
        companyId,
        ...(teamRole ? { teamRole } : {}),
        ...(scp ? { scopes: scp } : {}),
      };
    },
  };
}

export interface AccessTokenInput {
  userId: string;
  role: Role;
  companyId: string | null;
  /** A buyer's part in their company's buying team. */
  teamRole?: TeamRole;
  name?: string;
  /** The session (refresh-token family) this token belongs to. */
  sessionId?: string;
  /** An API key's scopes: the token answers only on routes that need one of them. */
  scopes?: readonly string[];
}

/** Signs access tokens; used by identity (the only issuer) and by tests of every service. */
export function signAccessToken(
  privateKey: string,
  input: AccessTokenInput,
  ttlSeconds = 900,
  now = Date.now(),
): string {
  return jwt.sign(
    {
      role: input.role,
      companyId: input.companyId,
      ...(input.teamRole ? { teamRole: input.teamRole } : {}),
      name: input.name,
      ...(input.sessionId ? { sid: input.sessionId } : {}),
      ...(input.scopes ? { scp: input.scopes } : {}),
      typ: 'access',
      // Millisecond precision (NumericDate allows fractions): a cut-off "before T" must not void
      // the token the browser gets by refreshing in the same second.
      iat: now / 1000,
    },
    privateKey,
    {
      algorithm: TOKEN_ALGORITHM,
      subject: input.userId,
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      expiresIn: ttlSeconds,
      jwtid: randomUUID(),
    },
  );
}

/**
 * A cookie of the request, as the plain string it was sent as. cookie-parser is not used: it turns
 * `j:`-prefixed values into objects (`mp_refresh=j:{"$ne":null}` became a query operator).
 */
export function cookieOf(req: Request, name: string): string | undefined {
  return cookieValue(req.headers.cookie ?? '', name);
}

/** The access token of a request: bearer header first, then the `mp_access` cookie. */
export function accessTokenFrom(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return cookieOf(req, ACCESS_COOKIE);
}

/** Marks the checks the API reference reads: a token needed (`true`), or the roles let through. */
export const ROUTE_ACCESS = Symbol.for('marketplace.routeAccess');

/** Every route after this middleware has a verified `req.caller`. */
export function authenticate(verifier: TokenVerifier) {
  const check = (req: Request, _res: Response, next: NextFunction) => {
    const token = accessTokenFrom(req);
    if (!token) return next(unauthorized());
    try {
      req.caller = verifier.verifyAccess(token);
      next();
    } catch (err) {
      next(err);
    }
  };
  return Object.assign(check, { [ROUTE_ACCESS]: true as const });
}

/** Role check on the server; the UI's guards are a convenience, this is the rule. */
export function requireRole(...roles: Role[]) {
  const check = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.caller) return next(unauthorized());
    if (!roles.includes(req.caller.role)) return next(forbidden());
    next();
  };
  return Object.assign(check, { [ROUTE_ACCESS]: roles });
}

/** The verified caller; throws 401 if a route forgot `authenticate` (fail closed). */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
