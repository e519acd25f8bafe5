import type { Model } from 'mongoose';
import { isDuplicateKey } from './mongo';

/**
 * "Newest version wins", the one rule of every read model kept from another service's events.
 * Events arrive late, twice or out of order; each carries its record's version (a counter such as
 * `version` or a ledger `seq`, or an ISO time), and only a newer one changes what is stored.
 */
export type RecordVersion = number | string;

/** True when `incoming` should replace what is held: nothing held yet, or an older version. */
export function isNewerVersion<V extends RecordVersion>(held: V | null | undefined, incoming: V): boolean {
  return held === null || held === undefined || held < incoming;
}

export interface NewerVersionOptions {
  /** The field that holds the version in the stored document; `version` unless named otherwise. */
  field?: string;
}

/** What `applyNewerVersion` writes: the whole document (its `_id` may be left out). */
export type ReadModelDoc<T extends { _id: string }> = Omit<T, '_id'> & { _id?: string };

export interface AppliedVersion<T> {
  /** False when the stored version was as new or newer: nothing was written. */
  applied: boolean;
  /** The document as stored afterwards: the one written, or the newer one that was kept. */
  stored: T;
}

const versionOf = (doc: object, field: string): RecordVersion | undefined =>
  (doc as Record<string, RecordVersion | undefined>)[field];

/**
 * Replaces (or inserts) document `id` with `next` when `version` is newer than the stored one.
 * `next` may be built from the stored document, for what an event leaves out. A read and then a
 * replace: the read model's consumer must be its only writer (one event of a record at a time).
 */
export async function applyNewerVersion<T extends { _id: string }>(
  model: Model<T>,
  id: string,
  version: RecordVersion,
  next: ReadModelDoc<T> | ((current: T | null) => ReadModelDoc<T> | Promise<ReadModelDoc<T>>),
  options: NewerVersionOptions = {},
): Promise<AppliedVersion<T>> {
  const field = options.field ?? 'version';
  if (typeof next !== 'function') {
    // The whole document is known: one conditional replace, inserting when nothing is stored. A copy
    // as new or newer makes that insert collide on `_id`; only then is the stored copy read (a
    // copy without the version field, from before it was kept, is replaced below).
    try {
      await model.replaceOne({ _id: id, [field]: { $lt: version } } as never, next as never, {
        upsert: true,
      });
      return { applied: true, stored: { ...next, _id: id } as unknown as T };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  const current = await model.findById(id).lean<T>();
  if (current && !isNewerVersion(versionOf(current, field), version))
    return { applied: false, stored: current };
  const doc = typeof next === 'function' ? await next(current) : next;
  await model.replaceOne({ _id: id }, doc, { upsert: true });
  return { applied: true, stored: { ...doc, _id: id } as unknown as T };
}

/**
 * Sets `fields` (and the version) on document `id` when it is stored with an older version; a
 * document not stored yet stays absent (the event that brings it whole will come). One
 * conditional update (`version < incoming`), which FerretDB does not apply atomically: as above,
 * the consumer must be the only writer. True when it matched the document.
 */
export async function patchNewerVersion<T extends { _id: string }>(
  model: Model<T>,
  id: string,
  version: RecordVersion,
  fields: Partial<Omit<T, '_id'>>,
  options: NewerVersionOptions = {},
): Promise<boolean> {
  const field = options.field ?? 'version';
  const result = await model.updateOne(
    { _id: id, [field]: { $lt: version } } as never,
    {
      $set: { ...fields, [field]: version },
    } as never,
  );
  return result.matchedCount > 0;
}
