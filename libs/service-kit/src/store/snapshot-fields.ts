import { COMPANY_TYPES } from '@marketplace/contracts';

// How the snapshots events carry are stored, by the service that owns them and by the services
// that keep copies: one declaration each, so a field added to a snapshot is stored alike everywhere.
// Dates are left to each collection (some keep the event's ISO text, some a Date to sort by).

/** A company (`CompanySnapshot`, admin's `admin.company.upserted.v1`): admin, identity, supplier. */
export const companySnapshotFields = {
  name: { type: String, required: true },
  type: { type: String, enum: COMPANY_TYPES, required: true },
  country: { type: String, default: null },
  address: { type: String, default: null },
  phone: { type: String, default: null },
  taxNumber: { type: String, default: null },
  active: { type: Boolean, required: true },
} as const;

/** An order's header and totals (`OrderSnapshot`, buyer's order events): buyer, admin, supplier. */
export const orderSnapshotFields = {
  buyerId: { type: String, required: true },
  roundId: { type: String, required: true },
  roundTitle: { type: String, required: true },
  supplierId: { type: String, required: true },
  currency: { type: String, required: true },
  status: { type: String, required: true },
  totalValue: { type: Number, required: true },
  totalUnits: { type: Number, required: true },
  totalItems: { type: Number, required: true },
} as const;

/** What a round says of itself (`RoundSummary`, supplier's round events), in buyer's and admin's copies. */
export const roundSummaryFields = {
  title: { type: String, required: true },
  description: { type: String, default: null },
  currency: { type: String, required: true },
  status: { type: String, required: true },
  supplierId: { type: String, required: true },
  supplierName: { type: String, required: true },
} as const;
