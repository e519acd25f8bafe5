import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * What one request cost on its way to the answer: store commands sent (and their summed time),
 * events published to NATS, and time spent waiting for a keyed lock. Counted where the work
 * happens (the store monitor, the outbox, the keyed lock) through async context, so a use case
 * needs no plumbing. Work a request starts after its answer (e.g. the outbox's publish) still
 * counts until the answer is written; what comes later is not the caller's wait.
 */
export interface RequestCost {
  storeCommands: number;
  storeMs: number;
  publishes: number;
  lockWaitMs: number;
}

const scope = new AsyncLocalStorage<RequestCost>();

/** The cost record of the request this code runs for, if any. */
export function currentRequestCost(): RequestCost | undefined {
  return scope.getStore();
}

/** Runs `fn` with a fresh cost record (a request, or a benchmark's unit of work). */
export function withRequestCost<T>(fn: () => T, cost: RequestCost = emptyCost()): T {
  return scope.run(cost, fn);
}

export const emptyCost = (): RequestCost => ({ storeCommands: 0, storeMs: 0, publishes: 0, lockWaitMs: 0 });

/** `store;desc="3 commands";dur=4.2, nats;desc="1 publish", lock;dur=0` (Server-Timing syntax). */
export function serverTiming(cost: RequestCost): string {
  return [
    `store;desc="${cost.storeCommands} commands";dur=${cost.storeMs.toFixed(1)}`,
    `nats;desc="${cost.publishes} publishes"`,
    `lock;dur=${cost.lockWaitMs.toFixed(1)}`,
  ].join(', ');
}

/** Parses what `serverTiming` wrote (benchmarks sum it over their requests). */
export function parseServerTiming(header: string | null | undefined): RequestCost | null {
  if (!header) return null;
  const store = /store;desc="(\d+) commands";dur=([\d.]+)/.exec(header);
  const nats = /nats;desc="(\d+) publishes"/.exec(header);
  const lock = /lock;dur=([\d.]+)/.exec(header);
  if (!store || !nats || !lock) return null;
  return {
    storeCommands: Number(store[1]),
    storeMs: Number(store[2]),
    publishes: Number(nats[1]),
    lockWaitMs: Number(lock[1]),
  };
}

/**
 * Gives each request its cost record; the answer carries it in `Server-Timing` (visible in the
 * browser's network panel and read by the benchmarks) and the request's log line at debug.
 */
export function requestCostMiddleware() {
  return (req: Request, res: Response, next: NextFunction) => {
    const cost = emptyCost();
    // The header must be set before the head is written; Node offers no hook, so writeHead is wrapped.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse<IncomingMessage>;
    (res as unknown as { writeHead: (...args: unknown[]) => unknown }).writeHead = (...args: unknown[]) => {
      if (!res.headersSent) res.setHeader('Server-Timing', serverTiming(cost));
      return writeHead(...args);
    };
    res.on('finish', () => req.log?.debug({ cost }, 'request cost'));
    scope.run(cost, next);
  };
}
