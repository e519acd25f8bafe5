import { DASHBOARD_REQUEST, type AreaFirstReads } from '@marketplace/web-kit';

/**
 * The requests the supplier area's pages open with, apart from the API client (RTK Query, zod) so
 * that the remote's entry module can start them while the page's code is still downloading
 * (web-kit's startFirstRead). The RTK endpoints build the same requests from here: one URL for both.
 */

export const SUPPLIER_API = '/api/supplier';

/** The dashboard, at `/supplier` and at the role landing `/`. */
export const SUPPLIER_FIRST_READS: AreaFirstReads = {
  basePath: '/supplier',
  apiBase: SUPPLIER_API,
  reads: { '': DASHBOARD_REQUEST },
};
