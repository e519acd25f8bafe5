/**
 * After the close, to the end: a fresh supplier's round closes with one buyer's approved order of
 * ten crates; the supplier sends its invoice, then ships the crates in two parts from the round's
 * Shipments (six, then the four left); the buyer reads the order partially shipped, then shipped,
 * each shipment in its timeline, and confirms receipt reporting two crates damaged; the supplier
 * reads them on the sale and accepts them: a credit note takes them off the sent invoice and the
 * order; the payment of what is left completes the order, which the buyer reads with the whole story.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { json, sidewaysScroll } from './support/pages';
import { buyerRoundProducts, newBuyerPage, placeOrder, putInCart } from './support/buyers';
import { serviceNow } from './support/clock';
import { adminApprovesOrder, adminClosesRound, newSupplierRound } from './support/supplier-company';
import { expectRemoteShows, messageToast, roundAction, toast } from './support/ui';

const EVENTUALLY = { timeout: 30_000, intervals: [250, 500, 1_000] };
const PHONE = { width: 390, height: 844 };

interface BuyerOrder {
  id: string;
  status: string;
  items: Array<{
    id: string;
    name: string;
    qty: number;
    shipped?: number;
    credited?: number;
    receipt?: { damaged: number };
  }>;
}

async function buyerOrder(request: APIRequestContext, id: string): Promise<BuyerOrder> {
  const res = await request.get(`/api/buyer/orders/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as BuyerOrder;
}

/** Ships `qty` of the round's one line from the supplier's Shipments dialog on My Rounds. */
async function shipFromRounds(
  page: Page,
  roundId: string,
  shipment: { qty: number; carrier: string; tracking: string; container?: string },
): Promise<string> {
  await page.goto('/supplier/rounds');
  await expectRemoteShows(page, 'mfe_supplier', 'My Rounds');
  await roundAction(page, roundId, 'shipments');
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('round-shipments') });
  const form = dialog.getByTestId('shipment-form');
  await expect(form).toBeVisible();
  await form.getByRole('spinbutton', { name: /^Units of E2E Crate/ }).fill(String(shipment.qty));
  await form.getByTestId('shipment-carrier').fill(shipment.carrier);
  await form.getByTestId('shipment-tracking').fill(shipment.tracking);
  if (shipment.container) await form.getByTestId('shipment-container').fill(shipment.container);
  await form.getByTestId('shipment-submit').click();
  const recorded = page
    .locator('.ant-notification-notice')
    .filter({ hasText: /Shipment SH-[A-Z0-9]+-\d{6} recorded/ });
  await expect(recorded).toBeVisible();
  const number = /SH-[A-Z0-9]+-\d{6}/.exec((await recorded.textContent()) ?? '')![0];
  await expect(dialog.getByTestId(`shipment-${number}`)).toContainText(shipment.carrier);
  return number;
}

test('the supplier ships a closed round in two parts, the buyer reports two damaged units, the supplier credits them, the payment completes the order', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const title = `E2E Shipping ${tag}`;

  const { roundId } = await test.step('a fresh supplier’s round of crates, approved', () =>
    newSupplierRound(supplierPage, 'ship', { title, closesInMs: 30 * 60_000, endAction: 'confirm_all' }, [
      {
        product: {
          name: 'E2E Crate',
          sku: `CRATE-${tag}`,
          unitPrice: 20,
          netWeightKg: 2,
          grossWeightKg: 2.5,
          cbm: 0.02,
        },
        moq: 5,
        maxQty: null,
      },
    ]));

  const buyerPage = await newBuyerPage(browser, tag, 'ship');
  const orderId =
    await test.step('a buyer orders ten crates, the admin approves, the round closes', async () => {
      const [crate] = await buyerRoundProducts(buyerPage.request, roundId);
      await putInCart(buyerPage.request, roundId, crate!.id, 10);
      const { id } = await placeOrder(buyerPage.request, roundId);
      await adminApprovesOrder(id);
      await adminClosesRound(supplierPage.request, roundId);
      return id;
    });

  const invoice = await test.step('the supplier issues the invoice and sends it', async () => {
    let created: { id: string; invoiceNumber: string; totalValue: number } | null = null;
    await expect(async () => {
      const res = await supplierPage.request.post(`/api/supplier/sales/${orderId}/invoice`, { data: {} });
      expect(res.ok(), await res.text()).toBe(true);
      created = ((await res.json()) as { invoice: { id: string; invoiceNumber: string; totalValue: number } })
        .invoice;
    }).toPass(EVENTUALLY);
    const { id } = created!;
    await json(await supplierPage.request.post(`/api/supplier/invoices/${id}/send`));
    return created!;
  });

  await test.step('the supplier ships six crates, then the four left', async () => {
    await shipFromRounds(supplierPage, roundId, {
      qty: 6,
      carrier: 'Maersk',
      tracking: `MSK-${tag}-1`,
      container: 'TGHU 1234567',
    });
    await expect(supplierPage.getByTestId('shipments-left')).toHaveText('4 units left to ship');
    await supplierPage.keyboard.press('Escape');
    // The quantity starts at what is left: the second part ships the rest as offered.
    // The second part from a phone: the dialog fits its width.
    await supplierPage.setViewportSize(PHONE);
    await shipFromRounds(supplierPage, roundId, { qty: 4, carrier: 'DHL', tracking: `DHL-${tag}-2` });
    await expect(supplierPage.getByTestId('shipments-left')).toHaveText('Every sold unit has shipped.');
    expect(await sidewaysScroll(supplierPage), 'the page scrolls sideways on a phone').toBe(0);
    await supplierPage.screenshot({ path: test.info().outputPath('shipments-phone.png'), fullPage: true });
  });

  await test.step('the buyer reads it shipped, with both shipments in its timeline', async () => {
    await expect
      .poll(async () => (await buyerOrder(buyerPage.request, orderId)).status, EVENTUALLY)
      .toBe('shipped');
    await buyerPage.goto('/buyer/orders');
    await expectRemoteShows(buyerPage, 'mfe_buyer', 'Order History');
    await buyerPage.getByTestId('orders-search').fill(title);
    const row = buyerPage.getByTestId('orders-table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Shipped');
    await row.getByTestId('view-order').click();
    // The order's details and its timeline, side by side in one dialog.
    const details = buyerPage.getByRole('dialog').filter({ has: buyerPage.getByTestId('order-details') });
    await expect(details).toBeVisible();
    await expect(details).toContainText(`with Maersk, tracking MSK-${tag}-1`);
    await expect(details).toContainText(`with DHL, tracking DHL-${tag}-2`);
    await expect(details).toContainText('Every unit of the order has now left.');
  });

  await test.step('the buyer confirms receipt: eight crates in good order, two damaged', async () => {
    await buyerPage.setViewportSize(PHONE);
    await buyerPage.getByTestId('confirm-receipt').click();
    const dialog = buyerPage
      .getByRole('dialog')
      .filter({ has: buyerPage.getByTestId('confirm-receipt-submit') });
    await expect(dialog.getByLabel('Received')).toHaveValue('10');
    await dialog.getByLabel('Received').fill('8');
    await dialog.getByLabel('Damaged').fill('2');
    await dialog.getByLabel('Note').fill('Two crates crushed in transit');
    expect(await sidewaysScroll(buyerPage), 'the page scrolls sideways on a phone').toBe(0);
    await buyerPage.screenshot({ path: test.info().outputPath('receipt-phone.png'), fullPage: true });
    await dialog.getByTestId('confirm-receipt-submit').click();
    await expect(
      messageToast(buyerPage, `Receipt confirmed for order #${orderId.slice(0, 8)}`),
    ).toBeVisible();
    const details = buyerPage.getByRole('dialog').filter({ has: buyerPage.getByTestId('order-details') });
    await expect(details).toContainText('E2E Crate: 2 units damaged');
    const order = await buyerOrder(buyerPage.request, orderId);
    expect(order.status).toBe('delivered');
    expect(order.items.map((i) => [i.qty, i.shipped, i.receipt?.damaged])).toEqual([[10, 10, 2]]);
  });

  await test.step('the supplier reads the receipt on the sale and accepts the two damaged crates', async () => {
    await expect
      .poll(
        async () =>
          (await json<{ status: string }>(await supplierPage.request.get(`/api/supplier/sales/${orderId}`)))
            .status,
        EVENTUALLY,
      )
      .toBe('delivered');
    await supplierPage.setViewportSize({ width: 1280, height: 800 });
    await supplierPage.goto('/supplier/sales');
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'Sales History');
    await supplierPage.getByTestId(`view-sale-${orderId}`).click();
    const detail = supplierPage.getByTestId('sale-detail');
    await expect(detail).toContainText('Two crates crushed in transit');
    await detail.getByTestId('discrepancy-accept').click();
    await supplierPage.getByTestId('discrepancy-accept-confirm').click();
    await expect(
      toast(supplierPage, 'Discrepancy accepted: a credit note follows on the invoice'),
    ).toBeVisible();
    await expect(detail.getByTestId('sale-discrepancy')).toContainText('2 units credited');
  });

  const due =
    await test.step('a credit note takes the two crates off the sent invoice; the order counts eight', async () => {
      let notes: Array<{ number: string; kind: string; reason: string; total: number }> = [];
      await expect
        .poll(async () => {
          const sent = await json<{ creditNotes?: typeof notes }>(
            await supplierPage.request.get(`/api/supplier/invoices/${invoice.id}`),
          );
          notes = sent.creditNotes ?? [];
          return notes.map((n) => [n.kind, n.reason, n.total]);
        }, EVENTUALLY)
        .toEqual([['credit', 'receipt_discrepancy', 40]]);
      expect(notes[0]!.number).toMatch(/^CN-[A-Z0-9]+-\d{6}$/);
      const order = await buyerOrder(buyerPage.request, orderId);
      expect(order.items.map((i) => [i.qty, i.credited])).toEqual([[8, 2]]);
      return Math.round((invoice.totalValue - 40) * 100) / 100;
    });

  await test.step('the payment that settles the invoice completes the order', async () => {
    const paidOn = (await serviceNow()).toISOString().slice(0, 10);
    await json(
      await supplierPage.request.post(`/api/supplier/invoices/${invoice.id}/payments`, {
        data: { paidOn, amount: due, reference: `E2E-${tag}` },
      }),
    );
    await expect
      .poll(async () => (await buyerOrder(buyerPage.request, orderId)).status, EVENTUALLY)
      .toBe('completed');
    await buyerPage.reload();
    await expectRemoteShows(buyerPage, 'mfe_buyer', 'Order History');
    await buyerPage.getByTestId('orders-search').fill(title);
    const row = buyerPage.getByTestId('orders-table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Completed');
    await row.getByTestId('view-order').click();
    await expect(
      buyerPage.getByRole('dialog').filter({ has: buyerPage.getByTestId('order-details') }),
    ).toContainText('Delivered and every invoice paid.');
  });
});
