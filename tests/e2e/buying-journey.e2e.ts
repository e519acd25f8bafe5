/**
 * Spec §2.4 buying, end to end on the seeded stack: the demo supplier's approved round (seed
 * steps rounds → buying), a fresh buyer explores it, adds a pack-rounded quantity, sees the cart
 * band and warning, places the order, finds it in Order History; the admin approves it through
 * the admin API and the buyer sees Approved; a second buyer asking for more than is left is told
 * how many units are left.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { exploreRoundCard, newBuyerPage } from './support/buyers';
import { adminApprovesOrder } from './support/supplier-company';
import { DEMO_SUPPLIER, demoRound, type DemoRound } from './support/demo-round';
import { expectPath, messageToast, remoteOutlet, toast } from './support/ui';

/** Cart band rule of spec §4, for what the page must show. */
function band(units: number, moq: number): 'met' | 'close' | 'danger' {
  const pct = (units / moq) * 100;
  return pct >= 100 ? 'met' : pct >= 80 ? 'close' : 'danger';
}

async function openDialog(page: Page, round: DemoRound) {
  const card = await exploreRoundCard(page, round.title, { search: DEMO_SUPPLIER });
  await expect(card).toBeVisible();
  await expect(card).toContainText(DEMO_SUPPLIER);
  await card.getByRole('button', { name: 'View Products' }).click();
  const dialog = page.getByTestId('round-products-dialog');
  await expect(dialog).toContainText(
    `Supplier: ${DEMO_SUPPLIER} • ${round.products.length} products available`,
  );
  await expect(page.getByText('Items added to cart will be saved automatically')).toBeVisible();
  return dialog;
}

test('a buyer orders from the demo round, the admin approves it, and max qty is enforced for the next buyer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  // Buyers with a company of their own (a buyer without one buys nothing).
  const page = await newBuyerPage(browser, tag, 'buying');
  const round = await demoRound(page.request);
  const product = round.products.find(
    (p) => p.maxQty != null && p.maxQty - p.committed >= 2 * p.unitsPerPack,
  );
  expect(product, 'the demo round has a product with a max qty and room left').toBeTruthy();
  const { id: productId, name, unitsPerPack: pack, moq, maxQty } = product!;
  const wanted = 2 * pack;

  await test.step('explore, open the dialog, type a quantity that is not whole packs: it rounds', async () => {
    const dialog = await openDialog(page, round);
    const card = dialog.locator(`[data-testid="round-product"][data-product-name="${name}"]`);
    await expect(card).toContainText(pack === 1 ? '1 unit per pack' : `${pack} units per pack`);
    // The cap, and what is still left of it: not only the cap.
    const left = maxQty! - product!.committed;
    await expect(card.getByTestId('max-available')).toHaveText(
      `${maxQty === 1 ? 'Max available: 1 unit' : `Max available: ${maxQty} units`} · ${
        left === 1 ? '1 unit left to buy' : `${left} units left to buy`
      }`,
    );
    const input = card.getByTestId('quantity-stepper').getByRole('spinbutton');
    await input.fill(String(wanted + (pack > 1 ? 1 : 0)));
    await input.blur();
    await expect(input).toHaveValue(String(wanted));
    await card.getByTestId('add-to-cart').click();
    await expect(messageToast(page, `Added ${wanted} units of ${name} to cart`)).toBeVisible();
  });

  await test.step('the cart shows the item with its band, and the warning in the danger band', async () => {
    await page.getByRole('button', { name: 'View Cart' }).click();
    await expectPath(page, '/buyer/cart');
    // The band judges the units in placed orders, as the close does: the cart's own do not count.
    const ordered = (
      (await (await page.request.get(`/api/buyer/rounds/${round.id}`)).json()) as DemoRound
    ).products.find((p) => p.id === productId)!.ordered;
    const item = page.locator(`[data-testid="cart-item"][data-product-name="${name}"]`);
    await expect(item).toHaveAttribute('data-band', band(ordered, moq));
    if (band(ordered, moq) === 'danger')
      await expect(item.getByTestId('moq-warning')).toHaveText(
        `This product needs ${moq - ordered} more units to reach MOQ`,
      );
    else await expect(item.getByTestId('moq-warning')).toHaveCount(0);
    await expect(page.getByTestId('moq-legend')).toContainText('MOQ met (100% or more)');
    await expect(page.getByTestId('summary-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  });

  let orderId = '';
  await test.step('Place Order: the success toast, then the order in Order History', async () => {
    await page.getByTestId('place-order').click();
    await expect(toast(page, 'Order Placed Successfully!')).toContainText(
      'Your order has been sent for admin approval.',
    );
    await page.goto('/buyer/orders');
    await expect(remoteOutlet(page, 'mfe_buyer')).toHaveAttribute('data-phase', 'mounted', {
      timeout: 30_000,
    });
    const orders = (await (await page.request.get('/api/buyer/orders')).json()).items as Array<{
      id: string;
    }>;
    expect(orders).toHaveLength(1);
    orderId = orders[0]!.id;
    const row = page
      .getByTestId('orders-table')
      .getByRole('row')
      .filter({ hasText: `#${orderId.slice(0, 8)}` });
    await expect(row).toContainText(round.title);
    await expect(row.getByTestId('order-status')).toHaveText('Pending Approval');
    await row.getByTestId('view-order').click();
    await expect(page.getByTestId('order-details')).toContainText(name);
    await page.keyboard.press('Escape');
  });

  await test.step('the admin approves it (admin API); the buyer sees Approved', async () => {
    await adminApprovesOrder(orderId);
    await expect(async () => {
      await page.reload();
      const row = page
        .getByTestId('orders-table')
        .getByRole('row')
        .filter({ hasText: `#${orderId.slice(0, 8)}` });
      await expect(row.getByTestId('order-status')).toHaveText('Approved', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    // The order's details tell its story: placed by the buyer, then approved by the admin.
    await page
      .getByTestId('orders-table')
      .getByRole('row')
      .filter({ hasText: `#${orderId.slice(0, 8)}` })
      .getByTestId('view-order')
      .click();
    const entries = page.getByTestId('order-timeline').getByTestId('timeline-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute('data-kind', 'placed');
    await expect(entries.nth(0)).toContainText('Order placed');
    await expect(entries.nth(0)).toContainText('by you');
    await expect(entries.nth(1)).toHaveAttribute('data-kind', 'approved');
    await expect(entries.nth(1)).toContainText('Approved');
    await expect(entries.nth(1)).toContainText('by the admin');
    await page.keyboard.press('Escape');
  });

  await test.step('a second buyer asking for the max gets what is left of it, and no more', async () => {
    const other = await newBuyerPage(browser, `${tag}b`, 'buying');
    const dialog = await openDialog(other, round);
    const left =
      maxQty! -
      ((await (await other.request.get(`/api/buyer/rounds/${round.id}`)).json()) as DemoRound).products.find(
        (p) => p.id === productId,
      )!.committed;
    const card = dialog.locator(`[data-testid="round-product"][data-product-name="${name}"]`);
    const input = card.getByTestId('quantity-stepper').getByRole('spinbutton');
    await input.fill(String(maxQty));
    await input.blur();
    // The field takes what is left (in whole packs), not the cap: the subtotal and Add agree with it
    // (the server's own refusal past max qty is covered by the buyer service's specs).
    const taken = Math.floor(left / pack) * pack;
    await expect(input).toHaveValue(String(taken));
    await card.getByTestId('add-to-cart').click();
    await expect(messageToast(other, `Added ${taken} units of ${name} to cart`)).toBeVisible();
    // Given back, so the journeys after this one still find the demo product buyable.
    const removed = await other.request.delete(`/api/buyer/carts/${round.id}/items/${productId}`);
    expect(removed.ok(), await removed.text()).toBe(true);
  });
});
