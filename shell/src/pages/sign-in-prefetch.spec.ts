import { SIGN_IN_PREFETCH_ASSETS_ID, SIGNED_IN_ASSETS_ID } from '@marketplace/contracts/first-paint';
import { prefetchWanted, signInPrefetchUrls } from './sign-in-prefetch';

/** The parts of index.html the sign-in page reads: its file lists (by id), beside antd's stylesheet meta. */
function indexHtml({ lists = {}, antdStyles }: { lists?: Record<string, string>; antdStyles?: string }) {
  return {
    getElementById: (id: string) => (id in lists ? { textContent: lists[id] } : null),
    querySelector: (selector: string) =>
      selector === 'meta[name="antd-styles"]' && antdStyles ? { content: antdStyles } : null,
  } as unknown as Document;
}

describe('what the sign-in page prefetches', () => {
  it('the signed-in layout’s files, then the landing route’s, each once; not antd’s stylesheet (the dashboards draw no antd)', () => {
    const doc = indexHtml({
      lists: {
        [SIGNED_IN_ASSETS_ID]: JSON.stringify(['/signed-in-layout.1.js', '/route-area.2.js']),
        [SIGN_IN_PREFETCH_ASSETS_ID]: JSON.stringify(['/route-landing.3.js', '/route-area.2.js']),
      },
      antdStyles: '/antd-styles.4.css',
    });
    expect(signInPrefetchUrls(doc)).toEqual([
      '/signed-in-layout.1.js',
      '/route-area.2.js',
      '/route-landing.3.js',
    ]);
  });

  it('nothing where the build wrote no lists (development), and no entry that is not a file name', () => {
    expect(signInPrefetchUrls(indexHtml({}))).toEqual([]);
    const doc = indexHtml({
      lists: { [SIGNED_IN_ASSETS_ID]: '{not json', [SIGN_IN_PREFETCH_ASSETS_ID]: '["/a.js", 7, null]' },
    });
    expect(signInPrefetchUrls(doc)).toEqual(['/a.js']);
  });
});

describe('whether the sign-in page prefetches at all', () => {
  it('yes on a connection that says nothing, and on 3G or faster', () => {
    expect(prefetchWanted({})).toBe(true);
    expect(prefetchWanted({ connection: { effectiveType: '3g', saveData: false } })).toBe(true);
    expect(prefetchWanted({ connection: { effectiveType: '4g' } })).toBe(true);
  });

  it('no for a visitor who asked to save data, or on 2G: one who does not sign in would pay for it', () => {
    expect(prefetchWanted({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(prefetchWanted({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchWanted({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });
});
