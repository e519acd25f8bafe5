import type { ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteBasePath } from './remote';
import { preloadPageForPath, PageSuspense, type LazyPage } from './lazy-page';
import { AreaNotFound, PagePlaceholder } from './lazy-widgets';

export interface AreaRoutesConfig<P extends string> {
  /** Where the area is mounted: its pages are `<basePath>/<page>`. */
  basePath: RemoteBasePath;
  /** The area's i18n namespace (page titles, "not found" texts). */
  namespace: 'buyer' | 'supplier' | 'admin';
  /** Every page of the area's sidebar, in order (spec §2.1). */
  pages: readonly P[];
  /** The pages that exist (lazyPage); the others show the "not built yet" placeholder. */
  built: Partial<Record<P, LazyPage<object>>>;
  /** The area's root (and the role landing at `/`). */
  dashboard: LazyPage<object>;
}

/** The key of an area page's title (or of the dashboard's) in the area's namespace. */
export function areaPageTitleKey<P extends string>(page: P): `pages.${P}` {
  return `pages.${page}`;
}

/**
 * The route loader of a page (`''`: the area's root), or none for a page that reads nothing first:
 * what the page needs to draw, read before it renders, in the browser and on the server alike
 * (web-kit's `area-app` builds them from the area's store: `firstReadLoaders`).
 */
export type PageLoaders = Partial<Record<string, LoaderFunction>>;

/** A page's route: its element in the area's Suspense boundary, its loader if it reads first. */
function pageRoute(id: string, element: ReactNode, loader: LoaderFunction | undefined) {
  return {
    id,
    element: <PageSuspense>{element}</PageSuspense>,
    loader,
    // The loader is the page's first read only: later changes are the page's own queries'
    // (search, filters, live updates), never a read of every loader on every navigation.
    shouldRevalidate: () => false,
  } satisfies RouteObject;
}

/**
 * A role area's routes, the same in every remote: data routes (React Router's `createBrowserRouter`
 * in the browser, `createStaticHandler` on the server) with the dashboard at the root, each page at
 * its path (built or placeholder), the area's own "not found" for anything else; and the function
 * the exposed module calls to start downloading the page a URL shows.
 */
export function createAreaRoutes<P extends string>(config: AreaRoutesConfig<P>) {
  const { basePath, namespace, pages, built, dashboard: Dashboard } = config;

  function AreaPage({ page }: { page: P }) {
    const { t } = useTranslation(namespace);
    const Page: LazyPage<object> | undefined = built[page];
    return Page ? <Page /> : <PagePlaceholder title={t(areaPageTitleKey(page))} />;
  }

  /** The routes under the area's base path (the router's `basename`). */
  function areaRoutes(loaders: PageLoaders): RouteObject[] {
    return [
      { index: true, ...pageRoute('index', <Dashboard />, loaders['']) },
      ...pages.map((page) => ({ path: page, ...pageRoute(page, <AreaPage page={page} />, loaders[page]) })),
      { path: '*', ...pageRoute('not-found', <AreaNotFound namespace={namespace} />, undefined) },
    ];
  }

  /** The role landing at `/`: the dashboard whatever the path, its links absolute (`landingPage`). */
  function landingRoutes(landingPage: ReactNode, loaders: PageLoaders): RouteObject[] {
    return [{ path: '*', ...pageRoute('index', landingPage, loaders['']) }];
  }

  /** Starts downloading the page `pathname` shows (the dashboard at the area's root and at `/`). */
  function preloadPage(pathname: string): void {
    preloadPageForPath(pathname, basePath, Dashboard, built);
  }

  return { areaRoutes, landingRoutes, preloadPage };
}

export type AreaRoutes = Pick<ReturnType<typeof createAreaRoutes>, 'areaRoutes' | 'landingRoutes'>;
