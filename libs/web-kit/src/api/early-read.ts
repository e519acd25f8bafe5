import { EARLY_FETCH_GLOBAL } from '@marketplace/contracts/first-paint';

type EarlyReads = Record<string, Promise<Response | null> | undefined>;

/**
 * Reads started before the code that uses them has arrived (on a slow network each one
 * that waits for its code costs a round trip): index.html's head starts them on a role area's
 * address (the profile, /remotes.json: EARLY_LOAD_SCRIPT in libs/contracts/src/first-paint.ts).
 * The API client (`request.ts`) takes a GET's early read by its URL, once: a later request for the
 * same URL goes to the network. They live on `window`, where the head's script writes them.
 */
function earlyReads(): EarlyReads | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyReads | undefined>)[EARLY_FETCH_GLOBAL];
}

/**
 * The early read of `url`, taken out (so it is used once); null when it failed on the network,
 * undefined when there is none.
 */
export function takeEarlyRead(url: string): Promise<Response | null> | undefined {
  const reads = earlyReads();
  const response = reads?.[url];
  if (reads) delete reads[url];
  return response;
}
