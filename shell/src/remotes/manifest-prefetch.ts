import type { RemoteName } from '../app/areas';
import { EARLY_FETCHES } from '@marketplace/contracts/first-paint';
import { takeEarlyRead } from '@marketplace/web-kit/core';
import { readFirstLoad, type FirstLoad } from '@marketplace/contracts/first-load';
import { parseRemotesConfig, type RemotesConfig } from './remotesConfig';

// The same URL index.html's head reads early, so that read is the one taken here.
const REMOTES_URL = EARLY_FETCHES.remotes;

/**
 * The two small reads that stand before a remote's code: GET /remotes.json (where each remote is
 * deployed) and the remote's `mf-manifest.json` (its entry and the files of `./app`). Each is a
 * round trip on its own; on a slow network (~0.6 s each) they used to start only once the signed-in
 * layout was on screen. Starting them with the layout's download costs a few KiB of bandwidth,
 * unlike fetching the remote's code early, which took the layout's bandwidth (see router.tsx).
 *
 * Kept apart from registry.ts so that calling it brings neither single-spa nor the MF registration.
 */

let config: Promise<RemotesConfig> | null = null;
/** Manifest responses fetched ahead, by absolute URL; each is handed to the MF runtime once. */
const manifests = new Map<string, Promise<Response>>();
/**
 * What each remote's manifest, read ahead, lists as its first load (first-load.ts): set when the
 * read starts, so that a remote's manifest is read ahead once per page.
 */
const firstLoads = new Map<RemoteName, Promise<{ manifestUrl: string; firstLoad: FirstLoad } | null>>();

/** GET /remotes.json, read once per page (a failed read is retried on the next call). */
export function readRemotesConfig(): Promise<RemotesConfig> {
  config ??= (async () => {
    // index.html may have started this read already (a role area's address: web-kit's early-read.ts).
    const response =
      (await takeEarlyRead(REMOTES_URL)) ??
      (await fetch(REMOTES_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' }));
    if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
    return parseRemotesConfig(await response.json());
  })().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** Where the MF runtime will look for `remote` (its manifest, or its remoteEntry.js). */
export function remoteEntryUrl(remotes: RemotesConfig, remote: RemoteName): string {
  return new URL(remotes[remote], window.location.href).toString();
}

/**
 * Starts reading `remote`'s manifest now; the MF runtime's first manifest fetch gets this one. Once
 * per remote and page: a second start (the landing route after signing in, which already started
 * it) would replace the first load's file list the remote's entry is waiting for.
 */
export function prefetchRemoteManifest(remote: RemoteName): void {
  if (firstLoads.has(remote)) return;
  firstLoads.set(
    remote,
    readRemotesConfig().then(
      (remotes) => {
        const url = remoteEntryUrl(remotes, remote);
        if (!url.endsWith('.json') || manifests.has(url)) return null;
        // The edge hands the manifest over with a server-rendered page, under the
        // address /remotes.json gives; otherwise, or if that went wrong, it is read here.
        const early = takeEarlyRead(remotes[remote]);
        const read = () => fetch(url, { cache: 'no-cache' });
        const response = early ? early.then((handed) => handed ?? read()) : read();
        manifests.set(url, response);
        // Read from a copy, before the MF runtime reads the body (this callback is the first one).
        return response
          .then((r) => (r.ok ? r.clone().json() : null))
          .then((manifest: unknown) => {
            const firstLoad = readFirstLoad(manifest);
            return firstLoad ? { manifestUrl: url, firstLoad } : null;
          })
          .catch(() => null);
      },
      // The real load reads both again and shows the error where the area would be; a later start
      // may try again.
      () => {
        firstLoads.delete(remote);
        return null;
      },
    ),
  );
}

/** The first load listed by `remote`'s manifest, if it was fetched ahead (null: it lists none). */
export function prefetchedFirstLoad(
  remote: RemoteName,
): Promise<{ manifestUrl: string; firstLoad: FirstLoad } | null> | undefined {
  return firstLoads.get(remote);
}

/**
 * The manifest fetched ahead for `url`, if any, taken out of the cache: a retry after a failed
 * load (or a second load in the same page) reads the manifest again.
 */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const response = manifests.get(url);
  manifests.delete(url);
  return response;
}
