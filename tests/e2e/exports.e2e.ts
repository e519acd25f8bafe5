/**
 * Spreadsheet exports from the lists, end to end: a new buyer with a company orders from the demo
 * supplier's round (API), downloads Order History as Excel and as CSV from the Orders page (the
 * page's filters and language go with it), and the admin downloads the Orders page searched for
 * that buyer. Each file is read back: an XLSX with exceljs (numbers are numbers), a CSV as text.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoAdmin, signInViaApi, uniqueTag } from './support/accounts';
import { buyerWithCompany } from './support/buyers';
import { expectRemoteShows, pickOption } from './support/ui';

type Json = Record<string, unknown>;

/** The rows of a downloaded workbook's first sheet, each cell's value as exceljs reads it. */
async function workbookRows(download: Download): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A downloaded CSV's lines (its BOM checked and dropped); the journey's cells hold no separators. */
function csvLines(download: Buffer): string[][] {
  expect([...download.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return download
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** Chooses a format of the page's Export button and waits for the file. */
async function exportAs(page: Page, testId: string, format: 'csv' | 'xlsx'): Promise<Download> {
  await page.getByTestId(testId).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`${testId}-${format}`).click(),
  ]);
  return download;
}

test('a buyer exports Order History as Excel and CSV with the filters; the admin exports the Orders page', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const buyerContext = await browser.newContext({ acceptDownloads: true });
  const buyerPage = await buyerContext.newPage();
  await buyerWithCompany(buyerPage, tag, 'exports');

  const order = await test.step('the buyer orders from the demo round (API)', async () => {
    const api = buyerPage.request;
    const rounds = ((await (await api.get('/api/buyer/rounds')).json()) as { items: Json[] }).items;
    const round = rounds.find((r) => r.title === 'Demo Spring Round') ?? rounds[0];
    expect(round, 'an approved round to buy from (rounds seed step)').toBeTruthy();
    const detail = (await (await api.get(`/api/buyer/rounds/${round!.id}`)).json()) as { products: Json[] };
    const product = detail.products[0]!;
    const put = await api.put(`/api/buyer/carts/${round!.id}/items/${product.id}`, {
      data: { qty: Number(product.unitsPerPack ?? 1) * 2 },
    });
    expect(put.ok(), await put.text()).toBe(true);
    const placed = await api.post('/api/buyer/orders', {
      data: { roundId: round!.id },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    return (await placed.json()) as {
      id: string;
      roundTitle: string;
      totalValue: number;
      totalUnits: number;
    };
  });

  await test.step('Order History as Excel: one row, the total a number', async () => {
    await buyerPage.goto('/buyer/orders');
    await expectRemoteShows(buyerPage, 'mfe_buyer', 'Order History');
    await expect(buyerPage.getByTestId('orders-table')).toContainText(order.roundTitle);
    const download = await exportAs(buyerPage, 'orders-export', 'xlsx');
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await workbookRows(download);
    expect(rows[0]).toEqual([
      'Order ID',
      'Date',
      'Round',
      'Supplier',
      'Status',
      'Items',
      'Units',
      'Currency',
      'Total Value',
      'Freight',
      'Total with Freight',
      'Decided',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(order.id);
    expect(rows[1]![2]).toBe(order.roundTitle);
    expect(rows[1]![4]).toBe('Pending Approval');
    expect(rows[1]![6]).toBe(order.totalUnits);
    expect(rows[1]![8]).toBe(order.totalValue);
    expect(rows[1]![1]).toBeInstanceOf(Date);
  });

  await test.step("Order History as CSV, with the page's search and status filter", async () => {
    await buyerPage.getByTestId('orders-search').fill(order.roundTitle);
    const found = await exportAs(buyerPage, 'orders-export', 'csv');
    expect(found.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csvLines(readFileSync((await found.path())!));
    expect(lines[0]![0]).toBe('Order ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]![0]).toBe(order.id);

    await pickOption(buyerPage, buyerPage.getByTestId('orders-status-filter'), 'Approved');
    await expect(buyerPage.getByTestId('orders-table')).not.toContainText(order.roundTitle);
    const none = await exportAs(buyerPage, 'orders-export', 'csv');
    expect(csvLines(readFileSync((await none.path())!))).toHaveLength(1);
  });

  await test.step("the admin exports the Orders page searched for the buyer's e-mail", async () => {
    const adminContext = await browser.newContext({ acceptDownloads: true });
    await signInViaApi(adminContext, demoAdmin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/orders');
    await expectRemoteShows(adminPage, 'mfe_admin', 'Orders');
    const email = `exports-buyer-${tag}@e2e.example.com`;
    // The admin's users list learns the new buyer from identity's events: searched again until it has.
    await expect(async () => {
      await adminPage.reload();
      await expectRemoteShows(adminPage, 'mfe_admin', 'Orders');
      await adminPage.getByTestId('orders-search').fill(email);
      // The search has been applied (it is debounced): only the new buyer's order is listed.
      const table = adminPage.getByTestId('orders-table');
      await expect(table).toContainText(email, { timeout: 3_000 });
      await expect(table).toContainText(order.roundTitle);
      await expect(table.locator('tbody tr')).toHaveCount(1);
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
    const download = await exportAs(adminPage, 'orders-export', 'xlsx');
    const rows = await workbookRows(download);
    expect(rows[0]!.slice(0, 4)).toEqual(['Order ID', 'Date', 'Buyer', 'Buyer e-mail']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 1)).toEqual([order.id]);
    expect(rows[1]![3]).toBe(email);
    expect(rows[1]![10]).toBe(order.totalValue);
    await adminContext.close();
  });

  await buyerContext.close();
});
