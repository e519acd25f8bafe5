import { resources } from '@marketplace/i18n/resources';
import { BUYER_PAGES } from './buyer-pages';
import { BUILT_PAGES, BUYER_ROUTES } from './buyer-routes';
import { routedAreaPages, untitledAreaPages } from '@marketplace/web-kit/testing';

describe('buyer pages', () => {
  it('are the sub-routes of spec 2.1 (and the team page), each routed to a page of its own', () => {
    expect(routedAreaPages(BUYER_ROUTES, BUILT_PAGES)).toEqual(
      ['rounds', 'cart', 'orders', 'invoices', 'team'].map((page) => ({ page, built: true })),
    );
  });

  it('each has a title in both languages', () => {
    expect(untitledAreaPages('buyer', BUYER_PAGES)).toEqual([]);
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
