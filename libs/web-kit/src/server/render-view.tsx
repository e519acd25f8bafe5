/**
 * Rendering a page on the server, for the first view of a signed-in page (libs/contracts/src/
 * server-view.ts). Node only: imported by the apps' server view modules, never by browser code
 * (it is not in the kit's index).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { Language } from '@marketplace/contracts';
import { areaPageOf } from '@marketplace/contracts/first-load';
import type { AreaPageView, AreaViewRequest, ServerViewRead } from '@marketplace/contracts/server-view';
import { setRequestLanguageSource, translatorIn } from '@marketplace/i18n';
import type { ServerQueryContext } from '../api/baseQuery';
import type { AreaRoutes } from '../app/area-routes';
import { allFirstReadsAnswered, apisOf, firstReadLoaders, type PageFirstReads } from '../app/first-reads';
import { LightUiProvider } from '../app/LightUiProvider';
import { setViewerZoneSource } from '../format/date';
import { RenderClockContext } from '../hooks/useNow';
import type { RemoteBasePath } from '../app/remote';
import { LIGHT_WIDGETS_CSS } from '../light/light-styles';
import { PAGER_CSS } from '../light/Pager';
import { DATA_TABLE_CSS, EXPORT_MENU_CSS, LIST_FILTERS_CSS, PAGE_HEADER_CSS } from '../style/list-styles';

/**
 * What the app renders, made inert for a copy painted before the app's code has run and replaced
 * by the app's own (index.html's sign-in page and welcome): no test ids
 * (the browser tests must find the app's own elements, never a copy) and no submit button (a click
 * before the app's code has arrived must not send a form as a GET with its fields in the URL).
 */
export function inert(markup: string): string {
  return markup.replace(/ data-testid="[^"]*"/g, '').replace(/ type="submit"/g, ' type="button"');
}

/**
 * `element` as HTML once everything inside has resolved: lazy pages' code and Suspense boundaries
 * (React's streaming renderer, read to the end only when all is ready, so no fallback is left and
 * no script is needed to swap one). Rejects on a render error or after `timeoutMs`.
 */
export function renderWhenReady(element: ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        stream.pipe(sink);
      },
      onShellError: fail,
      // An error inside a boundary would leave its fallback in the page: no view rather than that.
      onError: fail,
    });
    const timer = setTimeout(() => {
      stream.abort();
      fail(new Error(`server view not ready in ${timeoutMs} ms`));
    }, timeoutMs);
  });
}

/**
 * `element` rendered in `language` (an i18n instance of its own: requests render side by side):
 * a role area's page as the browser hydrates it, so exactly what the app renders (test ids and
 * submit buttons included; the shell's module puts it in an `inert` container until then).
 */
export async function renderInLanguage(
  element: ReactElement,
  language: Language,
  timeoutMs: number,
): Promise<string> {
  const translator = await translatorIn(language);
  return renderWhenReady(<I18nextProvider i18n={translator}>{element}</I18nextProvider>, timeoutMs);
}

/** The list widgets' stylesheets, each with a class name that says a page drew its widget. */
const LIST_SHEETS: [marker: string, css: string][] = [
  ['mk-table', DATA_TABLE_CSS],
  ['mk-list-tools', LIST_FILTERS_CSS],
  ['mk-select', LIST_FILTERS_CSS],
  ['mk-segmented', LIST_FILTERS_CSS],
  ['mk-page-header', PAGE_HEADER_CSS],
  ['mk-menu-anchor', EXPORT_MENU_CSS],
];

/**
 * The light widgets' stylesheet, for a page painted before the kit's code puts it in the page, and
 * the list widgets' sheets that `pageHtml` draws (only those: each is bytes before the first paint
 * on a slow network).
 */
export function lightWidgetsStyle(pageHtml: string): string {
  const sheets = new Set(LIST_SHEETS.filter(([marker]) => pageHtml.includes(marker)).map(([, css]) => css));
  return `<style>${LIGHT_WIDGETS_CSS}${PAGER_CSS}${[...sheets].join('')}</style>`;
}

/**
 * Who the page being drawn is for, their language and time zone: requests are drawn side by side,
 * each in its own asynchronous context, and the kit's formatting asks them here
 * (setViewerZoneSource, and i18n's setRequestLanguageSource for the texts' default language).
 */
const viewer = new AsyncLocalStorage<{ language: Language; timeZone: string }>();
setViewerZoneSource(() => viewer.getStore()?.timeZone);
setRequestLanguageSource(() => viewer.getStore()?.language);

/** An element antd drew: its class names start with `ant-`. */
const ANTD_MARKUP = /\bclass="(?:[^"]* )?ant-/;

/** A page's render after its data has arrived; the edge's own budget bounds the whole request. */
const AREA_RENDER_TIMEOUT_MS = 2_000;

/**
 * The `fetch` of an area's store on the server: a GET goes through the edge's `read` (the
 * service, with the visitor's session), answered as the service did; nothing else is sent from a
 * first view.
 */
export function fetchThroughRead(read: ServerViewRead): NonNullable<ServerQueryContext['fetchFn']> {
  return async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
    const body = await read(url);
    return body === undefined ? new Response(null, { status: 502 }) : Response.json(body);
  };
}

export interface AreaServerEntry {
  basePath: RemoteBasePath;
  /** A store whose queries go through `server.fetchFn` (its thunk's extra argument). */
  createStore(server: ServerQueryContext): Store;
  firstReads: PageFirstReads;
  routes: AreaRoutes;
  /** The pages (`''`: the area's root) drawn on the server; any other address is left to the browser. */
  serverPages: readonly string[];
}

/**
 * A remote's server entry (AreaServerView's `renderAreaPage`): the area's own data routes, run by
 * React Router's static handler (each matched page's loader reads its first data into a store of
 * the request's own) and rendered with `StaticRouterProvider`; the loaders' answers go with the
 * page as the router's hydration data. Null when a read failed (the browser draws the page itself
 * and shows what went wrong) or the router answers a redirect.
 */
export function areaServerEntry({ basePath, createStore, firstReads, routes, serverPages }: AreaServerEntry) {
  return async function renderAreaPage({
    path,
    language,
    timeZone,
    read,
  }: AreaViewRequest): Promise<AreaPageView | null> {
    const page = areaPageOf(path, basePath);
    // The page's own address only: anything below it is the area's "not found".
    if (!serverPages.includes(page) || path.replace(/\/$/, '') !== (page ? `${basePath}/${page}` : basePath))
      return null;
    const store = createStore({ fetchFn: fetchThroughRead(read) });
    try {
      return await viewer.run({ language, timeZone }, () => renderWithStore(store, path, language));
    } finally {
      // Ends the cache's timers (5 minutes of keeping unused data), so the store can go.
      for (const api of apisOf(firstReads).values()) store.dispatch(api.util.resetApiState());
    }
  };

  async function renderWithStore(
    store: Store,
    path: string,
    language: Language,
  ): Promise<AreaPageView | null> {
    const handler = createStaticHandler(routes.areaRoutes(firstReadLoaders(store, firstReads)), {
      basename: basePath,
      future: { v7_relativeSplatPath: true },
    });
    const context = await handler.query(new Request(new URL(path, 'http://area.invalid')));
    if (context instanceof Response || !allFirstReadsAnswered(context.loaderData)) return null;
    const renderedAt = Date.now();
    const html = await renderInLanguage(
      <LightUiProvider>
        <Provider store={store}>
          <RenderClockContext.Provider value={renderedAt}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context, {
                future: { v7_relativeSplatPath: true },
              })}
              context={context}
              hydrate={false}
            />
          </RenderClockContext.Provider>
        </Provider>
      </LightUiProvider>,
      language,
      AREA_RENDER_TIMEOUT_MS,
    );
    return { html, hydration: { loaderData: context.loaderData, renderedAt }, antd: ANTD_MARKUP.test(html) };
  }
}
