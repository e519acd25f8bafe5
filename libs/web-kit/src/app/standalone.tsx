import { createRoot } from 'react-dom/client';
import { mountRootParcel, type ParcelConfig, type LifeCycles } from 'single-spa';
import type { Profile } from '@marketplace/contracts';
import { initI18n } from '@marketplace/i18n';
import { UiProvider } from './UiProvider';
import { StandaloneBanner } from './lazy-widgets';
import type { AreaNamespace } from './StandaloneBanner';
import type { RemoteBasePath, RemoteMountProps } from './remote';
import { sessionStore } from '../session/sessionStore';

export interface StandaloneOptions {
  /** The area's role: its base path (`/<role>`), its texts' namespace and its stand-in user's. */
  role: AreaNamespace;
  /** The remote's single-spa lifecycles (its `remote-entry` module). */
  lifecycles: LifeCycles<RemoteMountProps>;
}

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The fake user of `role` the standalone dev server signs in as, with a company of that role
 * (none for an admin): never used when the shell mounts the area.
 */
export function standInProfile(role: AreaNamespace): Profile {
  const company =
    role === 'admin'
      ? null
      : {
          id: `standalone-${role}-company`,
          name: `Standalone ${capitalized(role)} Co.`,
          type: role,
          country: null,
          taxNumber: null,
        };
  return {
    id: `standalone-${role}`,
    authId: `standalone-${role}`,
    name: `Standalone ${capitalized(role)}`,
    email: `${role}@standalone.local`,
    phone: null,
    address: null,
    role,
    companyId: company?.id ?? null,
    company,
    avatarUrl: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastActiveAt: null,
    emailNotifications: true,
    language: 'en',
  };
}

/**
 * `npm run serve -w @marketplace/mfe-<role>`: the area alone, mounted exactly the way the shell
 * mounts it, with a stand-in session. The dev server proxies `/api` to the edge, so real data
 * shows when the stack runs and the browser holds that role's cookies for this host.
 */
export async function startStandalone({ role, lifecycles }: StandaloneOptions): Promise<void> {
  const basePath: RemoteBasePath = `/${role}`;
  await initI18n();
  sessionStore.setSignedIn(standInProfile(role));
  if (!window.location.pathname.startsWith(basePath)) window.history.replaceState(null, '', basePath);

  const props: RemoteMountProps = { domElement: document.getElementById('root') as HTMLElement, basePath };
  await mountRootParcel(lifecycles as ParcelConfig, props).mountPromise;
  // After the mount: the area's texts, the banner's among them, arrive with the area's code.
  createRoot(document.getElementById('standalone-banner') as HTMLElement).render(
    <UiProvider>
      <StandaloneBanner namespace={role} />
    </UiProvider>,
  );
}
