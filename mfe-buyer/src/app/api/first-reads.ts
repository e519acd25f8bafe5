import { areaPageOf, buildUrl, type ApiRequestArgs } from '@marketplace/web-kit';

/**
 * The reads the buyer area's pages open with, apart from the API client (RTK Query, zod) so that
 * the remote's entry module can start them while the page's code is still downloading (one round
 * trip less on a slow network: web-kit's early-read.ts). `buyer-api.ts` builds the same requests
 * from here, so the early read and the page's own request have one URL.
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

export const roundsRequest = ({ search, page, pageSize }: RoundsPageArgs): ApiRequestArgs => ({
  url: '/rounds',
  params: { search: search.trim() || undefined, page, pageSize },
});

export const DASHBOARD_REQUEST: ApiRequestArgs = { url: '/dashboard' };

/**
 * The first read of the page `pathname` shows (the dashboard at `/buyer` and at the role landing
 * `/`; Explore Rounds' first page), as the URL the API client will ask for; null for other pages.
 */
export function firstReadUrl(pathname: string): string | null {
  const page = areaPageOf(pathname, '/buyer');
  const request =
    page === '' ? DASHBOARD_REQUEST : page === 'rounds' ? roundsRequest(FIRST_ROUNDS_PAGE) : null;
  return request && buildUrl(BUYER_API, request.url, request.params);
}
