import type { Connection } from 'mongoose';
import { isDuplicateKey } from './mongo';

/** Tries at taking the next number before giving up (each loses to another replica's take). */
const TAKE_ATTEMPTS = 50;

/** A running count per key (a supplier's invoice numbers, an endpoint's deliveries). */
interface CounterRecord {
  _id: string;
  last: number;
}

/**
 * Running counts kept in `collection`, one document per key. A number is taken by a conditional
 * write (`last` moves only from the value read): the store rewrites a document outside any lock
 * (FerretDB has no atomic `$inc` across connections), so replicas taking numbers at once would
 * otherwise share one. Numbers start at 1; one taken by work that then fails is skipped, never
 * given twice.
 */
export class Counters {
  constructor(
    private readonly conn: Connection,
    private readonly collection: string,
  ) {}

  private get counters() {
    return this.conn.collection<CounterRecord>(this.collection);
  }

  async next(key: string): Promise<number> {
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      const current = await this.counters.findOne({ _id: key });
      if (!current) {
        try {
          await this.counters.insertOne({ _id: key, last: 1 });
          return 1;
        } catch (err) {
          if (!isDuplicateKey(err)) throw err;
          continue;
        }
      }
      const next = current.last + 1;
      const taken = await this.counters.updateOne({ _id: key, last: current.last }, { $set: { last: next } });
      if (taken.modifiedCount === 1) return next;
    }
    throw new Error(`${this.collection}: the counter of ${key} stayed busy`);
  }

  /** The last number taken for `key`, 0 before the first. */
  async last(key: string): Promise<number> {
    return (await this.counters.findOne({ _id: key }))?.last ?? 0;
  }

  async forget(key: string): Promise<void> {
    await this.counters.deleteOne({ _id: key });
  }
}
