import type { Connection, Model } from 'mongoose';
import { companySnapshotFields, type CompanySnapshot, type Profile } from '@marketplace/contracts';
import {
  applyNewerVersion,
  collectionSchema,
  modelOn,
  readModelVersion,
} from '@marketplace/service-kit/store';

/**
 * Identity's copy of the admin's companies (architecture: identity keeps a read model of
 * companies), so the profile can show the company's name, tax number and country (spec §2.7).
 * Written only by the `identity-admin` consumer.
 */
export interface CompanyViewRecord extends Omit<CompanySnapshot, 'id' | 'createdAt'> {
  _id: string;
}

const companyViewSchema = collectionSchema<CompanyViewRecord>('companies', {
  ...companySnapshotFields,
  ...readModelVersion,
});

export class CompanyDirectory {
  private constructor(private readonly model: Model<CompanyViewRecord>) {}

  static async create(conn: Connection): Promise<CompanyDirectory> {
    const model = modelOn(conn, 'CompanyView', companyViewSchema);
    await model.init();
    return new CompanyDirectory(model);
  }

  /** Keeps the newest version of a company; an older or repeated snapshot changes nothing. */
  async apply(company: CompanySnapshot): Promise<void> {
    const { id, createdAt: _createdAt, ...fields } = company;
    await applyNewerVersion(this.model, id, company.version, fields);
  }

  /** The company block of a profile, or null when the user has none (or it has not arrived yet). */
  async summaryOf(companyId: string | null): Promise<Profile['company']> {
    if (!companyId) return null;
    const c = await this.model.findById(companyId).lean<CompanyViewRecord>();
    if (!c) return null;
    return {
      id: c._id,
      name: c.name,
      type: c.type,
      country: c.country,
      taxNumber: c.taxNumber,
      address: c.address,
      phone: c.phone,
    };
  }
}
