import { HashGate, HashGateFull } from './hash-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('HashGate', () => {
  it('runs at most `concurrency` tasks, queues up to `queue`, refuses the rest at once', async () => {
    const gate = new HashGate(2, 1);
    const blockers = [deferred(), deferred(), deferred()];
    let active = 0;
    let peak = 0;
    const task = (i: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await blockers[i]!.promise;
      active--;
      return i;
    };
    const running = [gate.run(task(0)), gate.run(task(1)), gate.run(task(2))];
    await expect(gate.run(task(0))).rejects.toBeInstanceOf(HashGateFull);
    expect(gate.pending).toBe(3);
    blockers.forEach((b) => b.resolve());
    await expect(Promise.all(running)).resolves.toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(gate.pending).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
