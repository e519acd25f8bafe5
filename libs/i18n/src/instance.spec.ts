import { buyer as enBuyer } from './locales/en/buyer';
import { buyer as ptBuyer } from './locales/pt/buyer';
import { addAreaTexts, i18n, initI18n, setLanguage } from './instance';

describe('the shared i18n instance', () => {
  it("starts with the shell's texts only; an area's texts arrive with its remote, before or after init", async () => {
    // A remote's standalone page imports its app (which adds the texts) before i18n starts.
    addAreaTexts('supplier', { en: { probe: 'Added before init' }, pt: { probe: 'Antes do início' } });
    await initI18n({ language: 'en' });

    expect(i18n.t('auth:signIn')).toBe('Sign In');
    expect(i18n.t('supplier:probe')).toBe('Added before init');
    // Nothing of the buyer area until the buyer remote loads: /auth does not carry it.
    expect(i18n.hasResourceBundle('en', 'buyer')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'admin')).toBe(false);

    addAreaTexts('buyer', { en: enBuyer, pt: ptBuyer });
    expect(i18n.t('buyer:pages.rounds')).toBe('Explore Rounds');

    await setLanguage('pt');
    expect(i18n.t('buyer:pages.rounds')).toBe(ptBuyer.pages.rounds);
    expect(i18n.t('supplier:probe')).toBe('Antes do início');
    expect(i18n.t('auth:signIn')).toBe('Entrar');
  });

  it('counts millions in Portuguese with the Portuguese plural, not the English text', async () => {
    await initI18n({ language: 'en' });
    await setLanguage('pt');
    // Intl picks the 'many' form for 1,000,000 in Portuguese; the texts only write _one/_other.
    expect(new Intl.PluralRules('pt').select(1_000_000)).toBe('many');
    expect(i18n.t('common:uom.quantity.pieces', { count: 1_000_000 })).toBe('1000000 peças');
    expect(i18n.t('common:uom.quantity.pieces', { count: 1 })).toBe('1 peça');
    await setLanguage('en');
    expect(i18n.t('common:uom.quantity.pieces', { count: 1_000_000 })).toBe('1000000 pieces');
  });
});
