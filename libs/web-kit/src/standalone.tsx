import { Alert } from 'antd';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type ParcelConfig, type LifeCycles } from 'single-spa';
import type { Profile } from '@marketplace/contracts';
import { initI18n } from '@marketplace/i18n';
import { UiProvider } from './components/UiProvider';
import type { RemoteBasePath, RemoteMountProps } from './remote';
import { sessionStore } from './session/sessionStore';

type AreaNamespace = 'buyer' | 'supplier' | 'admin';

/** Makes it obvious that this is a remote running alone, not the real app. */
export function StandaloneBanner({ namespace }: { namespace: AreaNamespace }) {
  const { t } = useTranslation(namespace);
  return (
    <Alert
      data-testid="standalone-banner"
      type="warning"
      banner
      message={
        <>
          <strong>{t('standalone.banner')}</strong> · {t('standalone.detail')}
        </>
      }
    />
  );
}

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
