import { Schema, type Connection, type Model } from 'mongoose';
import type { CompanySnapshot } from '@marketplace/contracts';

/** A company of the directory: read model of admin's events, written only by their consumer. */
export type CompanyDoc = Omit<CompanySnapshot, 'id' | 'createdAt'> & { _id: string; createdAt: Date };
export type CompanyModel = Model<CompanyDoc>;
const companySchema = new Schema<CompanyDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    country: { type: String, default: null },
    address: { type: String, default: null },
    phone: { type: String, default: null },
    taxNumber: { type: String, default: null },
    active: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    version: { type: Number, required: true },
  },
  { versionKey: false, collection: 'companies' },
);

export const companyModel = (conn: Connection): CompanyModel =>
  conn.model<CompanyDoc>('Company', companySchema);
