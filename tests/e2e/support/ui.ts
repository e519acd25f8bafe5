/** What the journeys look at, named once: the layout, the remotes, toasts. */
import { expect, type Locator, type Page } from '@playwright/test';

export type RemoteName = 'mfe_buyer' | 'mfe_supplier' | 'mfe_admin';

/** The outlet a remote is mounted in; `data-phase` is loading | mounted | failed. */
export function remoteOutlet(page: Page, remote: RemoteName): Locator {
  return page.getByTestId(`remote-${remote}`);
}

/** Waits until the remote is mounted and shows `heading`. */
export async function expectRemoteShows(
  page: Page,
  remote: RemoteName,
  heading: string | RegExp,
): Promise<void> {
  const outlet = remoteOutlet(page, remote);
  await expect(outlet).toHaveAttribute('data-phase', 'mounted');
  await expect(outlet.getByText(heading, { exact: typeof heading === 'string' })).toBeVisible();
}

/** antd notifications (the spec's "toasts"), newest last. */
export function toast(page: Page, title: string): Locator {
  return page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
}

/** antd `message.*` toasts (short one-liners). */
export function messageToast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

export function sidebar(page: Page): Locator {
  return page.getByTestId('sidebar');
}

/** The sidebar's entries as a person reads them. */
export function sidebarEntries(page: Page): Locator {
  return sidebar(page).getByRole('link');
}

/**
 * Picks an option by its label: of a native select (the lists' filters), or of an antd Select,
 * opened with a click (its dropdown is portalled to <body>).
 */
export async function pickOption(page: Page, select: Locator, label: string): Promise<void> {
  if (await select.evaluate((element) => element instanceof HTMLSelectElement)) {
    await select.selectOption({ label });
    return;
  }
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: label })
    .click();
}

/** The page is at exactly `path` (no query, no other origin): redirects settle, so it is polled. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { message: `the address is ${path}` }).toBe(path);
}

/**
 * Ticks a box of an antd form or table as a person does: a click, then the box shown ticked.
 * Playwright's `check()` reads the box at once after its click; a controlled box is ticked on its
 * owner's next render, which on a busy machine comes a moment later (the box does end ticked).
 */
export async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * Opens one of a My Rounds row's other actions (Shipments, Short delivery, Run again, Schedule,
 * Series): they wait below the row's line until its More button is pressed.
 */
export async function roundAction(page: Page, roundId: string, action: string): Promise<void> {
  const button = page.getByTestId(`round-${action}-${roundId}`);
  if (!(await button.isVisible())) await page.getByTestId(`round-more-${roundId}`).click();
  await button.click();
}
