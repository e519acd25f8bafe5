/**
 * Buyers for journeys that buy: a buyer without a company buys nothing. Its own module
 * because it needs both accounts and the company directory, and supplier-company imports accounts.
 */
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, newAccount, signInViaApi, uniqueTag } from './accounts';
import { assignNewCompany } from './supplier-company';
import { remoteOutlet } from './ui';

/**
 * A new verified buyer with a company of its own, signed in on `page`, with a token issued after
 * the assignment so it carries the company.
 */
export async function buyerWithCompany(page: Page, tag: string, label: string): Promise<void> {
  const account = await createVerifiedAccount(page.request, newAccount('buyer', tag, label));
  await signInViaApi(page, account);
  const me = await page.request.get('/api/identity/profile/me');
  const userId = ((await me.json()) as { id: string }).id;
  await assignNewCompany(userId, `E2E Buyer ${tag} ${label}`, 'buyer');
  await signInViaApi(page, account);
}

/** `buyerWithCompany` on a page of its own (a fresh browser context). */
export async function newBuyerPage(browser: Browser, tag: string, label: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await buyerWithCompany(page, tag, label);
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

/**
 * The products of round `roundId` as the buyer service has them: at least `count`, once the
 * round's approval has reached it (through the supplier's events).
 */
export async function buyerRoundProducts<Product extends { id: string }>(
  request: APIRequestContext,
  roundId: string,
  { count = 1, timeout = 30_000 }: { count?: number; timeout?: number } = {},
): Promise<Product[]> {
  let products: Product[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/buyer/rounds/${roundId}`);
        products = res.ok() ? ((await res.json()) as { products: Product[] }).products : [];
        return products.length;
      },
      { message: 'the approved round in the buyer service', timeout },
    )
    .toBeGreaterThanOrEqual(count);
  return products;
}

/** Puts `qty` units of the round's product `roundProductId` in the buyer's cart of the round. */
export async function putInCart(
  request: APIRequestContext,
  roundId: string,
  roundProductId: string,
  qty: number,
) {
  const put = await request.put(`/api/buyer/carts/${roundId}/items/${roundProductId}`, { data: { qty } });
  expect(put.ok(), await put.text()).toBe(true);
}

/** Places the order of the buyer's cart of the round (a key of its own, so never a replay); the order. */
export async function placeOrder<Order extends { id: string }>(
  request: APIRequestContext,
  roundId: string,
): Promise<Order> {
  const placed = await request.post('/api/buyer/orders', {
    data: { roundId },
    headers: { 'Idempotency-Key': `e2e-${roundId}-${uniqueTag()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as Order;
}
