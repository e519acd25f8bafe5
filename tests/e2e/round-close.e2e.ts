/**
 * A round that closes itself: a supplier's round with a deadline minutes ahead and the
 * end action "confirm what met its MOQ"; two buyers order from it, together reaching one product's
 * MOQ and not the other's. At the deadline (the services' clock is moved past it rather than
 * waited for) the supplier service closes the round on its own (no admin); both buyers, whose pages are open, see the bell count go up and read the outcome in the
 * list without a reload; each order shows its released line apart and the totals without it; the
 * supplier's Round Performance shows each product's outcome.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { buyerRoundProducts, newBuyerPage, placeOrder, putInCart } from './support/buyers';
import { moveClockTo, serviceNow } from './support/clock';
import { adminApprovesOrder, newSupplierRound } from './support/supplier-company';
import { remoteOutlet } from './support/ui';

/**
 * Long enough to approve and order before it on a busy machine; the journey then moves the
 * services' clock past it instead of waiting, and the close scan wakes on the move.
 */
const DEADLINE_AHEAD_MS = 5 * 60_000;
const CLOSE_WAIT_MS = 30_000;

interface BuyerRoundProduct {
  id: string;
  sku: string;
  moq: number;
}

/** Puts `qty` of each SKU in the buyer's cart of the round and places the order. */
async function order(request: APIRequestContext, roundId: string, lines: Record<string, number>) {
  const products = await buyerRoundProducts<BuyerRoundProduct>(request, roundId, {
    count: Object.keys(lines).length,
  });
  for (const [sku, qty] of Object.entries(lines))
    await putInCart(request, roundId, products.find((p) => p.sku === sku)!.id, qty);
  return placeOrder<{ id: string; totalUnits: number; totalValue: number }>(request, roundId);
}

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notifications-unread');
  if (!(await badge.isVisible())) return 0;
  return Number((await badge.innerText()).replace(/\D/g, '') || 0);
}

test('a round closes itself at its deadline: buyers are told live, released lines leave their orders, the supplier sees the outcome', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const title = `E2E Closing ${tag}`;

  const { roundId, closeAt } =
    await test.step('the supplier makes a round that ends in moments', async () => {
      return newSupplierRound(
        supplierPage,
        'close',
        { title, closesInMs: DEADLINE_AHEAD_MS, endAction: 'confirm_met' },
        [
          { product: { name: 'E2E Met Lamp', sku: `MET-${tag}`, unitPrice: 10 }, moq: 10, maxQty: null },
          { product: { name: 'E2E Missed Desk', sku: `MISS-${tag}`, unitPrice: 100 }, moq: 50, maxQty: null },
        ],
      );
    });

  const [first, second] = await Promise.all([
    newBuyerPage(browser, tag, 'close-a'),
    newBuyerPage(browser, tag, 'close-b'),
  ]);
  const orders = await test.step('two buyers reach the lamp’s MOQ together, not the desk’s', async () => {
    // Lamp: 6 + 4 = 10 = its MOQ. Desk: 2 + 3 = 5 of 50.
    const a = await order(first.request, roundId, { [`MET-${tag}`]: 6, [`MISS-${tag}`]: 2 });
    const b = await order(second.request, roundId, { [`MET-${tag}`]: 4, [`MISS-${tag}`]: 3 });
    expect([a.totalUnits, a.totalValue, b.totalUnits, b.totalValue]).toEqual([8, 260, 7, 340]);
    return [
      { id: a.id, buyer: first, lampUnits: 6 },
      { id: b.id, buyer: second, lampUnits: 4 },
    ];
  });

  const before = await test.step('both buyers have their orders open before the deadline', async () => {
    const counts: number[] = [];
    for (const page of [first, second]) {
      await page.goto('/buyer/orders');
      await expect(remoteOutlet(page, 'mfe_buyer')).toHaveAttribute('data-phase', 'mounted', {
        timeout: 30_000,
      });
      await expect(page.getByTestId('notifications-bell')).toBeVisible();
      counts.push(await unreadCount(page));
    }
    // What follows must arrive live: the pages were loaded while the round was still open.
    expect((await serviceNow()).getTime()).toBeLessThan(closeAt.getTime());
    return counts;
  });

  await test.step('the deadline comes (the services’ clock moves past it)', async () => {
    await moveClockTo(new Date(closeAt.getTime() + 1_000));
  });

  await test.step('at the deadline both buyers are told, live', async () => {
    for (const [i, page] of [first, second].entries()) {
      const { lampUnits } = orders[i]!;
      await expect
        .poll(() => unreadCount(page), { timeout: CLOSE_WAIT_MS, message: 'the bell counts the close' })
        .toBeGreaterThan(before[i]!);
      await page.getByTestId('notifications-bell').click();
      const items = page.getByTestId('notification-item');
      // Newest first, and the open list takes what arrives while it is open: the count may have
      // risen first for the "closes in less than 24 hours" notice of the round's short deadline.
      await expect(items.first()).toContainText(
        `${title} has closed. Your order #${orders[i]!.id.slice(0, 8)} now totals $${(lampUnits * 10).toFixed(2)}. Released from your order (MOQ not reached): E2E Missed Desk.`,
        { timeout: CLOSE_WAIT_MS },
      );
      await page.keyboard.press('Escape');
    }
  });

  await test.step('each order shows its released line apart, and totals without it', async () => {
    for (const [page, lampUnits, desks] of [
      [first, 6, 2],
      [second, 4, 3],
    ] as const) {
      await page.getByTestId('orders-search').fill(title);
      const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: title });
      await row.getByTestId('view-order').click();
      const details = page.getByTestId('order-details');
      await expect(details).toBeVisible();
      await expect(details.getByTestId('order-total-units')).toHaveText(String(lampUnits));
      await expect(details.getByTestId('order-total-value')).toContainText((lampUnits * 10).toFixed(2));
      const released = details.getByTestId('order-released-items');
      await expect(released).toContainText('Released: MOQ not reached');
      await expect(released).toContainText('E2E Missed Desk');
      await expect(released).toContainText(String(desks));
    }
  });

  await test.step('the supplier’s Round Performance shows each product’s outcome', async () => {
    await supplierPage.goto('/supplier/rounds');
    await expect(remoteOutlet(supplierPage, 'mfe_supplier')).toHaveAttribute('data-phase', 'mounted');
    const row = supplierPage.getByTestId('rounds-table').getByRole('row').filter({ hasText: title });
    await expect(row.getByTestId('round-status')).toHaveText('Closed');
    await row.getByRole('button', { name: 'View Details' }).click();
    const products = supplierPage.getByTestId('performance-product');
    await expect(products.filter({ hasText: 'E2E Met Lamp' })).toContainText('Met MOQ');
    await expect(products.filter({ hasText: 'E2E Missed Desk' })).toContainText('Released');
  });

  await test.step('the admin still decides the closed round’s pending orders, on their confirmed lines', async () => {
    for (const { id, buyer, lampUnits } of orders) {
      await adminApprovesOrder(id);
      await expect
        .poll(async () => {
          const res = await buyer.request.get(`/api/buyer/orders/${id}`);
          const body = (await res.json()) as { status: string; totalUnits: number; totalValue: number };
          return [body.status, body.totalUnits, body.totalValue];
        })
        .toEqual(['approved', lampUnits, lampUnits * 10]);
    }
  });
});
