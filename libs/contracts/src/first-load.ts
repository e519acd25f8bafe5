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
  /**
   * The shared modules (share keys) the area's app and each page take from the shell's build
   * (react, antd's components…): those the shell has not loaded yet are preloaded with the page
   * (`hostSharedFiles`). Absent from an older remote's manifest.
   */
  hostShared?: { area: string[]; pages: Record<string, string[]> };
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
  const read: FirstLoad = { area, pages: pages as Record<string, string[]> };
  // Optional: a manifest without it (or with a malformed one) still names the page's own files.
  const { hostShared } = firstLoad as { hostShared?: { area?: unknown; pages?: unknown } };
  const sharedPages = hostShared?.pages;
  if (
    isFileList(hostShared?.area) &&
    typeof sharedPages === 'object' &&
    sharedPages !== null &&
    Object.values(sharedPages).every(isFileList)
  )
    read.hostShared = { area: hostShared.area, pages: sharedPages as Record<string, string[]> };
  return read;
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

/** index.html's SHARED_ASSETS_ID list, `{ [share key]: files }`; empty when it is malformed. */
export function readHostFiles(value: unknown): Record<string, string[]> {
  const lists =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isFileList);
  return lists ? (value as Record<string, string[]>) : {};
}

/**
 * The shell's files (`hostFiles`: index.html's SHARED_ASSETS_ID list, by share key) of the shared
 * modules that the area's app and the page `pathname` shows take from the shell, each once: what
 * the page would otherwise discover only once its code runs (antd's components on most pages).
 */
export function hostSharedFiles(
  firstLoad: FirstLoad,
  hostFiles: Readonly<Record<string, readonly string[]>>,
  pathname: string,
  basePath: string,
): string[] {
  if (!firstLoad.hostShared) return [];
  const page = pageAt(pathname, basePath);
  const { area, pages } = firstLoad.hostShared;
  const keys = [...area, ...(Object.hasOwn(pages, page) ? pages[page]! : [])];
  return [...new Set(keys.flatMap((key) => (Object.hasOwn(hostFiles, key) ? hostFiles[key]! : [])))];
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
