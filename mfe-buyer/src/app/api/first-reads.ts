import {
  DASHBOARD_REQUEST,
  listRequest,
  type ApiRequestArgs,
  type AreaFirstReads,
} from '@marketplace/web-kit';

/**
 * The requests the buyer area's pages open with, apart from the API client (RTK Query, zod) so that
 * the remote's entry module can start them while the page's code is still downloading (web-kit's
 * startFirstRead). `buyer-api.ts` builds the same requests from here: one URL for both.
 */

export const BUYER_API = '/api/buyer';

export interface RoundsPageArgs {
  search: string;
  page: number;
  pageSize: number;
}

/** Rounds per page of Explore Rounds (a multiple of the grid's 1, 2 and 3 columns). */
export const ROUNDS_PAGE_SIZE = 12;
/** What Explore Rounds asks for first: no search, first page. */
export const FIRST_ROUNDS_PAGE: RoundsPageArgs = { search: '', page: 1, pageSize: ROUNDS_PAGE_SIZE };

export const roundsRequest = (args: RoundsPageArgs): ApiRequestArgs => listRequest('/rounds', args);

/** The dashboard (at `/buyer` and the role landing `/`) and Explore Rounds' first page. */
export const BUYER_FIRST_READS: AreaFirstReads = {
  basePath: '/buyer',
  apiBase: BUYER_API,
  reads: { '': DASHBOARD_REQUEST, rounds: roundsRequest(FIRST_ROUNDS_PAGE) },
};
