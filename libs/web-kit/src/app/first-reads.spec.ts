import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from '../api/baseQuery';
import { allFirstReadsAnswered, firstRead, firstReadLoaders, seedFirstReads } from './first-reads';

/** An area's API over `answers` (URL → JSON body, or a status), counting what it was asked. */
function area(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchFn = async (url: string) => {
    asked.push(url);
    const answer = answers[url];
    return typeof answer === 'number'
      ? new Response(JSON.stringify({ type: 'about:blank', title: 'x', status: answer, code: 'x' }), {
          status: answer,
          headers: { 'content-type': 'application/problem+json' },
        })
      : Response.json(answer);
  };
  const api = createApi({
    reducerPath: 'areaApi',
    baseQuery: createBaseQuery({ baseUrl: '/api/area', fetchFn, retries: 0, sleep: async () => undefined }),
    endpoints: (build) => ({
      dashboard: build.query<{ open: number }, void>({ query: () => '/dashboard' }),
      list: build.query<{ items: string[] }, { search: string }>({
        query: ({ search }) => ({ url: '/list', params: { search: search || undefined } }),
      }),
    }),
  });
  const store = () =>
    configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (m) => m().concat(api.middleware),
    });
  const reads = { '': firstRead(api, 'dashboard'), list: firstRead(api, 'list', { search: '' }) };
  return { api, store, reads, asked };
}

describe("a page's first read, as its route's loader", () => {
  it('reads the page’s data into the store and answers it, so the page’s own query finds it there', async () => {
    const { api, store: newStore, reads, asked } = area({ '/api/area/list': { items: ['a', 'b'] } });
    const store = newStore();
    const answer = await firstReadLoaders(store, reads).list!({} as never);
    expect(answer).toEqual({
      reducerPath: 'areaApi',
      endpointName: 'list',
      arg: { search: '' },
      data: { items: ['a', 'b'] },
    });
    expect(api.endpoints.list.select({ search: '' })(store.getState()).data).toEqual({ items: ['a', 'b'] });
    expect(asked).toEqual(['/api/area/list']);
  });

  it('answers null when the read fails, and leaves nothing in the store for the page to show twice', async () => {
    const { api, store: newStore, reads } = area({ '/api/area/dashboard': 400 });
    const store = newStore();
    expect(await firstReadLoaders(store, reads)['']!({} as never)).toBeNull();
    expect(api.endpoints.dashboard.select()(store.getState()).status).toBe('uninitialized');
  });

  it('hydrates a new store from the answers the server drew with, asking nothing', async () => {
    const server = area({ '/api/area/dashboard': { open: 3 }, '/api/area/list': { items: ['x'] } });
    const serverStore = server.store();
    const loaders = firstReadLoaders(serverStore, server.reads);
    const loaderData = {
      index: await loaders['']!({} as never),
      list: await loaders.list!({} as never),
      'not-found': undefined,
    };
    expect(allFirstReadsAnswered(loaderData)).toBe(true);
    // Through JSON, as the page carries it.
    const carried = JSON.parse(JSON.stringify(loaderData)) as Record<string, unknown>;

    const browser = area({});
    const browserStore = browser.store();
    seedFirstReads(browserStore, browser.reads, carried);
    expect(browser.api.endpoints.dashboard.select()(browserStore.getState()).data).toEqual({ open: 3 });
    expect(browser.api.endpoints.list.select({ search: '' })(browserStore.getState()).data).toEqual({
      items: ['x'],
    });
    expect(browser.asked).toEqual([]);
  });

  it('says a page is not drawn from all it needs when one of its reads failed', () => {
    expect(allFirstReadsAnswered({ index: null })).toBe(false);
    expect(allFirstReadsAnswered({})).toBe(true);
  });
});
