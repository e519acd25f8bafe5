import { isSupportedLanguage, languageCookie, pickLanguage, pickRequestLanguage } from './language';

describe('pickLanguage', () => {
  it('keeps a stored supported language', () => {
    expect(pickLanguage('en', 'pt-BR')).toBe('en');
    expect(pickLanguage('pt', 'en-US')).toBe('pt');
  });

  it('ignores an unsupported stored value and falls back to the browser language', () => {
    expect(pickLanguage('fr', 'pt-BR')).toBe('pt');
    expect(pickLanguage('', 'PT')).toBe('pt');
    expect(pickLanguage(null, 'pt')).toBe('pt');
  });

  it('defaults to English for anything not starting with pt', () => {
    expect(pickLanguage(null, 'es-ES')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage(null, '')).toBe('en');
  });

  it('accepts only en and pt', () => {
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('pt')).toBe(true);
    expect(isSupportedLanguage('pt-BR')).toBe(false);
    expect(isSupportedLanguage(3)).toBe(false);
  });
});

describe('the language of a page rendered on the server', () => {
  it('is the choice the browser stored in its cookie, else the first language of Accept-Language', () => {
    expect(pickRequestLanguage('sidebar_state=true; marketplace.language=pt', 'en-US,en;q=0.9')).toBe('pt');
    expect(pickRequestLanguage('marketplace.language=en', 'pt-BR,pt;q=0.9')).toBe('en');
    expect(pickRequestLanguage('', 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(pickRequestLanguage('', 'en-GB,pt;q=0.9')).toBe('en');
    expect(pickRequestLanguage('marketplace.language=fr', '')).toBe('en');
  });

  it('is the one the browser shows: the cookie holds what the app stores', () => {
    expect(languageCookie('pt')).toMatch(/^marketplace\.language=pt; path=\/; max-age=\d+; SameSite=Lax$/);
    const stored = languageCookie('pt').split(';')[0];
    expect(pickRequestLanguage(stored, 'en-US')).toBe('pt');
  });
});
