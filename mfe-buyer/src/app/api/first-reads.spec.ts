import { firstReadUrl } from '@marketplace/web-kit/first-read';
import { BUYER_FIRST_READS } from './first-reads';

describe('the read a buyer page opens with, started by the remote entry', () => {
  it.each([
    ['/buyer/rounds', '/api/buyer/rounds?page=1&pageSize=12'],
    ['/buyer/rounds/', '/api/buyer/rounds?page=1&pageSize=12'],
    ['/buyer', '/api/buyer/dashboard'],
    ['/', '/api/buyer/dashboard'], // the role landing shows the dashboard
  ])('%s reads %s', (pathname, url) => {
    expect(firstReadUrl(pathname, BUYER_FIRST_READS)).toBe(url);
  });

  it.each(['/buyer/orders', '/buyer/invoices', '/buyer/carts'])('%s starts nothing early', (pathname) => {
    expect(firstReadUrl(pathname, BUYER_FIRST_READS)).toBeNull();
  });
});
