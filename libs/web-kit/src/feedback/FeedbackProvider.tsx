import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../app/lazy-page';
import { createFeedbackQueue, type Feedback, type FeedbackQueue } from './feedback-queue';
import { whenPageIdle } from './network-quiet';

const FeedbackHolders = lazyPage(
  () => import(/* webpackChunkName: "feedback" */ './FeedbackHolders'),
  'FeedbackHolders',
);

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * `useFeedback()` for the tree below: antd's message, notification and modal APIs, as `App.useApp()`
 * gives them, without their code (Modal, rc-dialog, rc-notification: ~20 KiB gzip) on a page's
 * first load. The holders load on the first toast, or once the page's downloads are over and the
 * browser is idle (`whenPageIdle`), so a toast is not kept waiting for a download later on.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [queue] = useState<FeedbackQueue>(() => createFeedbackQueue(() => setWanted(true)));

  useEffect(() => (wanted ? undefined : whenPageIdle(() => setWanted(true))), [wanted]);

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
