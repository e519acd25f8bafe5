import { resources } from '@marketplace/i18n/resources';
import { ADMIN_PAGES } from './admin-pages';
import { ADMIN_ROUTES, BUILT_PAGES } from './admin-routes';
import { routedAreaPages, untitledAreaPages } from '@marketplace/web-kit/testing';

describe('admin pages', () => {
  it('are the sub-routes of spec 2.1 (settings is listed in the admin menu), each routed to a page of its own', () => {
    expect(routedAreaPages(ADMIN_ROUTES, BUILT_PAGES)).toEqual(
      ['companies', 'users', 'rounds', 'orders', 'categories', 'settings'].map((page) => ({
        page,
        built: true,
      })),
    );
  });

  it('each has a title in both languages', () => {
    expect(untitledAreaPages('admin', ADMIN_PAGES)).toEqual([]);
    expect(resources.en.admin.pages.users).toBe('Users');
  });
});
