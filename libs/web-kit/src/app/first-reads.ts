import type { PageLoaders } from './area-routes';

/**
 * What a page reads first: the RTK Query endpoint its first render asks and the argument it asks
 * with, exactly (the cache is keyed by both: another argument would read again).
 */
export interface PageFirstRead {
  api: FirstReadApi;
  endpointName: string;
  arg?: unknown;
}

/** `api`'s endpoint `endpointName` asked with `arg`: a page's first read. */
export function firstRead<A extends FirstReadApi>(
  api: A,
  endpointName: keyof A['endpoints'] & string,
  arg?: unknown,
): PageFirstRead {
  return { api, endpointName, arg };
}

/** An area's first reads by page (`''`: its root, which the role landing shows too). */
export type PageFirstReads = Partial<Record<string, PageFirstRead>>;

/**
 * A page loader's answer: its read (the API by its reducer path) with what came back. The server's
 * hydration data is made of these.
 */
export interface FirstReadData {
  reducerPath: string;
  endpointName: string;
  arg?: unknown;
  data: unknown;
}

/** The part of an area's RTK Query API that first reads use (typed loosely: each area's own API fits). */
export interface FirstReadApi {
  reducerPath: string;
  endpoints: Record<
    string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each endpoint has its own argument and options
    { initiate(arg: any, options?: any): any }
  >;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's entry type is per endpoint
  util: { upsertQueryEntries(entries: any[]): any; resetApiState(): any };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's action type
  internalActions: { removeQueryResult(entry: { queryCacheKey: string }): any };
}

interface FirstReadStore {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's thunks through any store's dispatch
  dispatch: (action: any) => any;
}

interface QueryOutcome {
  isSuccess: boolean;
  data?: unknown;
}

/**
 * The route loaders of an area's pages: each reads its page's first data into `store` through the
 * area's API (the same request, cache entry and parsing as the page's own hook, which then finds
 * it) and answers it, or null when the read failed: the page then asks again and shows the failure
 * itself. One way for a page to get its first data, in the browser and on the server.
 */
export function firstReadLoaders(store: FirstReadStore, reads: PageFirstReads): PageLoaders {
  return Object.fromEntries(
    Object.entries(reads).flatMap(([page, read]) => {
      if (!read) return [];
      const { api, endpointName, arg } = read;
      const loader = async (): Promise<FirstReadData | null> => {
        const endpoint = api.endpoints[endpointName];
        if (!endpoint) return null;
        // Not subscribed: the page's hook subscribes when it renders; until then the cache keeps it.
        const query = store.dispatch(
          endpoint.initiate(arg, { subscribe: false }),
        ) as PromiseLike<QueryOutcome> & {
          queryCacheKey: string;
        };
        const outcome = await query;
        if (outcome.isSuccess) return { reducerPath: api.reducerPath, endpointName, arg, data: outcome.data };
        // The page asks again and shows the failure once, as its own (a failure left in the cache
        // would be shown, then asked again and shown a second time).
        store.dispatch(api.internalActions.removeQueryResult({ queryCacheKey: query.queryCacheKey }));
        return null;
      };
      return [[page, loader]];
    }),
  );
}

/** The APIs `reads` go through, by reducer path. */
export const apisOf = (reads: PageFirstReads): Map<string, FirstReadApi> =>
  new Map(Object.values(reads).flatMap((read) => (read ? [[read.api.reducerPath, read.api]] : [])));

const isFirstReadData = (value: unknown): value is FirstReadData =>
  typeof (value as Partial<FirstReadData> | null)?.endpointName === 'string' &&
  typeof (value as Partial<FirstReadData>).reducerPath === 'string' &&
  Object.hasOwn(value as object, 'data');

/**
 * Puts the loaders' answers the server drew the page from (the router's hydration data) into the
 * store before the page hydrates, so its hooks find what the server's did and draw the same tree.
 */
export function seedFirstReads(
  store: FirstReadStore,
  reads: PageFirstReads,
  loaderData: Readonly<Record<string, unknown>> | undefined,
): void {
  const apis = apisOf(reads);
  for (const { reducerPath, endpointName, arg, data } of Object.values(loaderData ?? {}).filter(
    isFirstReadData,
  )) {
    const api = apis.get(reducerPath);
    // Synchronous (not upsertQueryData's thunk): the hydrating render reads the store right after.
    if (api) store.dispatch(api.util.upsertQueryEntries([{ endpointName, arg, value: data }]));
  }
}

/** True when every loader that ran answered its data: a page drawn from all it needs. */
export function allFirstReadsAnswered(loaderData: Readonly<Record<string, unknown>>): boolean {
  return Object.values(loaderData).every((value) => value === undefined || isFirstReadData(value));
}
