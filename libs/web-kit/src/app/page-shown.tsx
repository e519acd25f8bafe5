import { createContext, useContext, useEffect } from 'react';

/** The element the remote is mounted into, for PageShown. */
export const RemoteContainerContext = createContext<HTMLElement | null>(null);

/**
 * `data-` attribute the remote's container gets once the area's page has committed: rendered
 * or hydrated, its code loaded, its handlers attached. What "usable" means to the first-load
 * benchmark (tests/load/web-weight.mjs) and what ends the server's `inert` on the page.
 */
export const PAGE_SHOWN_ATTRIBUTE = 'data-page-shown';

/**
 * Rendered beside the area's routes inside their Suspense boundary, so its effect runs when the
 * page's content commits, not its fallback: marks the container (PAGE_SHOWN_ATTRIBUTE) and lifts
 * the `inert` the server's view came with (a click on it before the handlers were attached would
 * have gone nowhere; now it is the app's page). Renders nothing, on the server too.
 */
export function PageShown() {
  const container = useContext(RemoteContainerContext);
  useEffect(() => {
    if (!container) return;
    container.removeAttribute('inert');
    container.setAttribute(PAGE_SHOWN_ATTRIBUTE, '');
  }, [container]);
  return null;
}
