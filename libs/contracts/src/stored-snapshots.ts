import { COMPANY_TYPES } from './constants';

// How the snapshots events carry are stored, by the service that owns them and by the services
// that keep copies: one declaration each, next to the snapshot's schema, so a field added to a
// snapshot is stored alike everywhere (stored-snapshots.spec.ts fails until it is stored here or
// named there as one each collection decides for itself: dates, which some keep as the event's
// ISO text and some as a Date to sort by, the id that becomes `_id`, the version, lines).
// Plain field declarations with the String/Number/Boolean constructors, as mongoose reads them:
// the contracts are loaded by browsers too, so nothing here imports mongoose.

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
