/**
 * The admin approves a round from a review that shows what the approval
 * commits to — its products with prices, price breaks, MOQ, max quantity and measures, its freight
 * and its end action — read from the supplier service when the review opens.
 */
import { expect, test } from '@playwright/test';
import { demoAdmin, demoSupplier, signInViaApi, uniqueTag } from './support/accounts';

test('the admin reviews a submitted round’s products and terms, then approves it from the review', async ({
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const title = `E2E Review ${tag}`;
  const supplier = await browser.newContext({ baseURL });
  await signInViaApi(supplier, demoSupplier);
  const product = await supplier.request.post('/api/supplier/products', {
    data: {
      name: `Review Tee ${tag}`,
      sku: `RV-${tag}`,
      unitPrice: 12.5,
      unitsPerPack: 10,
      netWeightKg: 0.2,
      grossWeightKg: 0.25,
      cbm: 0.0004,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const round = await supplier.request.post('/api/supplier/rounds', {
    data: {
      title,
      currency: 'USD',
      endAction: 'extend_once',
      extendDays: 7,
      freightCost: 1800,
      freightBasis: 'volume',
      products: [
        {
          productId: ((await product.json()) as { id: string }).id,
          moq: 300,
          maxQty: 2000,
          priceBreaks: [{ minQty: 500, unitPrice: 11.5 }],
        },
      ],
    },
  });
  expect(round.status(), await round.text()).toBe(201);
  const roundId = ((await round.json()) as { id: string }).id;
  expect((await supplier.request.post(`/api/supplier/rounds/${roundId}/submit`)).status()).toBe(200);
  await supplier.close();

  const page = await browser.newPage({ baseURL });
  await signInViaApi(page, demoAdmin);
  await page.goto('/admin/rounds');
  const row = page.getByTestId('rounds-table').getByRole('row').filter({ hasText: title });
  await expect(async () => {
    await page.getByTestId('rounds-search').fill(title);
    await expect(row).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await row.getByRole('button', { name: 'Approve' }).click();

  const review = page.getByTestId('round-review');
  await expect(review.getByTestId('round-details')).toContainText('Extend once, by 7 days');
  await expect(review.getByTestId('round-details')).toContainText('$1,800.00, shared by volume (CBM)');
  const line = review
    .getByTestId('round-review-products')
    .getByRole('row')
    .filter({ hasText: `RV-${tag}` });
  await expect(line).toContainText('$12.50');
  await expect(line).toContainText('From 500: $11.50');
  await expect(line).toContainText('300');
  await expect(line).toContainText('2000');
  await expect(line).toContainText('0.0004');
  await page.getByTestId('round-review-approve').click();
  await expect(page.getByText('Round approved successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Approved');
});
