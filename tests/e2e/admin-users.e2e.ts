/**
 * Spec §2.6 Users: the admin finds the people who signed up in this run. They reach the admin
 * read model through identity → JetStream → admin, so the page is reloaded until they show up
 * (the page itself has no auto-refresh), within a bound.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, demoAdmin, newAccount, signInViaApi, uniqueTag } from './support/accounts';
import { expectPath, remoteOutlet, sidebar } from './support/ui';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §9 'MMM dd, yyyy', for today and yesterday (a run may cross midnight). */
const recentDates = [0, 1].map((daysAgo) => {
  const d = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()}`;
});

const COLUMNS = ['User', 'Email', 'Role', 'Company', 'Joined', 'Last Active', 'Actions'] as const;

function usersTable(page: Page): Locator {
  return page.getByTestId('users-table');
}

function rowOf(page: Page, email: string): Locator {
  return usersTable(page).getByRole('row').filter({ hasText: email });
}

async function search(page: Page, term: string) {
  const box = page.getByTestId('users-search');
  await box.fill(term);
  await expect(box).toHaveValue(term);
}

async function chooseRole(page: Page, label: 'All' | 'Admins' | 'Suppliers' | 'Buyers') {
  await page.getByTestId('users-role-filter').getByText(label, { exact: true }).click();
}

test('the admin finds this run’s new buyer and supplier in Users, and the role filter separates them', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const buyer = await createVerifiedAccount(request, newAccount('buyer', tag, 'users'));
  const supplier = await createVerifiedAccount(request, newAccount('supplier', tag, 'users'));

  await signInViaApi(page, demoAdmin);
  await page.goto('/');
  await sidebar(page).getByRole('link', { name: 'Users' }).click();
  await expectPath(page, '/admin/users');
  await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  await test.step('both arrive in the admin read model (reload until they do)', async () => {
    await expect(async () => {
      await page.reload();
      await search(page, tag);
      await expect(rowOf(page, buyer.email)).toBeVisible({ timeout: 3_000 });
      await expect(rowOf(page, supplier.email)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
  });

  await test.step('a row reads as the spec lists it', async () => {
    const headers = usersTable(page).getByRole('columnheader');
    await expect(headers).toHaveText([...COLUMNS]);
    const cells = rowOf(page, buyer.email).getByRole('cell');
    await expect(cells.nth(0)).toContainText(buyer.name);
    await expect(cells.nth(1)).toHaveText(buyer.email);
    await expect(cells.nth(2)).toHaveText('Buyer');
    await expect(cells.nth(3)).toHaveText('—'); // no company yet
    const joined = (await cells.nth(4).innerText()).trim();
    expect(recentDates, `joined "${joined}"`).toContain(joined);
    // Never signed in, so 'Never'; a relative time is also right if activity was recorded.
    await expect(cells.nth(5)).toHaveText(/^(Never|Just now|\d+h ago|\d+d ago)$/);
  });

  await test.step('searching by the exact email finds exactly that person', async () => {
    await search(page, supplier.email);
    await expect(rowOf(page, supplier.email)).toBeVisible();
    await expect(rowOf(page, buyer.email)).toHaveCount(0);
    await expect(rowOf(page, supplier.email).getByRole('cell').nth(2)).toHaveText('Supplier');
  });

  await test.step('role filter: Buyers shows the buyer and not the supplier, and the other way round', async () => {
    await search(page, tag);
    await chooseRole(page, 'Buyers');
    await expect(rowOf(page, buyer.email)).toBeVisible();
    await expect(rowOf(page, supplier.email)).toHaveCount(0);
    await chooseRole(page, 'Suppliers');
    await expect(rowOf(page, supplier.email)).toBeVisible();
    await expect(rowOf(page, buyer.email)).toHaveCount(0);
    await chooseRole(page, 'Admins');
    await expect(usersTable(page).getByText('No users found')).toBeVisible();
    await chooseRole(page, 'All');
    await expect(rowOf(page, buyer.email)).toBeVisible();
    await expect(rowOf(page, supplier.email)).toBeVisible();
  });
});
