/**
 * First load. /auth paints from index.html itself — the sign-in page, in the visitor's language —
 * before any script file has arrived (a slow phone sees it seconds sooner); the app's own page then
 * takes its place, leaving one page, and no other route shows it. A role area's address paints the
 * welcome and loading text (spec §2.1) the same way, until the signed-in layout replaces it (unless
 * the server has drawn the page itself: server-view.e2e.ts). Signed-in pages take antd's
 * styles from a stylesheet computed at build time instead of computing them in the browser.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';
import { TIME_ZONE_COOKIE } from '@marketplace/contracts/cookies';
import { expectRemoteShows, sidebar, toast } from './support/ui';

const STORAGE_KEY = 'marketplace.language';

/** What a visitor sees while no script file has arrived yet. */
async function withoutScriptFiles(page: Page) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

test('before any script arrives, /auth shows the sign-in page in the stored language', async ({ page }) => {
  await withoutScriptFiles(page);
  await page.goto('/auth');
  await expect(page.locator('.auth-title')).toHaveText('Group Buying Marketplace');
  await expect(page.getByRole('tab')).toHaveText(['Sign In', 'Sign Up']);
  // Styled already: the chosen tab is underlined in the brand colour (its styles come with the HTML).
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveCSS(
    'border-bottom-color',
    'rgb(31, 94, 255)',
  );
  await expect(page.locator('#sign-in_email')).toBeVisible();

  await page.evaluate((key) => localStorage.setItem(key, 'pt'), STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole('tab')).toHaveText(['Entrar', 'Cadastrar']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // Nothing there can send the form before the app's code has arrived (no password in a URL).
  await expect(page.locator('button[type="submit"]')).toHaveCount(0);
});

test('before any script arrives, other routes show no sign-in page', async ({ page }) => {
  await withoutScriptFiles(page);
  for (const path of ['/', '/buyer/rounds', '/auth/forgot-password']) {
    await page.goto(path);
    await expect(page.locator('.auth-page')).toHaveCount(0);
  }
});

test('before any script arrives, a role area’s address shows the welcome and loading text in the stored language', async ({
  page,
}) => {
  await withoutScriptFiles(page);
  await page.goto('/buyer/rounds');
  const painted = page.locator('#prerendered-page');
  await expect(painted.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(painted).toContainText('Loading your dashboard...');

  await page.evaluate((key) => localStorage.setItem(key, 'pt'), STORAGE_KEY);
  await page.goto('/supplier');
  await expect(painted).toContainText('Carregando seu painel...');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  for (const path of ['/', '/profile']) {
    await page.goto(path);
    await expect(page.locator('#prerendered-page')).toBeEmpty();
  }
});

test('the signed-in layout replaces the painted welcome: the page shows alone', async ({ page }) => {
  await signInViaApi(page, demoBuyer);
  // The layout's code is held back, so the painted welcome is seen before the app takes over.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/signed-in\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A browser that has not told the server its time zone yet (the app's cookie): the server draws
  // no page for it (first-view.e2e.ts: every first page is drawn for the others), index.html's
  // welcome is painted. Not waiting for the load event: the held file (preloaded by index.html)
  // holds it back too.
  await page.context().clearCookies({ name: TIME_ZONE_COOKIE });
  await page.goto('/buyer/orders', { waitUntil: 'commit' });
  await expect(page.locator('#prerendered-page').getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  release();
  await expectRemoteShows(page, 'mfe_buyer', 'Order History');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toHaveCount(0);
});

test('the app replaces the painted page with its own: one sign-in form, and it signs in', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(page.locator('.auth-card')).toHaveCount(1);
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await page.getByTestId('sign-in-email').fill('nobody@example.com');
  await page.getByTestId('sign-in-password').fill('wrong password');
  await page.getByTestId('sign-in-submit').click();
  // The app's form answers (the painted one could not): the refused sign-in is said, on the page.
  await expect(toast(page, 'Sign In Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('sign-in-email')).toHaveValue('nobody@example.com');
});

test('the rounds page, the dashboard, Order History and the signed-in layout draw no antd; an antd page takes antd’s styles from the build’s stylesheet instead of computing them', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/buyer/rounds');
  const card = page.getByTestId('round-card').first();
  await expect(card).toBeVisible();
  // The kit's light widgets: antd's look (the theme's primary colour), no antd element on the page.
  await expect(card.getByRole('button', { name: 'View Products' })).toHaveCSS(
    'background-color',
    'rgb(31, 94, 255)',
  );
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

  // The page a buyer lands on: its figures and lists in the light widgets too.
  await page.goto('/buyer');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(page.getByTestId('recent-orders')).toBeVisible();
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][href*="/antd-styles."]')).toHaveCount(0);

  // A list page: the kit's light table, filters and header.
  await page.goto('/buyer/orders');
  await expectRemoteShows(page, 'mfe_buyer', 'Order History');
  await expect(page.getByTestId('orders-table').locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][href*="/antd-styles."]')).toHaveCount(0);

  // An antd page: the sheet arrives with antd's configuration, before antd's first render.
  await page.goto('/buyer/cart');
  await expectRemoteShows(page, 'mfe_buyer', 'Shopping Cart');
  await expect(page.locator('.ant-card').first()).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="/antd-styles."]')).toHaveCount(1);
  // The page's antd parts are styled by the sheet: antd inserted no style of its own for them (it
  // does, one <style> per component, when the sheet is missing).
  // (Our own sheets, `data-mk`, name antd's classes to adjust them: not antd's.)
  const runtimeStyles = await page.evaluate(() =>
    [...document.querySelectorAll('style:not([data-mk])')].map((style) => style.textContent ?? ''),
  );
  for (const selector of ['.ant-btn', '.ant-card', '.ant-typography', '.ant-tag'])
    expect(
      runtimeStyles.filter((text) => text.includes(`${selector}{`) || text.includes(`${selector},`)),
    ).toEqual([]);
});

test('a role area opened directly reads neither the remotes, its manifest nor the profile (they came with the server’s page), with the layout’s files and not the sign-in page’s; /auth’s first load downloads none of them', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      pathname === '/api/identity/profile/me' ||
      pathname === '/remotes.json' ||
      pathname === '/remotes/buyer/mf-manifest.json' ||
      /^\/(?:antd-ui|route-auth)\./.test(pathname)
    )
      seen.push(pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  });
  await page.goto('/auth');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  // A visitor of the sign-in page downloads nothing of the signed-in product with the page (the app
  // itself asks for the profile, to know whether a session is there); the prefetch once the page is
  // idle comes later (next test).
  // Its own page's code comes with the head's preload (index.html's signed-out list).
  expect([...new Set(seen.filter((p) => p !== '/api/identity/profile/me'))]).toEqual(['/route-auth.js']);

  await signInViaApi(page, demoBuyer);
  // The page comes with the profile it was drawn with, where the remotes are and the buyer area's
  // manifest (SERVER_READS_ID), and names the area's entry and page files to preload.
  await page.goto('/buyer/rounds');
  const handedOver = await page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('server-reads')?.textContent ?? '{}')),
  );
  expect(handedOver).toEqual(
    expect.arrayContaining(['/api/identity/profile/me', '/remotes.json', '/remotes/buyer/mf-manifest.json']),
  );
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][href^="/remotes/buyer/"]')].map(
      (link) => link.getAttribute('href'),
    ),
  );
  expect(preloaded).toEqual(expect.arrayContaining(['/remotes/buyer/remoteEntry.js']));
  expect(preloaded.some((href) => /\/page-rounds\.[0-9a-f]{8}\.js$/.test(href ?? ''))).toBe(true);

  // The app takes those answers instead of reading them again, and the page works.
  seen.length = 0;
  await page.reload();
  await expect(page.getByTestId('round-card').first()).toBeVisible();
  await expect(page.getByTestId('user-welcome')).toContainText('Bea Buyer');
  // Nor is the sign-in page's code part of a signed-in first load.
  expect(seen).toEqual([]);
});

test('once the sign-in page is idle it downloads the signed-in layout without running it, and signing in takes it from the cache; antd is neither fetched nor run for the dashboard', async ({
  page,
  context,
}) => {
  // Per file (hash left out): whether its last response came from the browser's cache.
  const fromCache = new Map<string, boolean>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    const { pathname } = new URL(response.url);
    if (/^\/(?:signed-in|route-landing|antd-ui|antd-core|antd-styles)\./.test(pathname))
      fromCache.set(
        pathname.replace(/\.[0-9a-f]{8}\./, '.'),
        Boolean(response.fromDiskCache || response.fromPrefetchCache),
      );
  });

  await page.goto('/auth');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  // Downloaded once the page is idle, with the lowest priority…
  await expect
    .poll(() => [...fromCache].sort(), { timeout: 30_000 })
    .toEqual([
      ['/route-landing.js', false],
      ['/signed-in.js', false],
    ]);
  await expect(page.locator('link[rel="prefetch"][href*="/signed-in."]')).toHaveCount(1);
  // …and not run: the sign-in page is still drawn without antd.
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

  await page.getByTestId('sign-in-email').fill(demoBuyer.email);
  await page.getByTestId('sign-in-password').fill(demoBuyer.password);
  await page.getByTestId('sign-in-submit').click();
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(page.getByTestId('recent-orders')).toBeVisible();
  // The dashboard ran the files the sign-in page had downloaded, without downloading them again,
  // and needed no antd: none of its files came, and none of its elements are on the page.
  expect([...fromCache].sort()).toEqual([
    ['/route-landing.js', true],
    ['/signed-in.js', true],
  ]);
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
});

test('a signed-in first page is drawn, hydrated and works while the contracts’ schemas are still on their way; answers are checked with them once they are here', async ({
  page,
}) => {
  // Every script that holds zod (the shared contracts) is held back until `release()`.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('ZodError')) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response, body });
  });
  await signInViaApi(page, demoBuyer);
  // (Not until the load event: a held script holds it back.)
  await page.goto('/buyer/rounds', { waitUntil: 'domcontentloaded' });

  // The page the server drew is hydrated: the layout answers the keyboard, the area is mounted and
  // shown, and the round cards are there.
  await expect(
    page.locator('.remote-outlet[data-phase="mounted"] .remote-container[data-page-shown]'),
  ).toHaveCount(1);
  const card = page.getByTestId('round-card').first();
  await expect(card).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  // The live updates asked for them (after the page was drawn): they are the only thing waiting.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  release();
  // A round's products: an answer read with its schema, now that the schemas are here.
  await card.getByRole('button', { name: 'View Products' }).click();
  await expect(page.getByTestId('round-products-dialog').getByTestId('round-product').first()).toBeVisible();
});
