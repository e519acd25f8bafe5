import {
  avatarInitial,
  isRoleFilter,
  ROLE_FILTERS,
  ROLE_FILTER_LABEL_KEYS,
  userCompany,
  usersQueryString,
} from './users-query';

describe('users query', () => {
  it('offers All, Admins, Suppliers, Buyers in that order', () => {
    expect(ROLE_FILTERS).toEqual(['all', 'admin', 'supplier', 'buyer']);
    expect(Object.keys(ROLE_FILTER_LABEL_KEYS).sort()).toEqual([...ROLE_FILTERS].sort());
  });

  it('always sends the role and only a non-blank, trimmed search', () => {
    expect(usersQueryString({ search: '', role: 'all' })).toBe('role=all');
    expect(usersQueryString({ search: '   ', role: 'buyer' })).toBe('role=buyer');
    expect(usersQueryString({ search: '  Ana Lima ', role: 'admin' })).toBe('search=Ana+Lima&role=admin');
  });

  it('encodes characters that matter in a query string', () => {
    const params = new URLSearchParams(usersQueryString({ search: 'a&b=c@x.com', role: 'supplier' }));
    expect(params.get('search')).toBe('a&b=c@x.com');
    expect(params.get('role')).toBe('supplier');
  });

  it('recognises role filters', () => {
    expect(isRoleFilter('buyer')).toBe(true);
    expect(isRoleFilter('all')).toBe(true);
    expect(isRoleFilter('owner')).toBe(false);
    expect(isRoleFilter(undefined)).toBe(false);
  });
});

describe('user cells', () => {
  it('uses the first letter of the name, upper-cased', () => {
    expect(avatarInitial('ana lima')).toBe('A');
    expect(avatarInitial('  Éva')).toBe('É');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial('   ')).toBe('?');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(avatarInitial('𝒜lice')).toBe('𝒜');
  });

  it('shows the company with its type, or nothing', () => {
    expect(userCompany({ companyName: 'Acme', companyType: 'supplier' })).toEqual({
      name: 'Acme',
      type: 'supplier',
    });
    expect(userCompany({ companyName: null, companyType: null })).toBeNull();
  });
});
