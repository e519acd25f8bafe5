import { isSidebarShortcut, readSidebarOpen, sidebarCookie, SIDEBAR_COOKIE_MAX_AGE } from './sidebarState';

describe('sidebar state cookie', () => {
  it('is open by default and follows the cookie', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
  });

  it('writes a 7-day cookie', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });

  it('recognises Ctrl+B and Cmd+B only', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b'))).toBe(false);
    expect(isSidebarShortcut(key('c', { ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
