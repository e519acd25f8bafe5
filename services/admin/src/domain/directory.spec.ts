import { categoryKey, companyChange, withTaxRule, type CompanyFields } from './directory';

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
  it('keeps a tax number for buyers only', () => {
    expect(withTaxRule(buyer).taxNumber).toBe('T-1');
    expect(withTaxRule({ ...buyer, type: 'supplier' }).taxNumber).toBeNull();
  });

  it('a change applies given fields, clears nulls, and is null when nothing changes', () => {
    expect(companyChange(buyer, { name: 'Acme' })).toBeNull();
    expect(companyChange(buyer, {})).toBeNull();
    expect(companyChange(buyer, { country: null })).toEqual({ ...buyer, country: null });
    // Becoming a supplier drops the tax number.
    expect(companyChange(buyer, { type: 'supplier' })).toEqual({
      ...buyer,
      type: 'supplier',
      taxNumber: null,
    });
    expect(companyChange(buyer, { active: false })).toEqual({ ...buyer, active: false });
  });

  it('folds category names to one key whatever their case or surrounding spaces', () => {
    expect(categoryKey('  Home & Kitchen ')).toBe('home & kitchen');
    expect(categoryKey('ÉLECTRONIQUE')).toBe(categoryKey('électronique'));
  });
});
