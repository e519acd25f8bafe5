import { SIGN_IN_PREFETCH_ASSETS_ID, SIGNED_IN_ASSETS_ID } from '@marketplace/contracts/first-paint';
import { whenPageIdle } from '@marketplace/web-kit/core';
import { addResourceHint } from '../app/resource-hint';

/**
 * While someone fills in the sign-in form, the browser downloads what the first page after signing
 * in runs: the signed-in layout's files (index.html's signed-in list, which the head preloads on a
 * role area's address) and the landing route (the sign-in prefetch list). Measured on a phone-like
 * connection (4× CPU, "Fast 3G"), this took signing in → the buyer's dashboard from 7.6 s to 5.5 s
 * (tests/load/README.md, web-weight). antd is not among them any more: the dashboards a sign-in
 * lands on are drawn with the kit's light widgets, and an antd download still under way when the
 * form is sent would share the slow connection with the dashboard's own files.
 *
 * `rel=prefetch`: the lowest priority, into the HTTP cache, nothing run, so the sign-in page's own
 * first load is the same. It starts only once that load is over and the browser is idle
 * (`whenPageIdle`), and not at all for someone who asked the browser to save data or is on a 2G
 * connection: there, a visitor who does not sign in would pay for it.
 */
export function prefetchSignedInApp(): () => void {
  if (!prefetchWanted(navigator as NavigatorWithConnection)) return () => {};
  return whenPageIdle(() => {
    for (const href of signInPrefetchUrls(document)) addResourceHint('prefetch', href);
  });
}

/** The Network Information API (Chromium): not in TypeScript's DOM types. */
export interface NavigatorWithConnection {
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** False when the visitor asked to save data, or is on a 2G connection (`slow-2g`, `2g`). */
export function prefetchWanted({ connection }: NavigatorWithConnection): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g$/.test(connection.effectiveType ?? '');
}

/** The files to prefetch, as index.html names them: its two lists, each file once. */
export function signInPrefetchUrls(doc: Document): string[] {
  return [...new Set([...fileList(doc, SIGNED_IN_ASSETS_ID), ...fileList(doc, SIGN_IN_PREFETCH_ASSETS_ID)])];
}

/** A list the build wrote into index.html (webpack/preload-plugin.js); none in development. */
function fileList(doc: Document, id: string): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}
