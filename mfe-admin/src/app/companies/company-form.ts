import type { AdminCompany, CompanyType, CreateCompanyBody } from '@marketplace/contracts';

/** What the company dialog edits; every text field is a plain string in the form. */
export interface CompanyFormValues {
  name: string;
  type: CompanyType;
  country: string;
  address: string;
  phone: string;
  taxNumber: string;
}

/** Spec §9: a new company is a buyer. */
export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '',
  type: 'buyer',
  country: '',
  address: '',
  phone: '',
  taxNumber: '',
};

export function companyFormValues(company: AdminCompany | null): CompanyFormValues {
  if (!company) return EMPTY_COMPANY_FORM;
  return {
    name: company.name,
    type: company.type,
    country: company.country ?? '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    taxNumber: company.taxNumber ?? '',
  };
}

/** The Save button is disabled until the name has something other than spaces (spec §5). */
export function canSaveCompany(values: Partial<CompanyFormValues>): boolean {
  return Boolean(values.name?.trim());
}

/** The request body: empty optional fields become null (spec §5). */
export function companyBody(values: CompanyFormValues): Required<CreateCompanyBody> {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    name: values.name.trim(),
    type: values.type,
    country: text(values.country),
    address: text(values.address),
    phone: text(values.phone),
    taxNumber: text(values.taxNumber),
  };
}
