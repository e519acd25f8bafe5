import type { Connection, Model } from 'mongoose';
import { collectionSchema, readModelVersion } from '@marketplace/service-kit/store';
import { companySnapshotFields, type CompanySnapshot } from '@marketplace/contracts';

/** A company of the directory: read model of admin's events, written only by their consumer. */
export type CompanyDoc = Omit<CompanySnapshot, 'id' | 'createdAt'> & { _id: string; createdAt: Date };
export type CompanyModel = Model<CompanyDoc>;
const companySchema = collectionSchema<CompanyDoc>('companies', {
  ...companySnapshotFields,
  createdAt: { type: Date, required: true },
  ...readModelVersion,
});

export const companyModel = (conn: Connection): CompanyModel =>
  conn.model<CompanyDoc>('Company', companySchema);
