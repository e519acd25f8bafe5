/**
 * Spec §2.2, §9: the sidebar collapses to icons (3rem) and back (16rem) with Ctrl/Cmd+B, keeps
 * its state in the `sidebar_state` cookie for 7 days, and below 768 px is an 18rem drawer.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoBuyer, signInViaApi } from './support/accounts';
import { expectPath, expectRemoteShows, sidebar } from './support/ui';

const SEVEN_DAYS_S = 7 * 24 * 3600;

/** Rendered width in CSS px; polled, since antd animates the change. */
async function expectSidebarWidth(page: Page, px: number) {
  await expect.poll(async () => Math.round((await sidebar(page).boundingBox())?.width ?? -1)).toBe(px);
}

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
}

test('Ctrl+B collapses the sidebar to icons and back, and the state survives a reload', async ({ page }) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/');
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expectSidebarWidth(page, 256); // 16rem
  await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText('Buyer Tools');

  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await expectSidebarWidth(page, 48); // 3rem
  await expect(sidebar(page).getByTestId('sidebar-group')).toHaveCount(0);
  await expect(sidebar(page).getByRole('link')).toHaveCount(6); // icons stay

  const collapsed = await sidebarCookie(page);
  expect(collapsed?.value).toBe('false');
  expect(collapsed?.path).toBe('/');
  // ~7 days from now (a little slack for the time the steps take).
  expect(collapsed!.expires - Date.now() / 1000).toBeGreaterThan(SEVEN_DAYS_S - 120);
  expect(collapsed!.expires - Date.now() / 1000).toBeLessThanOrEqual(SEVEN_DAYS_S + 5);

  await page.reload();
  await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await expectSidebarWidth(page, 48);

  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expectSidebarWidth(page, 256);
  expect((await sidebarCookie(page))?.value).toBe('true');

  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expectSidebarWidth(page, 256);
});

test('the sidebar entries are links: the current page is marked, and an entry opens in a new tab', async ({
  page,
  context,
}) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/buyer/orders');
  await expectRemoteShows(page, 'mfe_buyer', 'Order History');
  const orders = sidebar(page).getByRole('link', { name: 'Order History' });
  const rounds = sidebar(page).getByRole('link', { name: 'Explore Rounds' });
  await expect(orders).toHaveAttribute('aria-current', 'page');
  await expect(rounds).not.toHaveAttribute('aria-current');
  await expect(rounds).toHaveAttribute('href', '/buyer/rounds');

  const opened = context.waitForEvent('page');
  await rounds.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expectPath(tab, '/buyer/rounds');
  await expectRemoteShows(tab, 'mfe_buyer', 'Explore Rounds');
  await expectPath(page, '/buyer/orders'); // this tab stays where it was
});

test('the header button toggles the sidebar too', async ({ page }) => {
  await signInViaApi(page, demoBuyer);
  await page.goto('/');
  await expectSidebarWidth(page, 256);
  await page.getByTestId('sidebar-toggle').click();
  await expectSidebarWidth(page, 48);
  await page.getByTestId('sidebar-toggle').click();
  await expectSidebarWidth(page, 256);
});

test.describe('on a phone-sized screen (< 768 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is an 18rem drawer that opens from the header and closes after navigating', async ({
    page,
  }) => {
    await signInViaApi(page, demoBuyer);
    await page.goto('/');
    await expectRemoteShows(page, 'mfe_buyer', 'Buyer Dashboard');
    await expect(sidebar(page)).toBeHidden();

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'mobile-open');
    await expect(sidebar(page)).toBeVisible();
    await expectSidebarWidth(page, 288); // 18rem
    await expect(sidebar(page).getByTestId('sidebar-group')).toHaveText('Buyer Tools');

    await sidebar(page).getByRole('link', { name: 'Shopping Cart' }).click();
    await expectPath(page, '/buyer/cart');
    await expect(sidebar(page)).toBeHidden();
    await expectRemoteShows(page, 'mfe_buyer', 'Shopping Cart');
  });
});
