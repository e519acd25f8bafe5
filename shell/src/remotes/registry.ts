import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { addErrorHandler, start, type LifeCycles } from 'single-spa';
import type { RemoteMountProps } from '@marketplace/web-kit';
import { REMOTE_APPS } from '@marketplace/contracts/remotes';
import type { RemoteName } from '../app/areas';
import { addResourceHint } from '../app/resource-hint';
import { firstLoadUrls } from '@marketplace/contracts/first-load';
import {
  prefetchedFirstLoad,
  readRemotesConfig,
  remoteEntryUrl,
  takePrefetchedManifest,
} from './manifest-prefetch';
import { REMOTE_NAMES, type RemotesConfig } from './remotesConfig';

/** What a remote's `./app` exposes (single-spa lifecycles made with single-spa-react). */
export type RemoteLifecycles = LifeCycles<RemoteMountProps>;

let config: Promise<RemotesConfig> | null = null;

// single-spa comes with the first remote, not with /auth. Parcel errors would otherwise be
// rethrown as uncaught; the outlet shows its own fallback.
addErrorHandler((error) => console.error('single-spa', error));
// Patches history.pushState/replaceState to announce every URL change with a popstate event, so
// the shell's router and each remote's own router follow navigations made by the other.
start({ urlRerouteOnly: true });

/** Logs every failed remote load once with its cause; the outlet shows the fallback. */
const reportLoadErrors: ModuleFederationRuntimePlugin = {
  name: 'shell-report-load-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`Remote ${id} failed to load (${lifecycle})`, error);
    // Returning nothing lets loadRemote reject, which the outlet turns into its Retry fallback.
    return undefined;
  },
};

/** Hands the runtime a manifest the shell started reading early (manifest-prefetch.ts). */
const usePrefetchedManifests: ModuleFederationRuntimePlugin = {
  name: 'shell-prefetched-manifests',
  fetch(url) {
    return takePrefetchedManifest(url);
  },
};

/**
 * Fetches the current page's code together with the remote's entry instead of after it: the
 * remote's manifest lists each page's files (first-load.ts), which would otherwise start only once
 * the entry has arrived and run its exposed module, one more round trip (~0.6 s on a slow
 * network). Started after the entry's own script, so that the entry goes first. The files are
 * taken by the remote's chunk loading (the browser's preload cache).
 */
const preloadFirstLoad: ModuleFederationRuntimePlugin = {
  name: 'shell-preload-first-load',
  createScript({ url, remoteInfo }) {
    // Only for the entry's own script (the runtime also makes one for the exposed module's file).
    const app = REMOTE_APPS.find((r) => r.name === remoteInfo?.name);
    if (!app || url !== remoteInfo?.entry) return undefined;
    // The entry's script is appended when this returns; the first load's links come after it.
    void prefetchedFirstLoad(app.name)?.then((listed) => {
      if (!listed) return;
      for (const href of firstLoadUrls(
        listed.firstLoad,
        listed.manifestUrl,
        window.location.pathname,
        app.basePath,
      ))
        addResourceHint('preload', href);
    });
    return undefined; // the runtime makes the entry's script as usual
  },
};

/**
 * Reads GET /remotes.json (deploy-time remote locations) once and registers the remotes with
 * the Module Federation runtime. A failed read is retried on the next call.
 */
export function ensureRemotesRegistered(): Promise<RemotesConfig> {
  config ??= readRemotesConfig()
    .then((remotes) => {
      registerPlugins([reportLoadErrors, usePrefetchedManifests, preloadFirstLoad]);
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remoteEntryUrl(remotes, name) })));
      return remotes;
    })
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
}

/** In-flight or finished loads of each remote's `./app` (see loadRemoteApp). */
const appLoads = new Map<RemoteName, Promise<RemoteLifecycles>>();

/**
 * Loads `<remote>/app` and checks it looks like single-spa lifecycles; one load per remote, shared
 * by whoever asks first (the router starts it while the layout renders, the outlet mounts it).
 * `fresh` re-registers the remote first so a retry fetches its manifest and entry again instead of
 * reusing a failure.
 */
export function loadRemoteApp(remote: RemoteName, fresh = false): Promise<RemoteLifecycles> {
  const current = appLoads.get(remote);
  if (current && !fresh) return current;
  const load = loadRemoteAppNow(remote, fresh);
  appLoads.set(remote, load);
  // A failed load is not kept: the next mount (or Retry) tries again.
  load.catch(() => {
    if (appLoads.get(remote) === load) appLoads.delete(remote);
  });
  return load;
}

async function loadRemoteAppNow(remote: RemoteName, fresh: boolean): Promise<RemoteLifecycles> {
  const remotes = await ensureRemotesRegistered();
  if (fresh)
    registerRemotes([{ name: remote, entry: remoteEntryUrl(remotes, remote) }], {
      force: true,
    });
  const module = await loadRemote<Partial<RemoteLifecycles>>(`${remote}/app`);
  if (
    !module ||
    typeof module.mount !== 'function' ||
    typeof module.unmount !== 'function' ||
    typeof module.bootstrap !== 'function'
  ) {
    throw new Error(`${remote}/app does not export single-spa lifecycles`);
  }
  return {
    bootstrap: module.bootstrap,
    mount: module.mount,
    unmount: module.unmount,
    ...(module.update ? { update: module.update } : {}),
  };
}
