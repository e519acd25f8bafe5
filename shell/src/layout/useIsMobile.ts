import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './sidebarState';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const matches = () => window.matchMedia(QUERY).matches;
// The server draws a desktop, and the page it drew hydrates as one; on a phone React renders it
// again at once as a phone's (its stylesheet hides the sidebar meanwhile: styles.css).
const onServer = () => false;

/** Below 768 px the sidebar becomes a drawer (spec §9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, matches, onServer);
}
