import { whenNetworkQuiet, whenPageIdle, type WatchDownloads } from './network-quiet';

/** A stand-in for resource timing: `finish()` reports a download as finished. */
function downloads() {
  let listener: (() => void) | null = null;
  const watch: WatchDownloads = (onFinished) => {
    listener = onFinished;
    return () => {
      listener = null;
    };
  };
  return { watch, finish: () => listener?.(), watching: () => listener !== null };
}

describe('whenNetworkQuiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once no download has finished for the quiet time', () => {
    const run = jest.fn();
    const net = downloads();
    whenNetworkQuiet(run, { quietMs: 1000, latestMs: 10_000, watch: net.watch });
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(net.watching()).toBe(false);
  });

  it('waits again after each download that finishes', () => {
    const run = jest.fn();
    const net = downloads();
    whenNetworkQuiet(run, { quietMs: 1000, latestMs: 10_000, watch: net.watch });
    jest.advanceTimersByTime(800);
    net.finish(); // the area's code arrives
    jest.advanceTimersByTime(800);
    net.finish(); // then its data
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest time on a network that never goes quiet, and only once', () => {
    const run = jest.fn();
    const net = downloads();
    whenNetworkQuiet(run, { quietMs: 1000, latestMs: 5000, watch: net.watch });
    for (let t = 0; t < 5000; t += 500) {
      net.finish();
      jest.advanceTimersByTime(500);
    }
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled (the page went away), and stops watching', () => {
    const run = jest.fn();
    const net = downloads();
    const cancel = whenNetworkQuiet(run, { quietMs: 1000, latestMs: 5000, watch: net.watch });
    cancel();
    expect(net.watching()).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('whenPageIdle', () => {
  /** A loaded page in a browser whose idle callbacks run when `idle()` says the browser is idle. */
  function loadedPage() {
    let idleCallbacks = new Map<number, () => void>();
    let next = 0;
    Object.assign(globalThis, {
      document: { readyState: 'complete' },
      window: {
        addEventListener: () => {},
        removeEventListener: () => {},
        requestIdleCallback: (run: () => void) => (idleCallbacks.set(++next, run), next),
        cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
      },
    });
    return {
      idle: () => {
        const due = idleCallbacks;
        idleCallbacks = new Map();
        due.forEach((run) => run());
      },
    };
  }
  const settle = () => Promise.resolve().then(() => undefined);

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { document?: unknown }).document;
    delete (globalThis as { window?: unknown }).window;
  });

  it('runs once the loaded page’s downloads have been quiet for a second and then the browser is idle', async () => {
    const browser = loadedPage();
    const run = jest.fn();
    whenPageIdle(run);
    jest.advanceTimersByTime(999);
    await settle();
    browser.idle();
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(run).not.toHaveBeenCalled(); // quiet, but the browser is still busy
    browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, whether the downloads are still going or the idle time is awaited', async () => {
    const browser = loadedPage();
    const early = jest.fn();
    const late = jest.fn();
    whenPageIdle(early)();
    const cancelLate = whenPageIdle(late);
    jest.advanceTimersByTime(1000);
    await settle();
    cancelLate();
    browser.idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
