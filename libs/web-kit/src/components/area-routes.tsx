import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteBasePath } from '../remote';
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
 * A role area's routes, the same in every remote: the dashboard at the root, each page at its
 * path (built or placeholder), the area's own "not found" for anything else; and the function the
 * exposed module calls to start downloading the page a URL shows.
 */
export function createAreaRoutes<P extends string>(config: AreaRoutesConfig<P>) {
  const { basePath, namespace, pages, built, dashboard: Dashboard } = config;

  function AreaPage({ page }: { page: P }) {
    const { t } = useTranslation(namespace);
    const Page: LazyPage<object> | undefined = built[page];
    return Page ? <Page /> : <PagePlaceholder title={t(areaPageTitleKey(page))} />;
  }

  function AreaRoutes() {
    return (
      <PageSuspense>
        <Routes>
          <Route index element={<Dashboard />} />
          {pages.map((page) => (
            <Route key={page} path={page} element={<AreaPage page={page} />} />
          ))}
          <Route path="*" element={<AreaNotFound namespace={namespace} />} />
        </Routes>
      </PageSuspense>
    );
  }

  /** Starts downloading the page `pathname` shows (the dashboard at the area's root and at `/`). */
  function preloadPage(pathname: string): void {
    preloadPageForPath(pathname, basePath, Dashboard, built);
  }

  return { AreaRoutes, preloadPage };
}
