/**
 * "Save for Later" in the cart (spec §2.4 shows it without its behaviour) did
 * nothing and said nothing. A cart is already kept until the order is placed or the round closes:
 * the button says so, and the cart is there as it was when the buyer comes back.
 */
import { expect, test } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';

type Json = Record<string, unknown>;

test('Save for Later tells the buyer the cart is kept, and it is', async ({ page }) => {
  await signInViaApi(page, demoBuyer);
  // A cart of the buyer's own in the demo round (the seeded one may have been ordered by now).
  const rounds = ((await (await page.request.get('/api/buyer/rounds')).json()) as { items: Json[] }).items;
  const round = rounds.find((r) => r.title === 'Demo Spring Round') ?? rounds[0];
  expect(round, 'an approved round to buy from (rounds seed step)').toBeTruthy();
  const detail = (await (await page.request.get(`/api/buyer/rounds/${round!.id}`)).json()) as {
    products: Json[];
  };
  const product = detail.products[0]!;
  const put = await page.request.put(`/api/buyer/carts/${round!.id}/items/${product.id}`, {
    data: { qty: Number(product.unitsPerPack ?? 1) },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await page.goto('/buyer/cart');
  const items = page.getByTestId('summary-items');
  await expect(items).toBeVisible();
  const count = await items.textContent();
  await page.getByTestId('save-for-later').click();
  await expect(page.getByText('Saved for later')).toBeVisible();
  await expect(page.getByText(/stays here with its quantities until you place the order/)).toBeVisible();
  await page.goto('/buyer/rounds');
  await page.goto('/buyer/cart');
  await expect(page.getByTestId('summary-items')).toHaveText(count!);
});
