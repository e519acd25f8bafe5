import { containsText, escapeRegex, searchAnyOf, searchedTerms, searchTermsOf } from './search-text';

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

describe('searchTermsOf and searchedTerms', () => {
  const found = (texts: string[], search: string) => {
    const terms = new Set(searchTermsOf(texts));
    return searchedTerms(search).every((term) => terms.has(term));
  };

  it('finds a record by the start of any word, in any case and without accents', () => {
    expect(found(['Café do Brasil', 'São Paulo Trading'], 'sao CAFE')).toBe(true);
    expect(found(['Café do Brasil'], 'bras')).toBe(true);
    expect(found(['Café do Brasil'], 'rasil')).toBe(false);
    expect(found(['Café do Brasil'], 'cafe paulo')).toBe(false);
  });

  it('finds an e-mail address whole, by its start or by any of its words', () => {
    const email = ['ana.souza@acme-foods.com'];
    expect(found(email, 'ana.souza@acme-foods.com')).toBe(true);
    expect(found(email, 'acme')).toBe(true);
    expect(found(email, 'ana.sou')).toBe(true);
    expect(found(email, 'foods.com')).toBe(true);
    expect(found(email, 'oods')).toBe(false);
  });

  it('asks by the longest term first and asks nothing for a blank search', () => {
    expect(searchedTerms('  a  summer  Summer ')).toEqual(['summer', 'a']);
    expect(searchedTerms('   ')).toEqual([]);
    expect(searchTermsOf([null, undefined, ''], ['#6fcc07d2'])).toEqual(['#6fcc07d2']);
  });
});
