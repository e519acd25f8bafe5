/**
 * Connecting a company's own systems: the API reference page, and an API key made on the
 * profile page that a system then calls with (its scope enforced, its revocation felt at once).
 */
import { expect, test } from '@playwright/test';
import { demoSupplier, signInViaApi, uniqueTag } from './support/accounts';

test('the API reference lists every service’s routes', async ({ page }) => {
  await page.goto('/api/docs');
  // Redoc reads and lays out the whole reference first: seconds on a loaded machine.
  await expect(page.getByRole('heading', { name: /Group-buying marketplace API/ })).toBeVisible({
    timeout: 45_000,
  });
  // Redoc draws each operation by its summary, from the merged document.
  await expect(page.getByText('Trade an API key', { exact: false }).first()).toBeAttached();
  await expect(page.getByText('Sales History: approved orders', { exact: false }).first()).toBeAttached();
});

test('a supplier makes a key, a system reads products with it, cannot write without the scope, and a revoked key stops', async ({
  page,
  playwright,
}) => {
  await signInViaApi(page, demoSupplier);
  await page.goto('/profile');
  const card = page.getByTestId('api-keys');
  await expect(card).toBeVisible();

  const name = `ERP sync ${uniqueTag()}`;
  await card.getByTestId('api-key-new').click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByTestId('api-key-name').fill(name);
  await dialog.getByRole('checkbox', { name: 'Read products' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'API key created' });
  await expect(shown.getByText('Copy this key now: it is not shown again.')).toBeVisible();
  const secret = (await shown.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^mk_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  const row = card.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Read products');
  await expect(row).toContainText('never used');
  // The secret is nowhere on the page once its dialog is closed.
  await expect(page.getByText(secret)).toHaveCount(0);

  // A company system: no cookies, only the key.
  const system = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
  });
  const products = await system.get('/api/supplier/products');
  expect(products.status(), await products.text()).toBe(200);
  expect((await products.json()).items.length).toBeGreaterThan(0);
  const write = await system.post('/api/supplier/products', { data: { name: 'From the ERP' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).code).toBe('api_key.scope_missing');

  await page.reload();
  await expect(card.getByTestId('api-key-row').filter({ hasText: name })).toContainText('last used');

  await card.getByTestId('api-key-row').filter({ hasText: name }).getByTestId('api-key-revoke').click();
  await page.getByRole('button', { name: 'Revoke' }).last().click();
  await expect(card.getByTestId('api-key-row').filter({ hasText: name })).toContainText('revoked on');
  // Every service refuses the key's session once the revocation reaches it.
  await expect
    .poll(async () => (await system.get('/api/supplier/products')).status(), { timeout: 15_000 })
    .toBe(401);
  await system.dispose();
});
