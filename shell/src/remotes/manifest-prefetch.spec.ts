import { EARLY_FETCH_GLOBAL } from '@marketplace/contracts/first-paint';
import { prefetchedFirstLoad, prefetchRemoteManifest, takePrefetchedManifest } from './manifest-prefetch';

const REMOTES = {
  mfe_buyer: '/remotes/buyer/mf-manifest.json',
  mfe_supplier: '/remotes/supplier/mf-manifest.json',
  mfe_admin: '/remotes/admin/mf-manifest.json',
};
const MANIFEST = {
  metaData: { firstLoad: { area: ['area.1.js'], pages: { index: ['page-index.2.js'] } } },
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('reading a remote’s manifest ahead', () => {
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    Object.assign(globalThis, {
      window: { location: { href: 'http://shop.test/auth' } },
      fetch: async (url: string) => {
        fetched.push(url);
        return url === '/remotes.json' ? json(REMOTES) : json(MANIFEST);
      },
    });
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
    globalThis.fetch = realFetch;
  });

  it('reads it once per page: a second start (the landing route after signing in) keeps the first read and its file list', async () => {
    const manifestUrl = 'http://shop.test/remotes/buyer/mf-manifest.json';
    prefetchRemoteManifest('mfe_buyer');
    const first = prefetchedFirstLoad('mfe_buyer');
    await first;
    // The Module Federation runtime takes the response, as when the remote's entry loads…
    expect(takePrefetchedManifest(manifestUrl)).toBeDefined();
    // …and then the landing route starts the same remote again.
    prefetchRemoteManifest('mfe_buyer');
    expect(prefetchedFirstLoad('mfe_buyer')).toBe(first);
    expect(fetched.filter((url) => url === manifestUrl)).toHaveLength(1);
    expect(await first).toEqual({ manifestUrl, firstLoad: { ...MANIFEST.metaData.firstLoad } });
  });

  it('takes the manifest the edge handed over with a server-rendered page instead of reading it again', async () => {
    const handed = { metaData: { firstLoad: { area: ['area.9.js'], pages: {} } } };
    const page = (globalThis as unknown as { window: Record<string, unknown> }).window;
    page[EARLY_FETCH_GLOBAL] = { '/remotes/supplier/mf-manifest.json': Promise.resolve(json(handed)) };
    prefetchRemoteManifest('mfe_supplier');
    const manifestUrl = 'http://shop.test/remotes/supplier/mf-manifest.json';
    expect(await prefetchedFirstLoad('mfe_supplier')).toEqual({
      manifestUrl,
      firstLoad: handed.metaData.firstLoad,
    });
    expect(fetched).not.toContain(manifestUrl);
    // The Module Federation runtime is handed the same answer.
    expect(await (await takePrefetchedManifest(manifestUrl))?.json()).toEqual(handed);
  });
});
