import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { API_KEY_PREFIX, ApiKeyProblemCodes, apiKeyTokenResponseSchema } from '@marketplace/contracts';
import { HttpProblem, serviceUnavailable, tooManyRequests } from '@marketplace/service-kit/core';
import { sendProblem } from '@marketplace/service-kit/http';
import { forwardedHeadersOf } from './security';

/**
 * A call with an API key (`Authorization: Bearer mk_…`): the edge trades the key at identity for
 * a short access token with the key's scopes, keeps it a minute, and forwards the call with that
 * token, so every service checks a key's calls as it checks a person's (token, role, company,
 * and the route's scope). Each key has its own rate: one company's job cannot starve another's.
 */

/** Calls per second a key may make on average, and how many at once after a quiet while. */
export interface ApiKeyRate {
  perSecond: number;
  burst: number;
}

/** How long a traded token is used before the key is traded again (revocation ends it sooner). */
const TRADED_FOR_MS = 60_000;
const TRADE_TIMEOUT_MS = 5_000;
/**
 * How long a key identity refused is answered 401 here without asking again, and how many such
 * keys are remembered (the oldest forgotten first): a client repeating a bad key reaches identity
 * once a minute at most, and random keys cannot grow the memory past the bound.
 */
const REFUSED_FOR_MS = 60_000;
const REFUSED_KEPT = 10_000;

const digestOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const invalidKey = () =>
  new HttpProblem(401, ApiKeyProblemCodes.invalid, 'Unauthorized', 'This API key is not valid');

/**
 * A token bucket per key: `take` is `false` when the key has spent its calls for now. Keys nobody
 * has used for a minute are forgotten once there are many (random secrets must not grow the map),
 * and `forgotten` hears of each.
 */
function keyBuckets(rate: ApiKeyRate, forgotten: (digest: string) => void) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (digest: string, now: number): boolean => {
    if (buckets.size > 10_000)
      for (const [key, old] of buckets)
        if (now - old.at > 60_000) {
          buckets.delete(key);
          forgotten(key);
        }
    const bucket = buckets.get(digest) ?? { tokens: rate.burst, at: now };
    bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
    bucket.at = now;
    buckets.set(digest, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

/** Keys identity refused, answered 401 here for REFUSED_FOR_MS; at most REFUSED_KEPT kept. */
function refusedKeys() {
  const refused = new Map<string, number>();
  return {
    refuse(digest: string, now: number): void {
      refused.delete(digest);
      refused.set(digest, now + REFUSED_FOR_MS);
      if (refused.size > REFUSED_KEPT) refused.delete(refused.keys().next().value!);
    },
    refusedNow(digest: string, now: number): boolean {
      const until = refused.get(digest);
      if (until === undefined) return false;
      if (until > now) return true;
      refused.delete(digest);
      return false;
    },
  };
}

/**
 * The key's token, or the answer its caller gets. Identity counts refused trades per client
 * address, so it is told whose call this is (the address the edge's own hop count yields): one
 * client's made-up keys then spend that client's allowance only. Its 429 is that caller's.
 */
function tradeAt(identityUrl: string) {
  return async (secret: string, req: Request): Promise<string | HttpProblem> => {
    const res = await fetch(`${identityUrl.replace(/\/$/, '')}/api-keys/token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, ...forwardedHeadersOf(req) },
      signal: AbortSignal.timeout(TRADE_TIMEOUT_MS),
    });
    if (res.status === 401 || res.status === 400) return invalidKey();
    if (res.status === 429) {
      const said = (await res.json().catch(() => null)) as { detail?: unknown } | null;
      return tooManyRequests(
        typeof said?.detail === 'string' ? said.detail : 'Too many requests. Please wait a minute.',
        res.headers.get('retry-after') ?? 60,
      );
    }
    if (!res.ok) throw new Error(`identity answered ${res.status}`);
    return apiKeyTokenResponseSchema.parse(await res.json()).accessToken;
  };
}

/** A call made with an API key, which goes on only once the key is traded (apiKeyCalls). */
export const isApiKeyCall = (req: IncomingMessage): boolean =>
  req.headers.authorization?.startsWith(`Bearer ${API_KEY_PREFIX}`) === true;

export function apiKeyCalls(identityUrl: string, rate: ApiKeyRate, logger: Logger): RequestHandler {
  const traded = new Map<string, { token: string; until: number }>();
  const take = keyBuckets(rate, (digest) => traded.delete(digest));
  const { refuse, refusedNow } = refusedKeys();
  const trade = tradeAt(identityUrl);

  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isApiKeyCall(req)) return next();
    const secret = (req.headers.authorization ?? '').slice('Bearer '.length).trim();
    const digest = digestOf(secret);
    const now = Date.now();
    if (refusedNow(digest, now)) return sendProblem(res, invalidKey(), req);
    if (!take(digest, now))
      return sendProblem(
        res,
        tooManyRequests(`This API key may make ${rate.perSecond} calls a second; please slow down`, 1),
        req,
      );
    let entry = traded.get(digest);
    if (!entry || entry.until <= now) {
      try {
        const result = await trade(secret, req);
        if (result instanceof HttpProblem) {
          traded.delete(digest);
          if (result.status === 401) refuse(digest, now);
          return sendProblem(res, result, req);
        }
        entry = { token: result, until: now + TRADED_FOR_MS };
        traded.set(digest, entry);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'API key not traded at identity');
        return sendProblem(res, serviceUnavailable('Please try again in a moment', 1), req);
      }
    }
    req.headers.authorization = `Bearer ${entry.token}`;
    next();
  };
}
