import type { FilterQuery, Model } from 'mongoose';

/**
 * The documents with these ids, one indexed read by `_id` each, all at once. FerretDB v1 does not
 * push `$in` down: `{ _id: { $in: ids } }` reads the whole collection into Go, so a page that needs
 * fifty names asks for fifty ids instead (MongoDB serves both from the `_id` index).
 */
export async function findByIds<D extends { _id: string }>(
  model: Model<D>,
  ids: Iterable<string>,
  projection?: Record<string, 0 | 1>,
): Promise<Map<string, D>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(
    unique.map((id) => model.findOne({ _id: id } as FilterQuery<D>, projection).lean<D>()),
  );
  return new Map(
    found.filter((doc): doc is NonNullable<typeof doc> => doc !== null).map((doc) => [doc._id, doc as D]),
  );
}
