import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ACCESS_COOKIE, REFRESH_COOKIE, type SessionResponse } from '@marketplace/contracts';
import { SESSION_HINT_COOKIE } from '@marketplace/contracts/cookies';
import { unauthorized } from '@marketplace/service-kit/core';
import {
  accessTokenFrom,
  apiKeyRefused,
  authenticate,
  callerOf,
  cookieOf,
} from '@marketplace/service-kit/http';
import { clearingOptions, sessionCookieOptions } from '../domain/cookies';
import { toSessionUser } from '../domain/user';
import type { IdentityContext } from '../context';
import { resolveSession, type ActiveSession, type IssuedSession } from '../use-cases/sessions';

export function cookieOptions(ctx: IdentityContext) {
  return sessionCookieOptions({
    secure: ctx.config.COOKIE_SECURE,
    pathPrefix: ctx.config.COOKIE_PATH_PREFIX,
    accessTtlS: ctx.config.ACCESS_TOKEN_TTL_S,
    refreshTtlS: ctx.config.REFRESH_TOKEN_TTL_S,
  });
}

export function setSessionCookies(ctx: IdentityContext, res: Response, session: IssuedSession): void {
  const options = cookieOptions(ctx);
  res.cookie(ACCESS_COOKIE, session.accessToken, options.access);
  res.cookie(REFRESH_COOKIE, session.refreshToken, options.refresh);
  res.cookie(SESSION_HINT_COOKIE, '1', options.hint);
}

export function clearSessionCookies(ctx: IdentityContext, res: Response): void {
  const options = cookieOptions(ctx);
  res.clearCookie(ACCESS_COOKIE, clearingOptions(options.access));
  res.clearCookie(REFRESH_COOKIE, clearingOptions(options.refresh));
  res.clearCookie(SESSION_HINT_COOKIE, clearingOptions(options.hint));
}

export function sessionResponse(user: ActiveSession['user'], accessExpiresAt: Date): SessionResponse {
  return { user: toSessionUser(user), accessExpiresAt: accessExpiresAt.toISOString() };
}

export const refreshTokenOf = (req: Request) => cookieOf(req, REFRESH_COOKIE);

/**
 * Identity's authenticated routes: the kit's signature/claims check, then this service's own
 * check that the session family is alive; also keeps "last active" fresh. Every one of them is
 * for people: an API key's token (it has scopes) is refused as the kit's `handle` refuses a key on
 * a route without a scope, before its session (which no key has) could be read as ended.
 */
export function requireSession(ctx: IdentityContext): RequestHandler[] {
  return [
    authenticate(ctx.verifier),
    async (req: Request, res: Response, next: NextFunction) => {
      if (callerOf(req).scopes) return next(apiKeyRefused());
      const token = accessTokenFrom(req);
      if (!token) return next(unauthorized());
      res.locals.identitySession = await resolveSession(ctx, callerOf(req), token);
      next();
    },
  ];
}

export function activeSession(res: Response): ActiveSession {
  const session = res.locals.identitySession as ActiveSession | undefined;
  if (!session) throw unauthorized();
  return session;
}
