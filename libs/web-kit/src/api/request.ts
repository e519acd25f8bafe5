import type { Problem } from '@marketplace/contracts';
import { authEvents, type AuthEventBus } from '../session/authEvents';
import { takeEarlyRead } from './early-read';
import { REQUEST_POLICIES, backoffDelay, isNetworkFailure, type RequestPolicy } from './policy';
import { networkProblem, problemFromResponse } from './problem';

export const REFRESH_URL = '/api/identity/auth/refresh';

/** Requests whose 401 means "wrong credentials", not "expired token": never refresh for them. */
const NO_REFRESH = /\/identity\/auth\//;

type ParamValue = string | number | boolean | null | undefined;

export interface ApiRequestArgs {
  url: string;
  method?: string;
  /** FormData, Blob, URLSearchParams and strings are sent as they are; anything else as JSON. */
  body?: unknown;
  params?: Record<string, ParamValue | ParamValue[]>;
  headers?: Record<string, string>;
}

export type ApiResult<T> =
  { data: T; status: number; error?: undefined } | { error: Problem; data?: undefined; status?: undefined };

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;
type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

export interface ApiClientOptions extends Partial<RequestPolicy> {
  /** Prefix for relative URLs, e.g. `/api/buyer`. */
  baseUrl?: string;
  /** Test seams. */
  fetchFn?: FetchFn;
  sleep?: (ms: number) => Promise<void>;
  refresher?: () => Promise<RefreshOutcome>;
  random?: () => number;
}

/** Times a request shed by an overloaded service (503 + Retry-After) is asked again. */
export const SHED_RETRIES = 2;
/** Longest wait a Retry-After may impose before the next attempt. */
const SHED_WAIT_CAP_MS = 5_000;

export interface ApiClient {
  request<T = unknown>(args: string | ApiRequestArgs, signal?: AbortSignal): Promise<ApiResult<T>>;
}

const defaultFetch: FetchFn = (input, init) => fetch(input, init);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How refreshes are coordinated across the tabs of one browser. Tabs share the cookies, and the
 * server treats a refresh token presented twice as stolen (it revokes the whole session), so two
 * tabs must never refresh with the same token: they take turns under a lock, and a tab that
 * waited behind another's successful refresh simply uses the new cookies.
 */
export interface RefreshCoordination {
  /** Runs `fn` while holding the browser-wide refresh lock. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** When any tab last refreshed successfully (ms since epoch), or 0. */
  lastRefreshAt(): number;
  markRefreshed(at: number): void;
}

const REFRESH_LOCK = 'marketplace.auth-refresh';
const LAST_REFRESH_KEY = 'marketplace.lastRefreshAt';

export function browserRefreshCoordination(): RefreshCoordination {
  const locks =
    typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const storage = typeof localStorage !== 'undefined' ? localStorage : undefined;
  return {
    exclusive: (fn) =>
      locks ? (locks.request(REFRESH_LOCK, fn) as Promise<Awaited<ReturnType<typeof fn>>>) : fn(),
    lastRefreshAt: () => Number(storage?.getItem(LAST_REFRESH_KEY) ?? 0) || 0,
    markRefreshed: (at) => storage?.setItem(LAST_REFRESH_KEY, String(at)),
  };
}

/**
 * One refresh at a time: concurrent 401s in a tab wait for the same refresh, and tabs take turns
 * (see RefreshCoordination). The outcome is announced once on the auth event bus (spec §4):
 * TOKEN_REFRESHED, or SIGNED_OUT when the server refuses.
 */
export function createRefresher(
  fetchFn: FetchFn = defaultFetch,
  events: AuthEventBus = authEvents,
  url = REFRESH_URL,
  coordination: RefreshCoordination = browserRefreshCoordination(),
  now: () => number = Date.now,
): () => Promise<RefreshOutcome> {
  let inFlight: Promise<RefreshOutcome> | null = null;
  const callServer = async (): Promise<RefreshOutcome> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_POLICIES.profile.timeoutMs);
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        credentials: 'include',
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      // Drain the body: a response nobody reads stays an open request in the browser.
      await response.text().catch(() => '');
      if (response.ok) return 'refreshed';
      // 5xx: the identity service is down, the session may still be fine
      if (response.status >= 500) return 'unreachable';
      return 'rejected';
    } catch {
      return 'unreachable';
    } finally {
      clearTimeout(timer);
    }
  };
  const run = async (): Promise<RefreshOutcome> => {
    const neededAt = now();
    const outcome = await coordination.exclusive(async () => {
      // Another tab refreshed while this one waited for the lock: its cookies are ours too.
      if (coordination.lastRefreshAt() >= neededAt) return 'refreshed' as const;
      const result = await callServer();
      if (result === 'refreshed') coordination.markRefreshed(now());
      return result;
    });
    if (outcome === 'refreshed') events.emit('TOKEN_REFRESHED');
    if (outcome === 'rejected') events.emit('SIGNED_OUT');
    return outcome;
  };
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

const sharedRefresher = createRefresher();

/** The tab's one refresher, for callers that are not API requests (the realtime socket). */
export const refreshSession = (): Promise<RefreshOutcome> => sharedRefresher();

export function buildUrl(baseUrl: string, url: string, params?: ApiRequestArgs['params']): string {
  const joined =
    /^https?:\/\//.test(url) || !baseUrl ? url : `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (!params) return joined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const query = search.toString();
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  const passThrough =
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);
  if (passThrough) return body as BodyInit;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Attempt =
  | {
      kind: 'answer';
      status: number;
      body: unknown;
      requestId: string | null;
      /** Seconds the server asked us to wait (`Retry-After`), when it sent a number. */
      retryAfter: number | null;
    }
  | { kind: 'thrown'; error: unknown; timedOut: boolean };

/**
 * The one HTTP client of the browser apps: `credentials: 'include'` (tokens are HttpOnly
 * cookies), a time-out per attempt, retries with doubling back-off only after network-type
 * failures, one refresh-and-retry after a 401, and every error as a problem.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const policy: RequestPolicy = { ...REQUEST_POLICIES.default, ...pickPolicy(options) };
  const fetchFn = options.fetchFn ?? defaultFetch;
  const sleep = options.sleep ?? defaultSleep;
  const refresher =
    options.refresher ?? (options.fetchFn ? createRefresher(options.fetchFn) : sharedRefresher);
  const baseUrl = options.baseUrl ?? '';
  const random = options.random ?? Math.random;

  async function attemptOnce(url: string, init: RequestInit, callerSignal?: AbortSignal): Promise<Attempt> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, policy.timeoutMs);
    const onCallerAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort);
    try {
      const response = await fetchFn(url, { ...init, signal: controller.signal });
      const body = await readBody(response);
      if (response.ok)
        return { kind: 'answer', status: response.status, body, requestId: null, retryAfter: null };
      const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
      return {
        kind: 'answer',
        status: response.status,
        body,
        requestId: response.headers.get('x-request-id'),
        retryAfter: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
      };
    } catch (error) {
      return { kind: 'thrown', error, timedOut };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    async request<T>(args: string | ApiRequestArgs, signal?: AbortSignal): Promise<ApiResult<T>> {
      const request: ApiRequestArgs = typeof args === 'string' ? { url: args } : args;
      const url = buildUrl(baseUrl, request.url, request.params);
      const headers: Record<string, string> = {
        Accept: 'application/json, application/problem+json',
        ...request.headers,
      };
      const body = encodeBody(request.body, headers);
      const init: RequestInit = { method: request.method ?? 'GET', headers, body, credentials: 'include' };
      let refreshed = false;

      // A GET started ahead of its code (early-read.ts) answers here if it succeeded; anything else
      // (a 401 with an expired token, a network failure) is asked again below, with refresh and retries.
      const early = init.method === 'GET' ? takeEarlyRead(url) : undefined;
      if (early) {
        const response = await early;
        if (response?.ok) {
          try {
            return { data: (await readBody(response)) as T, status: response.status };
          } catch {
            // an unreadable body: ask again
          }
        }
      }

      for (let retry = 0, shed = 0; ;) {
        if (signal?.aborted) return { error: networkProblem('aborted') };
        const attempt = await attemptOnce(url, init, signal);
        if (attempt.kind === 'answer') {
          if (attempt.status === 401 && !refreshed && !NO_REFRESH.test(url)) {
            refreshed = true;
            if ((await refresher()) === 'refreshed') continue;
          }
          // A service shedding load answers 503 with Retry-After before doing any work, so asking
          // again is safe for every method. Spread out, so a rush does not come back all at once.
          if (attempt.status === 503 && attempt.retryAfter !== null && shed < SHED_RETRIES) {
            shed += 1;
            const waitMs = Math.min(attempt.retryAfter * 1000, SHED_WAIT_CAP_MS);
            await sleep(waitMs + Math.round(random() * waitMs * 0.5));
            continue;
          }
          if (attempt.status >= 200 && attempt.status < 300)
            return { data: attempt.body as T, status: attempt.status };
          return { error: problemFromResponse(attempt.status, attempt.body, attempt.requestId) };
        }
        if (signal?.aborted) return { error: networkProblem('aborted') };
        if (!isNetworkFailure(attempt.error) && !attempt.timedOut) {
          return {
            error: networkProblem(
              'network',
              attempt.error instanceof Error ? attempt.error.message : undefined,
            ),
          };
        }
        if (retry >= policy.retries)
          return { error: networkProblem(attempt.timedOut ? 'timeout' : 'network') };
        await sleep(backoffDelay(retry, policy.backoffMs, policy.backoffCapMs));
        retry += 1;
      }
    },
  };
}

function pickPolicy(options: Partial<RequestPolicy>): Partial<RequestPolicy> {
  const out: Partial<RequestPolicy> = {};
  for (const key of ['timeoutMs', 'retries', 'backoffMs', 'backoffCapMs'] as const) {
    if (typeof options[key] === 'number') out[key] = options[key];
  }
  return out;
}

/** A one-off request with the default policy (or the given one) against the edge origin. */
export function apiRequest<T = unknown>(
  args: string | ApiRequestArgs,
  policy: Partial<RequestPolicy> = {},
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  return createApiClient(policy).request<T>(args, signal);
}
