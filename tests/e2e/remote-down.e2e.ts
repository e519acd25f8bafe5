/**
 * A remote that cannot be fetched leaves the rest of the app working and shows a translated
 * fallback with Retry, never a blank page; once the files are reachable, Retry mounts the area.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';
import { expectRemoteShows, remoteOutlet, sidebar } from './support/ui';

const BUYER_REMOTE_FILES = '**/remotes/buyer/**';

/** Makes the buyer remote's files unreachable; `blocked.count` says how many requests it refused. */
async function blockBuyerRemote(page: Page) {
  const blocked = { count: 0 };
  await page.route(BUYER_REMOTE_FILES, (route) => {
    blocked.count += 1;
    return route.abort();
  });
  return blocked;
}

/** The demo buyer signed in on `/` with the buyer remote unreachable: its outlet, once failed. */
async function buyerAreaDown(page: Page) {
  const blocked = await blockBuyerRemote(page);
  await signInViaApi(page, demoBuyer);
  await page.goto('/');
  const outlet = remoteOutlet(page, 'mfe_buyer');
  await expect(outlet).toHaveAttribute('data-phase', 'failed');
  return { blocked, outlet };
}

test('the buyer area cannot load: fallback with Retry; Retry after recovery mounts the dashboard', async ({
  page,
}) => {
  const { blocked, outlet } = await buyerAreaDown(page);
  const fallback = outlet.getByTestId('remote-error');
  await expect(fallback.getByText('This area could not be loaded.', { exact: true })).toBeVisible();
  await expect(fallback.getByText('Check your connection and try again.', { exact: true })).toBeVisible();
  await expect(fallback.getByTestId('remote-retry')).toHaveText('Retry');
  expect(blocked.count, 'the remote was really requested and blocked').toBeGreaterThan(0);
  // The shell around it still works.
  await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText('Buyer Tools');
  await expect(page.getByTestId('user-welcome')).toContainText(demoBuyer.name);

  await page.unroute(BUYER_REMOTE_FILES);
  await fallback.getByTestId('remote-retry').click();
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(outlet.getByTestId('remote-error')).toHaveCount(0);
});

test('the fallback speaks the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('marketplace.language', 'pt'));
  await blockBuyerRemote(page);
  await signInViaApi(page, demoBuyer);
  await page.goto('/buyer/orders');
  const fallback = remoteOutlet(page, 'mfe_buyer').getByTestId('remote-error');
  await expect(fallback.getByText('Não foi possível carregar esta área.', { exact: true })).toBeVisible();
  await expect(fallback.getByTestId('remote-retry')).toHaveText('Tentar novamente');
});

test('a retry while the area is still unreachable fails again, visibly', async ({ page }) => {
  const { blocked, outlet } = await buyerAreaDown(page);
  const before = blocked.count;
  await outlet.getByTestId('remote-retry').click();
  // The retry really asked for the files again (not a cached failure) and failed again.
  await expect.poll(() => blocked.count).toBeGreaterThan(before);
  await expect(outlet).toHaveAttribute('data-phase', 'failed');
  await expect(outlet.getByTestId('remote-retry')).toBeVisible();
});
