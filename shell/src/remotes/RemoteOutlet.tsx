import { Suspense, useContext, useEffect, useRef, useState } from 'react';
import type { Parcel } from 'single-spa';
import { RemoteErrorFallback, Spinner, type RemoteBasePath } from '@marketplace/web-kit';
import type { RemoteName } from '../app/areas';
import { ServerRenderContext } from '../app/server-render';
import { adoptServerArea, hasServerArea } from './server-area';

/**
 * The remotes' registry and single-spa, loaded by the effect that mounts a remote: the outlet is
 * also drawn on the server (the signed-in layout's first view), where neither may run.
 */
const mountingParts = () =>
  Promise.all([import(/* webpackChunkName: "route-area" */ './registry'), import('single-spa')]);

export interface RemoteOutletProps {
  remote: RemoteName;
  basePath: RemoteBasePath;
  /** Mounted at `/` as the role landing: the remote renders its dashboard without a path match. */
  landing?: boolean;
}

type Phase = 'loading' | 'mounted' | 'failed';

/**
 * The node the remote renders into, one React does not manage, so the shell never fights over it:
 * the server's, on the first mount of a page it rendered, or a new one.
 */
function remoteContainer(host: HTMLElement, basePath: RemoteBasePath, attempt: number) {
  const adopted = attempt === 0 ? adoptServerArea(basePath, host) : null;
  const container = adopted ?? document.createElement('div');
  if (!adopted) {
    container.className = 'remote-container';
    host.appendChild(container);
  }
  return { container, adopted: adopted !== null };
}

interface RemoteMount {
  remote: RemoteName;
  basePath: RemoteBasePath;
  landing: boolean;
  /** 0 for the first mount; more after Retry, which loads the remote again. */
  attempt: number;
}

/**
 * Mounts the remote's parcel into a container in `host`, telling its progress to `setPhase`;
 * answers the effect's cleanup, which unmounts the parcel (once mounted) and removes the container.
 */
function mountRemote(
  host: HTMLElement,
  { remote, basePath, landing, attempt }: RemoteMount,
  setPhase: (phase: Phase) => void,
): () => void {
  let cancelled = false;
  let parcel: Parcel | null = null;
  const { container, adopted } = remoteContainer(host, basePath, attempt);
  setPhase('loading');

  mountingParts()
    .then(async ([{ loadRemoteApp }, { mountRootParcel }]) => {
      const lifecycles = await loadRemoteApp(remote, attempt > 0);
      if (cancelled) return;
      parcel = mountRootParcel(lifecycles, { domElement: container, basePath, landing, serverView: adopted });
      return parcel.mountPromise.then(() => {
        if (!cancelled) setPhase('mounted');
      });
    })
    .catch((error: unknown) => {
      console.error(`Could not mount ${remote}`, error);
      if (!cancelled) setPhase('failed');
    });

  return () => {
    cancelled = true;
    const mounted = parcel;
    if (!mounted) {
      container.remove();
      return;
    }
    mounted.mountPromise
      .then(() => mounted.unmount())
      .catch((error: unknown) => console.error(`Could not unmount ${remote}`, error))
      .finally(() => container.remove());
  };
}

/**
 * Loads a remote through the MF runtime and mounts its `./app` as a single-spa parcel into a
 * container of its own. Unmounting the outlet (route area change, sign-out) unmounts the parcel,
 * which drops the remote's React root and store. A failed load shows a fallback with Retry.
 *
 * When the server rendered the area's page, the outlet is drawn around it there (its host holds
 * the server's container), the app hydrates the outlet with the rest of the layout and leaves the
 * container as it is, on screen with no spinner, for the remote to hydrate.
 */
export function RemoteOutlet({ remote, basePath, landing = false }: RemoteOutletProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  // On the server, the area's page to draw in the host; in the browser, null.
  const serverAreaHtml = useContext(ServerRenderContext)?.areaHtml ?? null;
  // Read once: the server's page is shown in place of the spinner until the remote has hydrated it.
  const [serverView] = useState(() => serverAreaHtml !== null || hasServerArea(basePath));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    return mountRemote(host, { remote, basePath, landing, attempt }, setPhase);
  }, [remote, basePath, landing, attempt]);

  return (
    <div className="remote-outlet" data-testid={`remote-${remote}`} data-phase={phase}>
      {phase === 'loading' && !(serverView && attempt === 0) && (
        <div className="remote-loading" aria-busy="true">
          <Spinner size="large" />
        </div>
      )}
      {phase === 'failed' && (
        <Suspense fallback={null}>
          <RemoteErrorFallback onRetry={() => setAttempt((n) => n + 1)} />
        </Suspense>
      )}
      {/* Its children are never React's: the server's container (kept as it is while hydrating) or
          the one the effect adds. */}
      <div
        ref={hostRef}
        hidden={phase === 'failed'}
        dangerouslySetInnerHTML={{ __html: serverAreaHtml ?? '' }}
        suppressHydrationWarning
      />
    </div>
  );
}
