import type { Clock } from '../core/clock';
import { createLogger } from '../core/logger';
import { startPeriodicJob, type PeriodicRunResult } from './periodic-job';

const logger = createLogger('periodic-job-spec', 'silent');
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

/** A job whose `work` is told which run it is (1, 2, …); `runs()` says how many have started. */
function countedJob(
  name: string,
  everyMs: number,
  work: (run: number) => Promise<PeriodicRunResult | void>,
  clock?: Clock,
) {
  let runs = 0;
  const job = startPeriodicJob(name, everyMs, () => work(++runs), logger, clock);
  return { job, runs: () => runs };
}

describe('a periodic job', () => {
  it('runs at start, and again at the due time a run reported, long before its interval', async () => {
    const runs: number[] = [];
    const job = startPeriodicJob(
      'due-soon',
      60_000,
      async () => {
        runs.push(Date.now());
        // Only the first run knows of work coming due.
        return { nextDueAt: runs.length === 1 ? new Date(Date.now() + 100) : null };
      },
      logger,
    );
    await until(() => runs.length >= 2);
    await job.stop();
    expect(runs).toHaveLength(2);
    // Woken by the due time, not before it.
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(90);
  });

  it('leaves a due time beyond its interval to the interval, and wakes for nothing once stopped', async () => {
    const { job, runs } = countedJob('due-late', 60_000, async () => ({
      nextDueAt: new Date(Date.now() + 120_000),
    }));
    await until(() => runs() >= 1);
    await job.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(runs()).toBe(1);
  });

  it('keeps running after a failed run, which sets no due time', async () => {
    const { job, runs } = countedJob('failing', 50, async (run) => {
      if (run === 1) throw new Error('database away');
    });
    await until(() => runs() >= 3);
    await job.stop();
    expect(runs()).toBeGreaterThanOrEqual(3);
  });

  describe('on a clock that moves (a local run)', () => {
    /** A clock moved by hand, as a local run's `serviceClock` is moved over NATS. */
    function movingClock() {
      let offset = 0;
      const listeners = new Set<(now: Date) => void>();
      const clock: Clock = {
        now: () => new Date(Date.now() + offset),
        onAdvance: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      };
      const advance = (byMs: number) => {
        offset += byMs;
        for (const listener of listeners) listener(clock.now());
      };
      return { clock, advance };
    }

    it('wakes when the clock passes a due time that real time would reach only in hours', async () => {
      const { clock, advance } = movingClock();
      const dueAt = new Date(clock.now().getTime() + 2 * 3_600_000);
      const runs: Date[] = [];
      const job = startPeriodicJob(
        'moved-past-due',
        60_000,
        async () => {
          runs.push(clock.now());
          return { nextDueAt: clock.now() < dueAt ? dueAt : null };
        },
        logger,
        clock,
      );
      await until(() => runs.length >= 1);
      advance(2 * 3_600_000);
      await until(() => runs.length >= 2, 1_000);
      await job.stop();
      expect(runs).toHaveLength(2);
      expect(runs[1]!.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
    });

    it('reads a reported due time on its clock: one an hour ahead of real time is met as the clock nears it', async () => {
      const { clock, advance } = movingClock();
      advance(3_600_000);
      const runs: number[] = [];
      const job = startPeriodicJob(
        'due-on-moved-clock',
        60_000,
        async () => {
          runs.push(Date.now());
          // 100 ms ahead on the moved clock: an hour away on the system clock.
          return { nextDueAt: runs.length === 1 ? new Date(clock.now().getTime() + 100) : null };
        },
        logger,
        clock,
      );
      await until(() => runs.length >= 2, 2_000);
      await job.stop();
      expect(runs).toHaveLength(2);
    });

    it('runs again after a run the clock moved under, which judged by the time before the move', async () => {
      const { clock, advance } = movingClock();
      let release = () => undefined as void;
      const seen: number[] = [];
      const job = startPeriodicJob(
        'moved-mid-run',
        60_000,
        async () => {
          seen.push(clock.now().getTime());
          if (seen.length === 1) await new Promise<void>((r) => (release = r));
        },
        logger,
        clock,
      );
      await until(() => seen.length >= 1);
      advance(3_600_000);
      advance(3_600_000);
      release();
      await until(() => seen.length >= 2, 1_000);
      await new Promise((r) => setTimeout(r, 100));
      await job.stop();
      // One more run for both moves, not one per move.
      expect(seen).toHaveLength(2);
      expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(2 * 3_600_000);
    });

    it('stops listening to the clock once stopped', async () => {
      const { clock, advance } = movingClock();
      const { job, runs } = countedJob('stopped-clock', 60_000, async () => undefined, clock);
      await until(() => runs() >= 1);
      await job.stop();
      advance(3_600_000);
      await new Promise((r) => setTimeout(r, 100));
      expect(runs()).toBe(1);
    });
  });
});
