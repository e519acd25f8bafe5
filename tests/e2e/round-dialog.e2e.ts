/**
 * Round dates and a product's cap, in the browser: a round closing in 20 minutes says so on
 * its card and in its products dialog, with the time of day; a product capped at 200 shows what is
 * left to buy; typing 500 shows 200 and the subtotal and Add to Cart use those 200 (they used to
 * keep $0.00 and "Please select a quantity greater than 0"); the product, now sold out, cannot be
 * added. Also pictures the dialog at 1280 px and 390 px wide for a look at the layout.
 */
import { expect, test } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { serviceNow } from './support/clock';
import { newSupplierRound } from './support/supplier-company';
import { buyerRoundProducts, buyerWithCompany, exploreRoundCard } from './support/buyers';
import { messageToast } from './support/ui';

const CLOSES_IN_MS = 20 * 60_000 + 30_000;

test('a round closing in 20 minutes says so; typing past what is left adds what is shown; a sold-out product cannot be added', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const title = `E2E Dialog ${tag}`;
  const name = 'E2E Capped Lamp';

  const roundId =
    await test.step('the supplier’s round closes in 20 minutes, its lamp capped at 200', async () => {
      const { roundId: id } = await newSupplierRound(
        supplierPage,
        'dialog',
        { title, opensInMs: 5_000, closesInMs: CLOSES_IN_MS },
        [{ product: { name, sku: `LAMP-${tag}`, unitPrice: 5 }, moq: 100, maxQty: 200 }],
      );
      return id;
    });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // "In 20 minutes" is the browser's reading of the deadline: its clock runs on the services' time
  // (an earlier journey may have moved them ahead of the system clock), flowing from there.
  await context.clock.install({ time: await serviceNow() });
  const page = await context.newPage();
  await buyerWithCompany(page, tag, 'dialog');
  await buyerRoundProducts(page.request, roundId);
  // Open for buying (it opened a few seconds after it was made).
  await page.waitForTimeout(5_000);

  const dialog = page.getByTestId('round-products-dialog');
  const lamp = dialog.locator(`[data-testid="round-product"][data-product-name="${name}"]`);
  await test.step('the card and the dialog say when it closes, with the time and how long is left', async () => {
    const card = await exploreRoundCard(page, title);
    await expect(card.getByTestId('round-closes-tag')).toHaveText(
      /^Closes [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2}\s[AP]M · in (19|20) minutes$/,
    );
    await card.getByRole('button', { name: 'View Products' }).click();
    await expect(dialog.getByTestId('round-dates')).toHaveText(
      /^Closes .+, \d{1,2}:\d{2}\s[AP]M · in (19|20) minutes$/,
    );
    await expect(lamp.getByTestId('max-available')).toHaveText(
      'Max available: 200 units · 200 units left to buy',
    );
    await page.screenshot({ path: test.info().outputPath('dialog-1280.png') });
  });

  await test.step('typing 500 shows 200, and the subtotal and Add to Cart use those 200', async () => {
    const field = lamp.getByRole('spinbutton', { name: 'Quantity' });
    await field.fill('500');
    await field.blur();
    await expect(field).toHaveValue('200');
    await expect(lamp.getByTestId('subtotal')).toHaveText('Subtotal: $1,000.00');
    await lamp.getByTestId('add-to-cart').click();
    await expect(messageToast(page, `Added 200 units of ${name} to cart`)).toBeVisible();
    const carts = (await (await page.request.get('/api/buyer/carts')).json()) as {
      carts: { roundId: string; items: { qty: number }[] }[];
    };
    expect(carts.carts.find((c) => c.roundId === roundId)?.items.map((i) => i.qty)).toEqual([200]);
  });

  await test.step('the lamp is sold out: nothing left to buy, and Add says so and is disabled', async () => {
    await expect(lamp.getByTestId('max-available')).toHaveText('Max available: 200 units · Sold out');
    await expect(lamp.getByTestId('add-to-cart')).toHaveText('Sold out');
    await expect(lamp.getByTestId('add-to-cart')).toBeDisabled();
  });

  await test.step('the dialog reads well on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(lamp.getByTestId('add-to-cart')).toBeVisible();
    // The dialog and everything on its product card fit the phone's width (the page's header is
    // another matter: console-and-phone.e2e.ts).
    for (const part of [page.locator('.ant-modal-content'), lamp, lamp.getByTestId('max-available')]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, 'within 390 px').toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('dialog-390.png'), fullPage: true });
  });
});
