/**
 * The buyer remote's server view module (libs/contracts/src/server-view.ts), built for Node beside
 * the remote's files (webpack/server-view-plugin.js): the shell's module asks it for the page at a
 * buyer address, to paint in the signed-in layout from index.html (issue 7). The page is the
 * area's own route tree with its first read already in the store, rendered once its lazy code has
 * resolved: the same markup the browser draws a moment later.
 */
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { buyerRoundsResponseSchema } from '@marketplace/contracts';
import type { AreaViewRequest, ServerViewRead } from '@marketplace/contracts/server-view';
import { areaPageOf, firstReadUrl, LightUiProvider } from '@marketplace/web-kit';
import { renderInLanguage } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { buyerApi } from '../app/api/buyer-api';
import { BUYER_FIRST_READS, FIRST_ROUNDS_PAGE } from '../app/api/first-reads';
import { BuyerRoutes } from '../app/buyer-routes';
import { createBuyerStore, type BuyerStore } from '../app/store';

/** A page's render after its data has arrived; the edge's own budget bounds the whole request. */
const RENDER_TIMEOUT_MS = 2_000;

type FillPage = (store: BuyerStore, read: ServerViewRead, path: string) => Promise<boolean>;

/**
 * The pages the server draws, and how each puts its first read into the store: pages drawn with
 * the kit's light widgets only (antd's CSS-in-JS styles are not rendered on the server, so an antd
 * page would paint unstyled). False: the read failed, no view.
 */
const SERVER_PAGES: Partial<Record<string, FillPage>> = {
  rounds: async (store, read, path) => {
    const url = firstReadUrl(path, BUYER_FIRST_READS);
    const parsed = buyerRoundsResponseSchema.safeParse(url ? await read(url) : undefined);
    if (!parsed.success) return false;
    await store.dispatch(buyerApi.util.upsertQueryData('listRounds', FIRST_ROUNDS_PAGE, parsed.data));
    return true;
  },
};

export async function renderAreaPage({ path, language, read }: AreaViewRequest): Promise<string | null> {
  const { basePath } = BUYER_FIRST_READS;
  const page = areaPageOf(path, basePath);
  const fill = Object.hasOwn(SERVER_PAGES, page) ? SERVER_PAGES[page] : undefined;
  // The page's own address only: anything below it is the area's "not found", drawn by the app.
  if (!fill || path.replace(/\/$/, '') !== `${basePath}/${page}`) return null;

  const store = createBuyerStore();
  try {
    if (!(await fill(store, read, path))) return null;
    return await renderInLanguage(
      <LightUiProvider>
        <Provider store={store}>
          <MemoryRouter basename={basePath} initialEntries={[path]}>
            <BuyerRoutes />
          </MemoryRouter>
        </Provider>
      </LightUiProvider>,
      language,
      RENDER_TIMEOUT_MS,
    );
  } finally {
    // Ends the cache's timers (5 minutes of keeping unused data), so the store can go.
    store.dispatch(buyerApi.util.resetApiState());
  }
}
