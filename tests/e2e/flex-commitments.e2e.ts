/**
 * Flexible commitments and the last call, end to end: a supplier's round closes in a
 * few minutes with one product short of its MOQ. Ana (English) puts 10 lamps in her cart,
 * hears the last call, offers "and up to 10 more if the group needs it" on the cart line and
 * orders; Bruno (Portuguese) orders 5 and sees the flexible units offered on the MOQ bar. At the
 * deadline (the services' clock is moved past it rather than waited for) 15 of 20 are in orders and Ana's flex meets the MOQ: 5 of her flexible units are called
 * in, her order says so and her bell tells her; Bruno's order is unchanged; the supplier's Round
 * Performance says "Met with flex".
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { bellShows } from './support/pages';
import {
  buyerRoundProducts,
  exploreRoundCard,
  newBuyerPage,
  openOrderDetails,
  placeOrder,
  putInCart,
} from './support/buyers';
import { letTimePass, moveClockTo } from './support/clock';
import { newSupplierRound } from './support/supplier-company';
import { remoteOutlet } from './support/ui';

/**
 * Long enough to order before it on a busy machine; the journey moves the services' clock instead
 * of waiting, for the last call (the scan wakes on a move) and past the deadline.
 */
const DEADLINE_AHEAD_MS = 5 * 60_000;
const CLOSE_WAIT_MS = 30_000;
const LANGUAGE_KEY = 'marketplace.language';

interface BuyerRoundProduct {
  id: string;
  sku: string;
  flexOffered?: number;
}

async function lampOf(request: APIRequestContext, roundId: string): Promise<BuyerRoundProduct> {
  const [lamp] = await buyerRoundProducts<BuyerRoundProduct>(request, roundId);
  return lamp!;
}

test('flex fills the gap at the close: the last call, the offer on a cart line, the call-in told to the buyer and the supplier, in en and pt', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const title = `E2E Flex ${tag}`;

  const { roundId, closeAt } = await test.step('the supplier makes a round that ends in minutes', async () =>
    newSupplierRound(
      supplierPage,
      'flex',
      { title, closesInMs: DEADLINE_AHEAD_MS, endAction: 'confirm_met' },
      [{ product: { name: 'E2E Flex Lamp', sku: `FLEX-${tag}`, unitPrice: 10 }, moq: 20, maxQty: 40 }],
    ));

  const [ana, bruno] = await Promise.all([
    newBuyerPage(browser, tag, 'flex-ana'),
    newBuyerPage(browser, tag, 'flex-bruno'),
  ]);
  await bruno.goto('/buyer');
  await bruno.evaluate((key) => localStorage.setItem(key, 'pt'), LANGUAGE_KEY);
  const lamp = await lampOf(ana.request, roundId);

  await test.step('Ana puts 10 lamps in her cart and hears the last call: 20 are needed in orders', async () => {
    await putInCart(ana.request, roundId, lamp.id, 10);
    // The closing-soon scan runs now rather than at its next turn (every minute).
    await letTimePass();
    await ana.goto('/buyer/cart');
    await expect(remoteOutlet(ana, 'mfe_buyer')).toHaveAttribute('data-phase', 'mounted', {
      timeout: 30_000,
    });
    await bellShows(ana, `Last call for E2E Flex Lamp in ${title}`, CLOSE_WAIT_MS);
  });

  const anaOrder =
    await test.step('on her cart line she offers up to 10 more if the group needs it, and orders', async () => {
      const line = ana.getByTestId('cart-item').filter({ hasText: 'E2E Flex Lamp' });
      await expect(line.getByTestId('cart-flex-line')).toContainText('And up to');
      await expect(ana.getByTestId('cart-flex-rule')).toContainText('earliest orders first');
      const saved = ana.waitForResponse(
        (res) => res.url().endsWith(`/items/${lamp.id}/flex`) && res.request().method() === 'PUT',
      );
      const input = line.getByTestId('cart-flex').getByRole('spinbutton', { name: 'Flexible units' });
      await input.fill('10');
      await input.press('Enter');
      expect((await saved).status()).toBe(200);
      return (await placeOrder(ana.request, roundId)).id;
    });

  const brunoOrder =
    await test.step('Bruno orders 5 and sees, in Portuguese, the flexible units offered on the MOQ bar', async () => {
      await putInCart(bruno.request, roundId, lamp.id, 5);
      const { id } = await placeOrder(bruno.request, roundId);
      await expect.poll(async () => (await lampOf(bruno.request, roundId)).flexOffered).toBe(10);
      const card = await exploreRoundCard(bruno, title);
      await card.getByRole('button', { name: 'Ver Produtos' }).click();
      await expect(bruno.getByTestId('moq-flex')).toContainText('Flexíveis: 10 unidades');
      return id;
    });

  await test.step('at the close Ana’s flex meets the MOQ: 5 called in, told in her bell and her order', async () => {
    await moveClockTo(new Date(closeAt.getTime() + 1_000));
    await ana.goto('/buyer/orders');
    // One notice of the close, saying what changed for her.
    await bellShows(ana, 'Flexible units called in to reach the MOQ: E2E Flex Lamp +5.', CLOSE_WAIT_MS);
    const details = await openOrderDetails(ana, title);
    await expect(details.getByTestId('order-total-units')).toHaveText('15');
    await expect(details.getByTestId('order-line-flex')).toContainText(
      '5 flexible units called in at the close',
    );
    const anaBody = (await (await ana.request.get(`/api/buyer/orders/${anaOrder}`)).json()) as {
      items: Array<{ qty: number; flex: number; flexCalled: number }>;
    };
    expect(anaBody.items[0]).toMatchObject({ qty: 15, flex: 10, flexCalled: 5 });
  });

  await test.step('Bruno’s order keeps its 5, and his list says so in Portuguese', async () => {
    const details = await openOrderDetails(bruno, title);
    await expect(details.getByTestId('order-total-units')).toHaveText('5');
    const body = (await (await bruno.request.get(`/api/buyer/orders/${brunoOrder}`)).json()) as {
      items: Array<{ qty: number; flexCalled?: number }>;
    };
    expect(body.items[0]?.qty).toBe(5);
    expect(body.items[0]?.flexCalled).toBeUndefined();
  });

  await test.step('the supplier’s Round Performance says the lamp met its MOQ with flex', async () => {
    await supplierPage.goto('/supplier/rounds');
    await expect(remoteOutlet(supplierPage, 'mfe_supplier')).toHaveAttribute('data-phase', 'mounted');
    const row = supplierPage.getByTestId('rounds-table').getByRole('row').filter({ hasText: title });
    await expect(row.getByTestId('round-status')).toHaveText('Closed');
    await row.getByRole('button', { name: 'View Details' }).click();
    const product = supplierPage.getByTestId('performance-product').filter({ hasText: 'E2E Flex Lamp' });
    await expect(product).toContainText('Met MOQ');
    await expect(product.getByTestId('performance-flex')).toContainText('Met with flex: 5 units called in');
  });
});
