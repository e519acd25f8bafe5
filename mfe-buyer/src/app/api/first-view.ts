import { buyerRoundsResponseSchema } from '@marketplace/contracts';
import { areaPageOf, firstReadUrl } from '@marketplace/web-kit';
import { buyerApi } from './buyer-api';
import { BUYER_FIRST_READS, FIRST_ROUNDS_PAGE } from './first-reads';
import type { BuyerStore } from '../store';

/**
 * The buyer pages the server draws (issue 31), and how each puts its first read into the store:
 * the same on the server (mfe-buyer/src/server/first-view.tsx, from its own read) and in the
 * browser before hydrating (buyer-app.tsx, from the read the server handed over), so both render
 * one tree from one set of data. Pages drawn with the kit's light widgets only: antd's CSS-in-JS
 * styles are not rendered on the server, so an antd page would paint unstyled.
 */
const FIRST_VIEW_PAGES: Partial<Record<string, (store: BuyerStore, body: unknown) => boolean>> = {
  rounds: (store, body) => {
    const parsed = buyerRoundsResponseSchema.safeParse(body);
    if (!parsed.success) return false;
    // Synchronous (not upsertQueryData's thunk): the hydrating render reads the store right after.
    store.dispatch(
      buyerApi.util.upsertQueryEntries([
        { endpointName: 'listRounds', arg: FIRST_ROUNDS_PAGE, value: parsed.data },
      ]),
    );
    return true;
  },
};

/** The page at `path`, if the server draws it: its own address only (anything below is "not found"). */
export function firstViewPage(path: string): string | null {
  const { basePath } = BUYER_FIRST_READS;
  const page = areaPageOf(path, basePath);
  if (!Object.hasOwn(FIRST_VIEW_PAGES, page) || path.replace(/\/$/, '') !== `${basePath}/${page}`)
    return null;
  return page;
}

/** The URL the server reads for the page at `path`, or null when it draws no view of it. */
export function firstViewReadUrl(path: string): string | null {
  return firstViewPage(path) ? firstReadUrl(path, BUYER_FIRST_READS) : null;
}

/** Puts `body`, the first read of the page at `path`, into `store`; false when it is not that page's data. */
export function seedFirstView(store: BuyerStore, path: string, body: unknown): boolean {
  const page = firstViewPage(path);
  const seed = page ? FIRST_VIEW_PAGES[page] : undefined;
  return seed ? seed(store, body) : false;
}
