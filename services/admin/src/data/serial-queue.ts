/**
 * Runs the directory's writes one after another. FerretDB rewrites a whole document per update
 * outside any lock, and a company's `version` must grow by exactly one per change: with one writer
 * in this process, a read followed by a write cannot interleave with another change. Admin edits
 * are rare, so a single queue costs nothing noticeable.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
