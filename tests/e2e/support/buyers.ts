/**
 * Buyers for journeys that buy: a buyer without a company buys nothing (issue 40.9). Its own module
 * because it needs both accounts and the company directory, and supplier-company imports accounts.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, signInViaApi } from './accounts';
import { assignNewCompany } from './supplier-company';
import { remoteOutlet } from './ui';

/**
 * A new verified buyer with a company of its own, signed in on a page of its own (a fresh browser
 * context), with a token issued after the assignment so it carries the company.
 */
export async function newBuyerPage(browser: Browser, tag: string, label: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const account = await createVerifiedAccount(page.request, newAccount('buyer', tag, label));
  await signInViaApi(page, account);
  const me = await page.request.get('/api/identity/profile/me');
  const userId = ((await me.json()) as { id: string }).id;
  await assignNewCompany(userId, `E2E Buyer ${tag} ${label}`, 'buyer');
  await signInViaApi(page, account);
  return page;
}

/** Opens the details of the buyer's order in the round titled `title`, from the Orders page. */
export async function openOrderDetails(page: Page, title: string): Promise<Locator> {
  await page.goto('/buyer/orders');
  await expect(remoteOutlet(page, 'mfe_buyer')).toHaveAttribute('data-phase', 'mounted', { timeout: 30_000 });
  await page.getByTestId('orders-search').fill(title);
  await page
    .getByTestId('orders-table')
    .getByRole('row')
    .filter({ hasText: title })
    .getByTestId('view-order')
    .click();
  return page.getByTestId('order-details');
}

/**
 * Explore Rounds searched for `search` (the round's own title unless said): the card of the round
 * titled `title`.
 */
export async function exploreRoundCard(
  page: Page,
  title: string,
  { search = title, timeout = 30_000 }: { search?: string; timeout?: number } = {},
): Promise<Locator> {
  await page.goto('/buyer/rounds');
  await expect(remoteOutlet(page, 'mfe_buyer')).toHaveAttribute('data-phase', 'mounted', { timeout });
  await page.getByTestId('rounds-search').fill(search);
  return page.locator(`[data-testid="round-card"][data-round-title="${title}"]`);
}
