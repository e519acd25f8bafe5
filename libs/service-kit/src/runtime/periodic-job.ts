import { systemClock, type Clock } from '../core/clock';
import type { Logger } from '../core/logger';

/** A job run now and then every `everyMs`, never two runs at once; `stop` waits for a running one. */
export interface PeriodicJob {
  /** Runs the job now (outside its schedule), after a run in progress; resolves when it ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What a run may say of the future: the next moment work comes due (a round's deadline), so the
 * job wakes then instead of at its next interval. The interval stays the safety net (a deadline
 * set by another replica, a clock jump).
 */
export interface PeriodicRunResult {
  nextDueAt?: Date | null;
}

/** Timers hold at most 2^31-1 ms; a later due time is picked up by a later run. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Starts `run` at once (work that came due while the service was down is done at start), then
 * every `everyMs`, and at the `nextDueAt` a run reports when that comes sooner. A run that fails
 * is logged and the next one tries again; a run that outlasts the interval is not doubled. Scans
 * for due work (rounds past their deadline, rounds closing in 24 h) use this, and decide
 * exactly-once with their own store guard, since every replica scans.
 *
 * Due times are read on `clock` (the service's, whose `now` the run reads too): when it moves
 * forward the job runs at once, and a run that was under way when it moved is followed by another,
 * since it may have judged by the time before the move.
 */
export function startPeriodicJob(
  name: string,
  everyMs: number,
  run: () => Promise<PeriodicRunResult | void>,
  logger: Logger,
  clock: Clock = systemClock,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  let movedWhileRunning = false;
  let alarm: NodeJS.Timeout | null = null;
  const setAlarm = (at: Date | null | undefined) => {
    if (alarm) clearTimeout(alarm);
    alarm = null;
    if (stopped || !at) return;
    const inMs = at.getTime() - clock.now().getTime();
    // Beyond the next interval tick the interval finds it anyway.
    if (!(inMs < everyMs)) return;
    alarm = setTimeout(() => void once(), Math.min(Math.max(inMs, 0), MAX_TIMER_MS));
    alarm.unref();
  };
  const once = (): Promise<void> => {
    if (running) return running;
    running = run()
      .then((result) => setAlarm(result ? result.nextDueAt : null))
      .catch((err: Error) => logger.error({ err: err.message, job: name }, 'periodic job failed; retrying'))
      .finally(() => {
        running = null;
        if (movedWhileRunning && !stopped) {
          movedWhileRunning = false;
          void once();
        }
      });
    return running;
  };
  const stopFollowing = clock.onAdvance(() => {
    if (stopped) return;
    if (running) movedWhileRunning = true;
    else void once();
  });
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
      stopFollowing();
      clearInterval(timer);
      if (alarm) clearTimeout(alarm);
      if (running) await running;
    },
  };
}
