/** Sub-routes of the supplier area (spec §2.1), relative to `/supplier`; the shell's sidebar links to them. */
export const SUPPLIER_PAGES = ['products', 'rounds', 'sales', 'invoices'] as const;
export type SupplierPage = (typeof SUPPLIER_PAGES)[number];
