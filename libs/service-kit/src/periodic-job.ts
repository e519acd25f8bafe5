import type { Logger } from './logger';

/** A job run now and then every `everyMs`, never two runs at once; `stop` waits for a running one. */
export interface PeriodicJob {
  /** Runs the job now (outside its schedule), after a run in progress; resolves when it ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `run` at once (work that came due while the service was down is done at start), then
 * every `everyMs`. A run that fails is logged and the next one tries again; a run that outlasts
 * the interval is not doubled. Scans for due work (rounds past their deadline, rounds closing in
 * 24 h) use this, and decide exactly-once with their own store guard, since every replica scans.
 */
export function startPeriodicJob(
  name: string,
  everyMs: number,
  run: () => Promise<void>,
  logger: Logger,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const once = (): Promise<void> => {
    if (running) return running;
    running = run()
      .catch((err: Error) => logger.error({ err: err.message, job: name }, 'periodic job failed; retrying'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void once();
  }, everyMs);
  timer.unref();
  void once();
  return {
    async runNow() {
      if (running) await running;
      if (!stopped) await once();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
