/**
 * First load of a role area: each remote's manifest lists the files of its app and of each
 * page, and each page's first API read (`metaData.firstLoad`, webpack/preload-plugin.js); the shell
 * starts those of the page opened together with the remote's entry, instead of one round trip
 * after it.
 */
import { expect, test } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';
import { sidebar, toast } from './support/ui';

const PAGES: Record<string, string[]> = {
  buyer: ['index', 'rounds', 'cart', 'orders', 'invoices', 'team'],
  supplier: ['index', 'products', 'rounds', 'sales', 'invoices'],
  admin: ['index', 'companies', 'users', 'rounds', 'orders', 'categories', 'settings'],
};

test('each remote’s manifest lists the files of its app and of each of its pages, and they are served', async ({
  request,
}) => {
  for (const [role, pages] of Object.entries(PAGES)) {
    const manifestUrl = `/remotes/${role}/mf-manifest.json`;
    const manifest = await (await request.get(manifestUrl)).json();
    const firstLoad = manifest.metaData.firstLoad as { area: string[]; pages: Record<string, string[]> };
    // The remote's app is one file: its area, its Redux, what its pages share (webpack/mf-config.js).
    expect(firstLoad.area, role).toEqual([expect.stringMatching(/^app\.[0-9a-f]{8}\.js$/)]);
    expect(Object.keys(firstLoad.pages).sort(), role).toEqual([...pages].sort());
    for (const page of pages)
      expect(firstLoad.pages[page], `${role} ${page}`).toContainEqual(
        expect.stringMatching(new RegExp(`^page-${page}\\.[0-9a-f]{8}\\.js$`)),
      );
    for (const file of new Set([...firstLoad.area, ...Object.values(firstLoad.pages).flat()]))
      expect((await request.get(`/remotes/${role}/${file}`)).status(), file).toBe(200);
  }
});

test('a role area opened directly fetches its page’s code and data together with the remote’s entry, not after it', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  // The entry is held back: whatever of the remote is requested meanwhile was asked for by the shell.
  let entryHeld = true;
  await page.route('**/remotes/buyer/remoteEntry.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    entryHeld = false;
    await route.continue();
  });
  const requestedWithEntry: string[] = [];
  const roundsReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/buyer/rounds') roundsReads.push(pathname);
    if (entryHeld && /^\/(?:remotes\/buyer\/(?:app|page-[a-z]+)\.|api\/buyer\/rounds$)/.test(pathname))
      requestedWithEntry.push(pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  });

  await page.goto('/buyer/rounds');
  await expect(page.getByTestId('round-card').first()).toBeVisible();
  // The remote's app (its area, its own Redux, what its pages share: one file, webpack/mf-config.js)
  // and the page shown; no other page. The page's data came with the server's page, so
  // it is not read at all.
  expect([...new Set(requestedWithEntry)].sort()).toEqual([
    '/remotes/buyer/app.js',
    '/remotes/buyer/page-rounds.js',
  ]);
  expect(roundsReads).toHaveLength(0);
});

test('a buyer page, once settled, has fetched no other area’s code, and antd and the toasts’ code only after its own; its list view arrives when first chosen', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // What happened, in order: each request as it starts and as it finishes.
  const events: string[] = [];
  page.on('request', (request) => events.push(`start ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`end ${new URL(request.url()).pathname}`));
  const toastsCode = page.waitForRequest((request) => /\/feedback\.[0-9a-f]{8}\.js$/.test(request.url()));
  const antdCode = page.waitForRequest((request) => /\/antd-core\.[0-9a-f]{8}\.js$/.test(request.url()));
  await page.goto('/buyer/rounds');
  const firstCard = page.getByTestId('round-card').first();
  await expect(firstCard).toBeVisible();
  // The toasts' code comes without a toast, once the page's own downloads are done (it does not
  // take their bandwidth): after the rounds' code has arrived (the data came with the page). Before the shared
  // modules' strategy was 'loaded-first', its first shared import started the supplier's and the
  // admin's remoteEntry.js as well.
  await Promise.all([toastsCode, antdCode]);
  const toastsAt = events.findIndex((e) => /^start \/feedback\./.test(e));
  expect(events.findIndex((e) => /^end \/remotes\/buyer\/page-rounds\./.test(e))).toBeGreaterThan(-1);
  expect(events.findIndex((e) => /^end \/remotes\/buyer\/page-rounds\./.test(e))).toBeLessThan(toastsAt);
  // The rounds page and the layout draw no antd: its code comes with the toasts', not before.
  const antdAt = events.findIndex((e) => /^start \/antd-core\./.test(e));
  expect(antdAt).toBeGreaterThan(events.findIndex((e) => /^end \/remotes\/buyer\/page-rounds\./.test(e)));
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => /^\/remotes\/(?!buyer\/)/.test(path))).toEqual([]);

  const title = await firstCard.getAttribute('data-round-title');
  await page.getByRole('tab', { name: 'List' }).click();
  const row = page.locator('.ant-list-item[data-testid="round-card"]').first();
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-round-title', title!);
  await expect(row.getByRole('button', { name: 'View Products' })).toBeVisible();
  expect(fetched.some((path) => /^\/remotes\/buyer\/rounds-on-demand\.[0-9a-f]{8}\.js$/.test(path))).toBe(
    true,
  );

  // The view tabs work from the keyboard too (arrow keys move between them and choose).
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Grid' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Grid' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.ant-list-item[data-testid="round-card"]')).toHaveCount(0);
  await expect(firstCard).toHaveAttribute('data-round-title', title!);
});

test('a page whose first read fails shows its error toast, though the toasts’ code arrives after the failure', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  // A first page comes with its data from the server: the read that fails is the browser's own,
  // on the way from one page to another.
  await page.goto('/buyer/rounds');
  await expect(page.locator('.remote-container[data-page-shown]')).toHaveCount(1);
  await page.route('**/api/buyer/orders*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'request.invalid',
      }),
    }),
  );
  // The toasts' code is held back until well after the read has failed: the toast asked for
  // meanwhile has to wait for it, and must not be lost.
  let toastsCodeSent = false;
  await page.route('**/feedback.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    toastsCodeSent = true;
    await route.continue();
  });
  await sidebar(page).getByRole('link', { name: 'Order History' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed to load orders');
  expect(toastsCodeSent).toBe(true);
  await expect(toast(page, 'Error')).toHaveCount(1);
});
