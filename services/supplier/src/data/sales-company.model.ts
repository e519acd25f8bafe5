import { Schema, type Connection, type Model } from 'mongoose';
import type { CompanySnapshot } from '@marketplace/contracts';

/**
 * The sales and invoices read model of the directory's companies (`admin.company.upserted.v1`):
 * the supplier and buyer blocks of an invoice. Kept apart from any catalogue copy so this area
 * can be built and tested on its own; its consumer is its only writer.
 */
export interface SalesCompanyDoc extends Omit<CompanySnapshot, 'id'> {
  _id: string;
}

const schema = new Schema<SalesCompanyDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    country: { type: String, default: null },
    address: { type: String, default: null },
    phone: { type: String, default: null },
    taxNumber: { type: String, default: null },
    active: { type: Boolean, required: true },
    createdAt: { type: String, required: true },
    version: { type: Number, required: true },
  },
  { versionKey: false, collection: 'sales_companies' },
);

export type SalesCompanyModel = Model<SalesCompanyDoc>;
export const salesCompanyModel = (conn: Connection): SalesCompanyModel =>
  conn.model<SalesCompanyDoc>('SalesCompany', schema);
