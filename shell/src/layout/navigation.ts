import type { Role, TeamRole } from '@marketplace/contracts';

export type NavIcon =
  | 'dashboard'
  | 'rounds'
  | 'cart'
  | 'orders'
  | 'invoices'
  | 'profile'
  | 'products'
  | 'sales'
  | 'companies'
  | 'users'
  | 'categories'
  | 'settings'
  | 'team';

export interface NavEntry {
  /** Key in the `layout` namespace. */
  labelKey: string;
  path: string;
  icon: NavIcon;
  /** Shown only to a buyer with this part in their company's buying team. */
  teamRole?: TeamRole;
}

export interface NavGroup {
  /** Key in the `layout` namespace: Administration / Supplier Tools / Buyer Tools. */
  labelKey: string;
  entries: NavEntry[];
}

/** Every role's sidebar opens with its dashboard, the role landing at `/`. */
const DASHBOARD: NavEntry = { labelKey: 'nav.dashboard', path: '/', icon: 'dashboard' };
/** A buyer's and a supplier's sidebar ends with their profile (the admin's has no entry for it). */
const PROFILE: NavEntry = { labelKey: 'nav.profile', path: '/profile', icon: 'profile' };
/** The admin's pages: each entry is labelled, found and drawn after its page. */
const ADMIN_PAGES = ['companies', 'users', 'rounds', 'orders', 'categories', 'settings'] as const;

/** Sidebar entries per role, exactly as spec §2.2. */
export const NAVIGATION: Record<Role, NavGroup> = {
  buyer: {
    labelKey: 'groups.buyer',
    entries: [
      DASHBOARD,
      { labelKey: 'nav.exploreRounds', path: '/buyer/rounds', icon: 'rounds' },
      { labelKey: 'nav.shoppingCart', path: '/buyer/cart', icon: 'cart' },
      { labelKey: 'nav.orderHistory', path: '/buyer/orders', icon: 'orders' },
      { labelKey: 'nav.proformaInvoices', path: '/buyer/invoices', icon: 'invoices' },
      { labelKey: 'nav.team', path: '/buyer/team', icon: 'team', teamRole: 'approver' },
      PROFILE,
    ],
  },
  supplier: {
    labelKey: 'groups.supplier',
    entries: [
      DASHBOARD,
      { labelKey: 'nav.myProducts', path: '/supplier/products', icon: 'products' },
      { labelKey: 'nav.myRounds', path: '/supplier/rounds', icon: 'rounds' },
      { labelKey: 'nav.salesHistory', path: '/supplier/sales', icon: 'sales' },
      { labelKey: 'nav.proformaInvoices', path: '/supplier/invoices', icon: 'invoices' },
      PROFILE,
    ],
  },
  admin: {
    labelKey: 'groups.admin',
    entries: [
      DASHBOARD,
      ...ADMIN_PAGES.map((page) => ({ labelKey: `nav.${page}`, path: `/admin/${page}`, icon: page })),
    ],
  },
};

/** The entries the signed-in user sees: those for a team role only when it is theirs. */
export function visibleNavEntries(group: NavGroup, teamRole: TeamRole | null | undefined): NavEntry[] {
  return group.entries.filter((entry) => !entry.teamRole || entry.teamRole === teamRole);
}

/** Stable test id of a sidebar entry: `nav-dashboard`, `nav-buyer-rounds`, `nav-profile` … */
export function navTestId(path: string): string {
  return `nav-${path === '/' ? 'dashboard' : path.replace(/^\/+/, '').replace(/\//g, '-')}`;
}

/** The entry to highlight: the longest entry path that is the current path or a parent of it. */
export function activeNavPath(entries: NavEntry[], pathname: string): string | null {
  let best: string | null = null;
  for (const { path } of entries) {
    const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
