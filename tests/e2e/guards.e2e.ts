/** Spec §2.1 guard rules, as a person meets them by typing an address. */
import { expect, test } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi } from './support/accounts';
import { expectPath, expectRemoteShows, remoteOutlet } from './support/ui';

test('signed out, a buyer page sends the person to /auth', async ({ page }) => {
  await page.goto('/buyer/cart');
  await expectPath(page, '/auth');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(remoteOutlet(page, 'mfe_buyer')).toHaveCount(0);
});

test('a buyer opening /admin is sent to / and sees the buyer dashboard', async ({ page }) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/admin');
  await expectPath(page, '/');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(remoteOutlet(page, 'mfe_admin')).toHaveCount(0);
});

test('a supplier opening a buyer page is sent to /', async ({ page }) => {
  await signInViaApi(page, demoSupplier);
  await page.goto('/buyer/rounds');
  await expectPath(page, '/');
  await expectRemoteShows(page, 'mfe_supplier', 'Supplier Dashboard');
});

test('an admin passes every role guard: /buyer shows the buyer area', async ({ page }) => {
  await signInViaApi(page, demoAdmin);
  await page.goto('/buyer');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expectPath(page, '/buyer'); // still there once the area is on screen: no redirect happened
  await page.goto('/supplier/products');
  await expectRemoteShows(page, 'mfe_supplier', 'My Products');
  await expectPath(page, '/supplier/products');
});

test('a signed-in person opening /auth is sent to /', async ({ page }) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/auth');
  await expectPath(page, '/');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(page.getByTestId('sign-in-form')).toHaveCount(0);
});
