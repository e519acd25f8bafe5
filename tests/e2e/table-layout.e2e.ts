/**
 * Every table page of every role reads well on a 1280 px desktop and a 390 px
 * phone. A person notices a word cut in two (a name one letter per line, "Currenc/y"), a word or
 * button sticking out of its column, a row's actions on two lines, and a page that scrolls sideways.
 * The demo data (seeded by the stack) fills every table.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi, type Account } from './support/accounts';

// A remote can take long to load on a loaded two-core machine; the waits say nothing about time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const TABLE_PAGES: [Account, string[]][] = [
  [demoBuyer, ['/buyer/orders', '/buyer/invoices']],
  [demoSupplier, ['/supplier/products', '/supplier/rounds', '/supplier/sales', '/supplier/invoices']],
  [demoAdmin, ['/admin/companies', '/admin/users', '/admin/rounds', '/admin/orders', '/admin/categories']],
];

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * What reads badly on the page as it is drawn now, in words. Runs in the page: every word of every
 * table cell is measured with a DOM Range (its boxes on screen).
 */
function layoutProblems(desktop: boolean): string[] {
  const problems: string[] = [];
  /**
   * Prose may break after a hyphen, as print does ("T-/Shirt"); so may an e-mail address, digits or
   * not, after a hyphen or its @ (a 45-character address cannot stand on one line of a phone's
   * card). A code (any other word with a digit: a SKU, an order number) is never cut, nor any word
   * elsewhere than at those points.
   */
  const breaksAfterHyphens = (node: Node, start: number, word: string) => {
    // An address, or its local part up to the @ (EmailText offers a break after the @).
    const email = /^[^@\s]+@([^@\s]+\.[^@\s]+)?$/.test(word);
    if (!email && (/\d/.test(word) || !word.includes('-'))) return false;
    let from = start;
    return word.split(email ? /(?<=[-@])/ : /(?<=-)/).every((part) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, (from += part.length));
      return (
        new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size <=
        1
      );
    });
  };
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > window.innerWidth)
    problems.push(`the page is ${scroller.scrollWidth} px wide in a ${window.innerWidth} px window`);

  // On a desktop every column is in view: a table that scrolls sideways at 1280 px hides its
  // actions (My Rounds' Submit) behind a scroll bar.
  if (desktop)
    for (const scroll of document.querySelectorAll<HTMLElement>('[data-testid="content"] .mk-table-scroll'))
      if (scroll.scrollWidth > scroll.clientWidth + 1)
        problems.push(`a table needs ${scroll.scrollWidth} px in its ${scroll.clientWidth} px card`);

  const cells = document.querySelectorAll<HTMLElement>(
    '[data-testid="content"] table th, [data-testid="content"] table td',
  );
  for (const cell of cells) {
    const box = cell.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(cell);
    const left = box.left + parseFloat(style.paddingLeft) - 1;
    const right = box.right - parseFloat(style.paddingRight) + 1;
    const where = `"${(cell.innerText || '').trim().slice(0, 40)}"`;

    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size === 0) continue;
        const word = range.getBoundingClientRect();
        // What of the cell the word can be seen in: an ellipsis hides the end of a text on purpose.
        let [shownLeft, shownRight, clipped] = [left, right, false];
        for (let el = node.parentElement; el && el !== cell; el = el.parentElement) {
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const clip = el.getBoundingClientRect();
          clipped = true;
          [shownLeft, shownRight] = [
            Math.max(shownLeft, clip.left - 1),
            Math.min(shownRight, clip.right + 1),
          ];
        }
        if (lines.size > 1 && !breaksAfterHyphens(node, match.index, match[0]))
          problems.push(`"${match[0]}" is cut over ${lines.size} lines in cell ${where}`);
        else if (word.left >= shownRight || word.right <= shownLeft) continue;
        else if (
          word.width > shownRight - shownLeft ||
          word.left < shownLeft ||
          (word.right > shownRight && !clipped)
        )
          problems.push(
            `"${match[0]}" (${Math.round(word.width)} px) does not fit its cell ${where} (${Math.round(shownRight - shownLeft - 2)} px)`,
          );
      }
    }

    const buttons = [...cell.querySelectorAll<HTMLElement>('button, .ant-tag, .mk-tag')].filter(
      (b) => b.getBoundingClientRect().width > 0,
    );
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      if (r.left < left || r.right > right)
        problems.push(`"${b.innerText.trim()}" sticks out of cell ${where}`);
    }
    const tops = new Set(
      buttons.filter((b) => b.tagName === 'BUTTON').map((b) => Math.round(b.getBoundingClientRect().top)),
    );
    if (desktop && tops.size > 1) problems.push(`the actions of cell ${where} are on ${tops.size} lines`);
  }
  return problems;
}

for (const [account, paths] of TABLE_PAGES) {
  test(`the ${account.role}'s tables read well at 1280 and 390 px`, async ({ page }) => {
    await signInViaApi(page, account);
    for (const path of paths) {
      for (const size of WIDTHS) {
        await test.step(`${path} at ${size.width} px`, async () => {
          await page.setViewportSize({ width: size.width, height: size.height });
          await openWithRows(page, path);
          expect(await page.evaluate(layoutProblems, size.name === 'desktop')).toEqual([]);
        });
      }
    }
  });
}

/** Opens a table page and waits until its table shows rows (the admin's lists fill from events). */
async function openWithRows(page: Page, path: string) {
  const rows = page.locator('[data-testid="content"] table tbody tr.mk-table-row');
  await expect(async () => {
    await page.goto(path);
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000, 3_000] });
  // Fonts and images settle the columns' widths.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('load');
}
