/**
 * The inline scripts of index.html (libs/contracts/src/first-paint.ts): the one that shows a
 * prerendered page (the sign-in page on /auth, the welcome on a role area's address; in the
 * language the app itself will pick: pickLanguage),
 * and the one that starts each kind of address's first load from the head (a role area's, or the
 * sign-in page's).
 */
import {
  EARLY_FETCHES,
  EARLY_FETCH_GLOBAL,
  FIRST_PAINT_SCRIPT,
  PRERENDERED_PAGES,
  PRERENDER_CONTAINER_ID,
  SIGNED_IN_ASSETS_ID,
  SIGNED_OUT_ASSETS_ID,
  EARLY_LOAD_SCRIPT,
  prerenderTemplateId,
} from '@marketplace/contracts/first-paint';
import { pickLanguage } from '@marketplace/i18n';

interface PageState {
  pathname: string;
  stored: string | null;
  browserLanguage: string;
  storageBlocked?: boolean;
  /** The edge has rendered the signed-in page into the container (server-view.ts). */
  serverView?: boolean;
}

/**
 * Runs the script against a minimal page; returns the language and the page it showed (null:
 * nothing shown).
 */
function runFirstPaint({
  pathname,
  stored,
  browserLanguage,
  storageBlocked = false,
  serverView = false,
}: PageState) {
  let shown: string | null = null;
  let shownPage: string | null = null;
  const documentElement = { lang: 'en' };
  const template = (page: string, language: string) => ({
    content: { cloneNode: () => ({ page, language }) },
  });
  const document = {
    documentElement,
    getElementById: (id: string) => {
      if (id === PRERENDER_CONTAINER_ID)
        return {
          firstChild: serverView ? { nodeName: 'DIV' } : null,
          appendChild: (node: { page: string; language: string }) => {
            shown = node.language;
            shownPage = node.page;
          },
        };
      for (const page of PRERENDERED_PAGES)
        for (const language of ['en', 'pt'])
          if (id === prerenderTemplateId(page, language)) return template(page, language);
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
  return { shown, page: shownPage, lang: documentElement.lang };
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

  it.each(['/', '/auth/forgot-password', '/authx', '/profile', '/buyers', '/administrator'])(
    'shows nothing on %s (index.html is every route’s page)',
    (pathname) => {
      expect(runFirstPaint({ pathname, stored: null, browserLanguage: 'en-US' }).shown).toBeNull();
    },
  );
});

describe('first paint of a role area from index.html: the welcome while it loads', () => {
  it('leaves the page the server rendered into the container as it is (no welcome over it)', () => {
    expect(
      runFirstPaint({ pathname: '/buyer/rounds', stored: 'pt', browserLanguage: 'pt-BR', serverView: true }),
    ).toEqual({ shown: null, page: null, lang: 'en' });
  });

  it.each(['/buyer', '/buyer/rounds', '/supplier/', '/supplier/sales', '/admin/users'])(
    'on %s: the welcome, in the language the app picks',
    (pathname) => {
      expect(runFirstPaint({ pathname, stored: null, browserLanguage: 'pt-BR' })).toEqual({
        shown: 'pt',
        page: 'welcome',
        lang: 'pt-BR',
      });
      expect(runFirstPaint({ pathname, stored: 'en', browserLanguage: 'pt-BR' })).toMatchObject({
        shown: 'en',
        page: 'welcome',
      });
    },
  );

  it('/auth still shows the sign-in page', () => {
    expect(runFirstPaint({ pathname: '/auth', stored: null, browserLanguage: 'en-US' }).page).toBe('auth');
  });
});

describe("the first load starts from index.html's head", () => {
  /** Runs the early script on `pathname`; returns what it fetched and preloaded. */
  function runEarly(
    pathname: string,
    assets: string | null = '["/antd-ui.1.js","/antd-styles.2.css"]',
    signedOutAssets: string | null = '["/route-auth.3.js"]',
  ) {
    const fetched: Array<{ url: string; init: RequestInit }> = [];
    const preloaded: Array<{ rel: string; as: string; href: string }> = [];
    const window: Record<string, unknown> = {};
    const document = {
      getElementById: (id: string) => {
        const text =
          id === SIGNED_IN_ASSETS_ID ? assets : id === SIGNED_OUT_ASSETS_ID ? signedOutAssets : null;
        return text === null ? null : { textContent: text };
      },
      createElement: () => ({ rel: '', as: '', href: '' }),
      head: { appendChild: (link: { rel: string; as: string; href: string }) => preloaded.push(link) },
    };
    const fetch = (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return Promise.resolve(new Response('{}', { status: url.includes('profile') ? 401 : 200 }));
    };
    new Function('location', 'window', 'document', 'fetch', EARLY_LOAD_SCRIPT)(
      { pathname },
      window,
      document,
      fetch,
    );
    return {
      fetched,
      preloaded,
      early: window[EARLY_FETCH_GLOBAL] as Record<string, Promise<Response>> | undefined,
    };
  }

  it.each(['/buyer', '/buyer/rounds', '/supplier/sales', '/admin/users'])(
    'on %s: reads the profile and /remotes.json, preloads the layout’s files',
    async (pathname) => {
      const { fetched, preloaded, early } = runEarly(pathname);
      expect(fetched.map((f) => f.url)).toEqual([EARLY_FETCHES.profile, EARLY_FETCHES.remotes]);
      expect(fetched[0]!.init.credentials).toBe('include');
      expect(preloaded).toEqual([
        { rel: 'preload', as: 'script', href: '/antd-ui.1.js' },
        { rel: 'preload', as: 'style', href: '/antd-styles.2.css' },
      ]);
      // The shell takes the responses by URL.
      expect((await early![EARLY_FETCHES.profile])?.status).toBe(401);
      expect((await early![EARLY_FETCHES.remotes])?.status).toBe(200);
    },
  );

  it.each(['/', '/auth', '/profile', '/buyers', '/auth/forgot-password'])(
    'on %s: preloads the sign-in page’s files only (a visitor who may be signed out gets nothing of the signed-in product)',
    (pathname) => {
      const { fetched, preloaded, early } = runEarly(pathname);
      expect(fetched).toEqual([]);
      expect(preloaded).toEqual([{ rel: 'preload', as: 'script', href: '/route-auth.3.js' }]);
      expect(early).toBeUndefined();
    },
  );

  it('still reads early when the build wrote no list, or a broken one', () => {
    expect(runEarly('/buyer', null).fetched).toHaveLength(2);
    expect(runEarly('/buyer', '[not json').preloaded).toEqual([]);
    expect(runEarly('/auth', null, null).preloaded).toEqual([]);
    expect(runEarly('/auth', null, '[not json').preloaded).toEqual([]);
  });
});
