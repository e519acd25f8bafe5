/**
 * What several journeys read off a page or an answer: how far a page scrolls sideways, a JSON
 * answer that must be ok, a PDF's text as a viewer shows it, and the bell's list.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIResponse, type Page } from '@playwright/test';

/** How far the page (or an open dialog's wrapper) reaches past the window's width, in px. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[document.documentElement, ...document.querySelectorAll('.ant-modal-wrap')].map(
        (el) => el.scrollWidth - el.clientWidth,
      ),
    ),
  );

/** The answer's JSON, once it is ok (its text in the failure otherwise). */
export async function json<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The pdf's text as a viewer shows it (Debian's poppler-utils, installed by `npm test`). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pdf-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits until the bell's list holds a notification with `text` (opening and closing the panel). */
export async function bellShows(page: Page, text: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const panel = page.getByTestId('notifications-panel');
        if (!(await panel.isVisible())) await page.getByTestId('notifications-bell').click();
        // A click before the header is interactive opens nothing: the next poll clicks again.
        const opened = await panel
          .waitFor({ state: 'visible', timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
        if (!opened) return false;
        const texts = await panel.getByTestId('notification-item').allInnerTexts();
        await page.keyboard.press('Escape');
        return texts.some((t) => t.includes(text));
      },
      { message: `the bell lists "${text}"`, timeout, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
}
