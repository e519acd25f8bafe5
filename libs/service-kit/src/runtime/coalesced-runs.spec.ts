import { CoalescedRuns } from './coalesced-runs';

/** A task whose runs end when the test says so, recording what each run saw. */
function gatedTask() {
  const gates: Array<() => void> = [];
  const seen: number[] = [];
  let value = 0;
  const runs = new CoalescedRuns(async () => {
    const saw = value;
    await new Promise<void>((resolve) => gates.push(resolve));
    seen.push(saw);
  });
  return {
    runs,
    seen,
    write: (v: number) => (value = v),
    open: async () => {
      while (!gates.length) await new Promise((r) => setImmediate(r));
      gates.shift()!();
    },
  };
}

describe('CoalescedRuns', () => {
  it('serves a rush of requests with one run under way and one after it, which sees every change', async () => {
    const t = gatedTask();
    t.write(1);
    const first = t.runs.request('round');
    // The first run is under way (it read 1) while the rush comes.
    await new Promise((r) => setImmediate(r));
    const later: Promise<void>[] = [];
    for (let v = 2; v <= 50; v++) {
      t.write(v);
      later.push(t.runs.request('round'));
    }
    await t.open();
    await first;
    await t.open();
    await Promise.all(later);
    // Two runs for 50 requests; the second saw the last change asked for.
    expect(t.seen).toEqual([1, 50]);
  });

  it('waits in settled for what was asked, and runs keys independently', async () => {
    const t = gatedTask();
    let settled = false;
    void t.runs.request('a');
    const waiting = t.runs.settled('a').then(() => (settled = true));
    void t.runs.request('b');
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    await t.open();
    await t.open();
    await waiting;
    expect(settled).toBe(true);
    expect(t.seen).toHaveLength(2);
    // Nothing asked: settled at once.
    await expect(t.runs.settled('c')).resolves.toBeUndefined();
  });

  it('keeps serving a key after a run failed, and tells the callers of that run', async () => {
    let calls = 0;
    const runs = new CoalescedRuns(async () => {
      calls += 1;
      if (calls === 1) throw new Error('store down');
    });
    await expect(runs.request('k')).rejects.toThrow('store down');
    await expect(runs.request('k')).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
