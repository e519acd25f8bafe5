import { listQueryString } from './list-query';

describe('list query string', () => {
  it('drops blank values and trims the rest', () => {
    expect(listQueryString({ search: '  ', status: 'all' })).toBe('status=all');
    expect(listQueryString({ search: ' Acme Co ', type: 'buyer', active: undefined })).toBe(
      'search=Acme+Co&type=buyer',
    );
  });
  it('encodes characters that matter in a query string', () => {
    expect(new URLSearchParams(listQueryString({ search: 'a&b=c' })).get('search')).toBe('a&b=c');
  });
});
