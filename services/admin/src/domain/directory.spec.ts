import { categoryKey, companyChange, withTaxRule, type CompanyFields } from './directory';
import { mergePending } from './moderation';

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

describe('pending approvals', () => {
  const entry = (kind: 'round' | 'order', id: string, day: number) => ({
    kind,
    id,
    title: id,
    detail: '',
    createdAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  });
  it('merges rounds and orders newest first, at most five', () => {
    const rounds = [entry('round', 'r1', 1), entry('round', 'r5', 5), entry('round', 'r7', 7)];
    const orders = [
      entry('order', 'o2', 2),
      entry('order', 'o6', 6),
      entry('order', 'o3', 3),
      entry('order', 'o4', 4),
    ];
    expect(mergePending(rounds, orders).map((e) => e.id)).toEqual(['r7', 'o6', 'r5', 'o4', 'o3']);
    expect(mergePending([], [])).toEqual([]);
  });
});
