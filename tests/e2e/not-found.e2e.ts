/** Spec §2.1: any other path shows the 404 page with a working link home; the path is logged. */
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';
import { expectPath, expectRemoteShows } from './support/ui';

const UNKNOWN = '/definitely/not/here';

test('an unknown path shows the 404 page, logs the path, and its link leads home', async ({ page }) => {
  const logged: ConsoleMessage[] = [];
  page.on('console', (msg) => logged.push(msg));
  await signInViaApi(page, demoBuyer);

  await page.goto(UNKNOWN);
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByText('Oops! Page not found', { exact: true })).toBeVisible();
  await expectPath(page, UNKNOWN);
  await expect
    .poll(() => logged.some((m) => m.type() === 'error' && m.text().includes(UNKNOWN)), {
      message: `the console logs ${UNKNOWN}`,
    })
    .toBe(true);

  await notFound.getByRole('link', { name: 'Return to Home' }).click();
  await expectPath(page, '/');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
});

test('signed out, the 404 page shows too (it is public)', async ({ page }) => {
  await page.goto(UNKNOWN);
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
  await expectPath(page, UNKNOWN);
});
