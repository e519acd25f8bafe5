import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@marketplace/contracts';
import { cookieValue } from '@marketplace/contracts/cookies';
import {
  EARLY_FETCHES,
  PRERENDER_CONTAINER_ID,
  ROLE_AREA_PATH,
  SERVER_READS_ID,
} from '@marketplace/contracts/first-paint';
import {
  exposedModuleUrls,
  firstLoadUrls,
  manifestEntryUrl,
  readFirstLoad,
} from '@marketplace/contracts/first-load';
import {
  htmlAttribute,
  SERVER_VIEW_ATTRIBUTE,
  SERVER_VIEW_FILE,
  type AreaServerView,
  type ServerViewRead,
  type ShellServerView,
  type SignedInView,
} from '@marketplace/contracts/server-view';
import { remoteAtPath, type RemoteApp } from '@marketplace/contracts/remotes';
import { REMOTES, SERVICES, type EdgeConfig, type ServiceName } from './config';
import { serviceAnswering } from './moved-paths';
import { forwardedHeadersOf, isInternalServicePath } from './security';

/**
 * The server-rendered first view of a role area's page (the contract and its parts are
 * described in libs/contracts/src/server-view.ts). The edge loads the web apps' server view modules
 * (from the local builds, or from the web apps' own servers), hands the shell's module the request
 * with a `read` that calls the services with the visitor's session, and writes the result into
 * index.html. Whatever goes wrong or takes too long, the visitor gets index.html with the area's
 * head start (or as it is, when there is none): the browser then draws the page itself, as it did
 * before server views.
 *
 * Only a GET/HEAD of a role area's page address with a session cookie is drawn, and the answer is
 * `private, no-store`, `Vary: Cookie`: it holds the visitor's data. A fallback (a failure, over
 * EDGE_SERVER_VIEW_BUDGET_MS, no module) is a bug, not a mode: logged at error level and counted
 * (edge_server_view_fallbacks_total), and the browser tests fail on any.
 *
 * The page's data goes with it as the area router's hydration data (on its container). The profile
 * the shell's module read goes with the page too (SERVER_READS_ID), so the app does not read it
 * again; with it /remotes.json and the area's manifest, and preloads of the files the page loads
 * next (remoteFirstLoad), also when the area draws no view, so the remote downloads with the shell
 * instead of after it.
 */

/**
 * `/server/…` of the shell and `/remotes/<role>/server/…` of a remote: Node code for the edge,
 * nothing a browser loads. Tested on the decoded, normalised path, as the static servers read it.
 */
const SERVER_MODULE_PATH = /^\/(?:remotes\/[^/]+\/)?server(?:\/|$)/i;

export function isServerModulePath(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape: the static servers refuse the path as well; test it as it came.
  }
  return SERVER_MODULE_PATH.test(path.posix.normalize(decoded));
}

// ---- cookies ---------------------------------------------------------------------------------

function cookieName(pair: string): string {
  const eq = pair.indexOf('=');
  return (eq < 0 ? pair : pair.slice(0, eq)).trim();
}

/** The Cookie header without the session's cookies: what the page's own settings (sidebar, language) are. */
export function withoutSessionCookies(header: string | undefined): string {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && cookieName(pair) !== ACCESS_COOKIE && cookieName(pair) !== REFRESH_COOKIE)
    .join('; ');
}

/**
 * A page address of a role area asked for by a browser with a session: the only requests worth
 * a server view (anyone else gets the sign-in page, whose first paint is in index.html already).
 */
export function wantsServerView(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    ROLE_AREA_PATH.test(req.path) &&
    !path.posix.basename(req.path).includes('.') &&
    cookieValue(req.headers.cookie ?? '', ACCESS_COOKIE) !== undefined
  );
}

// ---- reading the services --------------------------------------------------------------------

const URL_BASE = 'http://edge.invalid';

/** Where the browser path `/api/<service>/<rest>` goes, as the edge's proxy routes it; null for any other. */
export function serviceUrlOf(services: Record<ServiceName, string>, url: string): string | null {
  if (typeof url !== 'string' || !url.startsWith('/api/')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, URL_BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== URL_BASE || isInternalServicePath(parsed.pathname)) return null;
  const match = /^\/api\/([^/]+)(\/.*)?$/.exec(parsed.pathname);
  const service = match?.[1] as ServiceName | undefined;
  if (!service || !SERVICES.includes(service)) return null;
  const rest = match?.[2] ?? '/';
  return `${services[serviceAnswering(service, rest)]}${rest}${parsed.search}`;
}

/**
 * The contract's `read` for one request: a GET of the service, with the browser's Cookie header as
 * it came (the service checks the session exactly as for the browser's own request), the request
 * id (its log lines join the page's) and the forwarding headers the proxy would set. Redirects are
 * not followed: a view is made of JSON answers only.
 */
export function serverViewRead(
  services: Record<ServiceName, string>,
  req: Request,
  signal: AbortSignal,
): ServerViewRead {
  const headers: Record<string, string> = { accept: 'application/json', ...forwardedHeadersOf(req) };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  const requestId = req.id ?? req.headers['x-request-id'];
  if (requestId !== undefined) headers['x-request-id'] = String(requestId);
  return async (url) => {
    const target = serviceUrlOf(services, url);
    if (!target) return undefined;
    try {
      const res = await fetch(target, { headers, signal, redirect: 'manual' });
      if (res.status !== 200) {
        await res.body?.cancel();
        return undefined;
      }
      return JSON.parse(await res.text()) as unknown;
    } catch {
      return undefined;
    }
  };
}

// ---- the builds' files -------------------------------------------------------------------------

/**
 * Where the edge keeps the server view modules it loads: a folder of this process's own under the
 * temporary one (two edges on one machine never remove each other's).
 */
export const SERVER_MODULE_DIR = path.join(os.tmpdir(), `edge-server-views-${process.pid}`);

/**
 * Loads a server view module (CommonJS text) as a plain Node module: written once as
 * `<app>.<version>.cjs` in SERVER_MODULE_DIR and compiled there by Node's CommonJS loader, once per
 * version. The build bundles everything but Node's built-ins into the module
 * (webpack/server-view-plugin.js), so its `require` serves those only: anything else would be
 * resolved from the edge's own node_modules, which is not what the module was built against. The
 * app's earlier versions leave the disk (the running one stays in memory).
 */
export function loadServerModule(code: string, app: string, version = moduleVersion(code)): unknown {
  const name = `${app}.${version}.cjs`;
  const file = path.join(SERVER_MODULE_DIR, name);
  const loaded = modulesByFile.get(file);
  if (loaded) return loaded.exports;
  fs.mkdirSync(SERVER_MODULE_DIR, { recursive: true });
  fs.writeFileSync(file, code);
  for (const other of fs.readdirSync(SERVER_MODULE_DIR))
    if (other.startsWith(`${app}.`) && other !== name)
      fs.rmSync(path.join(SERVER_MODULE_DIR, other), { force: true });
  const module = new NodeModule(file);
  module.filename = file;
  module.paths = [];
  module.require = ((id: string) => {
    if (!isBuiltin(id))
      throw new Error(`${file}: a server view module may require Node built-ins only, not ${id}`);
    return process.getBuiltinModule(id);
  }) as NodeJS.Require;
  // The text just written, compiled under its file's name (stack traces and logs name the file).
  (module as unknown as { _compile(code: string, file: string): void })._compile(code, file);
  modulesByFile.set(file, module);
  return module.exports;
}

/** Node's own Module (not a test runner's stand-in for `node:module`). */
const { Module: NodeModule, isBuiltin } = process.getBuiltinModule(
  'node:module',
) as typeof import('node:module');
const modulesByFile = new Map<string, InstanceType<typeof NodeModule>>();

const isShellServerView = (exports: unknown): exports is ShellServerView =>
  typeof (exports as Partial<ShellServerView> | null)?.renderSignedInView === 'function';
const isAreaServerView = (exports: unknown): exports is AreaServerView =>
  typeof (exports as Partial<AreaServerView> | null)?.renderAreaPage === 'function';

/** A module's version: the start of its text's SHA-256, the same for the same build wherever it runs. */
export const moduleVersion = (code: string): string =>
  createHash('sha256').update(code).digest('hex').slice(0, 12);

/**
 * The server view modules in use, by web app (`shell`, `buyer` …) → version: what an operator
 * reads on the edge's `/ready` to know which builds draw the first views. By app, not by file or
 * URL: where the builds sit on disk or inside the network is nobody's business outside;
 * the log names the file.
 */
export type LoadedModules = Map<string, string>;

/**
 * The module's exports when they are `T`; null (and an error in the log) when it throws or exports something
 * else: the plain page then, as without server views. Each load is logged with its version and
 * kept in `loaded` (a failed one is removed: no version is in use there).
 */
function moduleLoader<T>(
  isView: (exports: unknown) => exports is T,
  expected: string,
  logger: Logger,
  loaded: LoadedModules,
  app: string,
) {
  return (code: string, filename: string): T | null => {
    const version = moduleVersion(code);
    const started = Date.now();
    loaded.delete(app);
    try {
      const exports = loadServerModule(code, app, version);
      if (isView(exports)) {
        loaded.set(app, version);
        logger.info({ module: filename, version, ms: Date.now() - started }, 'server view module loaded');
        return exports;
      }
      logger.error(
        { module: filename, version },
        `server view module does not export ${expected}; no server views`,
      );
    } catch (err) {
      logger.error({ err, module: filename, version }, 'server view module failed to load; no server views');
    }
    return null;
  };
}

/** Something the server view is made of, as of now (null: there is none). */
export interface Source<T> {
  get(): Promise<T | null>;
}

/**
 * A file of a local build, turned into `T` when it is first read and again whenever it changed
 * (its inode, size or modification time): a rebuild is picked up without restarting the edge, at
 * the cost of one `stat` per use. A missing or unreadable file is null.
 */
export class WatchedFile<T> implements Source<T> {
  private stamp: string | null = null;
  private value: T | null = null;
  private pending: Promise<T | null> | null = null;
  private missingLogged = false;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string, file: string) => T | null,
    private readonly logger: Logger,
  ) {}

  get(): Promise<T | null> {
    // Requests at the same moment share one check (and one evaluation of a changed module).
    this.pending ??= this.check().finally(() => (this.pending = null));
    return this.pending;
  }

  private async check(): Promise<T | null> {
    let stamp: string;
    let text: string;
    try {
      const stat = await fs.promises.stat(this.file);
      stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (stamp === this.stamp) return this.value;
      text = await fs.promises.readFile(this.file, 'utf8');
    } catch (err) {
      if (!this.missingLogged)
        this.logger.debug(
          { file: this.file, code: (err as NodeJS.ErrnoException).code },
          'no server view file',
        );
      this.missingLogged = true;
      this.stamp = null;
      this.value = null;
      return null;
    }
    this.missingLogged = false;
    this.stamp = stamp;
    this.value = this.parse(text, this.file);
    return this.value;
  }
}

/**
 * A file of a web app's own server (docker compose: nginx), turned into `T` like WatchedFile's.
 * Asked again at most every `recheckMs`, conditionally (If-None-Match / If-Modified-Since), and
 * turned into `T` again only when its text changed. A 404 means the app has no such file (null);
 * any other failure keeps the last good value: a web app being redeployed must not switch the
 * server views off.
 */
export class WatchedUrl<T> implements Source<T> {
  private checkedAt = -Infinity;
  private text: string | null = null;
  private validators: Record<string, string> = {};
  private value: T | null = null;
  private pending: Promise<T | null> | null = null;
  private missingLogged = false;

  constructor(
    private readonly url: string,
    private readonly parse: (text: string, url: string) => T | null,
    private readonly logger: Logger,
    private readonly options: { recheckMs: number; timeoutMs: number },
  ) {}

  get(): Promise<T | null> {
    if (this.pending) return this.pending;
    if (Date.now() - this.checkedAt < this.options.recheckMs) return Promise.resolve(this.value);
    this.pending = this.check().finally(() => (this.pending = null));
    return this.pending;
  }

  private async check(): Promise<T | null> {
    this.checkedAt = Date.now();
    let res: globalThis.Response;
    try {
      res = await fetch(this.url, {
        headers: this.text === null ? {} : this.validators,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      this.logger.warn({ err, url: this.url }, 'server view file not fetched; keeping the last one');
      return this.value;
    }
    if (res.status === 304) return this.value;
    if (res.status === 404) {
      await res.body?.cancel();
      if (!this.missingLogged) this.logger.debug({ url: this.url }, 'no server view file');
      this.missingLogged = true;
      this.text = null;
      this.value = null;
      return null;
    }
    let text: string;
    try {
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      text = await res.text();
    } catch (err) {
      await res.body?.cancel().catch(() => undefined);
      this.logger.warn({ err, url: this.url }, 'server view file not fetched; keeping the last one');
      return this.value;
    }
    this.missingLogged = false;
    const etag = res.headers.get('etag');
    const lastModified = res.headers.get('last-modified');
    this.validators = {
      ...(etag ? { 'if-none-match': etag } : {}),
      ...(lastModified ? { 'if-modified-since': lastModified } : {}),
    };
    if (text === this.text) return this.value;
    this.text = text;
    this.value = this.parse(text, this.url);
    return this.value;
  }
}

/** A JSON file's value; null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * What a server view is made of: the shell's and the remotes' modules, the shell's index.html, and
 * the remotes' `mf-manifest.json` (what the area's page loads next: remoteFirstLoad).
 */
export interface ServerViewSources {
  shell: Source<ShellServerView>;
  areas: ReadonlyMap<string, Source<AreaServerView>>;
  indexHtml: Source<string>;
  manifests: ReadonlyMap<string, Source<unknown>>;
  /** The modules loaded from them, with their versions. */
  loaded: ReadonlyMap<string, string>;
}

/** Of the local builds: `<app's folder>/server/first-view.js` and the shell's index.html. */
export function localServerViewSources(config: EdgeConfig, logger: Logger): ServerViewSources {
  const loaded: LoadedModules = new Map();
  const shellModule = moduleLoader(isShellServerView, 'renderSignedInView', logger, loaded, 'shell');
  const areaModule = (role: string) => moduleLoader(isAreaServerView, 'renderAreaPage', logger, loaded, role);
  return {
    loaded,
    shell: new WatchedFile(path.join(config.shellDir, SERVER_VIEW_FILE), shellModule, logger),
    areas: new Map(
      REMOTES.map((remote) => [
        remote.role,
        new WatchedFile(
          path.join(config.remoteDirs[remote.role], SERVER_VIEW_FILE),
          areaModule(remote.role),
          logger,
        ),
      ]),
    ),
    indexHtml: new WatchedFile(path.join(config.shellDir, 'index.html'), (text) => text, logger),
    manifests: new Map(
      REMOTES.map((remote) => [
        remote.role,
        new WatchedFile(path.join(config.remoteDirs[remote.role], MANIFEST_FILE), parseJson, logger),
      ]),
    ),
  };
}

const MANIFEST_FILE = 'mf-manifest.json';
/** Where this edge serves a remote's manifest (GET /remotes.json names it, unless deployed elsewhere). */
const servedManifestPath = (role: string) => `/remotes/${role}/${MANIFEST_FILE}`;

/** A module asked for again at most this often: a redeploy shows within half a minute. */
export const UPSTREAM_MODULE_RECHECK_MS = 30_000;
const UPSTREAM_FETCH_TIMEOUT_MS = 10_000;

/**
 * Of the web apps' own servers, at the paths they serve their files under (the same the edge
 * forwards: `/` for the shell, `/remotes/<role>/` for a remote). index.html is revalidated on
 * every use (a 304 from the shell's server, usually), as a browser does: the page must name the
 * hashed files of the build that is deployed now.
 */
export function upstreamServerViewSources(
  upstreams: NonNullable<EdgeConfig['webUpstreams']>,
  logger: Logger,
  recheckMs = UPSTREAM_MODULE_RECHECK_MS,
): ServerViewSources {
  const loaded: LoadedModules = new Map();
  const shellModule = moduleLoader(isShellServerView, 'renderSignedInView', logger, loaded, 'shell');
  const areaModule = (role: string) => moduleLoader(isAreaServerView, 'renderAreaPage', logger, loaded, role);
  const options = { recheckMs, timeoutMs: UPSTREAM_FETCH_TIMEOUT_MS };
  return {
    loaded,
    shell: new WatchedUrl(`${upstreams.shell}/${SERVER_VIEW_FILE}`, shellModule, logger, options),
    areas: new Map(
      REMOTES.map((remote) => [
        remote.role,
        new WatchedUrl(
          `${upstreams.remotes[remote.role]}/remotes/${remote.role}/${SERVER_VIEW_FILE}`,
          areaModule(remote.role),
          logger,
          options,
        ),
      ]),
    ),
    indexHtml: new WatchedUrl(`${upstreams.shell}/index.html`, (text) => text, logger, {
      ...options,
      recheckMs: 0,
    }),
    // Asked as often as index.html: a page must never name the files of a build no longer deployed.
    manifests: new Map(
      REMOTES.map((remote) => [
        remote.role,
        new WatchedUrl(
          `${upstreams.remotes[remote.role]}${servedManifestPath(remote.role)}`,
          parseJson,
          logger,
          { ...options, recheckMs: 0 },
        ),
      ]),
    ),
  };
}

// ---- the page ----------------------------------------------------------------------------------

/** The empty prerender container and app root exactly as the shell's build writes them (shell/src/prerender/render-first-paint.tsx, index.html). */
const EMPTY_CONTAINER = `<div id="${PRERENDER_CONTAINER_ID}"></div>`;
const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = '<html lang="en">';
const LANG = /^[a-zA-Z-]{2,10}$/;

/**
 * index.html with `view` in its app root, for the app to hydrate, and its language on `<html>`;
 * null when the root or the prerender container is not there as the shell's build writes them
 * (another build of the shell): the page is then sent as it is. The prerender container goes, so
 * that index.html's first-paint script paints no welcome over the page. The view's HTML is the
 * module's to escape; `lang` goes into an attribute here, so only a language tag does.
 */
export function injectServerView(
  indexHtml: string,
  view: { html: string; style?: string; lang: string; antdStyles?: boolean },
): string | null {
  const container = indexHtml.indexOf(EMPTY_CONTAINER);
  const root = indexHtml.indexOf(EMPTY_ROOT);
  if (container < 0 || root < container) return null;
  const filled = `${view.style ?? ''}<div id="root" ${SERVER_VIEW_ATTRIBUTE}>${view.html}</div>`;
  let page =
    indexHtml.slice(0, container) +
    indexHtml.slice(container + EMPTY_CONTAINER.length, root) +
    filled +
    indexHtml.slice(root + EMPTY_ROOT.length);
  if (view.antdStyles) page = withAntdStylesheet(page);
  // A function, so that `$&` and the like in the language are never read as patterns.
  return LANG.test(view.lang) ? page.replace(HTML_LANG, () => `<html lang="${view.lang}">`) : page;
}

const ANTD_STYLES_META = /<meta name="antd-styles" content="([^"]+)"\s*\/?>/;

/**
 * `page` with antd's stylesheet (named by index.html's `<meta name="antd-styles">`) linked first in
 * `<head>`, before the shell's own CSS, which keeps precedence over it as in the browser
 * (libs/web-kit/src/antd/antd-stylesheet.ts finds it there and does not link it again).
 */
export function withAntdStylesheet(page: string): string {
  const href = ANTD_STYLES_META.exec(page)?.[1];
  const head = page.indexOf('<head>');
  if (!href || head < 0) return page;
  const at = head + '<head>'.length;
  return `${page.slice(0, at)}<link rel="stylesheet" href="${href}">${page.slice(at)}`;
}

/** A read that remembers every answer (url → body), to hand the page's data to the browser. */
export function recordedReads(read: ServerViewRead): {
  read: ServerViewRead;
  answered: Map<string, unknown>;
} {
  const answered = new Map<string, unknown>();
  return {
    answered,
    read: async (url) => {
      const body = await read(url);
      if (body !== undefined) answered.set(url, body);
      return body;
    },
  };
}

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--` can end or
 * change it), no `>` or `&`, and no line separators some parsers read as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `page` with the server's reads at the start of `<head>` (SERVER_READS_ID), where index.html's
 * early-load script finds them before it would read the same URLs again. A page
 * without a plain `<head>` is sent without them: the browser then reads as before.
 */
export function injectServerReads(page: string, answered: ReadonlyMap<string, unknown>): string {
  const head = page.indexOf('<head>');
  if (head < 0 || answered.size === 0) return page;
  const at = head + '<head>'.length;
  const data = `<script type="application/json" id="${SERVER_READS_ID}">${scriptSafeJson(Object.fromEntries(answered))}</script>`;
  return page.slice(0, at) + data + page.slice(at);
}

/**
 * `page` with a `<link rel="preload" as="script">` for each of `hrefs` at the end of `<body>`: found
 * after the shell's own files (named in `<head>`), which draw the layout around the area's page.
 */
export function injectPreloads(page: string, hrefs: readonly string[]): string {
  const end = page.lastIndexOf('</body>');
  if (end < 0 || hrefs.length === 0) return page;
  const links = hrefs
    .map((href) => `<link rel="preload" as="script" href="${htmlAttribute(href)}">`)
    .join('');
  return page.slice(0, end) + links + page.slice(end);
}

/** What the browser loads for a role area's page after the shell's files. */
export interface RemoteFirstLoad {
  /** Answers handed over with the page's reads: GET /remotes.json and the remote's manifest. */
  reads: Array<[url: string, body: unknown]>;
  /** The remote's entry, its `./app` and the files its manifest lists for the page, by path on this site. */
  preloads: string[];
}

/**
 * The remote whose area `pathname` is in, when this edge serves it at its own address (GET
 * /remotes.json names the manifest here): the manifest the edge reads is then the one the browser
 * will read. Null for a remote deployed elsewhere.
 */
export function remoteServedAt(
  pathname: string,
  remotes: Readonly<Record<string, string>>,
): RemoteApp | null {
  const remote = remoteAtPath(pathname);
  return remote && remotes[remote.name] === servedManifestPath(remote.role) ? remote : null;
}

/**
 * The remote's part of the first load of `pathname`, known here before the browser has run a line:
 * where the remotes are (GET /remotes.json), the area's `manifest`, the entry and files it lists for
 * the page. Without it the browser finds each only once the shell has drawn its layout,
 * one round trip after another (~0.6 s each on a slow network). Null for a manifest without them.
 */
export function remoteFirstLoad(
  remote: RemoteApp,
  pathname: string,
  remotes: Readonly<Record<string, string>>,
  manifest: unknown,
): RemoteFirstLoad | null {
  const firstLoad = readFirstLoad(manifest);
  const manifestUrl = new URL(servedManifestPath(remote.role), URL_BASE).toString();
  const entry = manifestEntryUrl(manifest, manifestUrl);
  if (!firstLoad || !entry) return null;
  const onThisSite = (url: string) => new URL(url).pathname;
  return {
    reads: [
      [EARLY_FETCHES.remotes, remotes],
      [servedManifestPath(remote.role), manifest],
    ],
    preloads: [
      entry,
      // The area's lifecycles, which the shell asks the entry for (`<remote>/app`: shell/src/remotes/registry.ts).
      ...exposedModuleUrls(manifest, manifestUrl, 'app'),
      ...firstLoadUrls(firstLoad, manifestUrl, pathname, remote.basePath),
    ].map(onThisSite),
  };
}

const isSignedInView = (view: unknown): view is SignedInView => {
  const { html, lang } = (view ?? {}) as Partial<SignedInView>;
  return (typeof html === 'string' || html === null) && typeof lang === 'string';
};

export type ServerViewOutcome = 'rendered' | 'none' | 'over-budget' | 'failed' | 'no-module';

/** Why a page that wanted a server view went out without one: each one is a bug to fix. */
export type ServerViewFallback = Extract<ServerViewOutcome, 'over-budget' | 'failed' | 'no-module'>;

const isFallback = (outcome: ServerViewOutcome): outcome is ServerViewFallback =>
  outcome === 'over-budget' || outcome === 'failed' || outcome === 'no-module';

export interface ServerViews {
  /**
   * index.html with the server view of the page `req` asks for (`wantsServerView`); past the
   * budget or on a failure, index.html with the area's head start only (`withHeadStart`); null:
   * send index.html as it is. Never rejects.
   */
  page(req: Request): Promise<string | null>;
  /**
   * Loads the modules and index.html now. A built module is a few MB that take a few hundred ms
   * to evaluate: done at start, the first visitor's page does not spend its budget on it.
   */
  warmUp(): Promise<void>;
  /** The modules in use now, web app → version (the edge's `/ready` shows them). */
  modules(): Record<string, string>;
}

/**
 * Server views within `budgetMs` of the request: the shell's module, the area's and every read
 * they make together. When the budget is spent the browser gets index.html at once, and the
 * reads still under way are aborted.
 */
export function createServerViews(options: {
  sources: ServerViewSources;
  services: Record<ServiceName, string>;
  /** GET /remotes.json's body: where the browser loads each remote from. */
  remotes: Readonly<Record<string, string>>;
  budgetMs: number;
  logger: Logger;
  /** Called for every fallback to the plain page (the edge counts them: edge_server_view_fallbacks_total). */
  onFallback?: (reason: ServerViewFallback) => void;
}): ServerViews {
  const { sources, services, remotes, budgetMs, logger, onFallback = () => undefined } = options;

  /**
   * `page` with the head start every role area's page gets, drawn here or not: the profile if it
   * was answered, where the remotes are, the area's manifest and its first files to preload. A
   * page the server could not draw in time still starts its area's downloads at once instead of
   * finding them one round trip after another (~3 s more on a slow network).
   */
  async function withHeadStart(req: Request, page: string, answered: ReadonlyMap<string, unknown>) {
    const remote = remoteServedAt(req.path, remotes);
    const manifest = remote && (await sources.manifests.get(remote.role)?.get());
    const next = remote && remoteFirstLoad(remote, req.path, remotes, manifest);
    // Handed over: the profile. A page drawn here carries its own data (the area router's
    // hydration data, on its container); one the browser draws reads its own.
    const handedOver = new Map<string, unknown>();
    if (answered.has(EARLY_FETCHES.profile))
      handedOver.set(EARLY_FETCHES.profile, answered.get(EARLY_FETCHES.profile));
    for (const [url, body] of next?.reads ?? []) handedOver.set(url, body);
    return injectPreloads(injectServerReads(page, handedOver), next?.preloads ?? []);
  }

  async function render(
    req: Request,
    reads: ReturnType<typeof recordedReads>,
  ): Promise<string | null | 'no-module'> {
    const [shell, indexHtml] = await Promise.all([sources.shell.get(), sources.indexHtml.get()]);
    // Server views are on, yet the shell's module (or its page) is missing or did not load.
    if (!shell || indexHtml === null) return 'no-module';
    const view = await shell.renderSignedInView({
      path: req.path,
      uiCookies: withoutSessionCookies(req.headers.cookie),
      acceptLanguage: String(req.headers['accept-language'] ?? ''),
      read: reads.read,
      loadArea: async (role) => (await sources.areas.get(role)?.get()) ?? null,
    });
    if (view === null) return null;
    if (!isSignedInView(view)) throw new Error('renderSignedInView answered neither a view nor null');
    // No view of this page: index.html as it is, with the head start (SignedInView.html).
    const page =
      view.html === null
        ? indexHtml
        : injectServerView(indexHtml, {
            html: view.html,
            style: typeof view.style === 'string' ? view.style : undefined,
            lang: view.lang,
            antdStyles: view.antdStyles === true,
          });
    if (page === null) return null;
    return withHeadStart(req, page, reads.answered);
  }

  /**
   * index.html with the head start, for a page the server did not draw in time; null (index.html
   * as it is) when there is none to give: no index.html, no manifest listing the area's files.
   */
  async function fallbackPage(req: Request, answered: ReadonlyMap<string, unknown>): Promise<string | null> {
    try {
      const indexHtml = await sources.indexHtml.get();
      if (indexHtml === null) return null;
      const page = await withHeadStart(req, indexHtml, answered);
      return page === indexHtml ? null : page;
    } catch {
      return null;
    }
  }

  return {
    modules: () => Object.fromEntries(sources.loaded),
    async warmUp() {
      await Promise.all([
        sources.shell.get(),
        sources.indexHtml.get(),
        ...[...sources.areas.values()].map((area) => area.get()),
        ...[...sources.manifests.values()].map((manifest) => manifest.get()),
      ]);
    },
    async page(req) {
      const log = req.log ?? logger;
      const started = Date.now();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const overBudget = new Promise<'over-budget'>((resolve) => {
        timer = setTimeout(() => resolve('over-budget'), budgetMs);
      });
      let outcome: ServerViewOutcome;
      let page: string | null = null;
      const reads = recordedReads(serverViewRead(services, req, abort.signal));
      try {
        const result = await Promise.race([render(req, reads), overBudget]);
        if (result === 'over-budget' || result === 'no-module') outcome = result;
        else {
          page = result;
          outcome = page === null ? 'none' : 'rendered';
        }
      } catch (err) {
        outcome = 'failed';
        // A fallback is a bug, not a mode: the stack, at error level, and counted.
        log.error({ err, path: req.path }, 'server view failed; the browser draws the page');
      } finally {
        clearTimeout(timer);
        abort.abort();
      }
      const ms = Date.now() - started;
      if (outcome === 'over-budget' || outcome === 'no-module')
        log.error({ outcome, ms, budgetMs, path: req.path }, 'no server view; the browser draws the page');
      else log.debug({ outcome, ms, budgetMs }, 'server view');
      if (isFallback(outcome)) {
        onFallback(outcome);
        // Still a bug to fix, but the visitor's page starts its downloads now.
        page = await fallbackPage(req, reads.answered);
      }
      return page;
    },
  };
}

/** A page holding the visitor's own data: never stored by any cache, and never shared between sessions. */
export function sendServerView(res: Response, page: string): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Cookie');
  // res.send, not sendFile: the body goes through compression() like any other response.
  res.send(page);
}
