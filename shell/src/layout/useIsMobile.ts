import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from './sidebarState';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/**
 * Below 768 px the sidebar becomes a drawer (spec §9). A page rendered on the server is drawn for a
 * desktop; its stylesheet hides the sidebar on a phone until the app takes over (styles.css).
 */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(QUERY).matches,
  );
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const onChange = () => setMobile(media.matches);
    media.addEventListener('change', onChange);
    onChange();
    return () => media.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
