import { EARLY_FETCH_GLOBAL } from '@marketplace/contracts/src/first-paint';

type EarlyFetches = Record<string, Promise<Response | null> | undefined>;

/**
 * The read of `url` that index.html's first-paint script started on a role area's address
 * (libs/contracts/src/first-paint.ts), taken out so that it is used once: a later read (a refresh,
 * a retry) goes to the network. Resolves to null when that read failed; undefined when there is none.
 */
export function takeEarlyFetch(url: string): Promise<Response | null> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, EarlyFetches | undefined>)[EARLY_FETCH_GLOBAL];
  const response = early?.[url];
  if (early) delete early[url];
  return response;
}
