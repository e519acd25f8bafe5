import { mailLanguage, mailZone, integratorOf, wantsNotificationMail } from './mail-preferences';

describe('mail preferences', () => {
  it('reads what older records leave out as on, English and UTC', () => {
    expect(wantsNotificationMail({})).toBe(true);
    expect(wantsNotificationMail({ emailNotifications: false })).toBe(false);
    expect(mailLanguage({})).toBe('en');
    expect(mailLanguage({ language: 'pt' })).toBe('pt');
    expect(mailZone({ timeZone: null })).toBe('utc');
    expect(mailZone({ timeZone: 'America/Sao_Paulo' })).toEqual({ timeZone: 'America/Sao_Paulo' });
  });

  it("lets a supplier or a buying team's approver with a company integrate, in a session only", () => {
    expect(integratorOf({ role: 'supplier', companyId: 'c' })).toEqual({ companyId: 'c', role: 'supplier' });
    expect(integratorOf({ role: 'buyer', companyId: 'c', teamRole: 'approver' })).toEqual({
      companyId: 'c',
      role: 'buyer',
    });
    expect(integratorOf({ role: 'buyer', companyId: 'c', teamRole: 'member' })).toBeNull();
    expect(integratorOf({ role: 'supplier', companyId: null })).toBeNull();
    expect(integratorOf({ role: 'supplier', companyId: 'c', scopes: ['sales:read'] })).toBeNull();
    expect(integratorOf({ role: 'admin', companyId: 'c' })).toBeNull();
  });
});
