import { categoryKey, companyChange, type CompanyFields } from './directory';

const buyer: CompanyFields = {
  name: 'Acme',
  type: 'buyer',
  country: 'Brazil',
  address: null,
  phone: null,
  taxNumber: 'T-1',
  active: true,
};

describe('directory rules', () => {
  it('a change applies given fields, clears nulls, and is null when nothing changes', () => {
    expect(companyChange(buyer, { name: 'Acme' })).toBeNull();
    expect(companyChange(buyer, {})).toBeNull();
    expect(companyChange(buyer, { country: null })).toEqual({ ...buyer, country: null });
    // A supplier keeps its tax number: the seller's on its proformas.
    expect(companyChange(buyer, { type: 'supplier' })).toEqual({ ...buyer, type: 'supplier' });
    expect(companyChange({ ...buyer, type: 'supplier', taxNumber: null }, { taxNumber: 'S-9' })).toEqual({
      ...buyer,
      type: 'supplier',
      taxNumber: 'S-9',
    });
    expect(companyChange(buyer, { active: false })).toEqual({ ...buyer, active: false });
  });

  it('folds category names to one key whatever their case or surrounding spaces', () => {
    expect(categoryKey('  Home & Kitchen ')).toBe('home & kitchen');
    expect(categoryKey('ÉLECTRONIQUE')).toBe(categoryKey('électronique'));
  });
});
