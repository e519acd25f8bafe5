import { Schema, type Connection, type Model } from 'mongoose';

/** A category: read model of admin's events, written only by their consumer. */
export interface CategoryDoc {
  _id: string;
  name: string;
  createdAt: Date;
  version: number;
}
const categorySchema = new Schema<CategoryDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true },
  },
  { versionKey: false, collection: 'categories' },
);

export type CategoryModel = Model<CategoryDoc>;
export const categoryModel = (conn: Connection): CategoryModel =>
  conn.model<CategoryDoc>('Category', categorySchema);
