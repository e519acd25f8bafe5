/**
 * Runs of a task per key where many callers ask for "a run that sees my change" and one run
 * serves them all: at most one run per key at a time and at most one waiting after it. A caller
 * asking while a run is under way gets the next run (it starts after the current one ends, so it
 * sees what the caller wrote before asking); callers asking meanwhile share that next run. A rush
 * of N changes to one key then costs about two runs per run's duration instead of N.
 */
export class CoalescedRuns {
  private readonly keys = new Map<string, { current: Promise<void>; next?: Promise<void> }>();

  constructor(private readonly task: (key: string) => Promise<void>) {}

  /** A run of `key` that starts after this call; resolves (or rejects) when it has run. */
  request(key: string): Promise<void> {
    const state = this.keys.get(key);
    if (!state) return this.start(key, Promise.resolve());
    state.next ??= this.start(key, state.current);
    return state.next;
  }

  /** Resolves when every run of `key` asked for so far has ended (at once when none is). */
  async settled(key: string): Promise<void> {
    const state = this.keys.get(key);
    if (state) await (state.next ?? state.current).catch(() => undefined);
  }

  private start(key: string, after: Promise<void>): Promise<void> {
    const run = after
      .catch(() => undefined)
      .then(() => {
        // This run is now the current one: later callers queue behind it.
        const state = this.keys.get(key);
        if (state?.next === run) this.keys.set(key, { current: run });
        return this.task(key);
      });
    if (!this.keys.has(key)) this.keys.set(key, { current: run });
    void run
      .catch(() => undefined)
      .then(() => {
        const state = this.keys.get(key);
        if (state?.current === run && !state.next) this.keys.delete(key);
      });
    return run;
  }
}
