/**
 * Spec §2.4/§2.5 proforma invoices, end to end on the seeded stack: the demo buyer orders from
 * the demo supplier's approved round (API), the admin approves (API), then in the browser the
 * supplier is refused an invoice while weights are missing, fills weights and CBM, generates the
 * invoice (spec success text), downloads the text file and the PDF, marks it sent; the buyer
 * finds it, opens the detail and accepts it; the supplier records a first payment (a reference
 * used twice is refused in words), then the rest, and both read the invoice as paid with nothing
 * due. Needs the catalogue, rounds, buying and admin decision areas (seed steps and routes of
 * HELPERS.md).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi } from './support/accounts';
import { expectRemoteShows, toast } from './support/ui';

const SUPPLIER_COMPANY = 'Demo Supplier Co.';
type Json = Record<string, unknown>;
const itemsOf = (body: unknown): Json[] =>
  (Array.isArray(body) ? body : ((body as { items?: Json[] })?.items ?? [])) as Json[];

async function json(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** The demo buyer orders two packs of the first product of the demo supplier's approved round. */
async function placeOrder(buyer: APIRequestContext): Promise<string> {
  const rounds = itemsOf(await json(await buyer.get('/api/buyer/rounds')));
  const round =
    rounds.find((r) => r.supplierName === SUPPLIER_COMPANY && r.title === 'Demo Spring Round') ?? rounds[0];
  expect(round, 'an approved round to buy from (rounds seed step)').toBeTruthy();
  const detail = (await json(await buyer.get(`/api/buyer/rounds/${round!.id}`))) as { products: Json[] };
  const product = detail.products[0]!;
  const qty = Number(product.unitsPerPack ?? 1) * 2;
  await json(await buyer.put(`/api/buyer/carts/${round!.id}/items/${product.id}`, { data: { qty } }));
  const order = (await json(
    await buyer.post('/api/buyer/orders', {
      data: { roundId: round!.id },
      headers: { 'Idempotency-Key': randomUUID() },
    }),
  )) as Json & { order?: Json };
  return String(order.id ?? order.order?.id);
}

async function fillLine(page: Page, sku: string, net: string, gross: string, cbm: string) {
  await page.getByTestId(`edit-line-${sku}`).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product Weights & Dimensions' });
  await dialog.getByTestId('weights-netWeightKg').fill(net);
  await dialog.getByTestId('weights-grossWeightKg').fill(gross);
  await dialog.getByTestId('weights-cbm').fill(cbm);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // The previous line's toast may still be up, so the save is known done only when the dialog has
  // closed and this line's row shows the new figures (an invoice generated earlier would be refused).
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Product weights updated successfully').last()).toBeVisible();
  const row = page
    .getByTestId('sale-detail')
    .getByRole('row')
    .filter({ has: page.getByTestId(`edit-line-${sku}`) });
  await expect(row).toContainText(gross);
  await expect(row).toContainText(cbm);
}

test('supplier fills weights, generates and downloads a proforma invoice; the buyer accepts it; it is paid in two parts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyerContext = await browser.newContext();
  const supplierContext = await browser.newContext({ acceptDownloads: true });
  const adminContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const supplierPage = await supplierContext.newPage();
  await signInViaApi(buyerContext, demoBuyer);
  await signInViaApi(supplierContext, demoSupplier);
  await signInViaApi(adminContext, demoAdmin);

  const orderId = await test.step('the buyer orders and the admin approves (API)', async () => {
    const id = await placeOrder(buyerContext.request);
    await json(
      await adminContext.request.post(`/api/admin/orders/${id}/decision`, { data: { decision: 'approve' } }),
    );
    return id;
  });

  let invoiceNumber = '';
  await test.step('the supplier records weights and generates the invoice', async () => {
    await supplierPage.goto('/supplier/sales');
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'Sales History');
    await expect(async () => {
      await supplierPage.reload();
      await expect(supplierPage.getByTestId(`view-sale-${orderId}`)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
    await expect(supplierPage.getByText(orderId.slice(0, 8), { exact: true })).toBeVisible();

    await supplierPage.getByTestId(`view-sale-${orderId}`).click();
    const detail = supplierPage.getByTestId('sale-detail');
    await expect(detail).toBeVisible();
    // The lines start from the products' per-unit measures (the demo chair: 17 kg gross
    // a unit, two units); "Missing Information" is left for products without them (service specs).
    await expect(detail).toContainText('34.00');
    const skus = await detail
      .locator('[data-testid^="edit-line-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('edit-line-'.length)));
    for (const sku of skus) await fillLine(supplierPage, sku, '12.5', '13.75', '0.125');
    await expect(detail).toContainText('13.75');
    await expect(detail).toContainText('0.125');

    await supplierPage.getByTestId('generate-invoice').click();
    await supplierPage.getByTestId('generate-notes').fill('E2E: payment within 30 days');
    await supplierPage.getByTestId('generate-invoice-submit').click();
    const success = supplierPage
      .locator('.ant-notification-notice')
      .filter({ hasText: /generated successfully/ });
    await expect(success).toContainText(/Proforma Invoice PI-[A-Z0-9]+-\d{6} generated successfully/);
    invoiceNumber = /PI-[A-Z0-9]+-\d{6}/.exec((await success.textContent()) ?? '')![0];
  });

  await test.step('the supplier sets net 14 payment terms, downloads the text file and the PDF, and marks it sent', async () => {
    await supplierPage.goto('/supplier/invoices');
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'Proforma Invoices');
    await supplierPage.getByTestId('payment-terms-change').click();
    const terms = supplierPage.getByRole('dialog', { name: 'Payment terms' });
    await terms.getByLabel('Days to pay after an invoice is sent').fill('14');
    await terms.getByTestId('payment-terms-save').click();
    await expect(toast(supplierPage, 'Payment terms saved')).toBeVisible();
    await expect(supplierPage.getByTestId('payment-terms-text')).toHaveText(
      'Net 14 days after an invoice is sent',
    );
    await supplierPage.getByTestId(`view-invoice-${invoiceNumber}`).click();
    const dialog = supplierPage.getByRole('dialog');
    await expect(dialog.getByTestId('invoice-detail')).toContainText(invoiceNumber);
    await expect(dialog.getByTestId('invoice-detail')).toContainText('E2E: payment within 30 days');

    const [text] = await Promise.all([
      supplierPage.waitForEvent('download'),
      dialog.getByTestId('invoice-download-txt').click(),
    ]);
    expect(text.suggestedFilename()).toBe(`${invoiceNumber}.txt`);
    expect(readFileSync((await text.path())!, 'utf8')).toContain(`Invoice Number: ${invoiceNumber}`);

    const [pdf] = await Promise.all([
      supplierPage.waitForEvent('download'),
      dialog.getByTestId('invoice-download-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await dialog.getByTestId('mark-sent').click();
    await expect(toast(supplierPage, `Invoice ${invoiceNumber} marked as sent`)).toBeVisible();
    // Generated without a due date: the company's payment terms gave it one as it was sent.
    await expect(dialog.getByTestId('invoice-terms')).toHaveText('(Net 14 days from sending)');
  });

  await test.step('the buyer sees it, opens the detail and accepts it', async () => {
    await buyerPage.goto('/buyer/invoices');
    await expectRemoteShows(buyerPage, 'mfe_buyer', 'Proforma Invoices');
    const row = buyerPage.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(async () => {
      await buyerPage.reload();
      await expect(row.getByText('SENT')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
    await buyerPage.getByTestId(`view-invoice-${invoiceNumber}`).click();
    const dialog = buyerPage.getByRole('dialog');
    await expect(dialog.getByTestId('invoice-supplier')).toContainText(SUPPLIER_COMPANY);
    await expect(dialog.getByTestId('invoice-due-date')).toContainText('(Net 14 days from sending)');
    // The dialog reads the invoice afresh as it opens: a click while it re-renders may open no
    // confirmation, and a person clicks again.
    await expect(async () => {
      if (!(await buyerPage.locator('.ant-popconfirm').isVisible()))
        await dialog.getByTestId('accept-invoice').click();
      await expect(buyerPage.locator('.ant-popconfirm')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
    await buyerPage.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(toast(buyerPage, `Invoice ${invoiceNumber} accepted`)).toBeVisible();
    await expect(row.getByText('ACCEPTED')).toBeVisible();
  });

  await test.step('the supplier records a first payment, is refused the same reference again, then the rest', async () => {
    await supplierPage.goto('/supplier/invoices');
    const row = supplierPage.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(async () => {
      await supplierPage.reload();
      await expect(row.getByText('ACCEPTED')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
    await supplierPage.getByTestId(`view-invoice-${invoiceNumber}`).click();
    const dialog = supplierPage
      .getByRole('dialog')
      .filter({ has: supplierPage.getByTestId('invoice-detail') });
    const payments = dialog.getByTestId('invoice-payments');
    await expect(payments).toContainText('No payments recorded yet');
    const total = (await dialog.getByTestId('invoice-total').textContent())!.trim();
    await expect(payments.getByTestId('invoice-amount-due')).toHaveText(total);

    const record = async (amount: string | null, reference: string) => {
      await dialog.getByTestId('record-payment').click();
      const form = supplierPage.getByRole('dialog', { name: `Record a payment for ${invoiceNumber}` });
      await expect(form.getByTestId('record-payment-due')).toBeVisible();
      if (amount !== null) await form.getByLabel('Amount').fill(amount);
      await form.getByLabel('Reference').fill(reference);
      await form.getByTestId('record-payment-submit').click();
      return form;
    };

    await record('1', 'E2E-TRX-1');
    await expect(toast(supplierPage, `Payment of $1.00 recorded on ${invoiceNumber}`)).toBeVisible();
    await expect(payments.getByTestId('invoice-amount-paid')).toHaveText('$1.00');
    await expect(payments).toContainText('E2E-TRX-1');

    // The bank's reference written another way is the same payment: refused, in words.
    const again = await record('1', 'e2e trx 1');
    await expect(
      toast(supplierPage, 'A payment with this reference is already recorded on this invoice.'),
    ).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    await expect(payments.getByTestId('invoice-amount-paid')).toHaveText('$1.00');

    // The form offers what is still due: recorded as it is, it settles the invoice.
    await record(null, 'E2E-TRX-2');
    await expect(toast(supplierPage, `Invoice ${invoiceNumber} is paid`)).toBeVisible();
    await expect(payments.getByTestId('invoice-amount-paid')).toHaveText(total);
    await expect(payments.getByTestId('invoice-amount-due')).toHaveText('$0.00');
    await expect(dialog.getByTestId('record-payment')).toHaveCount(0);
    await expect(row.getByText('PAID')).toBeVisible();
  });

  await test.step('the buyer reads it as paid, with both payments', async () => {
    const row = buyerPage.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(async () => {
      await buyerPage.reload();
      await expect(row.getByText('PAID')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
    await buyerPage.getByTestId(`view-invoice-${invoiceNumber}`).click();
    const payments = buyerPage.getByRole('dialog').getByTestId('invoice-payments');
    await expect(payments.getByTestId('invoice-amount-due')).toHaveText('$0.00');
    await expect(payments).toContainText('E2E-TRX-1');
    await expect(payments).toContainText('E2E-TRX-2');
  });

  await Promise.all([buyerContext.close(), supplierContext.close(), adminContext.close()]);
});
