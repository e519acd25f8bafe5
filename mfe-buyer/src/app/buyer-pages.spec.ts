import { resources } from '@marketplace/i18n/resources';
import { BUYER_PAGES } from './buyer-pages';
import { untitledAreaPages } from '@marketplace/web-kit/testing';

describe('buyer pages', () => {
  it('are the sub-routes of spec 2.1', () => {
    expect([...BUYER_PAGES]).toEqual(['rounds', 'cart', 'orders', 'invoices', 'team']);
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
