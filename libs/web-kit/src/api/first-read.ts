import { areaPageOf, INDEX_PAGE } from '@marketplace/contracts/first-load';
import { startPageRead } from './early-read';
import { buildUrl, type ApiRequestArgs } from './request';

/** Every area's service answers its dashboard at `GET <apiBase>/dashboard`. */
export const DASHBOARD_REQUEST: ApiRequestArgs = { url: '/dashboard' };

/** A list's request: the search box's text (trimmed, left out when empty), then the list's filters. */
export function listRequest<Query extends { [K in keyof Query]: string | number | undefined }>(
  url: string,
  query: Query & { search?: string },
): ApiRequestArgs {
  const { search, ...filters } = query;
  return { url, params: { search: search?.trim() || undefined, ...filters } };
}

/**
 * The reads a role area's pages open with: `reads` maps an area page (its first path segment after
 * `basePath`; '' for the area's root, which the role landing `/` shows too) to its first request,
 * relative to `apiBase` as the area's RTK endpoints build it (so both have one URL).
 */
export interface AreaFirstReads {
  basePath: string;
  apiBase: string;
  reads: Partial<Record<string, ApiRequestArgs>>;
}

/** The URL the page at `pathname` reads first, as the API client will ask for it; null if none. */
export function firstReadUrl(pathname: string, area: AreaFirstReads): string | null {
  const request = area.reads[areaPageOf(pathname, area.basePath)];
  return request ? buildUrl(area.apiBase, request.url, request.params) : null;
}

/**
 * Every page's first read as a URL, by page (`index`: the area's root): what a remote's build
 * writes into its manifest (webpack/preload-plugin.js), so that the shell starts the read together
 * with the remote's entry instead of once the entry has run.
 */
export function firstReadUrls(area: AreaFirstReads): Record<string, string> {
  return Object.fromEntries(
    Object.entries(area.reads).flatMap(([page, request]) =>
      request ? [[page || INDEX_PAGE, buildUrl(area.apiBase, request.url, request.params)]] : [],
    ),
  );
}

/**
 * Called by a remote's exposed module: the page's first read starts while the page's code is still
 * downloading (early-read.ts), and the page's own request takes it.
 */
export function startFirstRead(pathname: string, area: AreaFirstReads): void {
  const url = firstReadUrl(pathname, area);
  if (url) startPageRead(url);
}
