import type { NextFunction, Request, Response } from 'express';
import { serviceUnavailable } from '../core/problems';
import { positiveWholeFromEnv } from '../core/config';
import type { Metrics } from '../core/metrics';

/** Requests one process works on at once before it refuses more (MAX_IN_FLIGHT). */
export const DEFAULT_MAX_IN_FLIGHT = 1000;
/** Seconds a refused caller is asked to wait (the browser client retries after it, spread out). */
export const SHED_RETRY_AFTER_S = 1;

/** MAX_IN_FLIGHT from the environment; throws naming it when it is not a positive whole number. */
export const maxInFlightFromEnv = positiveWholeFromEnv('MAX_IN_FLIGHT', {
  fallback: DEFAULT_MAX_IN_FLIGHT,
  maxDigits: 6,
  unit: 'requests',
});

export const overloaded = () =>
  serviceUnavailable('The service is busy; please try again in a moment', SHED_RETRY_AFTER_S);

/**
 * Sheds load before doing any work: past `maxInFlight` requests in progress, a request is
 * answered 503 with Retry-After at once, instead of queueing for the store until its deadlines
 * fail it halfway (a half-done request is what a retry must then untangle). Health, readiness
 * and metrics are mounted before this and are never refused.
 */
export function shedLoad(maxInFlight: number, metrics?: Metrics) {
  let inFlight = 0;
  return (_req: Request, res: Response, next: NextFunction) => {
    if (inFlight >= maxInFlight) {
      metrics?.requestsShed.inc();
      return next(overloaded());
    }
    inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}
