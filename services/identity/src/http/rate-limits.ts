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

/**
 * In-memory, per process: with several replicas each keeps its own count (the limit per client
 * is then up to replicas × limit), which still bounds guessing.
 */
export function rateLimits(limits: { signInPerMinute: number; signUpPerMinute: number }): {
  signIn: RequestHandler;
  signUp: RequestHandler;
} {
  const common = {
    windowMs: 60_000,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: tooMany,
  };
  return {
    // Per address and email, and only failures count: guessing is slowed, a user signing in is not.
    signIn: rateLimit({
      ...common,
      limit: limits.signInPerMinute,
      skipSuccessfulRequests: true,
      keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}|${emailOf(req)}`,
    }),
    signUp: rateLimit({ ...common, limit: limits.signUpPerMinute }),
  };
}
