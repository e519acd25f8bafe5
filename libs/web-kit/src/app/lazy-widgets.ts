import { lazyPage } from './lazy-page';

/*
 * The kit's antd widgets, each downloaded (with antd's configuration) when first rendered: every
 * page of every area loads the kit's index, and a page drawn without antd must not bring antd in
 * through it. Render them inside a Suspense boundary.
 */
const loadWidgets = () => import(/* webpackChunkName: "kit-widgets" */ './kit-widgets');

/** Stand-in for a screen that is routed but not built yet. */
export const PagePlaceholder = lazyPage(loadWidgets, 'PagePlaceholder');
/** An unknown path inside a role area. */
export const AreaNotFound = lazyPage(loadWidgets, 'AreaNotFound');
/** "This area could not be loaded." with a Retry button. */
export const RemoteErrorFallback = lazyPage(loadWidgets, 'RemoteErrorFallback');
/** Makes it obvious that this is a remote running alone, not the real app. */
export const StandaloneBanner = lazyPage(loadWidgets, 'StandaloneBanner');
