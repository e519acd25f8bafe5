/**
 * A product delivered short to the group: three buyers of a fresh supplier's round confirm 1,000
 * bottles of oil (500, 300 and 200), the round closes and each invoice is sent; only 900 arrive.
 * The supplier enters what arrived on My Rounds, reads what the shared rule takes off each order
 * before confirming it (pro rata: 50, 30 and 20), and confirms; each buyer reads their own figures
 * in their order's timeline and on a credit note of their invoice, whose PDF and the invoices
 * export say the same; the supplier's invoices export agrees.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueTag } from './support/accounts';
import { json, pdfText, sidewaysScroll } from './support/pages';
import { buyerRoundProducts, newBuyerPage, placeOrder, putInCart } from './support/buyers';
import { adminApprovesOrder, adminClosesRound, newSupplierRound } from './support/supplier-company';
import { expectRemoteShows, pickOption, roundAction } from './support/ui';

const EVENTUALLY = { timeout: 30_000, intervals: [250, 500, 1_000] };
const PHONE = { width: 390, height: 844 };

/** A CSV export's rows by its header's names (papaparse-free: the exports quote only when needed). */
function csvRows(text: string): Array<Record<string, string>> {
  const [head, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const split = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .slice(0, -1)
      .map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const names = split(head!);
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [names[i], v])));
}

interface Note {
  id: string;
  number: string;
  kind: string;
  reason: string;
  total: number;
  lines: Array<{ billedQty: number; correctedQty: number; amount: number }>;
}

interface Invoice {
  id: string;
  invoiceNumber: string;
  totalValue: number;
  creditNotes?: Note[];
}

const BUYERS = [
  { label: 'short-a', qty: 500, cut: 50, gets: 450, credit: '$125.00' },
  { label: 'short-b', qty: 300, cut: 30, gets: 270, credit: '$75.00' },
  { label: 'short-c', qty: 200, cut: 20, gets: 180, credit: '$50.00' },
];

test('a product arrives short: the shortfall is shared among three buyers by the rule, every screen, PDF and export agreeing', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const title = `E2E Short Oil ${tag}`;

  const { roundId } = await test.step('a fresh supplier’s round of olive oil, approved', () =>
    newSupplierRound(supplierPage, 'short', { title, closesInMs: 30 * 60_000, endAction: 'confirm_all' }, [
      {
        product: {
          name: 'E2E Olive Oil',
          sku: `OIL-${tag}`,
          unitPrice: 2.5,
          netWeightKg: 1,
          grossWeightKg: 1.1,
          cbm: 0.001,
        },
        moq: 600,
        maxQty: null,
      },
    ]));

  const buyers =
    await test.step('three buyers confirm 1,000 bottles; the admin approves; the round closes', async () => {
      const placed: Array<(typeof BUYERS)[number] & { page: Page; orderId: string }> = [];
      for (const buyer of BUYERS) {
        const page = await newBuyerPage(browser, tag, buyer.label);
        const [oil] = await buyerRoundProducts(page.request, roundId);
        await putInCart(page.request, roundId, oil!.id, buyer.qty);
        const { id } = await placeOrder(page.request, roundId);
        await adminApprovesOrder(id);
        placed.push({ ...buyer, page, orderId: id });
      }
      await adminClosesRound(supplierPage.request, roundId);
      return placed;
    });

  const invoices = await test.step('the supplier issues and sends each buyer’s invoice', async () => {
    const sent: Invoice[] = [];
    for (const buyer of buyers) {
      let created: Invoice | null = null;
      await expect(async () => {
        const res = await supplierPage.request.post(`/api/supplier/sales/${buyer.orderId}/invoice`, {
          data: {},
        });
        expect(res.ok(), await res.text()).toBe(true);
        created = ((await res.json()) as { invoice: Invoice }).invoice;
      }).toPass(EVENTUALLY);
      await json(await supplierPage.request.post(`/api/supplier/invoices/${created!.id}/send`));
      sent.push(created!);
    }
    return sent;
  });

  await test.step('the supplier enters the 900 bottles that arrived and reads each order’s cut before confirming', async () => {
    await supplierPage.goto('/supplier/rounds');
    await expectRemoteShows(supplierPage, 'mfe_supplier', 'My Rounds');
    await roundAction(supplierPage, roundId, 'shortfall');
    const dialog = supplierPage
      .getByRole('dialog')
      .filter({ has: supplierPage.getByTestId('shortfall-dialog') });
    await expect(dialog).toBeVisible();
    await pickOption(supplierPage, dialog.getByTestId('shortfall-product'), 'E2E Olive Oil');
    await dialog.getByTestId('shortfall-delivered').fill('900');
    await dialog.getByTestId('shortfall-preview').click();
    const lines = dialog.getByTestId('shortfall-lines');
    await expect(dialog).toContainText('900 of 1,000 units arrived: 100 short');
    for (const buyer of buyers) {
      const row = lines.getByTestId(`shortfall-line-${buyer.orderId}`);
      await expect(row).toContainText(String(buyer.qty));
      await expect(row).toContainText(String(buyer.cut));
      await expect(row).toContainText(String(buyer.gets));
      await expect(row).toContainText(buyer.credit);
    }
    // Read on a phone too: the figures fit its width.
    await supplierPage.setViewportSize(PHONE);
    expect(await sidewaysScroll(supplierPage), 'the page scrolls sideways on a phone').toBe(0);
    await supplierPage.screenshot({ path: test.info().outputPath('shortfall-phone.png'), fullPage: true });
    await supplierPage.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByTestId('shortfall-confirm').click();
    // Confirming cannot be undone: it asks once more.
    await supplierPage.getByTestId('shortfall-confirm-ok').click();
    await expect(dialog.getByTestId('shortfall-confirmed')).toContainText(
      'Shortfall confirmed: each buyer is told their figures and credit notes follow on sent invoices.',
    );
    await expect(dialog.getByTestId('shortfalls-recorded')).toContainText('900 of 1,000 units');
  });

  await test.step('each sent invoice gets a credit note of its buyer’s cut', async () => {
    for (const [n, buyer] of buyers.entries()) {
      let notes: Note[] = [];
      await expect
        .poll(async () => {
          notes =
            (await json<Invoice>(await supplierPage.request.get(`/api/supplier/invoices/${invoices[n]!.id}`)))
              .creditNotes ?? [];
          return notes.map((note) => [note.kind, note.reason, note.total]);
        }, EVENTUALLY)
        .toEqual([['credit', 'short_delivery', Number(buyer.credit.slice(1))]]);
      expect(notes[0]!.lines.map((l) => [l.billedQty, l.correctedQty])).toEqual([[buyer.qty, buyer.gets]]);
    }
  });

  await test.step('each buyer reads their figures: the order’s timeline, the credit note, its PDF and the export', async () => {
    for (const [n, buyer] of buyers.entries()) {
      const page = buyer.page;
      await expect
        .poll(
          async () =>
            (
              await json<{ items: Array<{ qty: number; shortDelivered?: number }> }>(
                await page.request.get(`/api/buyer/orders/${buyer.orderId}`),
              )
            ).items.map((i) => [i.qty, i.shortDelivered]),
          EVENTUALLY,
        )
        .toEqual([[buyer.gets, buyer.cut]]);
      // The credit note's PDF, as the buyer downloads it.
      const invoice = await json<Invoice>(await page.request.get(`/api/buyer/invoices/${invoices[n]!.id}`));
      const note = invoice.creditNotes![0]!;
      const pdf = await page.request.get(`/api/buyer/invoices/${invoice.id}/credit-notes/${note.id}/pdf`);
      expect(pdf.ok(), await pdf.text()).toBe(true);
      const text = pdfText(await pdf.body());
      expect(text).toContain(note.number);
      expect(text).toContain(buyer.credit.slice(1));
      // The invoices export credits the same.
      const csv = await page.request.get('/api/buyer/invoices/export?format=csv&lang=en');
      expect(csv.ok(), await csv.text()).toBe(true);
      const row = csvRows(await csv.text()).find((r) => Object.values(r).includes(invoice.invoiceNumber));
      expect(row, 'the invoice is in the export').toBeTruthy();
      expect(Object.values(row!)).toContain(buyer.credit.slice(1));
    }

    // The first buyer on screen, on a phone: the order's timeline and the invoice's credit note.
    const { page } = buyers[0]!;
    await page.setViewportSize(PHONE);
    await page.goto('/buyer/orders');
    await expectRemoteShows(page, 'mfe_buyer', 'Order History');
    await page.getByTestId('orders-search').fill(title);
    const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: title });
    await row.getByTestId('view-order').click();
    const details = page.getByRole('dialog').filter({ has: page.getByTestId('order-details') });
    await expect(details).toContainText('Delivered short to the group');
    await expect(details).toContainText('900 of 1,000 units arrived for the group');
    await expect(details).toContainText('E2E Olive Oil: 50 units off the order');
    expect(await sidewaysScroll(page), 'the page scrolls sideways on a phone').toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/buyer/invoices');
    await expectRemoteShows(page, 'mfe_buyer', 'Proforma Invoices');
    await page.getByTestId(`view-invoice-${invoices[0]!.invoiceNumber}`).click();
    const notes = page.getByTestId('invoice-credit-notes');
    await expect(notes).toContainText('A product arrived short to the group');
    await expect(notes.getByTestId('credit-note-total')).toHaveText('−$125.00');
  });

  await test.step('the supplier’s invoices export credits each buyer the same', async () => {
    const csv = await supplierPage.request.get('/api/supplier/invoices/export?format=csv&lang=en');
    expect(csv.ok(), await csv.text()).toBe(true);
    const rows = csvRows(await csv.text());
    for (const [n, buyer] of buyers.entries()) {
      const row = rows.find((r) => Object.values(r).includes(invoices[n]!.invoiceNumber));
      expect(row, `invoice ${invoices[n]!.invoiceNumber} is in the export`).toBeTruthy();
      expect(Object.values(row!)).toContain(buyer.credit.slice(1));
    }
  });
});
