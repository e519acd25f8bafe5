/**
 * Spec §2.6 Companies, Users' Assign Company and Categories, with the texts of §5 and §8: the
 * admin creates a supplier company, assigns this run's new supplier to it (the supplier's own
 * profile then shows it, through identity's copy of the directory), and runs the categories.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  demoAdmin,
  demoBuyer,
  demoSupplier,
  newAccount,
  signInViaApi,
  uniqueTag,
} from './support/accounts';
import { expectPath, pickOption, remoteOutlet, toast } from './support/ui';

// The machines these run on are shared and often loaded far beyond their two cores: a remote can
// take well over the default 10 s to load. Longer waits here make no assertion about time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * Opens an admin page by its address (the sidebar has its own journey): a click on a loaded,
 * shared machine can wait a long time for the shell's navigation to settle.
 */
async function openAdminPage(page: Page, path: string) {
  await page.goto(path);
  await expectPath(page, path);
  await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', { timeout: 90_000 });
}

function rowIn(page: Page, table: string, text: string): Locator {
  return page.getByTestId(table).getByRole('row').filter({ hasText: text });
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
}

test('the admin creates a supplier company, edits it, assigns the new supplier to it, and deactivates it', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const supplier = await createVerifiedAccount(page.request, newAccount('supplier', tag, 'directory'));
  const companyName = `E2E Supplies ${tag}`;

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, demoAdmin);
  await openAdminPage(page, '/admin/companies');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();

  await test.step('Add Company: name required, buyer by default, a tax number for buyers and suppliers', async () => {
    await page.getByTestId('companies-add').click();
    const add = dialog(page, 'Add Company');
    await expect(add.getByTestId('company-save')).toBeDisabled();
    await expect(add.getByTestId('company-type')).toContainText('Buyer');
    await expect(add.getByTestId('company-tax-number')).toBeVisible();
    await add.getByTestId('company-name').fill('   ');
    await expect(add.getByTestId('company-save')).toBeDisabled();
    await add.getByTestId('company-name').fill(companyName);
    await pickOption(page, add.getByTestId('company-type'), 'Supplier');
    await expect(add.getByTestId('company-tax-number')).toBeVisible();
    await add.getByTestId('company-country').fill('Portugal');
    await add.getByTestId('company-save').click();
    await expect(toast(page, 'Company created successfully')).toBeVisible();
  });

  await test.step('the table shows it; search and the type filter find it', async () => {
    await page.getByTestId('companies-search').fill(tag);
    const row = rowIn(page, 'companies-table', companyName);
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Supplier');
    await expect(cells.nth(2)).toHaveText('Portugal');
    await expect(cells.nth(3)).toHaveText('Active');
    await page.getByTestId('companies-type-filter').getByText('Buyers', { exact: true }).click();
    await expect(row).toHaveCount(0);
    await page.getByTestId('companies-type-filter').getByText('Suppliers', { exact: true }).click();
    await expect(row).toBeVisible();
    await page.getByTestId('companies-search').fill('portugal');
    await expect(row).toBeVisible();
  });

  await test.step('Edit Company', async () => {
    await rowIn(page, 'companies-table', companyName).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Company');
    await expect(edit.getByTestId('company-name')).toHaveValue(companyName);
    await edit.getByTestId('company-country').fill('Spain');
    await edit.getByTestId('company-save').click();
    await expect(toast(page, 'Company updated successfully')).toBeVisible();
    await page.getByTestId('companies-search').fill(tag);
    await expect(rowIn(page, 'companies-table', companyName).getByRole('cell').nth(2)).toHaveText('Spain');
  });

  await test.step('Users: assign the new supplier to the company', async () => {
    await openAdminPage(page, '/admin/users');
    const row = rowIn(page, 'users-table', supplier.email);
    await expect(async () => {
      await page.reload();
      await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', {
        timeout: 90_000,
      });
      await page.getByTestId('users-search').fill(supplier.email);
      await expect(row).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 150_000, intervals: [1_000, 2_000] });
    // On a 1280 px screen the whole address is shown, not cut.
    const email = row.getByRole('cell').nth(1);
    await expect(email).toHaveText(supplier.email);
    expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await row.getByTestId('assign-company').click();
    const assign = dialog(page, 'Assign Company');
    await expect(assign).toContainText(supplier.email);
    await pickOption(page, assign.getByTestId('assign-company-select'), companyName);
    await assign.getByTestId('assign-save').click();
    await expect(toast(page, 'User company assignment updated successfully')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText(`${companyName}Supplier`);
  });

  await test.step("the supplier's profile shows the company (identity's copy of the directory)", async () => {
    const context = await browser.newContext();
    try {
      await signInViaApi(context, supplier);
      await expect
        .poll(
          async () => (await (await context.request.get('/api/identity/profile/me')).json()).company?.name,
          {
            timeout: 20_000,
          },
        )
        .toBe(companyName);
    } finally {
      await context.close();
    }
  });

  await test.step('Deactivate: the company is Inactive and no longer offered for assignment', async () => {
    await openAdminPage(page, '/admin/companies');
    await page.getByTestId('companies-search').fill(tag);
    const row = rowIn(page, 'companies-table', companyName);
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Company deactivated successfully')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('Inactive');
    await openAdminPage(page, '/admin/users');
    await page.getByTestId('users-search').fill(supplier.email);
    await rowIn(page, 'users-table', supplier.email).getByTestId('assign-company').click();
    await page.getByTestId('assign-company-select').click();
    await expect(page.locator('.ant-select-dropdown:visible')).toContainText('No company');
    await expect(page.locator('.ant-select-dropdown:visible')).not.toContainText(companyName);
    await page.keyboard.press('Escape');
  });
});

test('the admin adds, renames and deletes categories with the texts of the spec', async ({ page }) => {
  const tag = uniqueTag();
  const name = `E2E Tools ${tag}`;
  await signInViaApi(page, demoAdmin);
  await openAdminPage(page, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  await test.step('an empty name is refused', async () => {
    await page.getByTestId('categories-add').click();
    const add = dialog(page, 'Add Category');
    await add.getByTestId('category-name').fill('   ');
    await add.getByTestId('category-save').click();
    await expect(toast(page, 'Error').filter({ hasText: 'Category name is required' })).toBeVisible();
    await add.getByTestId('category-name').fill(`  ${name}  `);
    await add.getByTestId('category-save').click();
    await expect(toast(page, 'Category created successfully')).toBeVisible();
    await expect(rowIn(page, 'categories-table', name)).toBeVisible();
  });

  await test.step('names are unique whatever their case', async () => {
    await page.getByTestId('categories-add').click();
    const add = dialog(page, 'Add Category');
    await add.getByTestId('category-name').fill(name.toUpperCase());
    await add.getByTestId('category-save').click();
    await expect(toast(page, 'Error').filter({ hasText: 'Failed to create category' })).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('rename', async () => {
    await rowIn(page, 'categories-table', name).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit Category');
    await edit.getByTestId('category-name').fill(`${name} Pro`);
    await edit.getByTestId('category-save').click();
    await expect(toast(page, 'Category updated successfully')).toBeVisible();
    await expect(rowIn(page, 'categories-table', `${name} Pro`)).toBeVisible();
  });

  await test.step('delete, after the confirmation word for word', async () => {
    await rowIn(page, 'categories-table', `${name} Pro`).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(
      `Are you sure you want to delete "${name} Pro"? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Category deleted successfully')).toBeVisible();
    await expect(rowIn(page, 'categories-table', `${name} Pro`)).toHaveCount(0);
  });
});

test('the seeded directory: demo companies, categories, and the demo users in them', async ({ page }) => {
  await signInViaApi(page, demoAdmin);
  await page.goto('/admin/companies');
  await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', { timeout: 90_000 });
  await expect(rowIn(page, 'companies-table', 'Demo Supplier Co.').getByRole('cell').nth(1)).toHaveText(
    'Supplier',
  );
  await expect(rowIn(page, 'companies-table', 'Demo Buyer Ltd.').getByRole('cell').nth(1)).toHaveText(
    'Buyer',
  );
  await page.goto('/admin/categories');
  await expect(rowIn(page, 'categories-table', 'Electronics')).toBeVisible();
  await page.goto('/admin/users');
  await page.getByTestId('users-search').fill('demo.local');
  await expect(rowIn(page, 'users-table', demoSupplier.email).getByRole('cell').nth(3)).toHaveText(
    'Demo Supplier Co.Supplier',
  );
  await expect(rowIn(page, 'users-table', demoBuyer.email).getByRole('cell').nth(3)).toHaveText(
    'Demo Buyer Ltd.Buyer',
  );
});
