/**
 * Every page reaches network idle. Reads started before their code (index.html's
 * profile and /remotes.json, a remote's first page read) must not stay open when nobody takes them
 * or when they are answered with an error: a signed-out visit to a role area (the profile's 401),
 * a buyer sent away from an admin page (the admin dashboard's read), and each area signed in.
 */
import { test } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi } from './support/accounts';
import { expectPath } from './support/ui';

// The wait is for "no request open for 500 ms"; a request that never ends fails it at any length.
const IDLE = { waitUntil: 'networkidle', timeout: 45_000 } as const;
test.describe.configure({ timeout: 240_000 });

test('a signed-out visit to each role area goes idle on the sign-in page', async ({ page }) => {
  for (const path of ['/buyer/rounds', '/supplier/products', '/admin/companies']) {
    await page.goto(path, IDLE);
    await expectPath(page, '/auth');
  }
});

test('each area goes idle signed in, and so does a buyer sent away from an admin page', async ({
  browser,
}) => {
  for (const [account, path] of [
    [demoBuyer, '/buyer/rounds'],
    [demoSupplier, '/supplier/products'],
    [demoAdmin, '/admin/companies'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInViaApi(page, account);
    await page.goto(path, IDLE);
    await expectPath(page, path);
    if (account === demoBuyer) {
      await page.goto('/admin/companies', IDLE);
      await expectPath(page, '/');
    }
    await context.close();
  }
});
