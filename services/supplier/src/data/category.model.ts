import type { Connection, Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit/store';

/** A category: read model of admin's events, written only by their consumer. */
export interface CategoryDoc {
  _id: string;
  name: string;
  createdAt: Date;
  version: number;
}
const categorySchema = collectionSchema<CategoryDoc>('categories', {
  name: { type: String, required: true },
  createdAt: { type: Date, required: true },
  ...readModelVersion,
});

export type CategoryModel = Model<CategoryDoc>;
export const categoryModel = (conn: Connection): CategoryModel =>
  conn.model<CategoryDoc>('Category', categorySchema);
