import { EARLY_FETCH_GLOBAL } from '@marketplace/contracts/first-paint';
import { takeEarlyRead } from './early-read';
import { createApiClient } from './request';

const holder = globalThis as unknown as Record<string, unknown>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The client's own fetches (the network after an early read was not usable). */
function clientWith(answers: Response[]) {
  const calls: string[] = [];
  const fetchFn = async (url: string) => {
    calls.push(url);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected fetch of ${url}`);
    return next;
  };
  const client = createApiClient({
    baseUrl: '/api/buyer',
    fetchFn,
    sleep: async () => {},
    refresher: async () => 'refreshed',
  });
  return { client, calls };
}

/** An early read as index.html's head or a remote's entry leaves it. */
function leaveEarlyRead(url: string, response: Response | null) {
  const reads = (holder[EARLY_FETCH_GLOBAL] ??= {}) as Record<string, Promise<Response | null>>;
  reads[url] = Promise.resolve(response);
}

beforeEach(() => {
  holder.window = globalThis; // a browser page, for these tests
});
afterEach(() => {
  delete holder.window;
  delete holder[EARLY_FETCH_GLOBAL];
  jest.restoreAllMocks();
});

describe('a GET started ahead of its code', () => {
  it('answers the first request for its URL, and only the first', async () => {
    leaveEarlyRead('/api/buyer/rounds?page=1&pageSize=12', json(200, { items: ['early'] }));
    const { client, calls } = clientWith([json(200, { items: ['fresh'] })]);
    const args = { url: '/rounds', params: { search: undefined, page: 1, pageSize: 12 } };
    expect(await client.request(args)).toEqual({ data: { items: ['early'] }, status: 200 });
    expect(calls).toEqual([]);
    expect(await client.request(args)).toEqual({ data: { items: ['fresh'] }, status: 200 });
    expect(calls).toEqual(['/api/buyer/rounds?page=1&pageSize=12']);
  });

  it('refused (an expired token) is asked again, after the refresh the client does', async () => {
    leaveEarlyRead('/api/buyer/dashboard', json(401, { code: 'auth.unauthorized' }));
    const { client, calls } = clientWith([json(200, { ok: true })]);
    expect(await client.request('/dashboard')).toEqual({ data: { ok: true }, status: 200 });
    expect(calls).toEqual(['/api/buyer/dashboard']);
  });

  it('failed on the network is asked again', async () => {
    leaveEarlyRead('/api/buyer/dashboard', null);
    const { client, calls } = clientWith([json(200, { ok: true })]);
    expect((await client.request('/dashboard')).data).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });

  it('never answers a write to the same URL', async () => {
    leaveEarlyRead('/api/buyer/carts', json(200, { early: true }));
    const { client, calls } = clientWith([json(201, { written: true })]);
    expect((await client.request({ url: '/carts', method: 'POST', body: {} })).data).toEqual({
      written: true,
    });
    expect(calls).toEqual(['/api/buyer/carts']);
    expect(takeEarlyRead('/api/buyer/carts')).toBeDefined();
  });
});
