import { escapeRegex } from '@marketplace/domain';
import { usersFilter } from './search-filters';

describe('users filter', () => {
  it('treats search text literally', () => {
    expect(new RegExp(escapeRegex('a.b*(c)'), 'i').test('A.B*(C)')).toBe(true);
    expect(new RegExp(escapeRegex('a.b'), 'i').test('axb')).toBe(false);
  });
  it('filters by role only when one is chosen', () => {
    expect(usersFilter({ role: 'all' })).toEqual({});
    expect(usersFilter({ role: 'buyer', search: '  ' })).toEqual({ role: 'buyer' });
    expect(usersFilter({ role: 'admin', search: 'ana' }).$or).toHaveLength(2);
  });
  it('matches users of companies whose name matches the search', () => {
    expect(usersFilter({ role: 'all', search: 'acme' }, ['c1', 'c2']).$or).toContainEqual({
      companyId: { $in: ['c1', 'c2'] },
    });
  });
});
