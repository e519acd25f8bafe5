import { PRERENDER_CONTAINER_ID } from '@marketplace/contracts/first-paint';

/**
 * Removes the page painted from index.html (the sign-in page or a role area's welcome:
 * libs/contracts/src/first-paint.ts) once the app's own page is rendered. Called from a layout
 * effect, so both never show in the same frame. Idempotent: the first route to render (the auth
 * page, the signed-in layout, or another one after a redirect) removes it. (A page the server drew
 * is in the app's root, where the app hydrates it: there is nothing to remove then.)
 */
export function removePrerenderedPage(): void {
  document.getElementById(PRERENDER_CONTAINER_ID)?.remove();
}
