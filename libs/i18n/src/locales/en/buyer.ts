import { buyerInvoices } from './invoices';

/**
 * Namespace `buyer` — owner: mfe-buyer. All buyer-area texts live here (not in the remote), so the
 * header language switch changes them at once.
 */
export const buyer = {
  title: 'Buyer',
  pages: {
    dashboard: 'Buyer Dashboard',
    rounds: 'Explore Rounds',
    cart: 'Shopping Cart',
    orders: 'Order History',
    invoices: 'Proforma Invoices',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no buyer page at this address.',
    back: 'Go to the buyer dashboard',
  },
  standalone: {
    banner: 'Standalone mode',
    detail: 'The buyer area runs alone with a stand-in buyer session; API calls go to the edge.',
  },
  invoices: buyerInvoices,
};
