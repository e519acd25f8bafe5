import { createRoot } from 'react-dom/client';
import { mountRootParcel } from 'single-spa';
import { initI18n } from '@marketplace/i18n';
import { sessionStore, UiProvider, type RemoteMountProps } from '@marketplace/web-kit';
import * as buyerRemote from '../remote-entry';
import { StandaloneBanner } from './standalone-banner';
import { STAND_IN_PROFILE } from './stand-in-profile';

const BASE_PATH = '/buyer';

/**
 * `npm run serve -w @marketplace/mfe-buyer`: the buyer area alone, mounted the way the shell mounts
 * it, with a stand-in buyer session. `/api` is proxied to the edge, so real data shows when the
 * stack runs and the browser holds a buyer's cookies for this host.
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
  await mountRootParcel(buyerRemote, props).mountPromise;
}

void startStandalone();
