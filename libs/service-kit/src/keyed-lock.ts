/**
 * Runs tasks with the same key one after another (tasks with different keys run freely).
 * FerretDB rewrites a whole document per update outside any lock, so two concurrent updates of
 * one document could lose each other's fields and `_events` ids; serialising them by key keeps
 * one writer per document within this process.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
