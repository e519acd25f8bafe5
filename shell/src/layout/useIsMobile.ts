import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from './sidebarState';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

/** Below 768 px the sidebar becomes a drawer (spec §9). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const onChange = () => setMobile(media.matches);
    media.addEventListener('change', onChange);
    onChange();
    return () => media.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
