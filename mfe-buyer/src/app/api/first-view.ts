import { buyerRoundsResponseSchema } from '@marketplace/contracts';
import { areaPageOf, firstReadUrl } from '@marketplace/web-kit';
import { buyerApi } from './buyer-api';
import { BUYER_FIRST_READS, FIRST_ROUNDS_PAGE } from './first-reads';
import type { BuyerStore } from '../store';

/**
 * The buyer pages the server draws, and how each puts its first read into the store:
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

/** The page the server draws at a path: the URL it reads first, and how that read goes into a store. */
export interface FirstView {
  url: string;
  /** Puts `body`, that read's answer, into `store`; false when it is not that page's data. */
  seed(store: BuyerStore, body: unknown): boolean;
}

/** The view of the page at `path`, or null when the server draws none: its own address only (anything below is "not found"). */
export function firstViewOf(path: string): FirstView | null {
  const { basePath } = BUYER_FIRST_READS;
  const page = areaPageOf(path, basePath);
  const seed = Object.hasOwn(FIRST_VIEW_PAGES, page) ? FIRST_VIEW_PAGES[page] : undefined;
  const url = firstReadUrl(path, BUYER_FIRST_READS);
  if (!seed || !url || path.replace(/\/$/, '') !== `${basePath}/${page}`) return null;
  return { url, seed };
}
