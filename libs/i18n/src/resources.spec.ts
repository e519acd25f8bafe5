import { resources, NAMESPACES } from './resources';
import { i18n, initI18n, setLanguage } from './instance';

type Tree = { [key: string]: string | Tree };

function leafPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`),
  );
}

describe('resources', () => {
  it('has exactly the en and pt languages with every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual(['en', 'pt']);
    for (const lng of ['en', 'pt'] as const)
      expect(Object.keys(resources[lng]).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('namespace %s has the same keys in en and pt, none empty', (ns) => {
    const en = leafPaths(resources.en[ns] as Tree).sort();
    const pt = leafPaths(resources.pt[ns] as Tree).sort();
    expect(pt).toEqual(en);
    for (const lng of ['en', 'pt'] as const) {
      const tree = resources[lng][ns] as Tree;
      for (const path of leafPaths(tree)) {
        const value = path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key], tree);
        expect(String(value).trim()).not.toBe('');
      }
    }
  });

  it('uses the spec texts word for word', () => {
    expect(resources.en.common.productSubtitle).toBe('B2B Marketplace for Shared MOQ Purchasing');
    expect(resources.en.auth.toast.signUpSuccess).toBe(
      'Account created successfully! Please check your email to verify.',
    );
    expect(resources.en.layout.notFound.title).toBe('Oops! Page not found');
    expect(resources.en.layout.errorPage.title).toBe('Unexpected Application Error!');
    expect(resources.en.layout.landing.invalidRole).toBe('Invalid role detected');
    expect(resources.en.auth.profile.selectImage).toBe('You must select an image to upload.');
  });
});

describe('i18n instance', () => {
  it('translates in both languages and switches', async () => {
    await initI18n({ language: 'en' });
    expect(i18n.t('layout:groups.buyer')).toBe('Buyer Tools');
    expect(i18n.t('errors:auth.invalid_credentials')).toBe('Invalid email or password.');
    await setLanguage('pt');
    expect(i18n.t('layout:groups.buyer')).toBe('Ferramentas do Comprador');
    await expect(setLanguage('fr' as never)).rejects.toThrow('Unsupported language');
    await setLanguage('en');
  });
});
