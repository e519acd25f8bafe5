/**
 * Every first page of every role comes drawn from the server and the browser takes it over as it
 * is: the HTML holds the page (the area's data router rendered it, its loaders' data on the
 * container), React hydrates it without a mismatch (the layout and the area's page), and the page
 * answers. In English on a desktop and Portuguese on a phone (the server draws a desktop's layout;
 * the phone's takes over once hydrated), for a visitor whose clock is in another time zone than the server's, on the demo
 * data (rounds opening later, with price breaks, measures and container fill, closed with an
 * outcome, long names).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi, type Account } from './support/accounts';

const FIRST_PAGES: Array<[Account, string[]]> = [
  [demoBuyer, ['/buyer', '/buyer/rounds', '/buyer/cart', '/buyer/orders', '/buyer/invoices']],
  [
    demoSupplier,
    ['/supplier', '/supplier/products', '/supplier/rounds', '/supplier/sales', '/supplier/invoices'],
  ],
  [
    demoAdmin,
    ['/admin', '/admin/companies', '/admin/users', '/admin/rounds', '/admin/orders', '/admin/categories'],
  ],
];

const LANGUAGE_KEY = 'marketplace.language';

/** React's production build reports a page that does not match what it renders (errors 418-425). */
const HYDRATION_ERROR = /hydrat|Minified React error #4(1[89]|2\d)/i;

/** What went wrong with `path` in `language`, one line each. */
async function firstViewProblems(
  page: Page,
  path: string,
  language: string,
  phone: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const where = `${path} ${language}${phone ? ' phone' : ''}`;
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    if (!html.includes('data-server-view')) problems.push(`${where}: not drawn on the server`);
    else if (!html.includes('data-area-hydration='))
      problems.push(`${where}: no hydration data with the page`);
    // Hydrated and usable: the area's page has committed in the browser (web-kit's PageShown).
    await expect(page.locator('.remote-container[data-page-shown]')).toHaveCount(1);
    await expect(page.getByTestId('content').getByRole('heading').first()).toBeVisible();
    // The layout is the app's for this screen: on a phone, no desktop sidebar is left.
    await expect(page.locator('.app-sider')).toHaveCount(phone ? 0 : 1);
    await page.waitForLoadState('networkidle');
    problems.push(...errors.map((error) => `${where}: ${error.slice(0, 300)}`));
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return problems;
}

for (const [account, paths] of FIRST_PAGES) {
  test(`${account.role}: every first page is drawn on the server and hydrates without a mismatch, en at 1280 px and pt at 390 px`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // Far from the server's UTC: a date drawn in the wrong zone would not match.
    const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await signInViaApi(page, account);
    const problems: string[] = [];
    try {
      for (const [language, width] of [
        ['en', 1280],
        ['pt', 390],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await context.addCookies([{ name: LANGUAGE_KEY, value: language, url: baseURL! }]);
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          LANGUAGE_KEY,
          language,
        ] as const);
        for (const path of paths)
          problems.push(...(await firstViewProblems(page, path, language, width < 768)));
      }
    } finally {
      // The app saved the language to the shared demo account's profile: give it back.
      await page.request.patch('/api/identity/profile/me', { data: { language: 'en' } });
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
