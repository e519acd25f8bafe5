import { createLogger } from './logger';
import { startPeriodicJob } from './periodic-job';

const logger = createLogger('periodic-job-spec', 'silent');
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

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
    let runs = 0;
    const job = startPeriodicJob(
      'due-late',
      60_000,
      async () => {
        runs++;
        return { nextDueAt: new Date(Date.now() + 120_000) };
      },
      logger,
    );
    await until(() => runs >= 1);
    await job.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(1);
  });

  it('keeps running after a failed run, which sets no due time', async () => {
    let runs = 0;
    const job = startPeriodicJob(
      'failing',
      50,
      async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
      logger,
    );
    await until(() => runs >= 3);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
  });
});
