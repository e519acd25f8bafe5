import type { NextFunction, Request, Response } from 'express';
import { ProblemCodes } from '@marketplace/contracts';
import { positiveWholeFromEnv } from '../core/config';
import { HttpProblem, writeProblem } from '../core/problems';

/** How long a request body may take to arrive, in total (BODY_DEADLINE_MS). */
export const DEFAULT_BODY_DEADLINE_MS = 10_000;

/** BODY_DEADLINE_MS from the environment; throws naming it when it is not a positive whole number. */
export const bodyDeadlineFromEnv = positiveWholeFromEnv('BODY_DEADLINE_MS', {
  fallback: DEFAULT_BODY_DEADLINE_MS,
  maxDigits: 7,
  unit: 'milliseconds',
});

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * A total deadline for a request's body: a client trickling a byte every few seconds
 * kept a connection and its buffer for as long as it liked, since socket time-outs only measure
 * silence. Past the deadline it is answered 408 and the connection closed. JSON bodies are small
 * (the kit's limit is 100 kB); multipart uploads are read by their routes after authentication,
 * with their own size limits, and are left to the server's request timeout.
 */
export function bodyDeadline(deadlineMs: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.complete || !hasBody(req) || req.is('multipart/form-data')) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.once('finish', () => req.socket.destroy());
      writeProblem(
        res,
        new HttpProblem(
          408,
          ProblemCodes.bodyTimeout,
          'Request Timeout',
          `The request body did not arrive within ${deadlineMs} ms`,
        ).toProblem(req.originalUrl, String(req.id ?? '') || undefined),
        { Connection: 'close' },
      );
    }, deadlineMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    res.once('close', done);
    next();
  };
}
