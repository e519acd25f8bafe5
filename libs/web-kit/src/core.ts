/**
 * What the sign-in page needs of the kit: session, HTTP, problem texts, the tab strip, and the way to
 * antd on demand. The shell's first route (/auth) imports this file directly instead of the
 * package's index, whose round channels, remote plumbing (single-spa-react) and light widgets
 * would come onto its first load. (Neither brings antd, whose widgets load when first rendered, nor
 * the contracts' zod schemas, which load after a page: `loadContracts`.)
 *
 * One session store still: this file and the index are the same modules in the shell's build,
 * and the remotes receive the shell's build of the index (a Module Federation singleton), so
 * `sessionStore` here and in every remote is one object.
 */
export {
  sessionStore,
  type SessionStore,
  type SessionSnapshot,
  type SessionStatus,
} from './session/sessionStore';
export { useSession } from './session/useSession';
export { authEvents, type AuthEvent, type AuthEventBus } from './session/authEvents';
export { REQUEST_POLICIES, type RequestPolicy } from './api/policy';
export { apiRequest, type ApiRequestArgs, type ApiResult } from './api/request';
export { takeEarlyRead } from './api/early-read';
// A page's name in its area: the same rule the remotes' manifests and the edge use.
export { areaPageOf, INDEX_PAGE } from '@marketplace/contracts/first-load';
export { problemMessage, problemFieldErrors } from './problem/problemMessage';
export { TabStrip, type TabStripItem, type TabStripProps } from './tabs/TabStrip';
export { AntdScope } from './antd/AntdScope';
export { preloadAntd } from './antd/antd-scope';
export { pageIdle, whenPageIdle } from './feedback/network-quiet';
