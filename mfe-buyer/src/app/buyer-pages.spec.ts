import { resources } from '@marketplace/i18n/resources';
import { BUYER_PAGES } from './buyer-pages';
import { areaPageTitleKey } from '@marketplace/web-kit';

describe('buyer pages', () => {
  it('are the sub-routes of spec 2.1', () => {
    expect([...BUYER_PAGES]).toEqual(['rounds', 'cart', 'orders', 'invoices', 'team']);
  });

  it('each has a title in both languages', () => {
    for (const page of [...BUYER_PAGES, 'dashboard'] as const) {
      const key = areaPageTitleKey(page).slice('pages.'.length) as keyof typeof resources.en.buyer.pages;
      expect(resources.en.buyer.pages[key]).toBeTruthy();
      expect(resources.pt.buyer.pages[key]).toBeTruthy();
    }
  });

  it('uses the sidebar names of spec 2.2 as titles', () => {
    expect(resources.en.buyer.pages).toMatchObject({
      rounds: 'Explore Rounds',
      cart: 'Shopping Cart',
      orders: 'Order History',
      invoices: 'Proforma Invoices',
    });
  });
});
