/**
 * Spec §2.6 Rounds, Orders and the dashboard: what the admin's read models hold, shown as the spec
 * lists it. Rounds and orders come from the supplier's and the buyer's events; until those
 * services publish them on this branch, the journey publishes the same contract events into the
 * run's NATS (as the producers would, on their subjects). Decisions go to the owning service: a
 * round or order it does not know is refused, and the page says so with the spec's error text.
 */
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { roundProductSnapshot } from '@marketplace/contracts/fixtures';
import { demoAdmin, demoBuyer, signInViaApi, uniqueTag } from './support/accounts';
import { expectPath, pickOption, remoteOutlet, toast } from './support/ui';

// The machines these run on are shared and often loaded far beyond their two cores: a remote can
// take well over the default 10 s to load. Longer waits here make no assertion about time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const natsUrl = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';
let nc: NatsConnection;

test.beforeAll(async () => {
  nc = await connect({ servers: natsUrl });
});
test.afterAll(async () => {
  await nc?.close();
});

/** An event envelope (libs/contracts envelope.ts) published with msgID = id, as the outbox does. */
async function publish(type: string, producer: 'supplier' | 'buyer', data: unknown) {
  const id = randomUUID();
  const envelope = { id, type, occurredAt: new Date().toISOString(), producer, data };
  await nc.jetstream().publish(type, JSON.stringify(envelope), { msgID: id });
}

function round(tag: string, key: string, status: string, version: number, minutesAgo: number) {
  return {
    id: `e2e-${tag}-${key}`,
    title: `E2E ${key} round ${tag}`,
    description: `Moderation journey ${tag}`,
    currency: 'EUR',
    openAt: null,
    closeAt: null,
    status,
    supplierId: 'e2e-supplier-co',
    supplierName: `E2E Supplier ${tag}`,
    productCount: 3,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    version,
  };
}

/** The one product of a published approved round (the event needs at least one). */
function roundProduct() {
  return roundProductSnapshot({
    id: 'rp-1',
    productId: 'p-1',
    name: 'E2E Widget',
    sku: 'W-1',
    unitPrice: 10,
    currency: 'EUR',
    unitsPerPack: 10,
  });
}

function order(tag: string, key: string, buyerId: string, status: string, version: number) {
  return {
    id: `e2e${tag}${key}`,
    buyerId,
    buyerCompanyId: null,
    roundId: `e2e-${tag}-approved`,
    roundTitle: `E2E approved round ${tag}`,
    supplierId: 'e2e-supplier-co',
    supplierName: `E2E Supplier ${tag}`,
    currency: 'USD',
    status,
    totalValue: 1250.5,
    totalUnits: 120,
    totalItems: 2,
    items: [
      {
        id: `${key}-1`,
        roundProductId: 'rp-1',
        productId: 'p-1',
        name: 'E2E Widget',
        sku: 'W-1',
        uom: 'pieces',
        unitsPerPack: 10,
        qty: 100,
        unitPrice: 10,
        subtotal: 1000,
      },
      {
        id: `${key}-2`,
        roundProductId: 'rp-2',
        productId: 'p-2',
        name: 'E2E Gadget',
        sku: 'G-1',
        uom: 'kg',
        unitsPerPack: 1,
        qty: 20,
        unitPrice: 12.525,
        subtotal: 250.5,
      },
    ],
    createdAt: new Date().toISOString(),
    decidedAt: status === 'pending_admin' ? null : new Date().toISOString(),
    version,
  };
}

function rowIn(page: Page, table: string, text: string): Locator {
  return page.getByTestId(table).getByRole('row').filter({ hasText: text });
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Opens an admin page by its address (the sidebar has its own journey): a click on a loaded,
 * shared machine can wait a long time for the shell's navigation to settle.
 */
async function openAdminPage(page: Page, path: string) {
  await page.goto(path);
  await expectPath(page, path);
  await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', { timeout: 90_000 });
}

/**
 * Reloads the list until the events' rows show (the admin's read model follows them), searched by
 * the journey's tag.
 */
async function untilListed(page: Page, list: 'rounds' | 'orders', tag: string, rows: number) {
  await expect(async () => {
    await page.reload();
    await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', {
      timeout: 90_000,
    });
    await page.getByTestId(`${list}-search`).fill(tag);
    await expect(page.getByTestId(`${list}-table`).getByRole('row').filter({ hasText: tag })).toHaveCount(
      rows,
      {
        timeout: 10_000,
      },
    );
  }).toPass({ timeout: 150_000, intervals: [1_000, 2_000] });
}

test('Rounds, Orders and the dashboard show what the supplier and buyer events said', async ({ page }) => {
  const tag = uniqueTag();
  await signInViaApi(page, demoAdmin);
  const users = await (
    await page.request.get(`/api/admin/users?search=${encodeURIComponent(demoBuyer.email)}`)
  ).json();
  const buyerId = users.items[0].id as string;

  const draft = round(tag, 'draft', 'draft', 1, 40);
  const pending = round(tag, 'pending', 'pending_approval', 2, 30);
  const approved = round(tag, 'approved', 'approved', 3, 20);
  const closed = round(tag, 'closed', 'closed', 4, 10);
  await publish('supplier.round.created.v1', 'supplier', draft);
  await publish('supplier.round.created.v1', 'supplier', { ...pending, status: 'draft', version: 1 });
  await publish('supplier.round.submitted.v1', 'supplier', pending);
  await publish('supplier.round.approved.v1', 'supplier', {
    round: approved,
    products: [roundProduct()],
  });
  await publish('supplier.round.closed.v1', 'supplier', { round: closed, reason: 'closed' });
  await publish('buyer.order.placed.v1', 'buyer', order(tag, 'pend', buyerId, 'pending_admin', 1));
  await publish('buyer.order.decided.v1', 'buyer', order(tag, 'appr', buyerId, 'approved', 2));

  await openAdminPage(page, '/admin/rounds');

  await test.step('Rounds: every status, with the actions of spec §4', async () => {
    await untilListed(page, 'rounds', tag, 4);
    const headers = page.getByTestId('rounds-table').getByRole('columnheader');
    await expect(headers).toHaveText(['Round', 'Supplier', 'Status', 'Currency', 'Created', 'Actions']);
    const pendingRow = rowIn(page, 'rounds-table', pending.title);
    await expect(pendingRow.getByRole('cell').nth(1)).toHaveText(pending.supplierName);
    await expect(pendingRow.getByRole('cell').nth(2)).toHaveText('Pending Approval');
    await expect(pendingRow.getByRole('cell').nth(3)).toHaveText('EUR');
    await expect(pendingRow.getByRole('button')).toHaveText(['Approve', 'Reject', 'View']);
    await expect(rowIn(page, 'rounds-table', approved.title).getByRole('button')).toHaveText([
      'Close Round',
      'View',
    ]);
    await expect(rowIn(page, 'rounds-table', draft.title).getByRole('button')).toHaveText(['View']);
    await expect(rowIn(page, 'rounds-table', closed.title).getByRole('cell').nth(2)).toHaveText('Closed');

    await pickOption(page, page.getByTestId('rounds-status-filter'), 'Approved');
    await expect(page.getByTestId('rounds-table').getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await pickOption(page, page.getByTestId('rounds-status-filter'), 'All Statuses');
    await page.getByTestId('rounds-search').fill(pending.supplierName);
    await expect(page.getByTestId('rounds-table').getByRole('row').filter({ hasText: tag })).toHaveCount(4);

    await rowIn(page, 'rounds-table', draft.title).getByRole('button', { name: 'View' }).click();
    await expect(page.getByTestId('round-details')).toContainText(draft.description);
    // No dates: it opens as it is approved, and its close is not scheduled.
    await expect(page.getByTestId('round-details')).toContainText('On approval');
    await expect(page.getByTestId('round-details')).toContainText('Not scheduled');
    await closeDialog(page);
  });

  await test.step('Approve opens the review first; a round whose terms cannot be read is not approved blind', async () => {
    // These rounds exist only as events here, so the supplier service has no terms to give.
    await rowIn(page, 'rounds-table', pending.title).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('round-details')).toContainText(pending.title);
    await expect(page.getByTestId('round-review-failed')).toContainText(
      'Could not read this round’s products and terms',
    );
    await expect(page.getByTestId('round-review-approve')).toBeDisabled();
    await closeDialog(page);
    await expect(rowIn(page, 'rounds-table', pending.title).getByRole('cell').nth(2)).toHaveText(
      'Pending Approval',
    );
  });

  await test.step('Orders: buyer name and email, round and supplier, counter, details', async () => {
    await openAdminPage(page, '/admin/orders');
    await untilListed(page, 'orders', tag, 2);
    await expect(page.getByTestId('orders-pending-counter')).toHaveText(/^\d+ pending approval$/);
    const row = rowIn(page, 'orders-table', `#e2e${tag}`.slice(0, 9)).filter({ hasText: 'Pending Approval' });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toContainText('2 items • 120 units');
    await expect(cells.nth(1)).toContainText(demoBuyer.name);
    await expect(cells.nth(1)).toContainText(demoBuyer.email);
    await expect(cells.nth(2)).toContainText(`E2E approved round ${tag}`);
    await expect(cells.nth(4)).toHaveText('$1,250.50');
    await expect(row.getByRole('button')).toHaveText(['View', 'Approve', 'Reject']);

    await page.getByTestId('orders-search').fill(demoBuyer.email);
    await expect(page.getByTestId('orders-table').getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await page.getByTestId('orders-search').fill(tag);
    await pickOption(page, page.getByTestId('orders-status-filter'), 'Approved');
    await expect(page.getByTestId('orders-table').getByRole('row').filter({ hasText: tag })).toHaveCount(1);
    await pickOption(page, page.getByTestId('orders-status-filter'), 'Pending Approval');
    await row.getByRole('button', { name: 'View' }).click();
    await expect(page.getByTestId('order-details')).toContainText('E2E Widget (W-1)');
    await expect(page.getByTestId('order-details')).toContainText('20 kg');
    await closeDialog(page);

    await row.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: /^Reject order #/ });
    await confirm.getByTestId('order-reject-reason').fill('Quantities do not match the contract');
    await confirm.getByRole('button', { name: 'Reject order' }).click();
    await expect(toast(page, 'Error').filter({ hasText: 'Failed to update order status' })).toBeVisible();
  });

  await test.step('dashboard: the pending round is listed with a Review link to Rounds', async () => {
    await page.goto('/');
    const pendingList = page.getByTestId('dashboard-pending-list');
    await expect(page.getByTestId('dashboard-total-users')).toContainText('Total Users');
    await expect(page.getByTestId('dashboard-active-companies').getByText(/ • /)).toHaveText(
      // "1 buyer", never "1 buyers".
      /^(?:1 buyer|(?:0|[2-9]|\d{2,}) buyers) • (?:1 supplier|(?:0|[2-9]|\d{2,}) suppliers)$/,
    );
    await expect(page.getByTestId('dashboard-platform-volume')).toContainText('$');
    await expect(page.getByTestId('dashboard-recent-activity')).toContainText(`E2E approved round ${tag}`);
    const item = pendingList.getByRole('listitem').filter({ hasText: pending.title });
    // Submitted 30 minutes ago: under an hour reads "Just now" (spec §9).
    await expect(item).toContainText('Just now');
    await item.getByRole('link', { name: 'Review' }).click();
    await expectPath(page, '/admin/rounds');
    await expect(page.getByRole('heading', { name: 'Rounds' })).toBeVisible();
  });
});

test('Reject and Close Round ask first, saying what they do; only a confirmed one is sent', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signInViaApi(page, demoAdmin);
  const pending = round(tag, 'pending', 'pending_approval', 2, 30);
  const approved = round(tag, 'approved', 'approved', 3, 20);
  await publish('supplier.round.created.v1', 'supplier', { ...pending, status: 'draft', version: 1 });
  await publish('supplier.round.submitted.v1', 'supplier', pending);
  await publish('supplier.round.approved.v1', 'supplier', { round: approved, products: [roundProduct()] });

  await openAdminPage(page, '/admin/rounds');
  await untilListed(page, 'rounds', tag, 2);

  const decisions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/decision')) decisions.push(request.url());
  });

  await test.step('Reject: the consequence is stated; Cancel sends nothing', async () => {
    await rowIn(page, 'rounds-table', pending.title).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Reject Round' });
    await expect(dialog).toContainText(`Reject "${pending.title}"?`);
    await expect(dialog).toContainText('the supplier cannot submit it again');
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowIn(page, 'rounds-table', pending.title).getByRole('cell').nth(2)).toHaveText(
      'Pending Approval',
    );
  });

  await test.step('Close Round: the cart items are named; confirming sends the decision', async () => {
    await rowIn(page, 'rounds-table', approved.title).getByRole('button', { name: 'Close Round' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Close "${approved.title}"?` });
    await expect(dialog).toContainText("Every buyer's cart items in this round are deleted");
    expect(decisions).toEqual([]);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/decision'));
    await dialog.getByRole('button', { name: 'Close Round' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ decision: 'close' });
    // The supplier service does not know this published round: it refuses, and the page says so.
    await expect(toast(page, 'Error').filter({ hasText: 'Failed to close round' })).toBeVisible();
    expect(decisions).toHaveLength(1);
  });
});
