import { createRoot } from 'react-dom/client';
import { mountRootParcel, type ParcelConfig, type LifeCycles } from 'single-spa';
import type { Profile } from '@marketplace/contracts';
import { initI18n } from '@marketplace/i18n';
import { UiProvider } from './components/UiProvider';
import { StandaloneBanner } from './components/lazy-widgets';
import type { AreaNamespace } from './components/StandaloneBanner';
import type { RemoteBasePath, RemoteMountProps } from './remote';
import { sessionStore } from './session/sessionStore';

export interface StandaloneOptions {
  basePath: RemoteBasePath;
  namespace: AreaNamespace;
  /** The remote's single-spa lifecycles (its `remote-entry` module). */
  lifecycles: LifeCycles<RemoteMountProps>;
  /** The stand-in session's profile. */
  profile: Profile;
}

/**
 * `npm run serve -w @marketplace/mfe-<role>`: the area alone, mounted exactly the way the shell
 * mounts it, with a stand-in session. The dev server proxies `/api` to the edge, so real data
 * shows when the stack runs and the browser holds that role's cookies for this host.
 */
export async function startStandalone({
  basePath,
  namespace,
  lifecycles,
  profile,
}: StandaloneOptions): Promise<void> {
  await initI18n();
  sessionStore.setSignedIn(profile);
  if (!window.location.pathname.startsWith(basePath)) window.history.replaceState(null, '', basePath);

  const props: RemoteMountProps = { domElement: document.getElementById('root') as HTMLElement, basePath };
  await mountRootParcel(lifecycles as ParcelConfig, props).mountPromise;
  // After the mount: the area's texts, the banner's among them, arrive with the area's code.
  createRoot(document.getElementById('standalone-banner') as HTMLElement).render(
    <UiProvider>
      <StandaloneBanner namespace={namespace} />
    </UiProvider>,
  );
}
