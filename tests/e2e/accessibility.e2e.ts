/**
 * Every first page is accessible (buying companies in the EU and Brazil are bound
 * to accessible sites: EN 301 549, LBI art. 63).
 * - axe-core finds no serious or critical WCAG 2.2 A/AA violation on any first page, signed out and
 *   in each role, in English and Portuguese, on a 1280 px desktop and a 390 px phone.
 * - With the keyboard alone, every action of those pages is reached by Tab, and whatever has the
 *   focus is on screen, not covered, and shows that it has it.
 * A failure lists each problem with the page, language and width it was found on.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAdmin, demoBuyer, demoSupplier, signInViaApi, type Account } from './support/accounts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGE_KEY = 'marketplace.language';
const LANGUAGES = ['en', 'pt'] as const;
type Language = (typeof LANGUAGES)[number];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [DESKTOP, PHONE];

interface FirstPage {
  /** How the failure message names it. */
  name: string;
  path: string;
  /** What a visitor does on it first (e.g. open a tab), after it is drawn. */
  open?: (page: Page) => Promise<void>;
}

const SIGNED_OUT: FirstPage[] = [
  { name: '/auth (Sign In)', path: '/auth' },
  {
    name: '/auth (Sign Up)',
    path: '/auth',
    open: async (page) => {
      await page.getByTestId('tab-sign-up').click();
      await expect(page.getByTestId('sign-up-form')).toBeVisible();
    },
  },
  { name: '/auth/forgot-password', path: '/auth/forgot-password' },
];

const pages = (...paths: string[]): FirstPage[] => paths.map((path) => ({ name: path, path }));

const ROLES: Array<[Account, FirstPage[]]> = [
  [demoBuyer, pages('/buyer', '/buyer/rounds', '/buyer/cart', '/buyer/orders', '/buyer/invoices')],
  [
    demoSupplier,
    pages('/supplier', '/supplier/products', '/supplier/rounds', '/supplier/sales', '/supplier/invoices'),
  ],
  [
    demoAdmin,
    pages(
      '/admin',
      '/admin/companies',
      '/admin/users',
      '/admin/rounds',
      '/admin/orders',
      '/admin/categories',
    ),
  ],
];

/**
 * A context whose pages speak `language` once switched with `useLanguage`: the cookie is what the
 * server reads, and the init script hands it to the app's stored choice (localStorage) on every load.
 */
async function newVisitor(browser: Browser, baseURL: string | undefined, account?: Account) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: DESKTOP });
  await context.addInitScript((key) => {
    const match = document.cookie.match(new RegExp(`(?:^|; )${key}=(en|pt)`));
    if (match) localStorage.setItem(key, match[1]);
  }, LANGUAGE_KEY);
  const page = await context.newPage();
  if (account) await signInViaApi(page, account);
  return { context, page };
}

async function useLanguage(page: Page, baseURL: string | undefined, language: Language) {
  await page.context().addCookies([{ name: LANGUAGE_KEY, value: language, url: baseURL! }]);
}

/** Drawn for real: its heading shown, nothing loading, no transition half-way. */
async function drawn(page: Page, firstPage: FirstPage, signedIn: boolean) {
  const response = await page.goto(firstPage.path);
  expect(response?.ok(), `${firstPage.name} answered ${response?.status()}`).toBe(true);
  const root = signedIn ? page.getByTestId('content') : page.locator('body');
  await expect(root.getByRole('heading').first()).toBeVisible();
  if (firstPage.open) await firstPage.open(page);
  await page.waitForLoadState('networkidle');
  await still(page);
}

/** Nothing loading and no transition half-way (after a load, or a change of the window's width). */
async function still(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    page.locator('.ant-spin-spinning:visible, .mk-spinner:visible, .ant-skeleton:visible'),
  ).toHaveCount(0);
  // antd fades and slides things in: colours are read once every finite animation is over.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** Serious and critical violations of the page as it is now, one line per rule. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Only the violations come back: the passes' nodes are most of axe's time in the browser.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => {
          const why = n.any[0]?.message ?? n.all[0]?.message ?? n.none[0]?.message ?? '';
          return `${n.target.join(' ')}${why ? ` (${why})` : ''}`;
        })
        .join('; ');
      const more = v.nodes.length > 8 ? ` … and ${v.nodes.length - 8} more` : '';
      return `${where}: ${v.id} [${v.impact}] ${v.help}: ${nodes}${more}`;
    });
}

/**
 * Each page loaded once per language: axe at 1280 px, then (in English) the keyboard walk on that
 * same load, then axe again narrowed to 390 px. One load serves every check of a language, so the
 * walk costs no page load of its own.
 */
async function everyCheck(page: Page, baseURL: string | undefined, list: FirstPage[], signedIn: boolean) {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await useLanguage(page, baseURL, language);
    for (const firstPage of list) {
      // The phone's width is the same page narrowed (the layout follows the window's width as it
      // changes: drawer, cards instead of table rows).
      await page.setViewportSize(WIDTHS[0]);
      await drawn(page, firstPage, signedIn);
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? 'pt-BR' : 'en');
      for (const [i, size] of WIDTHS.entries()) {
        if (i > 0) {
          await page.setViewportSize(size);
          // The layout hears of the new width on the next frames.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          await still(page);
        }
        problems.push(...(await axeViolations(page, `${firstPage.name} ${language} ${size.width}px`)));
        if (i === 0 && language === 'en') {
          problems.push(...(await keyboardProblems(page, `${firstPage.name} en ${size.width}px`)));
          // Nothing left focused (a focused control may show a tooltip) for the narrowed check.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await still(page);
        }
      }
    }
  }
  return problems;
}

/** The app saved the language to the shared demo account's profile: give it back. */
async function englishAgain(page: Page) {
  await page.request.patch('/api/identity/profile/me', { data: { language: 'en' } });
}

const failureMessage = (problems: string[]) =>
  `${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`;

/**
 * One test for the signed-out pages, then one per role for its pages: `check` lists what is wrong
 * with them; `after` puts back what the check changed on the shared demo account.
 */
function testEveryPage(
  check: (page: Page, baseURL: string | undefined, list: FirstPage[], signedIn: boolean) => Promise<string[]>,
  after?: (page: Page) => Promise<void>,
) {
  test('signed out: sign-in, sign-up and forgot-password', async ({ browser, baseURL }) => {
    const { context, page } = await newVisitor(browser, baseURL);
    const problems = await check(page, baseURL, SIGNED_OUT, false);
    await context.close();
    expect(problems.length, failureMessage(problems)).toBe(0);
  });

  for (const [account, list] of ROLES) {
    test(`${account.role}: ${list.map((p) => p.path).join(', ')}`, async ({ browser, baseURL }) => {
      const { context, page } = await newVisitor(browser, baseURL, account);
      let problems: string[];
      try {
        problems = await check(page, baseURL, list, true);
      } finally {
        await after?.(page);
        await context.close();
      }
      expect(problems.length, failureMessage(problems)).toBe(0);
    });
  }
}

interface FocusCheck {
  /** The focused element, described for a reader. */
  key: string;
  problem: string | null;
  /** It is the first element the Tab reached: the order has gone round. */
  cycled: boolean;
}

/**
 * In the page: the elements a keyboard user must be able to reach (every visible, enabled control;
 * a composite widget's other items are reached with the arrows, so only its tabbable one counts),
 * and for the element that has the focus, what is wrong with how it is shown.
 */
function installFocusProbe() {
  const w = window as unknown as {
    __a11y?: {
      required: Element[];
      reached: Set<Element>;
      describe(el: Element): string;
      check(): Promise<FocusCheck | null>;
      unreached(): string[];
    };
  };
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], ' +
    '[role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], [role="menuitem"], ' +
    '[tabindex]:not([tabindex="-1"])';
  const COMPOSITE =
    '[role="tablist"], [role="radiogroup"], [role="menu"], [role="menubar"], [role="listbox"], [role="grid"], ' +
    '[role="tree"], [role="toolbar"]';

  const describe = (el: Element): string => {
    const html = el as HTMLElement;
    const name = (el.getAttribute('aria-label') ?? html.innerText ?? (el as HTMLInputElement).value ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const testId = el.getAttribute('data-testid');
    const role = el.getAttribute('role');
    return (
      `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${testId ? ` data-testid=${testId}` : ''}` +
      `${html.id ? ` #${html.id}` : ''}${html.className && typeof html.className === 'string' ? ` .${html.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}>` +
      `${name ? ` "${name}"` : ''}`
    );
  };

  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return (
      rect.width >= 1 &&
      rect.height >= 1 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
    );
  };

  const needed = (el: Element) => {
    const html = el as HTMLElement;
    if (
      (el as HTMLButtonElement).disabled ||
      el.closest('[aria-disabled="true"], [inert], [aria-hidden="true"]')
    )
      return false;
    // Drawn: visible itself (an antd checkbox's input is transparent over its box), or its box is.
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    if (html.tabIndex < 0 && el.closest(COMPOSITE)) return false;
    return true;
  };

  const required = Array.from(document.querySelectorAll(CONTROLS)).filter(needed);
  // An antd control's focus ring is drawn on its box: an ancestor or the next sibling.
  const boxes = (el: Element): Element[] => {
    const list: Element[] = [el];
    if (el.nextElementSibling) list.push(el.nextElementSibling);
    let parent = el.parentElement;
    for (let i = 0; i < 3 && parent; i += 1, parent = parent.parentElement) list.push(parent);
    return list;
  };
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return {
      outline:
        s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
          ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
          : '',
      shadow: s.boxShadow !== 'none' ? s.boxShadow : '',
    };
  };
  const reached = new Set<Element>();
  let firstSeen: Element | null = null;

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const check = async () => {
    await settle();
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    if (firstSeen === null) firstSeen = el;
    else if (el === firstSeen) return { key: describe(el), problem: null, cycled: true };
    reached.add(el);
    const problems: string[] = [];

    // On screen (the browser scrolled it into view), not hidden, not covered by something else.
    const box = boxes(el).find(shown);
    const widget = boxes(el).at(-1) ?? el;
    if (!box) problems.push('is not visible');
    else {
      const r = box.getBoundingClientRect();
      const inView = r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      if (!inView) problems.push(`is outside the viewport (${Math.round(r.left)},${Math.round(r.top)})`);
      else {
        const points: Array<[number, number]> = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
        ];
        const uncovered = points.some(([x, y]) => {
          const hit = document.elementFromPoint(
            Math.min(Math.max(x, 0), innerWidth - 1),
            Math.min(Math.max(y, 0), innerHeight - 1),
          );
          // Its own parts may lie over it (an antd select's shown value over its input).
          return !!hit && (hit.contains(box) || widget.contains(hit));
        });
        if (!uncovered) problems.push('is covered by another element');
      }
    }

    // A focus indicator: an outline or a shadow that the unfocused control does not have.
    // antd draws some controls' focus a moment after the event (rc-select: a 10 ms timer, then a
    // render), later still on a busy machine: each look is read once it has settled, within bounds.
    const candidates = boxes(el);
    const same = (a: ReturnType<typeof look>[], b: ReturnType<typeof look>[]) =>
      a.every((x, i) => x.outline === b[i].outline && x.shadow === b[i].shadow);
    let focused = candidates.map(look);
    for (let i = 0; i < 25 && !focused.some((f) => f.outline || f.shadow); i += 1) {
      await settle();
      focused = candidates.map(look);
    }
    (el as HTMLElement).blur();
    let unfocused = candidates.map(look);
    for (let i = 0; i < 15 && same(unfocused, focused); i += 1) {
      await settle();
      unfocused = candidates.map(look);
    }
    (el as HTMLElement).focus();
    const indicated = focused.some(
      (f, i) =>
        (f.outline && f.outline !== unfocused[i].outline) || (f.shadow && f.shadow !== unfocused[i].shadow),
    );
    if (!indicated)
      problems.push('shows no focus indicator (no outline or shadow that differs when unfocused)');
    return { key: describe(el), problem: problems.length ? problems.join(', ') : null, cycled: false };
  };

  const unreached = () =>
    required.filter((el) => el.isConnected && needed(el) && !reached.has(el)).map(describe);

  w.__a11y = { required, reached, describe, check, unreached };
}

async function keyboardProblems(page: Page, where: string): Promise<string[]> {
  // Styles are compared focused and unfocused: no transition in between.
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  await page.evaluate(installFocusProbe);
  const problems: string[] = [];
  const MAX_PRESSES = 200;
  let cycled = false;
  for (let i = 0; i < MAX_PRESSES && !cycled; i += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() =>
      (window as unknown as { __a11y: { check(): Promise<FocusCheck | null> } }).__a11y.check(),
    );
    if (!result) continue;
    // Back at the first element reached: the Tab order has gone round once.
    if (result.cycled) cycled = true;
    else if (result.problem) problems.push(`${where}: focus on ${result.key} ${result.problem}`);
  }
  if (!cycled)
    problems.push(`${where}: Tab did not come back to the first element within ${MAX_PRESSES} presses`);
  const unreached = await page.evaluate(() =>
    (window as unknown as { __a11y: { unreached(): string[] } }).__a11y.unreached(),
  );
  problems.push(...unreached.map((el) => `${where}: ${el} is never reached with Tab`));
  return problems;
}

test.describe('no serious or critical WCAG 2.2 AA violation (axe-core, en and pt, 1280 and 390 px), and every action reached with Tab, on screen and visibly focused (en, 1280 px)', () => {
  test.describe.configure({ timeout: 360_000 });
  testEveryPage(everyCheck, englishAgain);
});
