import { createApiClient, createRefresher, buildUrl } from './request';
import { createBaseQuery } from './baseQuery';
import { createAuthEventBus } from '../session/authEvents';
import { INVALID_CREDENTIALS_PROBLEM } from '../testing/problems';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

/** A fetch that plays the given answers in order; a function answer may throw. */
function scriptedFetch(answers: Array<Response | (() => Response | Promise<Response>)>) {
  const calls: Call[] = [];
  const fetchFn = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more scripted answers');
    return typeof next === 'function' ? next() : next;
  };
  return { calls, fetchFn };
}

const noSleep = jest.fn(async (_ms: number) => {});
const failedToFetch = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => noSleep.mockClear());

describe('createApiClient', () => {
  it('sends with credentials and JSON, and returns data', async () => {
    const { calls, fetchFn } = scriptedFetch([json(200, { ok: 1 })]);
    const client = createApiClient({ baseUrl: '/api/buyer', fetchFn, sleep: noSleep });
    const result = await client.request({
      url: '/carts',
      method: 'POST',
      body: { a: 1 },
      params: { q: 'x y', skip: undefined },
    });
    expect(result).toEqual({ data: { ok: 1 }, status: 200 });
    expect(calls[0].url).toBe('/api/buyer/carts?q=x+y');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('retries network-type failures with doubling back-off and the cap, then gives up', async () => {
    const { calls, fetchFn } = scriptedFetch([failedToFetch, failedToFetch, failedToFetch, failedToFetch]);
    const client = createApiClient({
      fetchFn,
      sleep: noSleep,
      retries: 3,
      backoffMs: 1000,
      backoffCapMs: 3000,
      timeoutMs: 1000,
    });
    const result = await client.request('/api/identity/profile/me');
    expect(calls).toHaveLength(4);
    expect(noSleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 3000]);
    expect(result.error).toMatchObject({ status: 0, code: 'network.unreachable' });
  });

  it('recovers when a retry succeeds', async () => {
    const { calls, fetchFn } = scriptedFetch([failedToFetch, json(200, { id: 1 })]);
    const result = await createApiClient({ fetchFn, sleep: noSleep, retries: 2 }).request('/x');
    expect(calls).toHaveLength(2);
    expect(result.data).toEqual({ id: 1 });
  });

  it('does not retry an HTTP error answer, even a 502', async () => {
    const { calls, fetchFn } = scriptedFetch([
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ]);
    const result = await createApiClient({ fetchFn, sleep: noSleep, retries: 3 }).request(
      '/api/identity/profile/me',
    );
    expect(calls).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 502, code: 'service.unavailable' });
  });

  it('asks again after a 503 with Retry-After (load shed before any work), for a POST too', async () => {
    const shed = () =>
      new Response(JSON.stringify({ code: 'service.unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '1' },
      });
    const { calls, fetchFn } = scriptedFetch([shed(), json(200, { id: 'o1' })]);
    const client = createApiClient({ fetchFn, sleep: noSleep, retries: 0, random: () => 0.5 });
    const result = await client.request({ url: '/orders', method: 'POST', body: { roundId: 'r' } });
    expect(calls).toHaveLength(2);
    expect(noSleep.mock.calls.map(([ms]) => ms)).toEqual([1250]);
    expect(result.data).toEqual({ id: 'o1' });
  });

  it('gives up after a few shed answers, and never repeats a 503 without Retry-After', async () => {
    const shed = () => new Response(null, { status: 503, headers: { 'retry-after': '2' } });
    const busy = scriptedFetch([shed(), shed(), shed(), shed()]);
    const gaveUp = await createApiClient({ fetchFn: busy.fetchFn, sleep: noSleep }).request('/x');
    expect(busy.calls).toHaveLength(3);
    expect(gaveUp.error).toMatchObject({ status: 503 });

    const plain = scriptedFetch([json(503, { code: 'service.unavailable' })]);
    await createApiClient({ fetchFn: plain.fetchFn, sleep: noSleep }).request('/x');
    expect(plain.calls).toHaveLength(1);
  });

  it('times out an attempt and retries it as a network-type failure', async () => {
    const hang = () => new Promise<Response>(() => {});
    let calls = 0;
    const fetchFn = (_url: string, init: RequestInit) => {
      calls += 1;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
        void hang();
      });
    };
    const result = await createApiClient({ fetchFn, sleep: noSleep, retries: 1, timeoutMs: 20 }).request(
      '/slow',
    );
    expect(calls).toBe(2);
    expect(result.error).toMatchObject({ status: 0, code: 'service.timeout' });
  });

  it('stops at once when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { calls, fetchFn } = scriptedFetch([]);
    const result = await createApiClient({ fetchFn, sleep: noSleep }).request('/x', controller.signal);
    expect(calls).toHaveLength(0);
    expect(result.error).toMatchObject({ code: 'request.aborted' });
  });

  it('on 401 refreshes once and retries', async () => {
    const problem = { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'auth.unauthenticated' };
    const { calls, fetchFn } = scriptedFetch([
      json(401, problem, 'application/problem+json'),
      json(200, { ok: true }),
      json(200, { me: 1 }),
    ]);
    const events = createAuthEventBus();
    const seen: string[] = [];
    events.subscribe((e) => seen.push(e));
    const client = createApiClient({ fetchFn, sleep: noSleep, refresher: createRefresher(fetchFn, events) });
    const result = await client.request('/api/identity/profile/me');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/identity/profile/me',
      'POST /api/identity/auth/refresh',
      'GET /api/identity/profile/me',
    ]);
    expect(result.data).toEqual({ me: 1 });
    expect(seen).toEqual(['TOKEN_REFRESHED']);
  });

  it('on 401 with a refused refresh returns the 401 problem and signals sign-out', async () => {
    const problem = { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'auth.unauthenticated' };
    const { calls, fetchFn } = scriptedFetch([json(401, problem), json(401, problem)]);
    const events = createAuthEventBus();
    const seen: string[] = [];
    events.subscribe((e) => seen.push(e));
    const result = await createApiClient({
      fetchFn,
      sleep: noSleep,
      refresher: createRefresher(fetchFn, events),
    }).request('/api/buyer/carts');
    expect(calls).toHaveLength(2);
    expect(result.error).toMatchObject({ status: 401, code: 'auth.unauthenticated' });
    expect(seen).toEqual(['SIGNED_OUT']);
  });

  it('never refreshes for the auth endpoints themselves (a 401 there is bad credentials)', async () => {
    const { calls, fetchFn } = scriptedFetch([
      json(401, INVALID_CREDENTIALS_PROBLEM, 'application/problem+json'),
    ]);
    const result = await createApiClient({ fetchFn, sleep: noSleep }).request({
      url: '/api/identity/auth/sign-in',
      method: 'POST',
      body: {},
    });
    expect(calls).toHaveLength(1);
    expect(result.error).toEqual(INVALID_CREDENTIALS_PROBLEM);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshCalls = 0;
    const fetchFn = async (url: string) => {
      if (url.endsWith('/refresh')) {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 5));
        return json(204, null);
      }
      return json(401, { code: 'auth.unauthenticated', status: 401, title: 'Unauthorized' });
    };
    const refresher = createRefresher(fetchFn, createAuthEventBus());
    const client = createApiClient({ fetchFn, sleep: noSleep, refresher });
    await Promise.all([client.request('/a'), client.request('/b'), client.request('/c')]);
    expect(refreshCalls).toBe(1);
  });

  it('passes FormData through untouched', async () => {
    const { calls, fetchFn } = scriptedFetch([json(200, {})]);
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await createApiClient({ fetchFn, sleep: noSleep }).request({ url: '/up', method: 'PUT', body: form });
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('createBaseQuery', () => {
  it('returns {data} or {error: problem} for RTK Query', async () => {
    const { fetchFn } = scriptedFetch([
      json(200, [1]),
      json(404, { type: 'about:blank', title: 'Not Found', status: 404, code: 'resource.not_found' }),
    ]);
    const baseQuery = createBaseQuery({ baseUrl: '/api/admin', fetchFn, sleep: noSleep });
    const api = { signal: new AbortController().signal } as Parameters<typeof baseQuery>[1];
    expect(await baseQuery('/users', api, {})).toEqual({ data: [1] });
    expect(await baseQuery('/users/x', api, {})).toEqual({
      error: expect.objectContaining({ code: 'resource.not_found', status: 404 }),
    });
  });
});

describe('buildUrl', () => {
  it('joins base and path and keeps absolute URLs', () => {
    expect(buildUrl('/api/buyer/', '/rounds')).toBe('/api/buyer/rounds');
    expect(buildUrl('', '/api/x')).toBe('/api/x');
    expect(buildUrl('/api', 'http://h/x')).toBe('http://h/x');
    expect(buildUrl('/api', '/x?a=1', { b: [1, 2] })).toBe('/api/x?a=1&b=1&b=2');
  });
});

describe('refresh across tabs', () => {
  /** Two tabs of one browser: one lock, one shared "last refreshed" slot, one cookie jar. */
  function browser() {
    let last = 0;
    let queue = Promise.resolve();
    const coordination = {
      exclusive<T>(fn: () => Promise<T>): Promise<T> {
        const run = queue.then(fn);
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
      lastRefreshAt: () => last,
      markRefreshed: (at: number) => void (last = at),
    };
    return coordination;
  }

  it('lets only one of two tabs call the server when both need a refresh at once', async () => {
    const shared = browser();
    let clock = 1000;
    const now = () => clock++;
    const server = scriptedFetch([json(200, { ok: true })]);
    const tabA = createRefresher(server.fetchFn, createAuthEventBus(), undefined, shared, now);
    const tabB = createRefresher(server.fetchFn, createAuthEventBus(), undefined, shared, now);
    const outcomes = await Promise.all([tabA(), tabB()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    // The second tab reused the first tab's refresh instead of replaying the same token.
    expect(server.calls).toHaveLength(1);
  });

  it('calls the server again for a later expiry', async () => {
    const shared = browser();
    let clock = 1000;
    const server = scriptedFetch([json(200, {}), json(200, {})]);
    const tab = createRefresher(server.fetchFn, createAuthEventBus(), undefined, shared, () => clock++);
    await tab();
    clock += 600_000;
    await tab();
    expect(server.calls).toHaveLength(2);
  });
});
