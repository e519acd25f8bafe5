/** What InsertGroups needs of a collection (the driver's and mongoose's both have it). */
export interface InsertManyTarget<T> {
  insertMany(docs: T[], options: { ordered: boolean }): Promise<unknown>;
}

/** Most documents written by one insert command. */
export const MAX_INSERT_GROUP = 1000;

interface Queued<T> {
  docs: T[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for inserts: documents that callers insert while an insert is in flight go
 * together in the next one (`insertMany`, unordered), so a rush of N requests costs the store a
 * few commands and transactions instead of N. Each caller still learns its own outcome: a
 * document refused (e.g. a duplicate key) fails only the caller that sent it, with the store's
 * error for that document; a failed command fails every caller in its group.
 */
export class InsertGroups<T> {
  private readonly queue: Queued<T>[] = [];
  private running = false;

  constructor(private readonly collection: InsertManyTarget<T>) {}

  /** Inserts `docs` with whatever else is waiting; resolves once they are stored. */
  insert(docs: T[]): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.queue.push({ docs, resolve, reject }));
    if (!this.running) void this.drain();
    return done;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) await this.write(this.takeGroup());
    } finally {
      this.running = false;
    }
  }

  private takeGroup(): Queued<T>[] {
    const group: Queued<T>[] = [];
    let size = 0;
    while (this.queue.length && (size === 0 || size + this.queue[0]!.docs.length <= MAX_INSERT_GROUP)) {
      const next = this.queue.shift()!;
      group.push(next);
      size += next.docs.length;
    }
    return group;
  }

  private async write(group: Queued<T>[]): Promise<void> {
    const docs = group.flatMap((g) => g.docs);
    let failedAt = new Map<number, unknown>();
    try {
      await this.collection.insertMany(docs, { ordered: false });
    } catch (err) {
      const perDocument = writeErrorsOf(err);
      if (!perDocument) {
        for (const g of group) g.reject(err);
        return;
      }
      failedAt = perDocument;
    }
    let index = 0;
    for (const g of group) {
      const mine = g.docs.map((_, i) => failedAt.get(index + i)).find((e) => e !== undefined);
      index += g.docs.length;
      if (mine === undefined) g.resolve();
      else g.reject(mine);
    }
  }
}

/** The per-document failures of an unordered insert (index → error), or null if it failed whole. */
function writeErrorsOf(err: unknown): Map<number, unknown> | null {
  const list = (err as { writeErrors?: unknown }).writeErrors;
  const errors = Array.isArray(list) ? list : list ? [list] : null;
  if (!errors?.length) return null;
  const byIndex = new Map<number, unknown>();
  for (const e of errors as Array<{ index?: number; code?: number; errmsg?: string; err?: unknown }>) {
    if (typeof e.index !== 'number') return null;
    // Shaped like the error a single insert throws, so callers' duplicate-key checks still work.
    byIndex.set(e.index, Object.assign(new Error(e.errmsg ?? 'insert failed'), { code: e.code }));
  }
  return byIndex;
}
