import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { tooManyRequests } from '@marketplace/service-kit/core';

const tooMany = (_req: Request, _res: Response, next: NextFunction) =>
  // express-rate-limit has already set Retry-After.
  next(tooManyRequests('Too many attempts. Please wait a minute and try again.'));

/**
 * The email a per-address limit counts, normalised as the body schemas normalise it; undefined when
 * the body has no string email. Limiters run before the body is validated, so they must not assume
 * its shape (`String()` of `{"toString":1}` or of a deeply nested array threw): such a request is
 * not counted here, and the route's validation answers it with a 400.
 */
const emailOf = (req: Request): string | undefined => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : undefined;
};
const withoutEmail = (req: Request) => emailOf(req) === undefined;

const ipOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** Sign-ins from an address whose budget of failures is spent, with the seconds until it refills. */
const spentAddresses = new WeakMap<Request, string>();

/**
 * The Retry-After of a sign-in whose client address has spent its failures: the password is still
 * checked (a correct one signs in), but a failure answers 429 and an unknown email is not checked.
 */
export const addressBudgetSpent = (req: Request): string | undefined => spentAddresses.get(req);

export interface RateLimitSettings {
  /** Failed sign-ins per minute for one account (email), from any address. */
  signInPerMinute: number;
  /** Failed sign-ins per minute from one address before its failures answer 429. */
  signInPerIpPerMinute: number;
  signUpPerMinute: number;
  /** Seconds between two mails to one email; 0: no cooldown. */
  mailPerEmailCooldownS: number;
  mailPerIpPerMinute: number;
  refreshPerMinute: number;
  /** Refused API key trades per minute from one client address. */
  keyTradeFailuresPerMinute: number;
}

/**
 * In-memory, per process: with several replicas each keeps its own count (the limit per client
 * is then up to replicas × limit), which still bounds guessing. The client address is the one
 * the kit's exact proxy-hop setting yields (TRUST_PROXY_HOPS), so a client cannot pick its bucket.
 */
export function rateLimits(limits: RateLimitSettings): {
  signIn: RequestHandler[];
  signUp: RequestHandler;
  mail: RequestHandler[];
  refresh: RequestHandler;
  keyTrade: RequestHandler;
} {
  return {
    signIn: signInLimits(limits),
    signUp: rateLimit({ ...COMMON, limit: limits.signUpPerMinute, keyGenerator: ipOf }),
    // Mails to an address (verification again, password reset): per client address a minute, so
    // addresses cannot be swept; per address one per cooldown, so a mailbox is not flooded. Anyone
    // can spend an address's allowance, so it is a short cooldown rather than an hourly budget
    // (five a stranger sent used to keep the owner's own reset link away for an hour).
    mail: [
      rateLimit({ ...COMMON, limit: limits.mailPerIpPerMinute, keyGenerator: ipOf }),
      rateLimit({
        ...COMMON,
        windowMs: Math.max(1, limits.mailPerEmailCooldownS) * 1000,
        limit: 1,
        skip: (req) => limits.mailPerEmailCooldownS === 0 || withoutEmail(req),
        keyGenerator: (req) => emailOf(req)!,
      }),
    ],
    refresh: rateLimit({ ...COMMON, limit: limits.refreshPerMinute, keyGenerator: ipOf }),
    keyTrade: keyTradeLimit(limits),
  };
}

/** A minute's window, the standard headers, and the kit's 429 problem. */
const COMMON = {
  windowMs: 60_000,
  standardHeaders: 'draft-8' as const,
  legacyHeaders: false,
  handler: tooMany,
};

/** Sign-ins: failures per account, and per client address. */
function signInLimits(limits: RateLimitSettings): RequestHandler[] {
  return [
    // Back-off per account: failures for one email, from any address, hold that account's
    // sign-ins for the rest of the minute. Guessing one password is slowed wherever it comes from.
    rateLimit({
      ...COMMON,
      limit: limits.signInPerMinute,
      skipSuccessfulRequests: true,
      skip: withoutEmail,
      keyGenerator: (req) => emailOf(req)!,
    }),
    // Failures per address: a burst of made-up emails (each costing a password hash) stops
    // costing hashes once the address's budget is spent. It spares correct passwords
    // (a company's buyers sit behind one office address, and a burst from it kept its admin out
    // for a minute): past the budget the request goes on, flagged, and only a correct password
    // for a real account signs in; everything else answers 429 (sessions.ts signIn).
    rateLimit({
      ...COMMON,
      limit: limits.signInPerIpPerMinute,
      skipSuccessfulRequests: true,
      keyGenerator: ipOf,
      handler: (req, res, next) => {
        spentAddresses.set(req, String(res.getHeader('Retry-After') ?? '60'));
        // Said again if this one fails; a sign-in that succeeds has nothing to wait for.
        res.removeHeader('Retry-After');
        next();
      },
    }),
  ];
}

/**
 * API key trades: the edge makes them for every company's calls, from one address of its own,
 * and says whose call it is (X-Forwarded-For). Only refusals count, per client address: keys
 * made up by one client spend that client's budget, never another company's trades, and a
 * valid key's trade costs nothing.
 */
function keyTradeLimit(limits: RateLimitSettings): RequestHandler {
  return rateLimit({
    ...COMMON,
    limit: limits.keyTradeFailuresPerMinute,
    skipSuccessfulRequests: true,
    keyGenerator: ipOf,
    handler: (_req, _res, next) =>
      next(tooManyRequests('Too many API keys were refused from this address. Please wait a minute.')),
  });
}
