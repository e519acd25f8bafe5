/**
 * The shell's server view (libs/contracts/src/server-view.ts): the signed-in layout around the
 * area's page, for the edge to put into index.html's app root, where the app hydrates it. The area's module and the reads are stand-ins
 * here (the edge's spec covers the module loading, the browser tests the page painted from it).
 */
import { userProfile } from '@marketplace/contracts/fixtures';
import type { AreaServerView, SignedInViewRequest } from '@marketplace/contracts/server-view';
import { areaRoleOf, renderSignedInView } from './first-view';

const buyer = userProfile({
  authId: 'a1',
  name: 'Bea <Buyer>',
  email: 'bea@example.com',
  companyId: 'c1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The browser's time zone, as the app tells the server (TIME_ZONE_COOKIE). */
const TZ = 'mp_tz=America%2FSao_Paulo';

const AREA_PAGE = '<div class="area-page">Explore <b>rounds</b> $& $1</div>';

function request(overrides: Partial<SignedInViewRequest> = {}) {
  const reads: string[] = [];
  const areaRequests: unknown[] = [];
  const area: AreaServerView = {
    renderAreaPage: async (req) => {
      areaRequests.push({ path: req.path, language: req.language, timeZone: req.timeZone });
      return {
        html: AREA_PAGE,
        hydration: { loaderData: { rounds: { note: '</div> & "quoted"' } }, renderedAt: 0 },
        antd: false,
      };
    },
  };
  const req: SignedInViewRequest = {
    path: '/buyer/rounds',
    uiCookies: TZ,
    acceptLanguage: 'en-US,en;q=0.9',
    read: async (url) => {
      reads.push(url);
      return url === '/api/identity/profile/me' ? buyer : undefined;
    },
    loadArea: async (role) => (role === 'buyer' ? area : null),
    ...overrides,
  };
  return { req, reads, areaRequests };
}

describe('the signed-in page rendered on the server', () => {
  it('draws the layout the app hydrates, with the person’s name, and the area’s page in its outlet as it is, for the remote to hydrate', async () => {
    const { req, areaRequests } = request();
    const view = await renderSignedInView(req);
    expect(view).not.toBeNull();
    expect(view!.lang).toBe('en');
    const html = view!.html!;
    expect(html).toContain('Welcome, Bea &lt;Buyer&gt; (Buyer)');
    // The area's HTML goes in as it is (no `$&` replacement patterns applied), in the outlet's
    // host, in a container RemoteOutlet finds by the area's path, inert until the page is hydrated.
    expect(html).toMatch(
      /class="remote-outlet" data-testid="remote-mfe_buyer" data-phase="loading"><div><div class="remote-container" data-server-area="\/buyer" data-area-hydration="[^"]*" inert=""><div class="area-page">Explore <b>rounds<\/b> \$& \$1<\/div><\/div><\/div><\/div>/,
    );
    // The area router's hydration data rides on the container, escaped for its attribute.
    expect(html).toContain(
      'data-area-hydration="{&quot;loaderData&quot;:{&quot;rounds&quot;:{&quot;note&quot;:&quot;&lt;/div&gt; &amp; \\&quot;quoted\\&quot;&quot;}},&quot;renderedAt&quot;:0}"',
    );
    expect(html).toContain('aria-current="page" data-testid="nav-buyer-rounds" href="/buyer/rounds"');
    // The app's own layout, which it hydrates: its test ids and all.
    expect(html).toContain('data-testid="sidebar"');
    expect(html).toContain('data-testid="sign-out"');
    // The light widgets' stylesheet comes with it: the kit's code that adds it has not run yet.
    expect(view!.style).toMatch(/^<style>\s*\.mk-icon\{/);
    // A page without a table carries no table sheet.
    expect(view!.style).not.toContain('.mk-table-scroll');
    expect(areaRequests).toEqual([{ path: '/buyer/rounds', language: 'en', timeZone: 'America/Sao_Paulo' }]);
  });

  it('brings the sheets of the list widgets the page draws, and only those, so the page is laid out before its scripts run', async () => {
    const withWidgets = (html: string) =>
      request({
        loadArea: async () => ({
          renderAreaPage: async () => ({ html, hydration: { loaderData: {}, renderedAt: 0 }, antd: false }),
        }),
      }).req;
    const list = await renderSignedInView(
      withWidgets(
        '<div class="mk-list-tools"><select class="mk-select"></select></div><table class="mk-table"></table>',
      ),
    );
    expect(list!.style).toContain('.mk-table-scroll{');
    expect(list!.style).toContain('.mk-select{');
    expect(list!.style).not.toContain('.mk-menu{');
    expect(list!.style).not.toContain('.mk-page-header{');
    // One copy of a sheet that several widgets need.
    expect(list!.style?.split('.mk-select{')).toHaveLength(2);
    const header = await renderSignedInView(withWidgets('<div class="mk-page-header"><h2>Rounds</h2></div>'));
    expect(header!.style).toContain('.mk-page-header{');
    expect(header!.style).not.toContain('.mk-table-scroll{');
  });

  it('speaks the language the browser chose (its cookie), else the first of Accept-Language', async () => {
    const byCookie = await renderSignedInView(
      request({ uiCookies: `sidebar_state=true; marketplace.language=pt; ${TZ}`, acceptLanguage: 'en-US' })
        .req,
    );
    expect(byCookie!.lang).toBe('pt-BR');
    expect(byCookie!.html).toContain('Bem-vindo(a), Bea &lt;Buyer&gt; (Comprador)');
    const byHeader = await renderSignedInView(request({ acceptLanguage: 'pt-BR,pt;q=0.9,en;q=0.8' }).req);
    expect(byHeader!.lang).toBe('pt-BR');
    const english = await renderSignedInView(
      request({ uiCookies: `marketplace.language=en; ${TZ}`, acceptLanguage: 'pt-BR' }).req,
    );
    expect(english!.html).toContain('Welcome, Bea');
  });

  it('draws the sidebar as the person left it (its cookie)', async () => {
    const collapsed = await renderSignedInView(request({ uiCookies: `sidebar_state=false; ${TZ}` }).req);
    expect(collapsed!.html).toContain('data-state="collapsed"');
    const expanded = await renderSignedInView(request().req);
    expect(expanded!.html).toContain('data-state="expanded"');
  });

  it('renders nothing for a session of another role (the app shows that address’s refusal)', async () => {
    const { req } = request({
      read: async (url) => (url === '/api/identity/profile/me' ? { ...buyer, role: 'supplier' } : undefined),
    });
    expect(await renderSignedInView(req)).toBeNull();
  });

  it('renders nothing without a profile (signed out, expired session, service down)', async () => {
    expect(await renderSignedInView(request({ read: async () => undefined }).req)).toBeNull();
    expect(
      await renderSignedInView(request({ read: async () => ({ name: 'not a profile' }) }).req),
    ).toBeNull();
  });

  it('draws no page when the area has no module or no view of that page, but says the person may see it', async () => {
    // html null: the edge sends index.html with the profile it read and the area's next files.
    expect(await renderSignedInView(request({ loadArea: async () => null }).req)).toEqual({
      html: null,
      lang: 'en',
    });
    expect(
      await renderSignedInView(request({ loadArea: async () => ({ renderAreaPage: async () => null }) }).req),
    ).toEqual({ html: null, lang: 'en' });
  });

  it('draws no page without the browser’s time zone (or with one no zone is called), and does not ask the area', async () => {
    for (const uiCookies of ['', 'mp_tz=Mars%2FOlympus', 'mp_tz=%E0%A4%A']) {
      const { req, areaRequests } = request({ uiCookies });
      expect(await renderSignedInView(req)).toEqual({ html: null, lang: 'en' });
      expect(areaRequests).toEqual([]);
    }
  });

  it('renders nothing outside the role areas', async () => {
    for (const path of ['/', '/auth', '/profile', '/buyers']) {
      const { req, reads } = request({ path });
      expect(await renderSignedInView(req)).toBeNull();
      expect(reads).toEqual([]);
    }
  });

  it('knows each role’s area by its address', () => {
    expect(areaRoleOf('/buyer')).toBe('buyer');
    expect(areaRoleOf('/buyer/rounds')).toBe('buyer');
    expect(areaRoleOf('/supplier/sales')).toBe('supplier');
    expect(areaRoleOf('/admin/users')).toBe('admin');
    expect(areaRoleOf('/buyers')).toBeNull();
  });
});
