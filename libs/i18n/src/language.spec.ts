import { pickLanguage, isSupportedLanguage } from './language';

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
