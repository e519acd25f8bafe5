/**
 * Spec §2.5 My Products: a supplier edits a product, uploads two images, makes the second the
 * primary, deletes the first, deactivates the product and filters by status; and a supplier
 * without a company sees 'No company associated with user'.
 */
import { expect, test, type Page } from '@playwright/test';
import { solidPng } from '@marketplace/service-kit/testing/png';
import { createVerifiedAccount, newAccount, signInViaApi } from './support/accounts';
import { supplierWithCompany } from './support/supplier-company';
import { expectPath, remoteOutlet, sidebar } from './support/ui';

function productRow(page: Page, text: string) {
  return page.getByTestId('products-table').getByRole('row').filter({ hasText: text });
}

async function openMyProducts(page: Page) {
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'My Products' }).click();
  await expectPath(page, '/supplier/products');
  await expect(remoteOutlet(page, 'mfe_supplier')).toHaveAttribute('data-phase', 'mounted');
  await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
}

test('a supplier manages a product and its images, then filters by status', async ({ page }) => {
  await supplierWithCompany(page, 'catalogue');
  await openMyProducts(page);

  await test.step('add a product with the add-product button', async () => {
    await page.getByTestId('add-product').click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByTestId('product-name').fill('E2E Chair');
    await dialog.getByTestId('product-sku').fill('E2E-CH-1');
    await dialog.getByTestId('product-price').fill('19.90');
    await dialog.getByTestId('product-save').click();
    await expect(page.getByText('Product created successfully')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(productRow(page, 'E2E-CH-1')).toBeVisible();
  });

  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await test.step('edit it', async () => {
    await productRow(page, 'E2E-CH-1').getByRole('button', { name: 'Edit' }).click();
    await dialog.getByTestId('product-name').fill('E2E Chair Deluxe');
    await dialog.getByTestId('product-save').click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(productRow(page, 'E2E Chair Deluxe')).toBeVisible();
  });

  await test.step('upload two images, make the second primary, delete the first', async () => {
    await productRow(page, 'E2E-CH-1').getByRole('button', { name: 'Edit' }).click();
    const input = dialog.getByTestId('image-input');
    await input.setInputFiles({
      name: 'red.png',
      mimeType: 'image/png',
      buffer: solidPng(8, 8, [220, 20, 20]),
    });
    await expect(dialog.getByTestId('image-0')).toHaveAttribute('data-primary', 'true');
    await input.setInputFiles({
      name: 'blue.png',
      mimeType: 'image/png',
      buffer: solidPng(8, 8, [20, 20, 220]),
    });
    await expect(dialog.getByTestId('image-1')).toHaveAttribute('data-primary', 'false');
    const secondUrl = await dialog.getByTestId('image-1').locator('img').getAttribute('src');

    await dialog.getByTestId('image-1').getByRole('button', { name: 'Set Primary' }).click();
    await expect(page.getByText('Primary image updated')).toBeVisible();
    await expect(dialog.getByTestId('image-1')).toHaveAttribute('data-primary', 'true');
    await expect(dialog.getByTestId('image-0')).toHaveAttribute('data-primary', 'false');

    await dialog.getByTestId('image-0').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image deleted successfully')).toBeVisible();
    await expect(dialog.getByTestId('image-1')).toHaveCount(0);
    await expect(dialog.getByTestId('image-0')).toHaveAttribute('data-primary', 'true');
    await expect(dialog.getByTestId('image-0').locator('img')).toHaveAttribute('src', secondUrl!);
    // The picture is served through the edge with immutable caching.
    const served = await page.request.get(secondUrl!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toContain('immutable');
    // Closed with its own button, and gone before the table is used again.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('deactivate it and filter by status', async () => {
    await productRow(page, 'E2E-CH-1').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Product deactivated')).toBeVisible();
    await expect(productRow(page, 'E2E-CH-1').getByText('Inactive', { exact: true })).toBeVisible();
    const filter = page.getByTestId('products-status-filter');
    await filter.getByText('Active', { exact: true }).click();
    await expect(productRow(page, 'E2E-CH-1')).toHaveCount(0);
    await filter.getByText('Inactive', { exact: true }).click();
    await expect(productRow(page, 'E2E-CH-1')).toBeVisible();
    await page.getByTestId('products-view').getByText('Grid').click();
    await expect(page.getByTestId('product-card').filter({ hasText: 'E2E Chair Deluxe' })).toBeVisible();
  });
});

test('a supplier without a company sees that no company is associated', async ({ page }) => {
  const account = await createVerifiedAccount(page.request, newAccount('supplier', undefined, 'nocompany'));
  await signInViaApi(page, account);
  await page.goto('/supplier/products');
  await expect(page.getByTestId('no-company')).toContainText('No company associated with user');
  await page.goto('/supplier/rounds');
  await expect(page.getByTestId('no-company')).toContainText('No company associated with user');
  // One rule for every supplier page: sales and invoices say the same.
  for (const path of ['/supplier/sales', '/supplier/invoices']) {
    await page.goto(path);
    await expect(page.getByTestId('no-company')).toContainText('No company associated with user');
  }
});

test('the Edit dialog shows a product description and keeps it when other fields are saved', async ({
  page,
}) => {
  await supplierWithCompany(page, 'description');
  // As a CSV import leaves it: a product with a description the supplier never typed in the dialog.
  const created = await page.request.post('/api/supplier/products', {
    data: {
      name: 'E2E Imported Lamp',
      sku: 'E2E-DESC-1',
      unitPrice: 12.5,
      description: 'Brass lamp, warm light',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await openMyProducts(page);

  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await productRow(page, 'E2E-DESC-1').getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Description')).toHaveValue('Brass lamp, warm light');
  await dialog.getByTestId('product-name').fill('E2E Imported Lamp II');
  await dialog.getByTestId('product-save').click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  const saved = (await (await page.request.get('/api/supplier/products?search=E2E-DESC-1')).json()) as {
    items: { id: string; name: string; description: string | null }[];
  };
  expect(saved.items.find((p) => p.id === id)).toMatchObject({
    name: 'E2E Imported Lamp II',
    description: 'Brass lamp, warm light',
  });

  await productRow(page, 'E2E-DESC-1').getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Description').fill('Brass lamp, warm light, 2 m cable');
  await dialog.getByTestId('product-save').click();
  await expect(dialog).toBeHidden();
  await productRow(page, 'E2E-DESC-1').getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Product Details' })).toContainText(
    'Brass lamp, warm light, 2 m cable',
  );
});
