import { NAVIGATION, activeNavPath, navTestId } from './navigation';

describe('NAVIGATION (spec §2.2)', () => {
  it('lists the buyer entries in order', () => {
    expect(NAVIGATION.buyer.entries.map((e) => [e.labelKey, e.path])).toEqual([
      ['nav.dashboard', '/'],
      ['nav.exploreRounds', '/buyer/rounds'],
      ['nav.shoppingCart', '/buyer/cart'],
      ['nav.orderHistory', '/buyer/orders'],
      ['nav.proformaInvoices', '/buyer/invoices'],
      ['nav.profile', '/profile'],
    ]);
  });

  it('lists the supplier entries in order', () => {
    expect(NAVIGATION.supplier.entries.map((e) => e.path)).toEqual([
      '/',
      '/supplier/products',
      '/supplier/rounds',
      '/supplier/sales',
      '/supplier/invoices',
      '/profile',
    ]);
  });

  it('lists the admin entries in order, Settings included', () => {
    expect(NAVIGATION.admin.entries.map((e) => e.path)).toEqual([
      '/',
      '/admin/companies',
      '/admin/users',
      '/admin/rounds',
      '/admin/orders',
      '/admin/categories',
      '/admin/settings',
    ]);
  });

  it('labels the groups by role', () => {
    expect([NAVIGATION.admin.labelKey, NAVIGATION.supplier.labelKey, NAVIGATION.buyer.labelKey]).toEqual([
      'groups.admin',
      'groups.supplier',
      'groups.buyer',
    ]);
  });
});

describe('activeNavPath', () => {
  const entries = NAVIGATION.buyer.entries;
  it('matches the deepest entry', () => {
    expect(activeNavPath(entries, '/')).toBe('/');
    expect(activeNavPath(entries, '/buyer/rounds')).toBe('/buyer/rounds');
    expect(activeNavPath(entries, '/buyer/rounds/42')).toBe('/buyer/rounds');
    expect(activeNavPath(entries, '/buyer/roundsX')).toBeNull();
    expect(activeNavPath(entries, '/elsewhere')).toBeNull();
  });
});

describe('navTestId', () => {
  it('derives stable ids', () => {
    expect(navTestId('/')).toBe('nav-dashboard');
    expect(navTestId('/buyer/rounds')).toBe('nav-buyer-rounds');
    expect(navTestId('/profile')).toBe('nav-profile');
  });
});
