import { canSaveCompany, companyBody, companyFormValues, EMPTY_COMPANY_FORM } from './company-form';

describe('company form', () => {
  it('starts as a buyer with empty fields', () => {
    expect(EMPTY_COMPANY_FORM.type).toBe('buyer');
    expect(companyFormValues(null)).toEqual(EMPTY_COMPANY_FORM);
  });

  it('needs a name that is not only spaces', () => {
    expect(canSaveCompany({ name: '' })).toBe(false);
    expect(canSaveCompany({ name: '   ' })).toBe(false);
    expect(canSaveCompany({ name: 'Acme' })).toBe(true);
  });

  it('sends empty fields as null, and the tax number of buyers and suppliers alike', () => {
    const values = { ...EMPTY_COMPANY_FORM, name: ' Acme ', country: ' Brazil ', taxNumber: '123' };
    expect(companyBody(values)).toEqual({
      name: 'Acme',
      type: 'buyer',
      country: 'Brazil',
      address: null,
      phone: null,
      taxNumber: '123',
    });
    expect(companyBody({ ...values, type: 'supplier' }).taxNumber).toBe('123');
  });

  it('fills the edit dialog from a company, nulls as empty text', () => {
    expect(
      companyFormValues({
        id: 'c',
        name: 'Acme',
        type: 'supplier',
        country: null,
        address: 'Main St',
        phone: null,
        taxNumber: null,
        active: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        version: 1,
      }),
    ).toEqual({ name: 'Acme', type: 'supplier', country: '', address: 'Main St', phone: '', taxNumber: '' });
  });
});
