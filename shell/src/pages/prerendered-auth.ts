import { PRERENDER_CONTAINER_ID } from '@marketplace/contracts/src/first-paint';

/**
 * Removes the sign-in page painted from index.html (libs/contracts/src/first-paint.ts) once the
 * app's own page is rendered. Called from a layout effect, so both never show in the same frame.
 * Idempotent: the first route to render (the auth page, or another one after a redirect) removes it.
 */
export function removePrerenderedAuth(): void {
  document.getElementById(PRERENDER_CONTAINER_ID)?.remove();
}
