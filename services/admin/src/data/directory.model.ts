import type { Connection, Model } from 'mongoose';
import { companySnapshotFields, type CompanySnapshot } from '@marketplace/contracts';
import {
  collectionSchema,
  modelOn,
  outboxStamp,
  readModelVersion,
  withIndexes,
} from '@marketplace/service-kit/store';

/** A company, owned (written) by this service only; others keep copies from its events. */
export interface CompanyDoc extends Omit<CompanySnapshot, 'id' | 'createdAt'> {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
  _events: string[];
}

const companySchema = collectionSchema<CompanyDoc>('companies', {
  ...companySnapshotFields,
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  ...readModelVersion,
  ...outboxStamp,
});
companySchema.index({ createdAt: -1 });
companySchema.index({ active: 1, type: 1 });

export interface CategoryDoc {
  _id: string;
  name: string;
  /**
   * The name folded to lower case, under a unique index: names are unique case-insensitively,
   * and FerretDB has no collations to do it in the index itself.
   */
  key: string;
  createdAt: Date;
  version: number;
  _events: string[];
}

const categorySchema = collectionSchema<CategoryDoc>('categories', {
  name: { type: String, required: true },
  key: { type: String, required: true, unique: true },
  createdAt: { type: Date, required: true },
  ...readModelVersion,
  ...outboxStamp,
});

export type CompanyModel = Model<CompanyDoc>;
export type CategoryModel = Model<CategoryDoc>;

export async function directoryModels(
  conn: Connection,
): Promise<{ companies: CompanyModel; categories: CategoryModel }> {
  return withIndexes({
    companies: modelOn(conn, 'Company', companySchema),
    categories: modelOn(conn, 'Category', categorySchema),
  });
}
