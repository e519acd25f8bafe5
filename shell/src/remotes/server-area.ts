import {
  AREA_HYDRATION_ATTRIBUTE,
  htmlAttribute,
  type AreaPageView,
} from '@marketplace/contracts/server-view';

/**
 * A role area's page rendered on the server: the shell's server module draws it in RemoteOutlet's
 * host, in a remote container of its own, inside the signed-in layout; in the browser the app
 * hydrates the layout around it, RemoteOutlet takes that container as the remote's, and the remote
 * hydrates the page (`serverView` mount prop) instead of rendering it again.
 */

/** On the server's container: the base path of the area whose page it holds. */
export const SERVER_AREA_ATTRIBUTE = 'data-server-area';

/**
 * The container with the area's page, as the server writes it, with the area's router's hydration
 * data: `inert` until the page is hydrated (web-kit's PageShown lifts it), so a click before the
 * handlers are attached is not lost on a page that looks ready (nor a form sent as a GET).
 */
export function serverAreaContainer(basePath: string, page: AreaPageView): string {
  const hydration = htmlAttribute(JSON.stringify(page.hydration));
  return `<div class="remote-container" ${SERVER_AREA_ATTRIBUTE}="${basePath}" ${AREA_HYDRATION_ATTRIBUTE}="${hydration}" inert="">${page.html}</div>`;
}

const selector = (basePath: string) => `.remote-container[${SERVER_AREA_ATTRIBUTE}="${basePath}"]`;

/** True while the page holds the server's page of the area at `basePath`, not yet taken. */
export function hasServerArea(basePath: string): boolean {
  return document.querySelector(selector(basePath)) !== null;
}

/**
 * The server's page of the area at `basePath` in `host` (where the server drew it), taken as the
 * remote's container; null when there is none: no server view, another area's, or taken already.
 */
export function adoptServerArea(basePath: string, host: HTMLElement): HTMLElement | null {
  const container = host.querySelector(selector(basePath));
  if (!(container instanceof HTMLElement)) return null;
  container.removeAttribute(SERVER_AREA_ATTRIBUTE);
  return container;
}
