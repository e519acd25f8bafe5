import { createLogger } from './logger';
import { startPeriodicJob, type PeriodicRunResult } from './periodic-job';

const logger = createLogger('periodic-job-spec', 'silent');
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

/** A job whose `work` is told which run it is (1, 2, …); `runs()` says how many have started. */
function countedJob(name: string, everyMs: number, work: (run: number) => Promise<PeriodicRunResult | void>) {
  let runs = 0;
  const job = startPeriodicJob(name, everyMs, () => work(++runs), logger);
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
});
