import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { RemoteErrorFallback } from './components/RemoteErrorBoundary';
import { UiProvider } from './components/UiProvider';

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
}

/** What the remote's root component receives: the mount props plus single-spa's own. */
export type RemoteRootProps = RemoteMountProps & { name?: string };

/**
 * single-spa lifecycles for a remote root component, wrapped in `UiProvider` (antd theme, locale,
 * `App.useApp()`), with an error boundary that shows the translated fallback instead of a blank area.
 */
export function createRemoteLifecycles<P extends RemoteRootProps>(
  Root: ComponentType<P>,
): ReactAppOrParcel<P> {
  function RemoteRoot(props: P & AppProps) {
    return (
      <UiProvider>
        <Root {...props} />
      </UiProvider>
    );
  }
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error: Error) => (
      <UiProvider>
        <RemoteErrorFallback kind="crash" error={error} />
      </UiProvider>
    ),
  });
}
