import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates a page the server drew; true once the browser
 * renders on its own. What only the browser knows (its time zone, its clock) is drawn
 * after it, so the hydrated markup matches the server's and React reports no error (#418/#425):
 * React renders the server's value while hydrating, then again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
