import { cookieValue } from '@marketplace/contracts/cookies';

/** Spec §9: the sidebar state lives in a cookie for 7 days; the shortcut is Ctrl/Cmd+B. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const MOBILE_BREAKPOINT = 768;

/** Expanded unless the cookie says `false`. */
export function readSidebarOpen(cookieHeader: string): boolean {
  return cookieValue(cookieHeader, SIDEBAR_COOKIE) !== 'false';
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B (Windows/Linux) or Cmd+B (macOS). */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.key === 'b' || event.key === 'B') &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
