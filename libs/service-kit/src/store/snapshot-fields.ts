import { COMPANY_TYPES } from '@marketplace/contracts';

/**
 * How a company (`CompanySnapshot`, announced by admin's `admin.company.upserted.v1`) is stored:
 * the admin's own directory and the read models identity and supplier keep of it hold the same
 * fields, so a field added to the snapshot is added to all three here.
 */
export const companySnapshotFields = {
  name: { type: String, required: true },
  type: { type: String, enum: COMPANY_TYPES, required: true },
  country: { type: String, default: null },
  address: { type: String, default: null },
  phone: { type: String, default: null },
  taxNumber: { type: String, default: null },
  active: { type: Boolean, required: true },
} as const;
