import { escapeRegex } from './search-text';

describe('escapeRegex', () => {
  it('makes every regular-expression character literal', () => {
    expect(new RegExp(escapeRegex('a.b*(c)'), 'i').test('A.B*(C)')).toBe(true);
    expect(new RegExp(escapeRegex('a.b'), 'i').test('axb')).toBe(false);
    expect(new RegExp(`^${escapeRegex('[x]+{1}|$^?\\')}$`).test('[x]+{1}|$^?\\')).toBe(true);
  });
});
