import { createContext, useContext } from 'react';
import { useHydrated } from './useHydrated';

/**
 * The moment a page was drawn on the server (web-kit/server's area entry, and AreaApp from the
 * page's hydration data); null for a page the browser draws itself.
 */
export const RenderClockContext = createContext<number | null>(null);

/**
 * "Now", for what a page says relative to it ("5 minutes ago"): while a page the server drew is
 * hydrated, the moment the server drew it, so both write the same words; the browser's clock
 * from then on.
 */
export function useNow(): number {
  const hydrated = useHydrated();
  const rendered = useContext(RenderClockContext);
  return !hydrated && rendered !== null ? rendered : Date.now();
}
