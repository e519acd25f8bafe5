import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../components/lazy-page';
import { createFeedbackQueue, type Feedback, type FeedbackQueue } from './feedback-queue';
import { watchResourceTiming, whenNetworkQuiet } from './network-quiet';

const FeedbackHolders = lazyPage(
  () => import(/* webpackChunkName: "feedback" */ './FeedbackHolders'),
  'FeedbackHolders',
);

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * After the load event the holders wait for the network to go quiet (a role area's code and data
 * come after the load event; on a slow network the toasts' code took bandwidth from them), then
 * for the browser to be idle. Each wait has a bound.
 */
const NETWORK_QUIET_MS = 1000;
const NETWORK_QUIET_LATEST_MS = 10_000;
const IDLE_FETCH_TIMEOUT_MS = 3000;

let pageDownloads: Promise<void> | null = null;
/**
 * Resolved once the page's load event has passed and its downloads have gone quiet. One watch per
 * page: the shell's root and each remote's root have a provider of their own, and all wait for the
 * same moment.
 */
function pageDownloadsDone(): Promise<void> {
  pageDownloads ??= new Promise<void>((resolve) => {
    const watch = () =>
      whenNetworkQuiet(resolve, {
        quietMs: NETWORK_QUIET_MS,
        latestMs: NETWORK_QUIET_LATEST_MS,
        watch: watchResourceTiming,
      });
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  });
  return pageDownloads;
}

/**
 * `useFeedback()` for the tree below: antd's message, notification and modal APIs, as `App.useApp()`
 * gives them, without their code (Modal, rc-dialog, rc-notification: ~20 KiB gzip) on a page's
 * first load. The holders load on the first toast, or once the page's downloads are done (above),
 * so a toast is not kept waiting for a download later on.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [queue] = useState<FeedbackQueue>(() => createFeedbackQueue(() => setWanted(true)));

  useEffect(() => {
    if (wanted) return;
    let live = true;
    let idle = 0;
    void pageDownloadsDone().then(() => {
      if (live) idle = requestIdle(() => setWanted(true));
    });
    return () => {
      live = false;
      cancelIdle(idle);
    };
  }, [wanted]);

  return (
    <FeedbackContext.Provider value={queue.feedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={queue.attach} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** Toasts and confirmations (antd's APIs, the arguments they take); inside a `LightUiProvider` or `UiProvider`. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() outside LightUiProvider or UiProvider');
  return feedback;
}

// Safari has no requestIdleCallback.
const requestIdle = (run: () => void): number =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: IDLE_FETCH_TIMEOUT_MS })
    : window.setTimeout(run, 1);
const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function'
    ? window.cancelIdleCallback(handle)
    : window.clearTimeout(handle);
