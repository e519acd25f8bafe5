import { EARLY_FETCH_GLOBAL } from '@marketplace/contracts/first-paint';
import { firstReadUrl, firstReadUrls, startFirstRead, type AreaFirstReads } from './first-read';

const area: AreaFirstReads = {
  basePath: '/supplier',
  apiBase: '/api/supplier',
  reads: { '': { url: '/dashboard' }, sales: { url: '/sales', params: { limit: 20, q: undefined } } },
};

describe("a role area's first reads", () => {
  it.each([
    ['/supplier', '/api/supplier/dashboard'],
    ['/', '/api/supplier/dashboard'], // the role landing shows the area's root
    ['/supplier/sales', '/api/supplier/sales?limit=20'],
    ['/supplier/sales/123', '/api/supplier/sales?limit=20'],
    ['/supplier/products', null],
  ])('%s reads %p first', (pathname, url) => {
    expect(firstReadUrl(pathname, area)).toBe(url);
  });

  it('lists every page’s first read for the manifest, the root as `index`, with the same URLs', () => {
    expect(firstReadUrls(area)).toEqual({
      index: '/api/supplier/dashboard',
      sales: '/api/supplier/sales?limit=20',
    });
    expect(firstReadUrls(area).sales).toBe(firstReadUrl('/supplier/sales', area));
  });

  it('starts that read in the page (and nothing for a page without one)', () => {
    const holder = globalThis as unknown as Record<string, unknown>;
    holder.window = globalThis;
    jest.useFakeTimers(); // the read's one-minute expiry
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    try {
      startFirstRead('/supplier/products', area);
      expect(fetchSpy).not.toHaveBeenCalled();
      startFirstRead('/supplier', area);
      expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/supplier/dashboard']);
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
      delete holder.window;
      delete holder[EARLY_FETCH_GLOBAL];
    }
  });
});
