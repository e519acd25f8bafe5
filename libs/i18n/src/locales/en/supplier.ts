import { supplierInvoices, supplierSales } from './invoices';

/**
 * Namespace `supplier` — owner: mfe-supplier. All supplier-area texts live here (not in the
 * remote), so the header language switch changes them at once.
 */
export const supplier = {
  title: 'Supplier',
  pages: {
    dashboard: 'Supplier Dashboard',
    products: 'My Products',
    rounds: 'My Rounds',
    sales: 'Sales History',
    invoices: 'Proforma Invoices',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no supplier page at this address.',
    back: 'Go to the supplier dashboard',
  },
  standalone: {
    banner: 'Standalone mode',
    detail: 'The supplier area runs alone with a stand-in supplier session; API calls go to the edge.',
  },
  sales: supplierSales,
  invoices: supplierInvoices,
};
