import { whenNetworkQuiet, type WatchDownloads } from './network-quiet';

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
