/**
 * A toast never covers the header's actions (Sign Out, the language) nor the
 * page's own buttons, which a person may reach for while it shows (it stays while hovered); and a
 * page's title sits right under the header, with no empty band above it. Desktop and phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAdmin, signInViaApi, uniqueTag } from './support/accounts';
import { remoteOutlet, toast } from './support/ui';

test.describe.configure({ timeout: 180_000 });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

/** The box once it has stopped moving (antd slides a notification in). */
async function settledBox(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await box(locator));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function titleGap(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    const content = document.querySelector<HTMLElement>('[data-testid="content"]')!;
    const title = content.querySelector('h2')!.getBoundingClientRect();
    return {
      gap: Math.round(title.top - header.bottom),
      padding: parseFloat(getComputedStyle(content).paddingTop),
    };
  });
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${size.name}, a toast leaves the header and the page's buttons free; no band above the title`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInViaApi(page, demoAdmin);
    await page.goto('/admin/categories');
    await expect(remoteOutlet(page, 'mfe_admin')).toHaveAttribute('data-phase', 'mounted', {
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible({ timeout: 30_000 });

    // The content's own padding is the only room between the header and the title.
    const { gap, padding } = await titleGap(page);
    expect(gap).toBeLessThanOrEqual(padding + 1);

    await page.getByTestId('categories-add').click();
    await page.getByTestId('category-name').fill(`E2E Toast ${uniqueTag()}`);
    await page.getByTestId('category-save').click();
    const notice = toast(page, 'Category created successfully');
    await expect(notice).toBeVisible();
    // The pointer goes on the toast at once: a hovered toast stays, so a slow machine cannot see it
    // close (antd's 4.5 s) while its box is measured. hover() waits for the slide-in to end.
    await notice.hover();
    const shown = await settledBox(notice);

    const targets = {
      'Sign Out': page.getByTestId('sign-out'),
      language: page.locator('.app-header .language-select'),
      'Add Category': page.getByTestId('categories-add'),
    };
    const covered: string[] = [];
    for (const [name, target] of Object.entries(targets))
      if (overlap(shown, await box(target))) covered.push(name);
    expect(covered).toEqual([]);

    // With the pointer on the toast (which keeps it), Sign Out is still there to be pressed.
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('sign-out')).toBeEnabled();
    await page.getByTestId('sign-out').click({ trial: true, timeout: 5_000 });
  });
}
