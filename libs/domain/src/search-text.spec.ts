import { containsText, escapeRegex, searchAnyOf } from './search-text';

describe('escapeRegex', () => {
  it('makes every regular-expression character literal', () => {
    expect(new RegExp(escapeRegex('a.b*(c)'), 'i').test('A.B*(C)')).toBe(true);
    expect(new RegExp(escapeRegex('a.b'), 'i').test('axb')).toBe(false);
    expect(new RegExp(`^${escapeRegex('[x]+{1}|$^?\\')}$`).test('[x]+{1}|$^?\\')).toBe(true);
  });
});

describe('searchAnyOf', () => {
  it('adds nothing for a blank search', () => {
    expect(searchAnyOf(undefined, ['name'])).toEqual({});
    expect(searchAnyOf('   ', ['name'], [{ companyId: { $in: ['c1'] } }])).toEqual({});
  });

  it('matches the trimmed text in any of the fields, or any of the other matches', () => {
    expect(searchAnyOf(' a.b ', ['name', 'email'], [{ companyId: { $in: ['c1'] } }])).toEqual({
      $or: [{ name: containsText('a.b') }, { email: containsText('a.b') }, { companyId: { $in: ['c1'] } }],
    });
  });
});
