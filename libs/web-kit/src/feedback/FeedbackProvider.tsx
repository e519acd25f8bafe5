import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../components/lazy-page';
import { createFeedbackQueue, type Feedback, type FeedbackQueue } from './feedback-queue';

const FeedbackHolders = lazyPage(
  () => import(/* webpackChunkName: "feedback" */ './FeedbackHolders'),
  'FeedbackHolders',
);

const FeedbackContext = createContext<Feedback | null>(null);

/** After the load event, the holders are fetched when the browser is idle, or after this at most. */
const IDLE_FETCH_TIMEOUT_MS = 3000;

/**
 * `useFeedback()` for the tree below: antd's message, notification and modal APIs, as `App.useApp()`
 * gives them, without their code (Modal, rc-dialog, rc-notification: ~20 KiB gzip) on a page's
 * first load. The holders load on the first toast, or when the browser is idle after the load
 * event, so a toast is not kept waiting for a download later on.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [queue] = useState<FeedbackQueue>(() => createFeedbackQueue(() => setWanted(true)));

  useEffect(() => {
    if (wanted) return;
    let idle = 0;
    const fetchWhenIdle = () => {
      idle = requestIdle(() => setWanted(true));
    };
    if (document.readyState === 'complete') fetchWhenIdle();
    else window.addEventListener('load', fetchWhenIdle, { once: true });
    return () => {
      window.removeEventListener('load', fetchWhenIdle);
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

/** Toasts and confirmations (antd's APIs, the arguments they take); inside a `UiProvider`. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() outside UiProvider');
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
