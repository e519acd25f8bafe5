import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A page (or a dialog) whose code loads when it is first rendered. A remote's exposed module then holds only its
 * router: the page's code, and the antd components it renders (each a shared module fetched on
 * first use), arrive with the page instead of with the area, so entering the buyer area on
 * /buyer/rounds does not download the cart, orders and invoices pages too.
 *
 *   const RoundsPage = lazyPage(() => import('./rounds/rounds-page'), 'RoundsPage');
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the page's own are kept below
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> {
  const Page = lazy(async () => ({ default: (await load())[name] }));
  function LazyPage(props: ComponentProps<M[K]>) {
    return <Page {...props} />;
  }
  LazyPage.displayName = `lazyPage(${String(name)})`;
  return LazyPage;
}

/**
 * Where a lazy page appears while its code downloads: an empty area of the page's height, marked
 * busy for assistive technology (the shell's layout around it is already on screen).
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div data-testid="page-loading" aria-busy="true" style={{ minHeight: 240 }} />}>
      {children}
    </Suspense>
  );
}
