import { exposedModuleUrls, firstLoadUrls, manifestEntryUrl, readFirstLoad } from './first-load';

const MANIFEST = 'http://localhost:8080/remotes/buyer/mf-manifest.json';
const firstLoad = {
  area: ['area.1.js', 'redux.2.js'],
  pages: { index: ['shared.3.js', 'page-index.4.js'], rounds: ['shared.3.js', 'page-rounds.5.js'] },
};

describe("a remote's first load, read from its manifest", () => {
  it('lists the app’s files and those of the page at the address, next to the manifest', () => {
    expect(firstLoadUrls(firstLoad, MANIFEST, '/buyer/rounds', '/buyer')).toEqual([
      'http://localhost:8080/remotes/buyer/area.1.js',
      'http://localhost:8080/remotes/buyer/redux.2.js',
      'http://localhost:8080/remotes/buyer/shared.3.js',
      'http://localhost:8080/remotes/buyer/page-rounds.5.js',
    ]);
    // Deeper addresses of a page load the same page.
    expect(firstLoadUrls(firstLoad, MANIFEST, '/buyer/rounds/42', '/buyer')).toContain(
      'http://localhost:8080/remotes/buyer/page-rounds.5.js',
    );
  });

  it.each(['/buyer', '/buyer/', '/'])(
    'on %s it is the dashboard (the area’s own address, or the landing)',
    (path) => {
      expect(firstLoadUrls(firstLoad, MANIFEST, path, '/buyer')).toContain(
        'http://localhost:8080/remotes/buyer/page-index.4.js',
      );
    },
  );

  it('an address the remote has no page for gets the app only', () => {
    expect(firstLoadUrls(firstLoad, MANIFEST, '/buyer/nowhere', '/buyer')).toEqual([
      'http://localhost:8080/remotes/buyer/area.1.js',
      'http://localhost:8080/remotes/buyer/redux.2.js',
    ]);
    expect(firstLoadUrls(firstLoad, MANIFEST, '/buyer/constructor', '/buyer')).toHaveLength(2);
  });

  it('files on another origin stay there (a remote deployed elsewhere)', () => {
    expect(
      firstLoadUrls(firstLoad, 'https://cdn.example/buyer/v2/mf-manifest.json', '/buyer', '/buyer')[0],
    ).toBe('https://cdn.example/buyer/v2/area.1.js');
  });

  it('reads it from the manifest, and nothing from one without it or with a broken one', () => {
    expect(readFirstLoad({ metaData: { firstLoad } })).toEqual(firstLoad);
    expect(readFirstLoad({ metaData: {} })).toBeNull();
    expect(readFirstLoad(null)).toBeNull();
    expect(readFirstLoad({ metaData: { firstLoad: { area: 'area.js', pages: {} } } })).toBeNull();
    expect(readFirstLoad({ metaData: { firstLoad: { area: [], pages: { rounds: [1] } } } })).toBeNull();
  });

  it('finds the entry script where the Module Federation runtime looks for it', () => {
    const entry = (remoteEntry: object, publicPath = 'auto') =>
      manifestEntryUrl({ metaData: { publicPath, remoteEntry } }, MANIFEST);
    expect(entry({ name: 'remoteEntry.js', path: '' })).toBe(
      'http://localhost:8080/remotes/buyer/remoteEntry.js',
    );
    expect(entry({ name: 'remoteEntry.js', path: './entry/' })).toBe(
      'http://localhost:8080/remotes/buyer/entry/remoteEntry.js',
    );
    // A public path of its own, or no entry named: the edge names nothing rather than a wrong file.
    expect(entry({ name: 'remoteEntry.js', path: '' }, 'https://cdn.example/')).toBeNull();
    expect(entry({ path: '' })).toBeNull();
    expect(manifestEntryUrl(null, MANIFEST)).toBeNull();
  });

  it('lists the files the entry loads first for an exposed module', () => {
    const manifest = {
      exposes: [
        { name: 'app', assets: { js: { sync: ['__federation_expose_app.1.js'], async: ['area.1.js'] } } },
        { name: 'other', assets: { js: { sync: ['other.js'] } } },
      ],
    };
    expect(exposedModuleUrls(manifest, MANIFEST, 'app')).toEqual([
      'http://localhost:8080/remotes/buyer/__federation_expose_app.1.js',
    ]);
    expect(exposedModuleUrls(manifest, MANIFEST, 'missing')).toEqual([]);
    expect(
      exposedModuleUrls({ exposes: [{ name: 'app', assets: { js: { sync: [3] } } }] }, MANIFEST, 'app'),
    ).toEqual([]);
    expect(exposedModuleUrls(null, MANIFEST, 'app')).toEqual([]);
  });
});
