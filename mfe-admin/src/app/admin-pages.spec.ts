import { resources } from '@marketplace/i18n/resources';
import { ADMIN_PAGES } from './admin-pages';
import { areaPageTitleKey } from '@marketplace/web-kit';

describe('admin pages', () => {
  it('are the sub-routes of spec 2.1 (settings is listed in the admin menu)', () => {
    expect([...ADMIN_PAGES]).toEqual(['companies', 'users', 'rounds', 'orders', 'categories', 'settings']);
  });

  it('each has a title in both languages', () => {
    for (const page of [...ADMIN_PAGES, 'dashboard'] as const) {
      const key = areaPageTitleKey(page).slice('pages.'.length) as keyof typeof resources.en.admin.pages;
      expect(resources.en.admin.pages[key]).toBeTruthy();
      expect(resources.pt.admin.pages[key]).toBeTruthy();
    }
    expect(resources.en.admin.pages.users).toBe('Users');
  });
});
