/**
 * Issue 7, a signed-in page's first view rendered on the server (libs/contracts/src/server-view.ts):
 * a buyer opening Explore Rounds sees the signed-in layout and the rounds in the HTML itself, in
 * their language, before any script file has arrived; the app then takes its place, leaving one
 * page. Nobody else's session gets one: signed out, another role, or an area without a view.
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
  const painted = page.locator('#prerendered-page');
  await expect(painted.locator('.user-welcome')).toHaveText(`Welcome, ${demoBuyer.name} (Buyer)`);
  await expect(painted.getByRole('heading', { name: 'Explore Rounds' })).toBeVisible();
  await expect(painted.locator('.mk-card-title')).toHaveText(titles);
  // Styled already: the light widgets' look comes with the HTML.
  await expect(painted.getByRole('button', { name: 'View Products' }).first()).toHaveCSS(
    'background-color',
    'rgb(31, 94, 255)',
  );
  // Readable, marked busy until the app replaces it; no test id for the browser tests to confuse
  // with the app's, no form to send.
  await expect(painted).toHaveAttribute('aria-busy', 'true');
  await expect(painted.locator('[data-testid]')).toHaveCount(0);
  await expect(painted.locator('button[type="submit"]')).toHaveCount(0);
  await expect(painted.getByRole('heading', { name: 'Welcome!' })).toHaveCount(0);

  // The language the person chose in the app (its cookie), here Portuguese.
  await page.context().addCookies([{ name: 'marketplace.language', value: 'pt', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(painted.getByRole('heading', { name: 'Explorar Rodadas' })).toBeVisible();
  await expect(painted.locator('.user-welcome')).toHaveText(`Bem-vindo(a), ${demoBuyer.name} (Comprador)`);
});

test('the app takes the place of the server’s page once its own rounds are shown: one page, and it works', async ({
  page,
}) => {
  await signInViaApi(page, demoBuyer);
  const titles = await roundTitles(page);
  // The remote's page is held back, so the server's page is seen before the app takes over.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/buyer\/.*page-rounds\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Issue 31: the reads the server drew the page from come with it; the app reads neither again.
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/buyer/rounds' || pathname === '/api/identity/profile/me') reads.push(pathname);
  });
  await page.goto('/buyer/rounds', { waitUntil: 'commit' });
  const painted = page.locator('#prerendered-page');
  await expect(painted.locator('.mk-card-title')).toHaveText(titles);
  // The app's layout is there already, hidden behind the server's page: nothing shows twice.
  await expect(page.getByTestId('sidebar')).toBeAttached();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Explore Rounds' })).toHaveCount(1);
  release();

  await expect(page.getByTestId('round-card')).toHaveCount(titles.length);
  await expect(page.getByTestId('round-card').first()).toBeVisible();
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Explore Rounds' })).toHaveCount(1);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(reads).toEqual([]);
  // The app's page answers: the search narrows the rounds.
  await page.getByTestId('rounds-search').fill(titles[0]);
  await expect(page.getByTestId('round-card').first()).toHaveAttribute('data-round-title', titles[0]);
});

test('no server page for a visitor without a session, another role’s session, or an area that has none', async ({
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
  // The supplier's area renders no page on the server (yet): its own first load, as before.
  await page.goto('/supplier');
  await expect(painted.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
});
