import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem } from '@marketplace/service-kit';

const tooMany = (_req: Request, _res: Response, next: NextFunction) =>
  // express-rate-limit has already set Retry-After.
  next(
    new HttpProblem(
      429,
      ProblemCodes.rateLimited,
      'Too Many Requests',
      'Too many attempts. Please wait a minute and try again.',
    ),
  );

const emailOf = (req: Request) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 254);

const ipOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

export interface RateLimitSettings {
  signInPerMinute: number;
  signInPerIpPerMinute: number;
  signUpPerMinute: number;
  mailPerEmailPerHour: number;
  mailPerIpPerMinute: number;
  refreshPerMinute: number;
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
} {
  const common = {
    windowMs: 60_000,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: tooMany,
  };
  return {
    signIn: [
      // Every attempt from one address, whatever the email or outcome: a burst of made-up
      // emails (each costing a password hash) is cut off early.
      rateLimit({ ...common, limit: limits.signInPerIpPerMinute, keyGenerator: ipOf }),
      // Failures per address and email: guessing one account is slowed, its owner is not.
      rateLimit({
        ...common,
        limit: limits.signInPerMinute,
        skipSuccessfulRequests: true,
        keyGenerator: (req) => `${ipOf(req)}|${emailOf(req)}`,
      }),
    ],
    signUp: rateLimit({ ...common, limit: limits.signUpPerMinute, keyGenerator: ipOf }),
    // Mails to an address (verification again, password reset): per address an hour, so a
    // mailbox cannot be flooded; per client address a minute, so addresses cannot be swept.
    mail: [
      rateLimit({ ...common, limit: limits.mailPerIpPerMinute, keyGenerator: ipOf }),
      rateLimit({
        ...common,
        windowMs: 3600_000,
        limit: limits.mailPerEmailPerHour,
        keyGenerator: emailOf,
      }),
    ],
    refresh: rateLimit({ ...common, limit: limits.refreshPerMinute, keyGenerator: ipOf }),
  };
}
