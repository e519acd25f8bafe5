import type { AdminCategory, CategorySnapshot, CompanySnapshot } from '@marketplace/contracts';
import type { CategoryDoc, CompanyDoc } from '../data/directory.model';

export type CompanyFields = Pick<
  CompanyDoc,
  'name' | 'type' | 'country' | 'address' | 'phone' | 'taxNumber' | 'active'
>;

/**
 * The company after a PATCH: fields absent from the body stay, null/empty ones clear. Returns null
 * when nothing changes (no write, no event).
 */
export function companyChange(
  current: CompanyFields,
  body: Partial<{ [K in keyof CompanyFields]: CompanyFields[K] | undefined }>,
): CompanyFields | null {
  const next: CompanyFields = { ...current };
  for (const key of Object.keys(next) as (keyof CompanyFields)[]) {
    const value = body[key];
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  // Buyers and suppliers alike keep a tax number: a supplier's is the seller's on every proforma.
  const changed = (Object.keys(next) as (keyof CompanyFields)[]).some((k) => next[k] !== current[k]);
  return changed ? next : null;
}

export function companySnapshot(doc: CompanyDoc): CompanySnapshot {
  return {
    id: doc._id,
    name: doc.name,
    type: doc.type,
    country: doc.country,
    address: doc.address,
    phone: doc.phone,
    taxNumber: doc.taxNumber,
    active: doc.active,
    createdAt: doc.createdAt.toISOString(),
    version: doc.version,
  };
}

/** The unique key of a category name: names differing only in case are the same name. */
export function categoryKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

export function categorySnapshot(doc: CategoryDoc): CategorySnapshot {
  return { id: doc._id, name: doc.name, createdAt: doc.createdAt.toISOString(), version: doc.version };
}

export function categoryRow(doc: CategoryDoc): AdminCategory {
  return { id: doc._id, name: doc.name, createdAt: doc.createdAt.toISOString() };
}
