import { parseRemotesConfig } from './remotesConfig';

describe('parseRemotesConfig', () => {
  it('accepts the edge answer', () => {
    const body = {
      mfe_buyer: '/remotes/buyer/mf-manifest.json',
      mfe_supplier: '/remotes/supplier/mf-manifest.json',
      mfe_admin: 'http://localhost:4203/mf-manifest.json',
      extra: 'ignored',
    };
    expect(parseRemotesConfig(body)).toEqual({
      mfe_buyer: '/remotes/buyer/mf-manifest.json',
      mfe_supplier: '/remotes/supplier/mf-manifest.json',
      mfe_admin: 'http://localhost:4203/mf-manifest.json',
    });
  });

  it('rejects missing or empty entries', () => {
    expect(() => parseRemotesConfig(null)).toThrow();
    expect(() => parseRemotesConfig({ mfe_buyer: 'x', mfe_supplier: 'y' })).toThrow('mfe_admin');
    expect(() => parseRemotesConfig({ mfe_buyer: ' ', mfe_supplier: 'y', mfe_admin: 'z' })).toThrow(
      'mfe_buyer',
    );
  });
});
