import { DASHBOARD_REQUEST, type AreaFirstReads } from '@marketplace/web-kit';

/**
 * The requests the admin area's pages open with, apart from the API client (RTK Query, zod) so
 * that the remote's entry module can start them while the page's code is still downloading
 * (web-kit's startFirstRead). The RTK endpoints build the same requests from here: one URL for both.
 */

export const ADMIN_API = '/api/admin';

/** The dashboard, at `/admin` and at the role landing `/`. */
export const ADMIN_FIRST_READS: AreaFirstReads = {
  basePath: '/admin',
  apiBase: ADMIN_API,
  reads: { '': DASHBOARD_REQUEST },
};
