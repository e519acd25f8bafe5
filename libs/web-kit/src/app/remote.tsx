import React, { Suspense, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { LightUiProvider } from './LightUiProvider';
import { RemoteErrorFallback } from './lazy-widgets';
import { RemoteContainerContext } from './page-shown';

export type RemoteBasePath = '/buyer' | '/supplier' | '/admin';

/**
 * Props the shell passes when it mounts a remote's `./app` as a single-spa parcel.
 * - `basePath`: the remote's area; use it as `<BrowserRouter basename={basePath}>`.
 * - `landing`: true when mounted at `/` (role landing): render the dashboard with no path match,
 *   e.g. `<BrowserRouter><Routes><Route path="*" element={<Dashboard />} /></Routes></BrowserRouter>`,
 *   and link with absolute paths (`/buyer/rounds`); the shell follows the URL change.
 */
export interface RemoteMountProps {
  domElement: HTMLElement;
  basePath: RemoteBasePath;
  landing?: boolean;
  /**
   * `domElement` holds the server's rendering of the page: the remote hydrates it
   * (`hydrateRoot`: the same tree, drawn from its router's hydration data on the container)
   * instead of rendering it again.
   */
  serverView?: boolean;
}

/** What the remote's root component receives: the mount props plus single-spa's own. */
export type RemoteRootProps = RemoteMountProps & { name?: string };

/**
 * The remote's root inside `LightUiProvider` (text style, `useFeedback()`): its pages bring antd's
 * configuration with them (`lazyPage`), so a page drawn without antd loads none.
 */
function withUiProvider<P extends RemoteRootProps>(Root: ComponentType<P>) {
  return function RemoteRoot(props: P & AppProps) {
    return (
      <RemoteContainerContext.Provider value={props.domElement}>
        <LightUiProvider>
          <Root {...props} />
        </LightUiProvider>
      </RemoteContainerContext.Provider>
    );
  };
}

function crashFallback(error: Error) {
  return (
    <LightUiProvider>
      <Suspense fallback={null}>
        <RemoteErrorFallback kind="crash" error={error} />
      </Suspense>
    </LightUiProvider>
  );
}

/**
 * single-spa lifecycles for a remote root component, wrapped in `LightUiProvider` (text style,
 * `useFeedback()`), with an error boundary that shows the translated fallback instead of a blank
 * area; the root component in a chunk of its own whose download starts when
 * the exposed module is evaluated (the shell loads it only to mount it). The exposed module stays
 * small and starts the page for the current URL at the same time, so the area's code and the
 * page's arrive together instead of one after the other:
 *
 *   preloadBuyerPage(window.location.pathname);
 *   export const { bootstrap, mount, unmount } =
 *     createLazyRemoteLifecycles(() => import('./app/buyer-app').then((m) => m.BuyerApp));
 */
export function createLazyRemoteLifecycles<P extends RemoteRootProps>(
  loadRoot: () => Promise<ComponentType<P>>,
): ReactAppOrParcel<P> {
  let root: Promise<ComponentType<P>> | null = null;
  const load = () => {
    root ??= loadRoot().catch((error: unknown) => {
      root = null; // the next mount (the shell's Retry) downloads it again
      throw error;
    });
    return root;
  };
  load().catch(() => undefined); // reported by the mount that needs it
  // Read by single-spa-react as the mount renders (synchronously, in `mount` below).
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    renderType: () => renderType,
    // single-spa-react types the loaded root's props as optional; it always passes them.
    loadRootComponent: async () =>
      withUiProvider(await load()) as unknown as ComponentType<(P & AppProps) | undefined>,
    errorBoundary: crashFallback,
  });
  return {
    ...lifecycles,
    mount: (props: P & AppProps) => {
      renderType = props.serverView ? 'hydrateRoot' : 'createRoot';
      return lifecycles.mount(props);
    },
  };
}
