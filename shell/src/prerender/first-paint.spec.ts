/**
 * The inline script of index.html that shows the prerendered sign-in page (libs/contracts/src/
 * first-paint.ts): only on /auth, in the language the app itself will pick (pickLanguage).
 */
import {
  FIRST_PAINT_SCRIPT,
  PRERENDER_CONTAINER_ID,
  prerenderTemplateId,
} from '@marketplace/contracts/src/first-paint';
import { pickLanguage } from '@marketplace/i18n';

interface PageState {
  pathname: string;
  stored: string | null;
  browserLanguage: string;
  storageBlocked?: boolean;
}

/** Runs the script against a minimal page; returns the language it showed (null: nothing shown). */
function runFirstPaint({ pathname, stored, browserLanguage, storageBlocked = false }: PageState) {
  let shown: string | null = null;
  const documentElement = { lang: 'en' };
  const template = (language: string) => ({
    content: { cloneNode: () => ({ language }) },
  });
  const document = {
    documentElement,
    getElementById: (id: string) => {
      if (id === PRERENDER_CONTAINER_ID)
        return { appendChild: (node: { language: string }) => (shown = node.language) };
      for (const language of ['en', 'pt'])
        if (id === prerenderTemplateId(language)) return template(language);
      return null;
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageBlocked) throw new Error('SecurityError');
      return key === 'marketplace.language' ? stored : null;
    },
  };
  new Function('location', 'localStorage', 'navigator', 'document', FIRST_PAINT_SCRIPT)(
    { pathname },
    localStorage,
    { language: browserLanguage },
    document,
  );
  return { shown, lang: documentElement.lang };
}

describe('first paint of /auth from index.html', () => {
  it.each([
    [null, 'pt-BR'],
    [null, 'pt'],
    [null, 'en-US'],
    [null, 'de-DE'],
    ['pt', 'en-US'],
    ['en', 'pt-BR'],
    ['fr', 'pt-PT'],
    ['', 'en-GB'],
  ])('stored %p, browser %p: the language the app picks', (stored, browserLanguage) => {
    const { shown, lang } = runFirstPaint({ pathname: '/auth', stored, browserLanguage });
    expect(shown).toBe(pickLanguage(stored, browserLanguage));
    expect(lang).toBe(shown === 'pt' ? 'pt-BR' : 'en');
  });

  it('falls back to the browser language when storage is blocked, as the app does', () => {
    expect(
      runFirstPaint({ pathname: '/auth', stored: 'en', browserLanguage: 'pt-BR', storageBlocked: true })
        .shown,
    ).toBe('pt');
  });

  it.each(['/', '/buyer/rounds', '/auth/forgot-password', '/authx', '/profile'])(
    'shows nothing on %s (index.html is every route’s page)',
    (pathname) => {
      expect(runFirstPaint({ pathname, stored: null, browserLanguage: 'en-US' }).shown).toBeNull();
    },
  );
});
