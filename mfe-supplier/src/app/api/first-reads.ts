import { firstRead, type PageFirstReads } from '@marketplace/web-kit';
import { salesApi } from '../sales/sales-api';
import { catalogueApi } from './catalogue-api';
import { roundsApi } from './rounds-api';

/**
 * What each supplier page reads first (its route's loader), as its first render asks for it: the
 * same endpoint and argument, so the page finds it in the store (web-kit's first-reads).
 */
export const SUPPLIER_PAGE_FIRST_READS: PageFirstReads = {
  '': firstRead(roundsApi, 'dashboard'),
  products: firstRead(catalogueApi, 'listProducts', { search: '', status: 'all' }),
  rounds: firstRead(roundsApi, 'listRounds', { search: '', status: 'all' }),
  // Sales History's first page: no cursor.
  sales: firstRead(salesApi, 'listSales', {}),
  invoices: firstRead(salesApi, 'listInvoices'),
};
