/**
 * The first view of a role area's page, rendered on the server (a signed-in page that
 * paints from its HTML, before any script file has arrived).
 *
 * Each web app's build writes a Node module beside its browser files, at SERVER_VIEW_FILE of its
 * output folder (webpack/server-view-plugin.js): the shell's renders the signed-in layout, each
 * remote's renders its area's pages. The edge, asked for a role area's address by a browser that
 * carries a session cookie, loads the shell's module and hands it the request; the shell's module
 * reads the profile, picks the language, asks the area's module for the page and draws the
 * signed-in layout around it. The edge writes the result into index.html's app root (`#root`,
 * marked with SERVER_VIEW_ATTRIBUTE), or sends index.html unchanged when there is none or it took
 * too long: the browser then draws the page itself, as without this.
 *
 * In the browser the shell hydrates the layout (shell/src/bootstrap.tsx) and leaves the area's
 * page as it is, in the container its outlet draws (shell/src/remotes/server-area.ts); the remote's
 * data router hydrates that page from its loaders' answers, which the server wrote on the page's
 * container (AREA_HYDRATION_ATTRIBUTE).
 */
import type { Language, Role } from './index';
import serverViewFiles from './server-view-file.json';

/**
 * Where an app's server view module is, relative to the app's output folder (and URL base). In a
 * JSON file because the build writes the module there (webpack/server-view-plugin.js, plain
 * JavaScript, reads the same file).
 */
export const SERVER_VIEW_FILE: string = serverViewFiles.file;

/** `value` written into a double-quoted HTML attribute of a page the server draws. */
export const htmlAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `data-` attribute on the app's root when it holds a page drawn on the server, to hydrate. */
export const SERVER_VIEW_ATTRIBUTE = 'data-server-view';

/**
 * A GET of a browser path under `/api/<service>/…`, made by the server with the visitor's session:
 * the response's JSON when it answered 200, `undefined` otherwise (any failure: the view is then
 * not rendered, never rendered wrong).
 */
export type ServerViewRead = (url: string) => Promise<unknown>;

/** What a remote's module is asked: its page at `path` (the full browser path, e.g. `/buyer/rounds`). */
export interface AreaViewRequest {
  path: string;
  language: Language;
  /** The viewer's time zone (TIME_ZONE_COOKIE): the page's dates read as in their browser. */
  timeZone: string;
  read: ServerViewRead;
}

/**
 * The area's data router's hydration data: its route loaders' answers by route id, as the server's
 * render used them (React Router's `HydrationState`, the part the area's routes fill), and the
 * server's clock at the time.
 */
export interface AreaHydrationData {
  loaderData: Record<string, unknown>;
  /** When the server drew the page (ms since the epoch): "now" for the words relative to it while hydrating. */
  renderedAt: number;
}

/**
 * `data-` attribute on the area's container holding its AreaHydrationData as JSON: on the container
 * (which React does not render) rather than in it, where the hydrating render would meet it.
 */
export const AREA_HYDRATION_ATTRIBUTE = 'data-area-hydration';

/** An area's page as its server entry rendered it. */
export interface AreaPageView {
  /** What the area renders inside the layout. */
  html: string;
  hydration: AreaHydrationData;
  /** The page draws antd: it needs antd's stylesheet (SignedInView.antdStyles). */
  antd: boolean;
}

/** A remote's server view module (`exports` of its SERVER_VIEW_FILE). */
export interface AreaServerView {
  /** The page at `path`, or null: no server view of it (a read failed, a redirect). */
  renderAreaPage(request: AreaViewRequest): Promise<AreaPageView | null>;
}

/** What the shell's module is asked by the edge. */
export interface SignedInViewRequest {
  /** The browser path, a role area's address (ROLE_AREA_PATH). */
  path: string;
  /** The request's Cookie header without the session's cookies (the sidebar's and language's). */
  uiCookies: string;
  /** The request's Accept-Language header. */
  acceptLanguage: string;
  read: ServerViewRead;
  /** The module of the remote of `role`, or null when it has none or it cannot be loaded. */
  loadArea(role: Role): Promise<AreaServerView | null>;
}

export interface SignedInView {
  /**
   * Goes inside the app's root. Null: the person may see this area but its page has no
   * server rendering; the edge sends index.html as it is, with what it read (the profile) and what
   * the area loads next (its manifest, entry and page files), so the browser starts on them at once.
   */
  html: string | null;
  /** Goes before the app's root: the stylesheet the page needs before the app's code adds it. */
  style?: string;
  /** `<html lang>` of the page. */
  lang: string;
  /**
   * The view draws antd: the edge links antd's stylesheet computed at build time (index.html's
   * `<meta name="antd-styles">`) first in `<head>`, so the page paints styled.
   */
  antdStyles?: boolean;
}

/** The shell's server view module (`exports` of its SERVER_VIEW_FILE). */
export interface ShellServerView {
  /** The signed-in page at `path`, or null (signed out, another role's address, no area view…). */
  renderSignedInView(request: SignedInViewRequest): Promise<SignedInView | null>;
}
