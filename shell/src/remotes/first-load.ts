import { areaPageOf } from '@marketplace/web-kit/src/core';

/**
 * A remote's first load, as its build writes it into `mf-manifest.json` (`metaData.firstLoad`,
 * webpack/preload-plugin.js `firstLoadManifest`): the files of its app (store, API client, texts,
 * its own shared copies such as Redux) and of each page, keyed by the page's address segment
 * (`index`: the area's own address). File names are relative to the manifest.
 */
export interface FirstLoad {
  area: string[];
  pages: Record<string, string[]>;
}

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && file.length > 0);

/** The manifest's first load, or null when it has none (an older remote) or a malformed one. */
export function readFirstLoad(manifest: unknown): FirstLoad | null {
  const firstLoad = (manifest as { metaData?: { firstLoad?: unknown } } | null)?.metaData?.firstLoad;
  if (typeof firstLoad !== 'object' || firstLoad === null) return null;
  const { area, pages } = firstLoad as { area?: unknown; pages?: unknown };
  if (!isFileList(area) || typeof pages !== 'object' || pages === null) return null;
  if (!Object.values(pages).every(isFileList)) return null;
  return { area, pages: pages as Record<string, string[]> };
}

/**
 * The files that `pathname` shows first, for a remote mounted at `basePath` whose manifest is at
 * `manifestUrl`: its app's and the page's (none of a page the remote does not know: it shows its
 * own "not found"), as absolute URLs, each once.
 */
export function firstLoadUrls(
  firstLoad: FirstLoad,
  manifestUrl: string,
  pathname: string,
  basePath: string,
): string[] {
  const page = areaPageOf(pathname, basePath) || 'index';
  const pageFiles = Object.hasOwn(firstLoad.pages, page) ? firstLoad.pages[page]! : [];
  return [...new Set([...firstLoad.area, ...pageFiles])].map((file) => new URL(file, manifestUrl).toString());
}
