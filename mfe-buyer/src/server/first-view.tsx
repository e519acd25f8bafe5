/**
 * The buyer remote's server view module (libs/contracts/src/server-view.ts), built for Node beside
 * the remote's files (webpack/server-view-plugin.js): the shell's module asks it for the page at a
 * buyer address. The page is the area's own route tree with its first read already in the store
 * (app/api/first-view.ts), rendered once its lazy code has resolved: the markup the browser then
 * hydrates from the same read, handed over with the page.
 */
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AreaViewRequest } from '@marketplace/contracts/server-view';
import { LightUiProvider } from '@marketplace/web-kit';
import { renderInLanguage } from '@marketplace/web-kit/server';
import '../app/area-texts';
import { buyerApi } from '../app/api/buyer-api';
import { BUYER_FIRST_READS } from '../app/api/first-reads';
import { firstViewOf } from '../app/api/first-view';
import { BuyerRoutes } from '../app/buyer-routes';
import { createBuyerStore } from '../app/store';

/** A page's render after its data has arrived; the edge's own budget bounds the whole request. */
const RENDER_TIMEOUT_MS = 2_000;

export async function renderAreaPage({ path, language, read }: AreaViewRequest): Promise<string | null> {
  const view = firstViewOf(path);
  if (!view) return null;
  const store = createBuyerStore();
  try {
    if (!view.seed(store, await read(view.url))) return null;
    return await renderInLanguage(
      <LightUiProvider>
        <Provider store={store}>
          <MemoryRouter basename={BUYER_FIRST_READS.basePath} initialEntries={[path]}>
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
