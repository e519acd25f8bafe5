import { firstRead, type PageFirstReads } from '@marketplace/web-kit';
import { buyerInvoicesApi } from '../invoices/invoices-api';
import { buyerApi, FIRST_ROUNDS_PAGE } from './buyer-api';

/**
 * What each buyer page reads first (its route's loader), as its first render asks for it: the
 * same endpoint and argument, so the page finds it in the store (web-kit's first-reads).
 */
export const BUYER_PAGE_FIRST_READS: PageFirstReads = {
  '': firstRead(buyerApi, 'dashboard'),
  rounds: firstRead(buyerApi, 'listRounds', FIRST_ROUNDS_PAGE),
  cart: firstRead(buyerApi, 'listCarts'),
  orders: firstRead(buyerApi, 'listOrders', { search: '', status: 'all' }),
  invoices: firstRead(buyerInvoicesApi, 'listBuyerInvoices'),
};
