/**
 * Module Federation singletons and the remote's lifetime: one copy of react, react-dom and antd
 * in the browser however many areas are loaded; sign-out unmounts the remote; the next session
 * starts with a fresh remote store.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { demoAdmin, demoBuyer, signInViaUi } from './support/accounts';
import { copyMarkers, installedVersion, SHARED_PACKAGES } from './support/shared-copies.cjs';
import { expectPath, expectRemoteShows, remoteOutlet, sidebar } from './support/ui';

/** Recognises a copy of react / react-dom / antd in a JS file (how and why: support/shared-copies.cjs). */
const COPY_MARKERS = copyMarkers();

/**
 * A stand-in for the React DevTools hook, installed before any page script: every react-dom that
 * runs registers its renderer here, and every commit reports its root, so the test can count
 * renderers that executed and React roots that are still mounted.
 */
function installReactHook() {
  type Root = { current: { child: unknown }; containerInfo?: { closest?: (selector: string) => unknown } };
  const roots = new Set<Root>();
  const renderers: string[] = [];
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer: { rendererPackageName?: string; version?: string }) {
      renderers.push(`${renderer.rendererPackageName}@${renderer.version}`);
      return renderers.length;
    },
    onCommitFiberRoot(_id: number, root: Root) {
      roots.add(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  (window as unknown as { __e2eReact: unknown }).__e2eReact = {
    renderers,
    /**
     * Roots rendered into a remote's container whose last commit left something to show (an
     * unmounted root commits `null`). A container that was only detached from the document
     * still counts: its root lives on.
     */
    liveRemoteRoots: () =>
      [...roots].filter((r) => r.current.child !== null && r.containerInfo?.closest?.('.remote-container'))
        .length,
  };
}

async function liveRemoteRoots(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __e2eReact: { liveRemoteRoots(): number } }).__e2eReact.liveRemoteRoots(),
  );
}

/**
 * What the MF runtime's share scopes say was loaded, per package: versions and providers. antd is
 * shared one component at a time (`antd/es/button`, …; webpack/antd-modules.js), so its entry
 * gathers every `antd/es/*` key. (The runtime's `useIn` bookkeeping depends on the order things
 * loaded in, so it is not asserted: that the remote used the shell's copy follows from no copy
 * being downloaded from the remote.)
 */
async function shareScope(page: Page) {
  return page.evaluate((packages) => {
    type ShareInfo = { from: string; loaded?: boolean };
    type Scopes = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__;
    const out: Record<
      string,
      { versions: string[]; from: string[]; keys: string[]; providersByKey: Record<string, string[]> }
    > = {};
    for (const pkg of packages) {
      const versions = new Set<string>();
      const from = new Set<string>();
      const keys = new Set<string>();
      const providersByKey: Record<string, string[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
        for (const scope of Object.values(scopes))
          for (const [key, entries] of Object.entries(scope)) {
            if (key !== pkg && !key.startsWith(`${pkg}/es/`)) continue;
            for (const [version, info] of Object.entries(entries))
              if (info.loaded) {
                versions.add(version);
                from.add(info.from);
                keys.add(key);
                providersByKey[key] = [...new Set([...(providersByKey[key] ?? []), info.from])];
              }
          }
      out[pkg] = { versions: [...versions], from: [...from], keys: [...keys], providersByKey };
    }
    return out;
  }, SHARED_PACKAGES);
}

test('one copy each of react, react-dom, antd and the federation runtime core reaches the browser with the shell and the buyer area', async ({
  page,
}) => {
  await page.addInitScript(installReactHook);
  const scripts: Promise<{ url: string; body: string } | null>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script still arriving when the test ends (a chunk prefetched after the network went quiet)
    // has its body cut: that one is not among the files checked, and must not fail the run.
    scripts.push(
      response.body().then(
        (b) => ({ url: response.url(), body: b.toString('utf8') }),
        () => null,
      ),
    );
  });

  await signInViaUi(page, demoBuyer);
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  // A buyer page too: its code arrives in more chunks of the same remote.
  await sidebar(page).getByRole('link', { name: 'Shopping Cart' }).click();
  await expectRemoteShows(page, 'mfe_buyer', 'Shopping Cart');
  await page.waitForLoadState('networkidle');

  // Every script that arrived before the network went quiet is read whole.
  const read = await Promise.all(scripts.slice(0, scripts.length));
  expect(
    read.filter((file) => file === null),
    'scripts whose body could not be read',
  ).toEqual([]);
  const files = read.filter((file) => file !== null);
  expect(
    files.some((f) => f.url.includes('/remotes/buyer/')),
    'the buyer remote was loaded',
  ).toBe(true);
  for (const pkg of SHARED_PACKAGES) {
    const copies = files.filter((f) => COPY_MARKERS[pkg](f.body)).map((f) => new URL(f.url).pathname);
    expect(copies, `files carrying ${pkg}`).toHaveLength(1);
    expect(copies[0], `${pkg} comes from the shell`).not.toContain('/remotes/');
  }

  // Module Federation's runtime core too: the remote's entry uses the shell's.
  const cores = files.filter((f) => COPY_MARKERS['federation-runtime-core'](f.body));
  expect(
    cores.map((f) => new URL(f.url).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js')),
    'files carrying the federation runtime core',
  ).toEqual(['/main.js']);
  expect(
    await page.evaluate(
      () =>
        (globalThis as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
          ._FEDERATION_RUNTIME_CORE_FROM?.name,
    ),
    'the runtime core in use',
  ).toBe('shell');

  const scope = await shareScope(page);
  for (const pkg of SHARED_PACKAGES) {
    expect(scope[pkg].versions, `${pkg} versions loaded`).toEqual([installedVersion(pkg)]);
    // Each shared module (for antd: each component) was loaded from exactly one provider.
    for (const [key, providers] of Object.entries(scope[pkg].providersByKey))
      expect(providers, `${key} providers`).toHaveLength(1);
  }
  // react and react-dom, and antd's provider component, come from the shell.
  expect(scope.react.from, 'react provider').toEqual(['shell']);
  expect(scope['react-dom'].from, 'react-dom provider').toEqual(['shell']);
  expect(scope.antd.providersByKey['antd/es/config-provider'], 'antd ConfigProvider provider').toEqual([
    'shell',
  ]);
  // antd arrives per component, and only the components in use: not the whole package.
  expect(scope.antd.keys, 'antd components loaded').toContain('antd/es/config-provider');
  expect(scope.antd.keys, 'antd components loaded').not.toContain('antd/es/color-picker');

  const renderers = await page.evaluate(
    () => (window as unknown as { __e2eReact: { renderers: string[] } }).__e2eReact.renderers,
  );
  expect(renderers, 'react-dom renderers that ran').toEqual([`react-dom@${installedVersion('react-dom')}`]);
});

test('signing out unmounts the remote; the next sign-in starts with a fresh remote store', async ({
  page,
}) => {
  await page.addInitScript(installReactHook);
  const usersRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/users') usersRequests.push(request.url());
  });

  await test.step('buyer: sign-out removes the remote and unmounts its React root', async () => {
    await signInViaUi(page, demoBuyer);
    await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
    // The remote renders with a React root of its own.
    await expect.poll(() => liveRemoteRoots(page)).toBe(1);

    await page.getByTestId('sign-out').click();
    await expectPath(page, '/auth');
    await expect(remoteOutlet(page, 'mfe_buyer')).toHaveCount(0);
    await expect(page.locator('.remote-container')).toHaveCount(0);
    await expect(page.getByText('Buyer Dashboard')).toHaveCount(0);
    // Unmounted, not just detached from the document.
    await expect.poll(() => liveRemoteRoots(page)).toBe(0);
  });

  const openUsers = async () => {
    await sidebar(page).getByRole('link', { name: 'Users' }).click();
    await expectPath(page, '/admin/users');
    // The list is newest first and paged: other journeys' sign-ups may push the admin off page 1.
    await expect(
      page.getByTestId('users-table').getByRole('row').filter({ hasText: '@' }).first(),
    ).toBeVisible();
  };

  await test.step('admin: within one session the remote store caches the users list', async () => {
    await signInViaUi(page, demoAdmin);
    await expectRemoteShows(page, 'mfe_admin', 'Admin Dashboard');
    await openUsers();
    expect(usersRequests).toHaveLength(1);
    await sidebar(page).getByRole('link', { name: 'Companies' }).click();
    await expectRemoteShows(page, 'mfe_admin', 'Companies');
    await openUsers();
    // Same mounted remote, same store: served from its cache (spec §9, 5 minutes).
    expect(usersRequests).toHaveLength(1);
  });

  await test.step('admin: after sign-out and sign-in the list is fetched again (a new store)', async () => {
    await page.getByTestId('sign-out').click();
    await expectPath(page, '/auth');
    await expect(remoteOutlet(page, 'mfe_admin')).toHaveCount(0);
    await signInViaUi(page, demoAdmin);
    await expectRemoteShows(page, 'mfe_admin', 'Admin Dashboard');
    await openUsers();
    await expect.poll(() => usersRequests.length).toBe(2);
  });
});
