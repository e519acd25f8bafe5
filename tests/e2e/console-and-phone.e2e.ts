/**
 * What only a browser shows.
 * - The sign-in page, visited without a session, logs nothing: no 401 from reading a session the
 *   browser does not have, no preload left unused.
 * - Explore Rounds, drawn on the server and hydrated by a browser in another time zone than the
 *   server's, logs no hydration error (#418-425): the dates it shows are those of the browser.
 * - On a 390 px phone no signed-in page is wider than the screen, and Sign Out is on it.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi, type Account } from './support/accounts';

/** Every console error and warning, and every uncaught error, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The load is over and the page's idle-time work (prefetches, toasts' code) has had its turn. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  // Chrome reports an unused preload 3 s after the load event.
  await page.waitForTimeout(3_500);
}

test('the sign-in page, visited without a session, logs no error or warning', async ({ page }) => {
  const problems = consoleProblems(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/auth');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await settled(page);
  expect(failed).toEqual([]);
  expect(problems).toEqual([]);
});

test('a signed-in buyer in another time zone than the server’s gets Explore Rounds hydrated without an error', async ({
  browser,
  baseURL,
}) => {
  // The server formats in its own zone (UTC here); a zone whose calendar day differs from UTC's
  // at the first round's closing time makes any date drawn on the server differ from the browser's.
  const probe = await browser.newContext({ baseURL });
  const probePage = await probe.newPage();
  await signInViaApi(probePage, demoBuyer);
  const rounds = (await (await probe.request.get('/api/buyer/rounds?page=1&pageSize=12')).json()) as {
    items: { closeAt: string | null }[];
  };
  await probe.close();
  const closeAt = rounds.items.find((r) => r.closeAt)?.closeAt;
  expect(closeAt, 'a round with a closing date to show').toBeTruthy();
  const timezoneId = new Date(closeAt!).getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';

  const context = await browser.newContext({ baseURL, timezoneId, locale: 'en-US' });
  const page = await context.newPage();
  await signInViaApi(page, demoBuyer);
  const problems = consoleProblems(page);
  await page.goto('/buyer/rounds');
  const container = page.locator('#root .remote-container');
  await expect(container).toHaveAttribute('data-page-shown', '');
  await settled(page);
  // The browser's calendar day, not the server's.
  const day = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' }),
    closeAt!,
  );
  await expect(page.getByTestId('round-card').first()).toBeVisible();
  await expect(page.getByText(`Closes ${day}`).first()).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

const PHONE = { width: 390, height: 844 };
const SIGNED_IN_PAGES: Array<[Account, string[]]> = [
  [demoBuyer, ['/buyer', '/buyer/rounds', '/buyer/cart']],
  [demoSupplier, ['/supplier', '/supplier/products']],
  [demoAdmin, ['/admin', '/admin/rounds', '/admin/settings']],
];

for (const [account, paths] of SIGNED_IN_PAGES) {
  for (const language of ['en', 'pt'] as const) {
    test(`on a 390 px phone, ${account.role} pages in ${language} are no wider than the screen and Sign Out is on it`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      // Portuguese texts are longer ("Português", "Sair"): the header must still fit.
      await page.addInitScript((lng) => localStorage.setItem('marketplace.language', lng), language);
      await signInViaApi(page, account);
      try {
        await checkPages(page, paths);
      } finally {
        // The app saved the language to the shared demo account's profile: give it back.
        await page.request.patch('/api/identity/profile/me', { data: { language: 'en' } });
      }
    });
  }
}

async function checkPages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    const signOut = page.getByTestId('sign-out');
    await expect(signOut).toBeVisible();
    await expect(page.getByTestId('content')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
    const box = await signOut.boundingBox();
    expect(box!.x + box!.width, `${path}: Sign Out's right edge`).toBeLessThanOrEqual(PHONE.width);
  }
}
