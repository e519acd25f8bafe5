/**
 * A signed-in page's first view rendered on the server (libs/contracts/src/server-view.ts):
 * a buyer opening Explore Rounds sees the signed-in layout and the rounds in the HTML itself, in
 * their language, before any script file has arrived; the app then hydrates the page as it is,
 * the layout by the shell and the area's page by its remote, leaving one page. Nobody else's session
 * gets one: signed out, another role, or an area without a view.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoBuyer, demoSupplier, signInViaApi } from './support/accounts';

/** What a visitor sees while no script file has arrived yet. */
async function withoutScriptFiles(page: Page) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

/** The first page of Explore Rounds as the buyer service answers it for this session. */
async function roundTitles(page: Page): Promise<string[]> {
  const res = await page.context().request.get('/api/buyer/rounds?page=1&pageSize=12');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((round) => round.title);
}

test('before any script arrives, a signed-in buyer’s Explore Rounds shows the layout and the rounds from the server, in their language', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  const titles = await roundTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await withoutScriptFiles(page);

  const response = await page.goto('/buyer/rounds');
  // It holds the person's data: never kept by a shared cache, and never reused for another cookie.
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const painted = page.locator('#root[data-server-view]');
  await expect(painted.locator('.user-welcome')).toHaveText(`Welcome, ${demoBuyer.name} (Buyer)`);
  await expect(painted.getByRole('heading', { name: 'Explore Rounds' })).toBeVisible();
  await expect(painted.locator('.mk-card-title')).toHaveText(titles);
  // Styled already: the light widgets' look comes with the HTML.
  await expect(painted.getByRole('button', { name: 'View Products' }).first()).toHaveCSS(
    'background-color',
    'rgb(31, 94, 255)',
  );
  // The page is the one the app hydrates, as the app draws it: the layout with its test ids, the
  // area's page inert until its code has arrived, so nothing on it can be clicked in vain.
  await expect(painted.getByTestId('sidebar')).toBeVisible();
  await expect(painted.locator('.remote-container')).toHaveAttribute('inert', '');
  await expect(painted.getByTestId('round-card')).toHaveCount(titles.length);
  // No welcome painted over it.
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toHaveCount(0);

  // The language the person chose in the app (its cookie), here Portuguese.
  await page.context().addCookies([{ name: 'marketplace.language', value: 'pt', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(painted.getByRole('heading', { name: 'Explorar Rodadas' })).toBeVisible();
  await expect(painted.locator('.user-welcome')).toHaveText(`Bem-vindo(a), ${demoBuyer.name} (Comprador)`);
});

test('the app hydrates the server’s page instead of drawing it again: the same elements, no second read, and it works', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  const titles = await roundTitles(page);
  // The remote's page code is held back, so the server's page is seen before it is hydrated.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/buyer\/.*page-rounds\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The reads the server drew the page from come with it; the app reads neither again.
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/buyer/rounds' || pathname === '/api/identity/profile/me') reads.push(pathname);
  });
  // A page that does not match what the app renders is reported by React (its production build:
  // errors 418-425) and drawn again.
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #4(1[89]|2\d)/i.test(message.text()))
      hydrationErrors.push(message.text());
  });
  await page.goto('/buyer/rounds', { waitUntil: 'commit' });
  await expect(page.locator('.mk-card-title')).toHaveText(titles);

  // The app hydrates the layout while the page's code is still on its way: the server's elements
  // answer (the sidebar folds), the area's page stays as it is, still inert, with no spinner and
  // nothing drawn twice.
  const sidebar = await page.getByTestId('sidebar').elementHandle();
  const firstCard = await page.getByTestId('round-card').first().elementHandle();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  // A click before the layout's code has run does nothing: pressed again until it answers.
  await expect(async () => {
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed', { timeout: 1_000 });
  }).toPass();
  expect(await sidebar!.evaluate((element) => element.isConnected)).toBe(true);
  const container = page.locator('#root .remote-container');
  await expect(container).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { name: 'Explore Rounds' })).toHaveCount(1);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  release();

  // Hydrated: the app marks the page shown and lifts `inert`; the cards are the server's elements.
  await expect(container).toHaveAttribute('data-page-shown', '');
  await expect(container).not.toHaveAttribute('inert');
  expect(await firstCard!.evaluate((card) => card.isConnected)).toBe(true);
  await expect(page.getByTestId('round-card')).toHaveCount(titles.length);
  await expect(page.getByRole('heading', { name: 'Explore Rounds' })).toHaveCount(1);
  expect(reads).toEqual([]);
  expect(hydrationErrors).toEqual([]);
  // The app's page answers: the search narrows the rounds, a round's products open.
  await page.getByTestId('rounds-search').fill(titles[0]);
  await expect(page.getByTestId('round-card').first()).toHaveAttribute('data-round-title', titles[0]);
  await page.getByTestId('round-card').first().getByRole('button', { name: 'View Products' }).click();
  await expect(page.getByTestId('round-products-dialog')).toBeVisible();
});

test('no server page for a visitor without a session or with another role’s session; their own area’s page for them', async ({
  page,
}) => {
  await withoutScriptFiles(page);
  const painted = page.locator('#prerendered-page');
  // Signed out: the welcome (the app then sends the visitor to sign in).
  const signedOut = await page.goto('/buyer/rounds');
  expect(signedOut?.headers()['cache-control']).toBe('no-cache');
  await expect(painted.getByRole('heading', { name: 'Welcome!' })).toBeVisible();

  await signInViaApi(page, demoSupplier);
  // A supplier at a buyer address: the app shows the refusal, not a buyer page.
  await page.goto('/buyer/rounds');
  await expect(painted.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(painted.locator('.app-layout')).toHaveCount(0);
  // The supplier's own area: its dashboard drawn on the server, in the layout, before any script.
  await page.goto('/supplier');
  const drawn = page.locator('#root[data-server-view]');
  await expect(drawn.locator('.app-layout')).toHaveCount(1);
  await expect(drawn.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
