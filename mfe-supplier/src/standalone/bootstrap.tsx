import { createRoot } from 'react-dom/client';
import { mountRootParcel } from 'single-spa';
import { initI18n } from '@marketplace/i18n';
import { sessionStore, UiProvider, type RemoteMountProps } from '@marketplace/web-kit';
import * as supplierRemote from '../remote-entry';
import { StandaloneBanner } from './standalone-banner';
import { STAND_IN_PROFILE } from './stand-in-profile';

const BASE_PATH = '/supplier';

/**
 * `npm run serve -w @marketplace/mfe-supplier`: the supplier area alone, mounted the way the shell mounts
 * it, with a stand-in supplier session. `/api` is proxied to the edge, so real data shows when the
 * stack runs and the browser holds a supplier's cookies for this host.
 */
async function startStandalone(): Promise<void> {
  await initI18n();
  sessionStore.setSignedIn(STAND_IN_PROFILE);
  if (!window.location.pathname.startsWith(BASE_PATH)) window.history.replaceState(null, '', BASE_PATH);

  createRoot(document.getElementById('standalone-banner') as HTMLElement).render(
    <UiProvider>
      <StandaloneBanner />
    </UiProvider>,
  );
  const props: RemoteMountProps = {
    domElement: document.getElementById('root') as HTMLElement,
    basePath: BASE_PATH,
  };
  await mountRootParcel(supplierRemote, props).mountPromise;
}

void startStandalone();
