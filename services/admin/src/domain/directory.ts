import type { AdminCategory, CategorySnapshot, CompanySnapshot, CompanyType } from '@marketplace/contracts';
import type { CategoryDoc, CompanyDoc } from '../data/directory.model';

export type CompanyFields = Pick<
  CompanyDoc,
  'name' | 'type' | 'country' | 'address' | 'phone' | 'taxNumber' | 'active'
>;

/** Spec §5: the tax number exists for buyer companies only; a supplier never keeps one. */
export function withTaxRule<T extends { type: CompanyType; taxNumber: string | null }>(fields: T): T {
  return fields.type === 'buyer' ? fields : { ...fields, taxNumber: null };
}

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
  const ruled = withTaxRule(next);
  const changed = (Object.keys(ruled) as (keyof CompanyFields)[]).some((k) => ruled[k] !== current[k]);
  return changed ? ruled : null;
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
