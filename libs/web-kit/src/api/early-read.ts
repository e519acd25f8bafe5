import { EARLY_FETCH_GLOBAL } from '@marketplace/contracts/first-paint';
import { AREA_HYDRATION_ATTRIBUTE } from '@marketplace/contracts/server-view';

type EarlyReads = Record<string, Promise<Response | null> | undefined>;

/**
 * Reads started before the code that uses them has arrived (on a slow network each one
 * that waits for its code costs a round trip). Two places start them: index.html's head on a role
 * area's address (the profile, /remotes.json: EARLY_LOAD_SCRIPT in
 * libs/contracts/src/first-paint.ts) and a remote's entry module (its first page's data, while the
 * page's code downloads). The API client (`request.ts`) takes a GET's early read by its URL, once:
 * a later request for the same URL goes to the network.
 *
 * They live on `window` because the head's script writes them there and because the shell and each
 * remote may hold their own copy of this module's code (a remote deployed alone, in its own mode).
 */
function earlyReads(create: boolean): EarlyReads | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, EarlyReads | undefined>;
  if (create) holder[EARLY_FETCH_GLOBAL] ??= {};
  return holder[EARLY_FETCH_GLOBAL];
}

/**
 * How long an early read nobody took stays available: within the client cache's five minutes
 * (spec §9), so a page that asks for it later (after leaving and coming back) gets nothing older
 * than the cache would have given it.
 */
export const EARLY_READ_TTL_MS = 60_000;

/**
 * The response with its body already read. A body nobody reads keeps its request open in the
 * browser: a read never taken (a buyer sent away from an admin page) or answered with an error
 * (taken, but asked again) held the page back from ever being idle. EARLY_LOAD_SCRIPT does the same.
 */
async function settled(response: Response): Promise<Response> {
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Starts a GET of `url` (same origin, with the session's cookies) for a request to take later. */
export function startEarlyRead(url: string): void {
  const reads = earlyReads(true);
  if (!reads || reads[url]) return;
  const read = fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json, application/problem+json' },
  })
    .then(settled)
    .catch(() => null);
  reads[url] = read;
  setTimeout(() => {
    if (reads[url] === read) delete reads[url];
  }, EARLY_READ_TTL_MS);
}

/**
 * The early read of `url`, taken out (so it is used once); null when it failed on the network,
 * undefined when there is none.
 */
export function takeEarlyRead(url: string): Promise<Response | null> | undefined {
  const reads = earlyReads(false);
  const response = reads?.[url];
  if (reads) delete reads[url];
  return response;
}

/**
 * Starts the early read of the page's first data, unless the page the server drew came with it
 * (its router's hydration data, on the area's container): then nothing is read.
 */
export function startPageRead(url: string): void {
  if (typeof document !== 'undefined' && document.querySelector(`[${AREA_HYDRATION_ATTRIBUTE}]`)) return;
  startEarlyRead(url);
}
