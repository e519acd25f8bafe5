import { PRERENDER_CONTAINER_ID } from '@marketplace/contracts/first-paint';
import { SERVER_VIEW_ATTRIBUTE } from '@marketplace/contracts/server-view';

/**
 * How long a page rendered on the server stays up at most while the app's own is not shown (a
 * remote that never finishes, a page that never says it is done): then the app's, whatever it shows.
 */
export const SERVER_VIEW_MAX_MS = 20_000;

/**
 * True once the app's DOM under `root` shows a page that can replace a server-rendered copy: in the
 * signed-in layout, the area's page mounted with its content and nothing loading (a failed remote
 * counts: its error has to be seen); elsewhere, anything but the welcome (a redirect to /auth).
 */
export function appPageShown(root: Element): boolean {
  const outlet = root.querySelector('.remote-outlet');
  if (outlet) {
    const phase = outlet.getAttribute('data-phase');
    if (phase === 'failed') return true;
    return (
      phase === 'mounted' &&
      outlet.querySelector('[aria-busy="true"]') === null &&
      (outlet.textContent ?? '').trim() !== ''
    );
  }
  if (root.querySelector('.app-layout, .welcome-loading')) return false;
  return (root.textContent ?? '').trim() !== '';
}

/** Ends the wait for the app's page (removeServerView), if one is under way. */
let finishServerView: (() => void) | null = null;

/** Removes the server's copy (and with it the style that keeps the app's root hidden: styles.css). */
function removeServerView(container: Element, root: Element): void {
  // Idempotent: the observer, the timer and dropServerView may each call it.
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    container.remove();
    finishServerView = null;
  };
  finishServerView = finish;
  const observer = new MutationObserver(() => {
    if (appPageShown(root)) finish();
  });
  const timer = setTimeout(finish, SERVER_VIEW_MAX_MS);
  if (appPageShown(root)) finish();
  else observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Removes the page painted from index.html (the sign-in page or a role area's welcome:
 * libs/contracts/src/first-paint.ts) once the app's own page is rendered. Called from a layout
 * effect, so both never show in the same frame. Idempotent: the first route to render (the auth
 * page, the signed-in layout, or another one after a redirect) removes it.
 *
 * A signed-in page the server rendered (libs/contracts/src/server-view.ts) stays until the app
 * takes its area's page in to hydrate it (remotes/server-area.ts), or, when it does not (another
 * address after a redirect, a failed remote), shows a page of its own: the app renders hidden
 * behind it until then, so the person never sees the layout empty again, or the page drawn twice.
 */
export function removePrerenderedPage(): void {
  const container = document.getElementById(PRERENDER_CONTAINER_ID);
  if (!container) return;
  const root = document.getElementById('root');
  if (container.hasAttribute(SERVER_VIEW_ATTRIBUTE) && root) {
    if (!container.hasAttribute('data-leaving')) {
      container.setAttribute('data-leaving', '');
      removeServerView(container, root);
    }
    return;
  }
  container.remove();
}

/**
 * Removes the server's view now, with its wait: the area's page it held has been taken into the
 * app's layout to be hydrated (remotes/server-area.ts).
 */
export function dropServerView(): void {
  if (finishServerView) finishServerView();
  else document.getElementById(PRERENDER_CONTAINER_ID)?.remove();
}
