import { notifications } from './notifications';
import { adminPageNames } from './admin-pages';

/**
 * Namespace `layout` — the shell's texts. Header, sidebar (spec §2.2), role landing, 404 and the
 * router error page (spec §2.1, §8), the notifications bell.
 */
export const layout = {
  welcome: 'Welcome, {{name}}',
  welcomeWithRole: 'Welcome, {{name}} ({{role}})',
  toggleSidebar: 'Toggle Sidebar',
  groups: {
    admin: 'Administration',
    supplier: 'Supplier Tools',
    buyer: 'Buyer Tools',
  },
  nav: {
    dashboard: 'Dashboard',
    exploreRounds: 'Explore Rounds',
    shoppingCart: 'Shopping Cart',
    orderHistory: 'Order History',
    proformaInvoices: 'Proforma Invoices',
    profile: 'Profile',
    myProducts: 'My Products',
    myRounds: 'My Rounds',
    salesHistory: 'Sales History',
    ...adminPageNames,
    team: 'Team',
  },
  signOut: 'Sign Out',
  notifications: {
    title: 'Notifications',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    markAllRead: 'Mark all as read',
    loadMore: 'Load more',
    empty: 'No notifications yet',
    loadFailed: 'Notifications could not be loaded.',
    retry: 'Try again',
    unreadMark: 'Unread',
    // The words of each kind live with identity's e-mails (contracts), so both say the same.
    kinds: notifications.kinds,
  },
  landing: {
    welcome: 'Welcome!',
    loading: 'Loading your dashboard...',
    invalidRole: 'Invalid role detected',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    home: 'Return to Home',
  },
  errorPage: {
    title: 'Unexpected Application Error!',
    home: 'Return to Home',
  },
};
