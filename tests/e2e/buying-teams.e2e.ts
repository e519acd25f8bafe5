/**
 * Buying teams end to end: the admin makes one buyer the approver of a new buying company (the
 * Assign Company dialog's team role) and another its member; the approver gives the member a
 * $50 limit per order on the Team page. The member's $100 order waits for the company, the
 * approver approves it from the Team page before the close, and the admin approves it. A second
 * order over the limit is left waiting: at the round's close (the services' clock is moved past
 * it rather than waited for) it is released, and the member's order says so.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shortId } from '@marketplace/domain';
import {
  createVerifiedAccount,
  demoAdmin,
  newAccount,
  signInViaApi,
  uniqueTag,
  type Account,
} from './support/accounts';
import { buyerRoundProducts, openOrderDetails, placeOrder, putInCart } from './support/buyers';
import { moveClockTo } from './support/clock';
import { adminApprovesOrder, adminRequest, newSupplierRound } from './support/supplier-company';
import { pickOption, remoteOutlet, sidebar, toast } from './support/ui';

/** Long enough for the whole journey before the close on a busy machine; the last step moves the clock past it. */
const DEADLINE_AHEAD_MS = 10 * 60_000;
const CLOSE_WAIT_MS = 30_000;

interface OrderBody {
  id: string;
  status: string;
  companyApproval?: { status: string; decidedByName: string | null };
}

async function userIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/identity/profile/me')).json()) as { id: string }).id;
}

async function buyerPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await createVerifiedAccount(page.request, account);
  await signInViaApi(page, account);
  return page;
}

async function order(page: Page, roundId: string, productId: string, qty: number): Promise<OrderBody> {
  await putInCart(page.request, roundId, productId, qty);
  return placeOrder<OrderBody>(page.request, roundId);
}

const orderOf = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/buyer/orders/${id}`)).json()) as OrderBody;

async function openTeamPage(page: Page) {
  await page.goto('/buyer/team');
  await expect(remoteOutlet(page, 'mfe_buyer')).toHaveAttribute('data-phase', 'mounted', { timeout: 60_000 });
}

test('a member’s order over her limit waits for the approver, who approves it before the close; one left waiting is released at the close', async ({
  browser,
  page: supplierPage,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const title = `E2E Team ${tag}`;
  const companyName = `E2E Team Co ${tag}`;

  const approverAccount = newAccount('buyer', tag, 'team-approver');
  const memberAccount = newAccount('buyer', tag, 'team-member');
  const [approver, member] = await Promise.all([
    buyerPage(browser, approverAccount),
    buyerPage(browser, memberAccount),
  ]);

  await test.step('the admin makes the first the company’s approver in Assign Company; the second joins as a member', async () => {
    const admin = await adminRequest();
    const created = await admin.post('/api/admin/companies', { data: { name: companyName, type: 'buyer' } });
    expect(created.status(), await created.text()).toBe(201);
    const companyId = ((await created.json()) as { id: string }).id;
    const assigned = await admin.put(`/api/admin/users/${await userIdOf(member)}/company`, {
      data: { companyId, teamRole: 'member' },
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);

    const adminPage = await (await browser.newContext()).newPage();
    await signInViaApi(adminPage, demoAdmin);
    const row = adminPage
      .getByTestId('users-table')
      .getByRole('row')
      .filter({ hasText: approverAccount.email });
    await expect(async () => {
      await adminPage.goto('/admin/users');
      await expect(remoteOutlet(adminPage, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', {
        timeout: 60_000,
      });
      await adminPage.getByTestId('users-search').fill(approverAccount.email);
      await expect(row).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 120_000, intervals: [1_000, 2_000] });
    await row.getByTestId('assign-company').click();
    const dialog = adminPage.getByRole('dialog');
    await pickOption(adminPage, dialog.getByTestId('assign-company-select'), companyName);
    await pickOption(adminPage, dialog.getByTestId('assign-team-role'), 'Approver');
    await expect(dialog).toContainText("Also approves members' orders over their limits");
    await dialog.getByTestId('assign-save').click();
    await expect(toast(adminPage, 'User company assignment updated successfully')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toContainText('Buyer · Approver');
    await adminPage.context().close();
    // Tokens issued after the assignment carry the company and the team role.
    await signInViaApi(approver, approverAccount);
    await signInViaApi(member, memberAccount);
  });

  const { roundId, chairId, closeAt } =
    await test.step('a supplier’s round of $10 chairs closes in minutes', async () => {
      const { roundId: id, closeAt: deadline } = await newSupplierRound(
        supplierPage,
        'team',
        {
          title,
          closesInMs: DEADLINE_AHEAD_MS,
          // Everything ordered is confirmed at the close, whatever the MOQ: the approved order stands.
          endAction: 'confirm_all',
        },
        [{ product: { name: 'E2E Team Chair', sku: `TEAM-${tag}`, unitPrice: 10 }, moq: 100, maxQty: null }],
      );
      const [chair] = await buyerRoundProducts(member.request, id, { timeout: 60_000 });
      return { roundId: id, chairId: chair!.id, closeAt: deadline };
    });

  const memberId = await userIdOf(member);

  await test.step('the approver opens Team from the sidebar and sets the member’s limit to $50 per order', async () => {
    await approver.goto('/buyer');
    await expect(sidebar(approver).getByTestId('nav-buyer-team')).toBeVisible({ timeout: 60_000 });
    await openTeamPage(approver);
    const memberRow = approver.getByTestId(`team-member-${memberId}`);
    await expect(memberRow).toContainText(memberAccount.name, { timeout: 30_000 });
    await memberRow.getByTestId('set-limits').click();
    const dialog = approver.getByRole('dialog');
    await dialog.getByTestId('limit-USD-per-order').fill('50');
    const saved = approver.waitForResponse(
      (res) => res.url().endsWith(`/team/members/${memberId}/limits`) && res.request().method() === 'PUT',
    );
    await dialog.getByTestId('limits-save').click();
    expect((await saved).status()).toBe(200);
    await expect(memberRow).toContainText('$50.00');
  });

  const first = await test.step('the member orders ten chairs ($100): it waits for the company', async () => {
    const placed = await order(member, roundId, chairId, 10);
    expect(placed).toMatchObject({ status: 'pending_company', companyApproval: { status: 'pending' } });
    // Found by its number: the round will hold two of this member's orders.
    const details = await openOrderDetails(member, shortId(placed.id));
    await expect(details).toContainText('Awaiting Company Approval');
    return placed;
  });

  await test.step('the approver approves it on the Team page; the admin approves it too', async () => {
    await openTeamPage(approver);
    const waiting = approver.getByTestId(`approval-${first.id}`);
    await expect(waiting).toContainText(memberAccount.name, { timeout: 30_000 });
    await waiting.getByTestId(`approve-${first.id}`).click();
    await expect(waiting).toHaveCount(0);
    const approved = await orderOf(member, first.id);
    expect(approved).toMatchObject({
      status: 'pending_admin',
      companyApproval: { status: 'approved', decidedByName: approverAccount.name },
    });
    await adminApprovesOrder(first.id);
    await expect.poll(async () => (await orderOf(member, first.id)).status).toBe('approved');
  });

  const second = await test.step('a second order of six chairs ($60) is left waiting', async () => {
    const placed = await order(member, roundId, chairId, 6);
    expect(placed.status).toBe('pending_company');
    await openTeamPage(approver);
    await expect(approver.getByTestId(`approval-${placed.id}`)).toBeVisible({ timeout: 30_000 });
    return placed;
  });

  await test.step('at the close it is released, and the member’s order says so', async () => {
    await moveClockTo(new Date(closeAt.getTime() + 1_000));
    await expect
      .poll(async () => (await orderOf(member, second.id)).status, {
        message: 'the order left waiting is released at the close',
        timeout: CLOSE_WAIT_MS,
        intervals: [1_000],
      })
      .toBe('cancelled');
    expect((await orderOf(member, second.id)).companyApproval?.status).toBe('released');
    expect((await orderOf(member, first.id)).status).toBe('approved');
    const details = await openOrderDetails(member, shortId(second.id));
    await expect(details).toContainText('the round closed before your company approved it');
  });
});
