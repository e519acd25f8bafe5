import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { addErrorHandler, start, type LifeCycles } from 'single-spa';
import type { RemoteMountProps } from '@marketplace/web-kit';
import type { RemoteName } from '../app/areas';
import { parseRemotesConfig, REMOTE_NAMES, type RemotesConfig } from './remotesConfig';

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

/**
 * Reads GET /remotes.json (deploy-time remote locations) once and registers the remotes with
 * the Module Federation runtime. A failed read is retried on the next call.
 */
export function ensureRemotesRegistered(): Promise<RemotesConfig> {
  config ??= (async () => {
    const response = await fetch('/remotes.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
    if (!response.ok) throw new Error(`GET /remotes.json answered ${response.status}`);
    const remotes = parseRemotesConfig(await response.json());
    registerPlugins([reportLoadErrors]);
    registerRemotes(
      REMOTE_NAMES.map((name) => ({ name, entry: new URL(remotes[name], window.location.href).toString() })),
    );
    return remotes;
  })().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/**
 * Loads `<remote>/app` and checks it looks like single-spa lifecycles. `fresh` re-registers the
 * remote first so a retry fetches its manifest and entry again instead of reusing a failure.
 */
export async function loadRemoteApp(remote: RemoteName, fresh = false): Promise<RemoteLifecycles> {
  const remotes = await ensureRemotesRegistered();
  if (fresh)
    registerRemotes([{ name: remote, entry: new URL(remotes[remote], window.location.href).toString() }], {
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
