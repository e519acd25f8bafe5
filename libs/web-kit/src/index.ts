// Session
export {
  sessionStore,
  createSessionStore,
  type SessionStore,
  type SessionSnapshot,
  type SessionStatus,
} from './session/sessionStore';
export { useSession } from './session/useSession';
export {
  authEvents,
  createAuthEventBus,
  type AuthEvent,
  type AuthEventBus,
  type AuthEventListener,
} from './session/authEvents';

// HTTP
export { REQUEST_POLICIES, backoffDelay, isNetworkFailure, type RequestPolicy } from './api/policy';
export {
  ClientProblemCodes,
  problemFromResponse,
  networkProblem,
  toProblem,
  codeForStatus,
} from './api/problem';
export {
  REFRESH_URL,
  apiRequest,
  buildUrl,
  createApiClient,
  createRefresher,
  refreshSession,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequestArgs,
  type ApiResult,
} from './api/request';
export { takeEarlyRead } from './api/early-read';
export {
  createBaseQuery,
  QUERY_CACHE_SECONDS,
  type BaseQueryOptions,
  type ServerQueryContext,
} from './api/baseQuery';
export {
  DASHBOARD_REQUEST,
  dashboardQuery,
  listRequest,
  loadContracts,
  parsedWith,
  type Parsed,
  type ResponseSchema,
  type SchemaName,
} from './api/endpoints';

// Formatting and messages
export { formatMoney, displayCurrency, DISPLAY_CURRENCIES, type DisplayCurrency } from './format/money';
export { formatDate, formatDateTime, formatDay, toDate } from './format/date';
export { formatCount } from './format/count';
export { relativeTime, timeUntil } from './format/relativeTime';
export { ROUND_OUTCOME_COLORS } from './format/outcome-colors';
export {
  STATUS_COLORS,
  STATUS_LABELS,
  statusColor,
  type StatusKind,
  type StatusLabels,
  type StatusOf,
} from './status/status-colors';
export { containerFillTexts, type ContainerFillTexts } from './format/container-fill';
export { clampLines } from './style/clamp-lines';
export { BRAND_COLOR } from './style/brand';
export {
  problemMessage,
  problemFieldErrors,
  showFieldErrors,
  type FieldErrorsForm,
  fieldName,
  fieldErrorMessage,
  translateIfExists,
  type Translate,
} from './problem/problemMessage';

// Widgets and remote plumbing
export { UiProvider } from './app/UiProvider';
export { LightUiProvider } from './app/LightUiProvider';
export { AntdScope } from './antd/AntdScope';
export { preloadAntd } from './antd/antd-scope';
export { theme } from './antd/theme';
export { useFeedback } from './feedback/FeedbackProvider';
export { createFeedbackQueue, type Feedback, type FeedbackQueue } from './feedback/feedback-queue';
export { PagePlaceholder, AreaNotFound, RemoteErrorFallback, StandaloneBanner } from './app/lazy-widgets';
export { TabStrip, type TabStripItem, type TabStripProps } from './tabs/TabStrip';
export * from './light';
export { areaPageOf } from '@marketplace/contracts/first-load';
export { lazyPage, PageLoading, PageSuspense, type LazyPage } from './app/lazy-page';
export { RemoteErrorBoundary } from './app/RemoteErrorBoundary';
export type { RemoteErrorFallbackProps } from './app/RemoteErrorFallback';
export {
  createLazyRemoteLifecycles,
  type RemoteMountProps,
  type RemoteRootProps,
  type RemoteBasePath,
} from './app/remote';
export {
  areaPageTitleKey,
  createAreaRoutes,
  type AreaRoutes,
  type AreaRoutesConfig,
  type PageLoaders,
} from './app/area-routes';
export { firstRead, type PageFirstRead, type PageFirstReads } from './app/first-reads';
export { startStandalone, type StandaloneOptions } from './app/standalone';

// Realtime (round channels, spec §7; the user's notifications)
export {
  ChannelSocket,
  loadFrameSchema,
  type ChannelFrame,
  type ChannelListener,
  type ChannelSocketOptions,
  type ChannelSocketStatus,
  type SocketLike,
} from './realtime/channelSocket';
export {
  RoundSocket,
  type RoundListener,
  type RoundOrderedChange,
  type RoundQuantityChange,
  type RoundSocketStatus,
} from './realtime/roundSocket';
export { roundSocket, useRoundChannel, useRoundSocketStatus } from './realtime/useRoundChannel';
export {
  announceNotification,
  onNotificationArrival,
  NOTIFICATION_ARRIVED_EVENT,
  type NotificationArrival,
} from './realtime/notificationArrivals';
// Hooks
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useListSearch, LIST_SEARCH_DEBOUNCE_MS } from './hooks/useListSearch';
export { useHydrated } from './hooks/useHydrated';
export { usePagerLabels } from './hooks/usePagerLabels';
export { useCursorPages, type CursorPages } from './hooks/useCursorPages';
export { ServerPager } from './widgets/ServerPager';
export { OnceOpened } from './app/OnceOpened';
export { RenderClockContext, useNow } from './hooks/useNow';
export { useErrorToast, useFailureToast, type FailureToastOptions } from './hooks/useErrorToast';
// The invoice widgets are not exported here: they bring antd's Table and Descriptions, and every
// page of every area loads this index. The invoice pages import them from
// '@marketplace/web-kit/invoice-list' (which reaches the kit's state through this shared index,
// never a copy of it). The package's other entry points (package.json `exports`) exist for the
// same reason: `core` (the sign-in page's part), `status-tag` (the status tags, antd's Tag; their
// colours are exported here), `data-table`, `list-card`, `page-header`, `file-button`, `dialog-footer`, `dashboard`, `area-app` and `area-store` (the remotes'
// Redux stack), `theme`, and `server` (Node only: the first view).
