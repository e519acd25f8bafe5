/** The area's root page where pages are listed by name (a remote's manifest: chunk `page-index`). */
export const INDEX_PAGE = 'index';

/**
 * Which page of an area mounted at `basePath` the URL `pathname` shows: the first segment under
 * it, or `''` for the area's root (and for the role landing at `/`, which shows the dashboard).
 */
export function areaPageOf(pathname: string, basePath: string): string {
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1).split('/')[0] : '';
}

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

/** The page `pathname` shows, by the name the manifest lists it under. */
const pageAt = (pathname: string, basePath: string) => areaPageOf(pathname, basePath) || INDEX_PAGE;

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
  const page = pageAt(pathname, basePath);
  const pageFiles = Object.hasOwn(firstLoad.pages, page) ? firstLoad.pages[page]! : [];
  return [...new Set([...firstLoad.area, ...pageFiles])].map((file) => new URL(file, manifestUrl).toString());
}

/**
 * The URL of the remote's entry script as the Module Federation runtime derives it from the
 * manifest at `manifestUrl` (`metaData.remoteEntry`, under an `auto` public path: next to the
 * manifest); null for a manifest that says otherwise (another public path, no entry).
 */
export function manifestEntryUrl(manifest: unknown, manifestUrl: string): string | null {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const remoteEntry = metaData?.remoteEntry as { name?: unknown; path?: unknown } | undefined;
  if (!metaData || (metaData.publicPath !== 'auto' && metaData.publicPath !== '')) return null;
  if (typeof remoteEntry?.name !== 'string' || !remoteEntry.name) return null;
  const dir = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/^\.?\/+|\/+$/g, '') : '';
  return new URL(dir ? `${dir}/${remoteEntry.name}` : remoteEntry.name, manifestUrl).toString();
}

/**
 * The files the entry loads first for the exposed module `name` (`./app`: the area's single-spa
 * lifecycles), as the manifest lists them (`exposes[].assets.js.sync`), as URLs next to it.
 */
export function exposedModuleUrls(manifest: unknown, manifestUrl: string, name: string): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  const exposed = exposes.find((e) => (e as { name?: unknown } | null)?.name === name) as
    { assets?: { js?: { sync?: unknown } } } | undefined;
  const files = exposed?.assets?.js?.sync;
  return isFileList(files) ? files.map((file) => new URL(file, manifestUrl).toString()) : [];
}
