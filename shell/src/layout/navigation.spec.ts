import { NAVIGATION, activeNavPath, navTestId, visibleNavEntries } from './navigation';

describe('NAVIGATION (spec §2.2)', () => {
  it('lists the buyer entries in order', () => {
    expect(NAVIGATION.buyer.entries.map((e) => [e.labelKey, e.path])).toEqual([
      ['nav.dashboard', '/'],
      ['nav.exploreRounds', '/buyer/rounds'],
      ['nav.shoppingCart', '/buyer/cart'],
      ['nav.orderHistory', '/buyer/orders'],
      ['nav.proformaInvoices', '/buyer/invoices'],
      ['nav.team', '/buyer/team'],
      ['nav.profile', '/profile'],
    ]);
  });

  it('shows the buyer’s Team entry to an approver only, every other entry to every buyer', () => {
    const paths = (teamRole?: 'approver' | 'member' | null) =>
      visibleNavEntries(NAVIGATION.buyer, teamRole).map((e) => e.path);
    const everyBuyer = ['/', '/buyer/rounds', '/buyer/cart', '/buyer/orders', '/buyer/invoices', '/profile'];
    expect(paths('approver')).toEqual([...everyBuyer.slice(0, 5), '/buyer/team', '/profile']);
    for (const teamRole of ['member', null, undefined] as const) expect(paths(teamRole)).toEqual(everyBuyer);
    expect(visibleNavEntries(NAVIGATION.supplier, undefined)).toEqual(NAVIGATION.supplier.entries);
    expect(visibleNavEntries(NAVIGATION.admin, undefined)).toEqual(NAVIGATION.admin.entries);
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
