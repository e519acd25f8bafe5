/**
 * The outcome of an operation by key, shared with repeats that arrive while it runs or shortly
 * after (a double click, a client's retry with the same Idempotency-Key): they wait for the
 * first and get its answer without doing the work again, in this process. A failure is not
 * kept, so a repeat after it tries afresh. Across processes the store's unique keys decide.
 */
export class RecentResults<T> {
  private readonly results = new Map<string, Promise<T>>();

  constructor(private readonly keepMs: number) {}

  /** The outcome for `key`: the one in progress or recent, else `start()`'s. */
  once(key: string, start: () => Promise<T>): { result: Promise<T>; repeated: boolean } {
    const known = this.results.get(key);
    if (known) return { result: known, repeated: true };
    const result = start();
    this.results.set(key, result);
    result.then(
      () => setTimeout(() => this.forget(key, result), this.keepMs).unref(),
      () => this.forget(key, result),
    );
    return { result, repeated: false };
  }

  private forget(key: string, result: Promise<T>): void {
    if (this.results.get(key) === result) this.results.delete(key);
  }
}
