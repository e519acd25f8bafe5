/**
 * Spec §2.5 My Rounds: a supplier creates a round with two products picked by hand plus a CSV of
 * five rows (one bad, listed with its line), submits it, the admin approves it, and the supplier
 * sees it approved (the performance dialog shows its products), then closed.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminDecides, supplierWithCompany } from './support/supplier-company';
import { expectPath, remoteOutlet, sidebar, tick } from './support/ui';

const HEADER =
  'Product SKU,Product Name,Description,Category,Unit Price,Currency,Unit of Measure,Size,Material,Color,Units per Pack,MOQ,Max Qty,Image URL';

function roundRow(page: Page, title: string) {
  return page.getByTestId('rounds-table').getByRole('row').filter({ hasText: title });
}

test('a supplier creates a round by hand and by CSV, submits it, and sees it approved', async ({ page }) => {
  await supplierWithCompany(page, 'rounds');
  for (const [name, sku] of [
    ['E2E Lamp', 'E2E-LAMP'],
    ['E2E Desk', 'E2E-DESK'],
  ]) {
    const res = await page.request.post('/api/supplier/products', { data: { name, sku, unitPrice: 12.5 } });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'My Rounds' }).click();
  await expectPath(page, '/supplier/rounds');
  await expect(remoteOutlet(page, 'mfe_supplier')).toHaveAttribute('data-phase', 'mounted');
  await expect(page.getByRole('heading', { name: 'My Rounds' })).toBeVisible();

  const title = `E2E Round ${Date.now().toString(36)}`;
  const dialog = page.getByRole('dialog', { name: 'Create Round' });
  await test.step('fill the round and pick two products', async () => {
    await page.getByTestId('create-round').click();
    await dialog.getByTestId('round-save').click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByTestId('round-title').fill(title);
    await dialog.getByTestId('round-save').click();
    await expect(dialog.getByText('Please select at least one product')).toBeVisible();
    await tick(dialog.getByRole('row').filter({ hasText: 'E2E Lamp' }).getByRole('checkbox'));
    await tick(dialog.getByRole('row').filter({ hasText: 'E2E Desk' }).getByRole('checkbox'));
    await expect(dialog.getByTestId('selected-count')).toHaveText('2 products selected');
    await expect(dialog.getByTestId('moq-E2E-LAMP')).toHaveValue('100');
  });

  await test.step('import five CSV rows, one of them bad', async () => {
    await dialog.getByRole('tab', { name: 'Bulk Import (CSV)' }).click();
    await dialog.getByTestId('csv-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Invalid File: Please upload a CSV file')).toBeVisible();
    const csv = [
      HEADER,
      'E2E-CSV-1,CSV Chair,,,10,USD,pieces,,,,1,50,,',
      'E2E-CSV-2,CSV Table,,,20,,,,,,2,,,',
      'E2E-CSV-3,"Cadeira ""Conforto"", ção",,,5,BRL,pieces,,,,1,30,300,',
      'E2E-CSV-4,CSV Broken,,,abc,USD,pieces,,,,1,10,,',
      'E2E-LAMP,E2E Lamp,,,12.5,USD,pieces,,,,1,80,,',
    ].join('\r\n');
    await dialog.getByTestId('csv-input').setInputFiles({
      name: 'round.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(page.getByText('Import Complete')).toBeVisible();
    await expect(page.getByText('4 products imported (3 newly created), 1 failed')).toBeVisible();
    await expect(dialog.getByTestId('import-failures')).toContainText(
      'Line 5 (E2E-CSV-4): Unit Price is not a valid amount',
    );
    await expect(dialog.getByTestId('selected-count')).toHaveText('5 products selected');
  });

  await test.step('create it and submit it for approval', async () => {
    await dialog.getByTestId('round-save').click();
    await expect(page.getByText('Round created successfully')).toBeVisible();
    const row = roundRow(page, title);
    await expect(row.getByTestId('round-status')).toHaveText('Draft');
    await expect(row).toContainText('Not scheduled');
    await row.getByRole('button', { name: 'Submit for Approval' }).click();
    await expect(page.getByText('Round submitted for approval')).toBeVisible();
    await expect(row.getByTestId('round-status')).toHaveText('Pending Approval');
    await expect(row.getByRole('button', { name: 'Submit for Approval' })).toHaveCount(0);
  });

  await test.step('the admin approves it; the supplier sees it approved with its products', async () => {
    const list = await page.request.get(`/api/supplier/rounds?search=${encodeURIComponent(title)}`);
    const round = ((await list.json()) as { items: Array<{ id: string; productCount: number }> }).items[0]!;
    expect(round.productCount).toBe(5);
    await adminDecides(round.id, 'approve');
    await page.goto('/supplier/rounds');
    await expect(roundRow(page, title).getByTestId('round-status')).toHaveText('Approved');
    await roundRow(page, title).getByRole('button', { name: 'View Details' }).click();
    const performance = page.getByTestId('round-performance');
    await expect(performance.getByTestId('performance-product')).toHaveCount(5);
    await expect(performance).toContainText('0 meet MOQ');
    await expect(performance).toContainText('Cadeira "Conforto", ção');
    await page.keyboard.press('Escape');
  });

  await test.step('the admin closes it; the supplier sees it closed', async () => {
    const list = await page.request.get(`/api/supplier/rounds?search=${encodeURIComponent(title)}`);
    const round = ((await list.json()) as { items: Array<{ id: string }> }).items[0]!;
    await adminDecides(round.id, 'close');
    await page.reload();
    await expect(roundRow(page, title).getByTestId('round-status')).toHaveText('Closed');
  });
});
