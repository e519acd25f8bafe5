/**
 * Spec §2.4/§2.5 empty states: a supplier with no sales and a buyer with no invoices see the
 * spec's words, the cards at zero, in English and in Portuguese. Fresh accounts (the supplier's
 * with a company of its own), so the seeded demo data (which has a sale and an invoice) does not
 * matter.
 */
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, newAccount, signInViaApi, uniqueTag } from './support/accounts';
import { supplierWithCompany } from './support/supplier-company';
import { expectPath, expectRemoteShows, sidebar } from './support/ui';

test('a supplier without sales sees the empty Sales History and Proforma Invoices', async ({ page }) => {
  // A supplier of a company that has sold nothing yet (one without a company sees "No company
  // associated with user" on every supplier page instead: catalogue-products.e2e.ts).
  await supplierWithCompany(page, 'invoices');
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'Sales History' }).click();
  await expectPath(page, '/supplier/sales');
  await expectRemoteShows(page, 'mfe_supplier', 'Sales History');
  await expect(page.getByText('No sales yet - Your approved orders will appear here')).toBeVisible();
  for (const [card, value] of [
    ['card-total-sales', '$0.00'],
    ['card-orders-count', '0'],
    ['card-units-sold', '0'],
  ])
    await expect(page.getByTestId(card)).toContainText(value);

  await sidebar(page).getByRole('link', { name: 'Proforma Invoices' }).click();
  await expectPath(page, '/supplier/invoices');
  await expect(page.getByText('No proforma invoices yet')).toBeVisible();
  await expect(page.getByTestId('card-pending')).toContainText('Pending Invoices');
});

test('a buyer without invoices sees the empty Proforma Invoices, in Portuguese too', async ({
  page,
  request,
}) => {
  const buyer = await createVerifiedAccount(request, newAccount('buyer', uniqueTag(), 'invoices'));
  await signInViaApi(page, buyer);
  await page.goto('/buyer/invoices');
  await expectRemoteShows(page, 'mfe_buyer', 'Proforma Invoices');
  await expect(page.getByText('No proforma invoices received')).toBeVisible();
  await expect(page.getByTestId('card-pending-review')).toContainText('Pending Review');
  await expect(page.getByTestId('card-total-value')).toContainText('$0.00');

  await page.evaluate(() => localStorage.setItem('marketplace.language', 'pt'));
  await page.reload();
  await expect(page.getByText('Nenhuma fatura proforma recebida')).toBeVisible();
  await expect(page.getByTestId('card-pending-review')).toContainText('Aguardando Revisão');
});
