import { PRERENDER_CONTAINER_ID } from '@marketplace/contracts/first-paint';
import {
  AREA_HYDRATION_ATTRIBUTE,
  htmlAttribute,
  SERVER_VIEW_ATTRIBUTE,
  type AreaPageView,
} from '@marketplace/contracts/server-view';
import { dropServerView } from '../pages/prerendered-page';

/**
 * A role area's page rendered on the server: the shell's server module puts it in the
 * signed-in layout inside a remote container of its own; in the browser, RemoteOutlet takes that
 * container out of the server's view into its place in the app's layout, and the remote hydrates
 * it (`serverView` mount prop) instead of rendering the page again.
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

function serverArea(basePath: string): HTMLElement | null {
  const view = document.getElementById(PRERENDER_CONTAINER_ID);
  if (!view?.hasAttribute(SERVER_VIEW_ATTRIBUTE)) return null;
  const container = view.querySelector(`.remote-container[${SERVER_AREA_ATTRIBUTE}="${basePath}"]`);
  return container instanceof HTMLElement ? container : null;
}

/** True while the server's view holds a page of the area at `basePath`. */
export function hasServerArea(basePath: string): boolean {
  return serverArea(basePath) !== null;
}

/**
 * Moves the server's page of the area at `basePath` into `host` and removes the rest of the
 * server's view: the layout around the page is the app's from now on (drawn already, hidden
 * behind the view until this moment, so no frame shows it without its page). Null when there is
 * none: no server view, another area's, or taken already.
 */
export function adoptServerArea(basePath: string, host: HTMLElement): HTMLElement | null {
  const container = serverArea(basePath);
  if (!container) return null;
  container.removeAttribute(SERVER_AREA_ATTRIBUTE);
  host.appendChild(container);
  dropServerView();
  return container;
}
