import { currentRequestCost } from '../core/request-cost';

/**
 * Runs tasks with the same key one after another (tasks with different keys run freely).
 * FerretDB rewrites a whole document per update outside any lock, so two concurrent updates of
 * one document could lose each other's fields and `_events` ids; serialising them here keeps one
 * writer per document within this process.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    if (!previous) return this.settle(key, startNow(task));
    const queuedAt = performance.now();
    const cost = currentRequestCost();
    const waited = () => {
      if (cost) cost.lockWaitMs += performance.now() - queuedAt;
      return task();
    };
    return this.settle(key, previous.then(waited, waited));
  }

  /** Makes `result` the key's tail until it settles (a task's failure never blocks the next). */
  private settle<T>(key: string, result: Promise<T>): Promise<T> {
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

function startNow<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task();
  } catch (err) {
    return Promise.reject(err);
  }
}
