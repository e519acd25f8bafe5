/**
 * The group price: a supplier's round with a price break and per-unit volumes; two
 * buyers have its products dialog open. The first orders below the break at the product's price;
 * the second's units take the group past the break and both dialogs show the price drop live
 * (the product's price struck through, the best price reached) and a container fill that matches
 * the committed volume. When the round closes itself, the first order is re-priced at the break,
 * never upwards (its deadline is not waited for: the services' clock is moved past it); both orders show the round price struck through; the admin approves one and the
 * supplier's proforma invoice PDF prints the break price beside the catalogue price.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { pdfText } from './support/pages';
import {
  buyerRoundProducts,
  exploreRoundCard,
  newBuyerPage,
  openOrderDetails,
  placeOrder,
  putInCart,
} from './support/buyers';
import { moveClockTo, serviceNow } from './support/clock';
import { adminApprovesOrder, newSupplierRound } from './support/supplier-company';

/**
 * Long enough to approve and order before it on a busy machine; the journey then moves the
 * services' clock past it, and the close comes within seconds of the move.
 */
const DEADLINE_AHEAD_MS = 5 * 60_000;
const CLOSE_WAIT_MS = 30_000;

/** Opens the round's products dialog in Explore Rounds; returns the product's card in it. */
async function openProduct(page: Page, title: string, product: string): Promise<Locator> {
  const card = await exploreRoundCard(page, title);
  await card.getByRole('button', { name: 'View Products' }).click();
  const dialog = page.getByTestId('round-products-dialog');
  return dialog.locator(`[data-testid="round-product"][data-product-name="${product}"]`);
}

test('two buyers cross a price break together: both see it live, the close re-prices both orders, the invoice shows it with its freight', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const title = `E2E Group Price ${tag}`;
  const name = 'E2E Break Tee';

  const { roundId, closeAt } =
    await test.step('the supplier makes a round with a break at 100 units', async () => {
      return newSupplierRound(
        supplierPage,
        'breaks',
        {
          title,
          closesInMs: DEADLINE_AHEAD_MS,
          endAction: 'confirm_all',
          // Shared by gross weight (0.2 kg a unit): 60 and 50 units → 327.27 and 272.73.
          freightCost: 600,
          freightBasis: 'gross_weight',
        },
        [
          {
            product: {
              name,
              sku: `TEE-${tag}`,
              unitPrice: 12,
              netWeightKg: 0.18,
              grossWeightKg: 0.2,
              cbm: 0.01,
            },
            moq: 100,
            maxQty: null,
            priceBreaks: [{ minQty: 100, unitPrice: 10 }],
          },
        ],
      );
    });

  const [first, second] = await Promise.all([
    newBuyerPage(browser, tag, 'breaks-a'),
    newBuyerPage(browser, tag, 'breaks-b'),
  ]);
  const roundProductId = await test.step('the round reaches the buyers', async () => {
    const [product] = await buyerRoundProducts(first.request, roundId);
    return product!.id;
  });
  const put = (page: Page, qty: number) => putInCart(page.request, roundId, roundProductId, qty);
  const place = (page: Page) =>
    placeOrder<{ id: string; totalValue: number; items: { unitPrice: number }[] }>(page.request, roundId);

  const [cardA, cardB] = await test.step('both buyers have the products dialog open', async () => {
    const cards = [await openProduct(first, title, name), await openProduct(second, title, name)];
    for (const card of cards) {
      await expect(card.getByTestId('group-price')).toHaveText('$12.00 per piece');
      await expect(card.getByTestId('next-break')).toHaveText('100 more units to $10.00');
      // Nothing priced landed before a quantity is chosen: only how to see it.
      await expect(card.getByTestId('landed-price')).toHaveCount(0);
      await expect(card.getByTestId('landed-prompt')).toHaveText(
        'Landed: choose a quantity to see the price with your share of the freight',
      );
    }
    // The what-if: one unit, alone in the round, carries the whole $600 of freight, a figure so far;
    // 100 units reach the break ($10.00) and share the freight ($6.00 a unit).
    const stepper = cards[0]!.getByTestId('quantity-stepper').getByRole('spinbutton');
    await stepper.fill('1');
    await stepper.blur();
    await expect(cards[0]!.getByTestId('landed-price')).toHaveText(
      'Landed: $612.00 per piece ($12.00 + $600.00 freight)',
    );
    await expect(cards[0]!.getByTestId('landed-price-so-far')).toHaveText(
      'So far: your freight share per unit falls as the group grows.',
    );
    await stepper.fill('100');
    await stepper.blur();
    await expect(cards[0]!.getByTestId('landed-price')).toHaveText(
      'Landed: $16.00 per piece ($10.00 + $6.00 freight)',
    );
    await stepper.fill('0');
    await stepper.blur();
    return cards;
  });

  const early =
    await test.step('the first buyer orders 60 below the break, at the product’s price', async () => {
      await put(first, 60);
      const order = await place(first);
      expect([order.items[0]!.unitPrice, order.totalValue]).toEqual([12, 720]);
      // Live, on both pages: nobody reloaded.
      for (const card of [cardA, cardB])
        await expect(card.getByTestId('next-break')).toHaveText('40 more units to $10.00');
      return order;
    });

  const late =
    await test.step('the second buyer’s 50 units cross the break: both see the price drop live', async () => {
      await put(second, 50);
      for (const card of [cardA, cardB]) {
        await expect(card.getByTestId('group-price')).toHaveText('$10.00 per piece');
        // The product's own price struck through, its amount only: the group's price names the currency.
        await expect(card.getByTestId('list-price')).toHaveText('12.00');
        await expect(card.getByTestId('next-break')).toHaveText('Best group price reached');
      }
      // 110 units × 0.01 m³ = 1.1 m³: one 20 ft container (33.2 m³) at 3 % by volume.
      await expect(first.getByTestId('round-fill')).toContainText('1 × 20 ft, 3 % by volume');
      const order = await place(second);
      expect([order.items[0]!.unitPrice, order.totalValue]).toEqual([10, 500]);
      return order;
    });

  await test.step('the round closes itself: the first order is re-priced at the break, both show the price struck through', async () => {
    await moveClockTo(new Date(closeAt.getTime() + 1_000));
    await expect
      .poll(
        async () =>
          (
            (await (await first.request.get(`/api/buyer/orders/${early.id}`)).json()) as {
              totalValue: number;
            }
          ).totalValue,
        { timeout: CLOSE_WAIT_MS, message: 'the close re-prices the first order' },
      )
      .toBe(600);
    expect((await serviceNow()).getTime()).toBeGreaterThanOrEqual(closeAt.getTime());
    for (const [page, orderId, units, total] of [
      [first, early.id, 60, '600.00'],
      [second, late.id, 50, '500.00'],
    ] as const) {
      const details = await openOrderDetails(page, title);
      await expect(details.getByTestId('order-total-value')).toContainText(total);
      await expect(details.getByTestId('list-price')).toHaveText('$12.00');
      await expect(details.getByTestId('order-line-price')).toContainText(`$10.00 x ${units}`);
      // (600.00 + 327.27) / 60 and (500.00 + 272.73) / 50: $15.45 a unit landed for both.
      await expect(details.getByTestId('order-line-landed')).toHaveText(
        'Landed: $15.45 per piece ($10.00 + $5.45 freight)',
      );
      expect(orderId).toBeTruthy();
    }
  });

  await test.step('approved, the sale’s proforma invoice prints the break price beside the catalogue price', async () => {
    await adminApprovesOrder(early.id, 'the admin approves the re-priced order');
    // The sale's lines are pre-filled from the product's per-unit measures: no weights to type.
    let invoiceId = '';
    await expect
      .poll(
        async () => {
          const res = await supplierPage.request.post(`/api/supplier/sales/${early.id}/invoice`, {
            data: {},
          });
          if (res.ok()) invoiceId = ((await res.json()) as { invoice: { id: string } }).invoice.id;
          return res.ok();
        },
        { timeout: 30_000, message: 'the supplier service has the approved sale' },
      )
      .toBe(true);
    const pdf = await supplierPage.request.get(`/api/supplier/invoices/${invoiceId}/pdf`);
    expect(pdf.ok()).toBe(true);
    const text = pdfText(await pdf.body());
    expect(text).toContain(name);
    // The unit price at the break, the catalogue price (struck through on the page), the lines'
    // subtotal, the order's freight share as its own line, and the total = lines + freight.
    expect(text).toContain('$10.00');
    expect(text).toContain('$12.00');
    expect(text).toMatch(/Total Value\s+\$600\.00/);
    expect(text).toMatch(/Freight share \(by gross weight\)\s+\$327\.27/);
    expect(text).toContain('$927.27');
  });
});
