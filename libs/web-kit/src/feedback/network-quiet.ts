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
