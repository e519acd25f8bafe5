import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { loadAntdConfig, preloadAntd, useAntdConfigured } from '../antd/antd-scope';
import { areaPageOf } from '@marketplace/contracts/first-load';
import { PageShown } from './page-shown';

/**
 * A page (or a dialog) whose code loads when it is first rendered. A remote's exposed module then holds only its
 * router: the page's code, and the antd components it renders (each a shared module fetched on
 * first use), arrive with the page instead of with the area, so entering the buyer area on
 * /buyer/rounds does not download the cart, orders and invoices pages too.
 *
 *   const RoundsPage = lazyPage(() => import('./rounds/rounds-page'), 'RoundsPage');
 *   RoundsPage.preload(); // optional: download it now, before it renders
 *
 * antd comes configured with it: below a provider that has not configured antd (`LightUiProvider`),
 * the page renders inside antd's configuration, downloaded with the page's code. A page that
 * renders none of antd, only the kit's light widgets, says so (`{ antd: false }`) and loads none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the page's own are kept below
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { antd = true }: { antd?: boolean } = {},
): LazyPage<ComponentProps<M[K]>> {
  let loading: Promise<M> | null = null;
  // One download whoever asks first: `preload()` ahead of the render, or the render itself.
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download is tried again on the next render
      throw error;
    });
    if (antd) preloadAntd();
    return loading;
  };
  type Props = ComponentProps<M[K]>;
  const Page = lazy(async () => ({ default: (await preload())[name] }));
  // The page inside antd's configuration, both downloaded at the same time.
  const ConfiguredPage = lazy(async () => {
    const [module, { AntdConfig }] = await Promise.all([preload(), loadAntdConfig()]);
    const Inner = module[name] as ComponentType<Props>;
    return {
      default: (props: Props) => (
        <AntdConfig>
          <Inner {...props} />
        </AntdConfig>
      ),
    };
  });
  function LazyPage(props: Props) {
    const configured = useAntdConfigured();
    return antd && !configured ? <ConfiguredPage {...props} /> : <Page {...props} />;
  }
  LazyPage.displayName = `lazyPage(${String(name)})`;
  LazyPage.preload = () => void preload().catch(() => undefined);
  return LazyPage;
}

/** A lazy page; `preload()` starts its download before it renders (e.g. for the URL being opened). */
export type LazyPage<P> = ComponentType<P> & { preload: () => void };

/** An empty area of a page's height, busy for assistive technology: a page on its way. */
export function PageLoading() {
  return <div data-testid="page-loading" aria-busy="true" style={{ minHeight: 240 }} />;
}

/**
 * Where a lazy page appears while its code downloads: an empty area of the page's height, marked
 * busy for assistive technology (the shell's layout around it is already on screen). Once the
 * page's content commits, the remote's container says so (PageShown).
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      {children}
      <PageShown />
    </Suspense>
  );
}

/**
 * Starts downloading the page that `pathname` shows in an area mounted at `basePath` (`index` for
 * the area's root and the role landing). Called by a remote's exposed module, so the page's code
 * downloads together with the area's own instead of after it (one round trip less on a slow
 * network).
 */
export function preloadPageForPath(
  pathname: string,
  basePath: string,
  index: { preload: () => void },
  pages: Partial<Record<string, { preload: () => void }>>,
): void {
  const segment = areaPageOf(pathname, basePath);
  const page = segment ? (Object.hasOwn(pages, segment) ? pages[segment] : undefined) : index;
  page?.preload();
}
