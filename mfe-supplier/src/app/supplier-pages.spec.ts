import { resources } from '@marketplace/i18n/resources';
import { SUPPLIER_PAGES } from './supplier-pages';
import { areaPageTitleKey } from '@marketplace/web-kit';

describe('supplier pages', () => {
  it('are the sub-routes of spec 2.1', () => {
    expect([...SUPPLIER_PAGES]).toEqual(['products', 'rounds', 'sales', 'invoices']);
  });

  it('each has a title in both languages', () => {
    for (const page of [...SUPPLIER_PAGES, 'dashboard'] as const) {
      const key = areaPageTitleKey(page).slice('pages.'.length) as keyof typeof resources.en.supplier.pages;
      expect(resources.en.supplier.pages[key]).toBeTruthy();
      expect(resources.pt.supplier.pages[key]).toBeTruthy();
    }
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
