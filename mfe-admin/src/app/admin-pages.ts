/** Sub-routes of the admin area (spec §2.1), relative to `/admin`; the shell's sidebar links to them. */
export const ADMIN_PAGES = ['companies', 'users', 'rounds', 'orders', 'categories', 'settings'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];
