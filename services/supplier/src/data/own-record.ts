import type { FilterQuery, Model } from 'mongoose';

/**
 * Record `id` of `model` when it belongs to `supplierId` (and matches `also`); otherwise the
 * error of `notFound`: a company never learns whether another company's record exists.
 */
export async function ownRecord<D extends { _id: string; supplierId: string }>(
  model: Model<D>,
  supplierId: string,
  id: string,
  notFound: () => Error,
  also: FilterQuery<D> = {},
): Promise<D> {
  const doc = await model.findOne({ ...also, _id: id, supplierId } as FilterQuery<D>).lean<D>();
  if (!doc) throw notFound();
  return doc;
}
