/**
 * Namespace `admin` — owner: mfe-admin. All admin-area texts live here (not in the remote), so the
 * header language switch changes them at once.
 */
export const admin = {
  title: 'Administration',
  pages: {
    dashboard: 'Admin Dashboard',
    companies: 'Companies',
    users: 'Users',
    rounds: 'Rounds',
    orders: 'Orders',
    categories: 'Categories',
    settings: 'Settings',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no admin page at this address.',
    back: 'Go to the admin dashboard',
  },
  standalone: {
    banner: 'Standalone mode',
    detail: 'The admin area runs alone with a stand-in admin session; API calls go to the edge.',
  },
  users: {
    title: 'Users',
    subtitle: 'Manage users and their company assignments',
    searchPlaceholder: 'Search by name, email or company...',
    total: 'Total: {{count}}',
    roleFilter: {
      label: 'Role',
      all: 'All',
      admins: 'Admins',
      suppliers: 'Suppliers',
      buyers: 'Buyers',
    },
    columns: {
      user: 'User',
      email: 'Email',
      role: 'Role',
      company: 'Company',
      joined: 'Joined',
      lastActive: 'Last Active',
    },
    companyTypes: {
      buyer: 'Buyer',
      supplier: 'Supplier',
    },
    empty: 'No users found',
    loadFailed: 'Failed to load users',
  },
};
