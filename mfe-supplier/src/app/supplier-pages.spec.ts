import { resources } from '@marketplace/i18n/resources';
import { SUPPLIER_PAGES } from './supplier-pages';
import { BUILT_PAGES, SUPPLIER_ROUTES } from './supplier-routes';
import { routedAreaPages, untitledAreaPages } from '@marketplace/web-kit/testing';

describe('supplier pages', () => {
  it('are the sub-routes of spec 2.1, each routed to a page of its own', () => {
    expect(routedAreaPages(SUPPLIER_ROUTES, BUILT_PAGES)).toEqual(
      ['products', 'rounds', 'sales', 'invoices'].map((page) => ({ page, built: true })),
    );
  });

  it('each has a title in both languages', () => {
    expect(untitledAreaPages('supplier', SUPPLIER_PAGES)).toEqual([]);
  });

  it('uses the sidebar names of spec 2.2 as titles', () => {
    expect(resources.en.supplier.pages).toMatchObject({
      products: 'My Products',
      rounds: 'My Rounds',
      sales: 'Sales History',
      invoices: 'Proforma Invoices',
    });
  });
});
