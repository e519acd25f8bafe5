/** How the page's downloads are watched: calls `onFinished` each time one finishes; returns a stop. */
export type WatchDownloads = (onFinished: () => void) => () => void;

export interface NetworkQuietOptions {
  /** Quiet: no download has finished for this long. */
  quietMs: number;
  /** Run by then at the latest, however busy the network stays (a page that polls, say). */
  latestMs: number;
  watch: WatchDownloads;
}

/**
 * Runs `run` once the page's downloads have gone quiet, so that code wanted only later (the
 * toasts') does not share a slow network with the code and data the page is still waiting for.
 * The load event is not that moment: a role area's code and data start after it. Returns a cancel.
 */
export function whenNetworkQuiet(
  run: () => void,
  { quietMs, latestMs, watch }: NetworkQuietOptions,
): () => void {
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching = () => {};
  const cancel = () => {
    clearTimeout(quietTimer);
    clearTimeout(latestTimer);
    stopWatching();
  };
  const done = () => {
    cancel();
    run();
  };
  const restart = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(done, quietMs);
  };
  const latestTimer = setTimeout(done, latestMs);
  stopWatching = watch(restart);
  restart();
  return cancel;
}

/** The browser's resource timing: an entry for each file or read that finishes. */
export const watchResourceTiming: WatchDownloads = (onFinished) => {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver(onFinished);
  try {
    observer.observe({ type: 'resource' });
  } catch {
    return () => {}; // no resource timing: only the timers decide
  }
  return () => observer.disconnect();
};

/**
 * Downloads are over: the page's load event has passed and no download has finished for
 * NETWORK_QUIET_MS (bounded by NETWORK_QUIET_LATEST_MS). The load event alone is not that moment:
 * a role area's code and data start after it, and so do those of an area entered later in the same
 * page (signing in), so each wait watches the downloads from its own start.
 */
const NETWORK_QUIET_MS = 1000;
const NETWORK_QUIET_LATEST_MS = 10_000;
/** How long an idle callback may wait for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

// Safari has no requestIdleCallback. (Nor has a page already gone: a timer of a test file can
// still fire after it, in the next file of the same jest worker, where there is no window.)
const hasIdleCallbacks = () =>
  typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';
const requestIdle = (run: () => void): number =>
  hasIdleCallbacks()
    ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    : (setTimeout(run, 1) as unknown as number);
const cancelIdle = (handle: number) =>
  hasIdleCallbacks() ? window.cancelIdleCallback(handle) : clearTimeout(handle);

/**
 * Runs `run` once the downloads under way are over (above) and the browser is idle: the moment for
 * fetching what is wanted only later (the toasts' code, the signed-in app from the sign-in page),
 * so that it shares neither the network nor the main thread with what the page is still loading.
 * Returns a cancel.
 */
export function whenPageIdle(run: () => void): () => void {
  let live = true;
  let idle = 0;
  let stopWatching = () => {};
  const watch = () => {
    stopWatching = whenNetworkQuiet(
      () => {
        if (live) idle = requestIdle(run);
      },
      { quietMs: NETWORK_QUIET_MS, latestMs: NETWORK_QUIET_LATEST_MS, watch: watchResourceTiming },
    );
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    live = false;
    window.removeEventListener('load', watch);
    stopWatching();
    cancelIdle(idle);
  };
}

/** `whenPageIdle` as a promise; at once where there is no page (Node: the server, specs). */
export const pageIdle = (): Promise<void> =>
  new Promise((resolve) => (typeof document === 'undefined' ? resolve() : whenPageIdle(resolve)));
