import { resources } from '@marketplace/i18n/resources';
import { SUPPLIER_PAGES } from './supplier-pages';
import { untitledAreaPages } from '@marketplace/web-kit/testing';

describe('supplier pages', () => {
  it('are the sub-routes of spec 2.1', () => {
    expect([...SUPPLIER_PAGES]).toEqual(['products', 'rounds', 'sales', 'invoices']);
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
