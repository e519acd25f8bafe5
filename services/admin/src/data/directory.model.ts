import { Schema, type Connection, type Model } from 'mongoose';
import { COMPANY_TYPES, type CompanyType } from '@marketplace/contracts';
import { EVENTS_FIELD } from '@marketplace/service-kit';

/** A company, owned (written) by this service only; others keep copies from its events. */
export interface CompanyDoc {
  _id: string;
  name: string;
  type: CompanyType;
  country: string | null;
  address: string | null;
  phone: string | null;
  taxNumber: string | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  _events: string[];
}

const companySchema = new Schema<CompanyDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, enum: COMPANY_TYPES, required: true },
    country: { type: String, default: null },
    address: { type: String, default: null },
    phone: { type: String, default: null },
    taxNumber: { type: String, default: null },
    active: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    version: { type: Number, required: true },
    [EVENTS_FIELD]: { type: [String], default: [] },
  },
  { collection: 'companies', versionKey: false },
);
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

const categorySchema = new Schema<CategoryDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    key: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true },
    [EVENTS_FIELD]: { type: [String], default: [] },
  },
  { collection: 'categories', versionKey: false },
);

export type CompanyModel = Model<CompanyDoc>;
export type CategoryModel = Model<CategoryDoc>;

export async function directoryModels(
  conn: Connection,
): Promise<{ companies: CompanyModel; categories: CategoryModel }> {
  const model = <T>(name: string, schema: Schema<T>) =>
    (conn.models[name] as Model<T> | undefined) ?? conn.model<T>(name, schema);
  const companies = model('Company', companySchema);
  const categories = model('Category', categorySchema);
  // The unique category key must exist before the first create.
  await Promise.all([companies.init(), categories.init()]);
  return { companies, categories };
}
