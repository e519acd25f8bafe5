/**
 * The server-rendered first view of a role area's page (libs/contracts/src/server-view.ts):
 * the edge loads the builds' server view modules, lets them read the services with the visitor's
 * session, and writes the view into index.html — or sends index.html as it is, whatever goes wrong.
 * The modules here are small CommonJS stand-ins for what the builds write.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { listenOnFreePort as listen, closeServer as close } from '@marketplace/service-kit/testing';
import { createEdgeApp } from './app';
import { loadEdgeConfig } from './config';
import {
  injectServerReads,
  injectServerView,
  recordedReads,
  scriptSafeJson,
  isServerModulePath,
  WatchedUrl,
  withoutSessionCookies,
  loadServerModule,
  SERVER_MODULE_DIR,
  moduleVersion,
} from './server-view';

type Seen = { url: string; headers: http.IncomingHttpHeaders };

/** index.html as the shell's build writes it: the empty prerender container before `#root`. */
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head><title>Marketplace</title></head>',
  '  <body>',
  '    <div id="prerendered-page"></div>',
  '    <template id="prerendered-welcome-en"><p>Welcome</p></template>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

/**
 * The shell's module: reads the profile, asks the area of the profile's role for the page, and
 * shows what it was given (so the specs can see it).
 */
const SHELL_MODULE = `
const { createHash } = require('node:crypto');
exports.renderSignedInView = async function (request) {
  const profile = await request.read('/api/identity/profile/me');
  if (!profile) return null;
  const area = await request.loadArea(profile.role);
  if (!area) return null;
  const language = profile.language;
  const page = await area.renderAreaPage({ path: request.path, language, read: request.read });
  if (page === null) return null;
  return {
    html: '<nav>' + profile.name + '</nav><main>' + page + '</main>' +
      '<p id="ui">' + request.uiCookies + '</p><p id="al">' + request.acceptLanguage + '</p>' +
      '<p id="hash">' + createHash('sha1').update('x').digest('hex').length + '</p>',
    lang: language === 'pt' ? 'pt-BR' : 'en',
  };
};
`;

/** The buyer area's module: its rounds page from the buyer service, nothing elsewhere. */
const BUYER_MODULE = `
exports.renderAreaPage = async function ({ path, language, read }) {
  if (path !== '/buyer/rounds') return null;
  const rounds = await read('/api/buyer/rounds?status=open');
  if (!rounds) return null;
  return '<h1>' + (language === 'pt' ? 'Rodadas' : 'Rounds') + '</h1><ul>' +
    rounds.items.map((r) => '<li>' + r.name + '</li>').join('') + '</ul>';
};
`;

const SESSION = 'mp_access=buyer-token; mp_refresh=refresh-token';

let tmp: string;
let identity: http.Server;
let buyer: http.Server;
let identityUrl: string;
let buyerUrl: string;
const seen: Record<'identity' | 'buyer', Seen[]> = { identity: [], buyer: [] };
let site = 0;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-server-view-'));
  // Stand-ins for the identity and buyer services: they answer the buyer's session only.
  identity = http.createServer((req, res) => {
    seen.identity.push({ url: req.url ?? '', headers: req.headers });
    if (!String(req.headers.cookie).includes('mp_access=buyer-token')) {
      res.writeHead(401, { 'content-type': 'application/problem+json' });
      return res.end('{"status":401}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ role: 'buyer', name: 'Ana', language: 'pt' }));
  });
  buyer = http.createServer((req, res) => {
    seen.buyer.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/fails') {
      res.writeHead(500, { 'content-type': 'application/problem+json' });
      return res.end('{"status":500}');
    }
    if (req.url === '/not-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{not json');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ items: [{ name: 'Coffee' }, { name: 'Tea' }], url: req.url }));
  });
  [identityUrl, buyerUrl] = await Promise.all([listen(identity), listen(buyer)]);
});

afterAll(async () => {
  await Promise.all([close(identity), close(buyer)]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  seen.identity.length = 0;
  seen.buyer.length = 0;
});

/** A fresh set of local builds (the shell's and the buyer's modules as given; null: none). */
function builds(modules: { shell?: string | null; buyer?: string | null } = {}) {
  const dir = path.join(tmp, `site-${++site}`);
  for (const app of ['shell', 'buyer', 'supplier', 'admin'])
    fs.mkdirSync(path.join(dir, app, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell/index.html'), INDEX_HTML);
  const shell = modules.shell === undefined ? SHELL_MODULE : modules.shell;
  const area = modules.buyer === undefined ? BUYER_MODULE : modules.buyer;
  if (shell !== null) fs.writeFileSync(path.join(dir, 'shell/server/first-view.js'), shell);
  if (area !== null) fs.writeFileSync(path.join(dir, 'buyer/server/first-view.js'), area);
  return dir;
}

function edge(dir: string, env: NodeJS.ProcessEnv = {}, logger?: Logger) {
  return edgeWithMetrics(dir, env, logger).app;
}

/** The edge and its metrics listener's app. */
function edgeWithMetrics(dir: string, env: NodeJS.ProcessEnv = {}, logger?: Logger) {
  return createEdgeApp(
    loadEdgeConfig({
      SHELL_DIST: path.join(dir, 'shell'),
      MFE_BUYER_DIST: path.join(dir, 'buyer'),
      MFE_SUPPLIER_DIST: path.join(dir, 'supplier'),
      MFE_ADMIN_DIST: path.join(dir, 'admin'),
      IDENTITY_URL: identityUrl,
      BUYER_URL: buyerUrl,
      EDGE_PUBLIC_HOSTS: '127.0.0.1',
      PUBLIC_ORIGINS: 'http://shop.example.com',
      ...env,
    }),
    logger,
  );
}

/** `edge_server_view_fallbacks_total` by reason, as Prometheus reads it. */
async function fallbacksCounted(metricsApp: Express): Promise<Record<string, number>> {
  const text = (await request(metricsApp).get('/metrics').expect(200)).text;
  return Object.fromEntries(
    [...text.matchAll(/^edge_server_view_fallbacks_total\{reason="([^"]+)"[^}]*\} (\d+)$/gm)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
}

/** A logger keeping the warnings it is given. */
function warningsLogger(): { logger: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg) });
  return { logger, warnings };
}

/** The buyer remote's manifest in `dir`, listing its entry, its area file and each page's files. */
function writeBuyerManifest(dir: string, pages: Record<string, string[]>): void {
  fs.writeFileSync(
    path.join(dir, 'buyer/mf-manifest.json'),
    JSON.stringify({
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        firstLoad: { area: ['area.1.js'], pages },
      },
    }),
  );
}

/** index.html sent as it is, as without server views. */
function expectPlain(res: request.Response): void {
  expect(res.text).toBe(INDEX_HTML);
  expect(res.headers['cache-control']).toBe('no-cache');
}

describe('server view of a role area page (local builds)', () => {
  it("writes a signed-in browser's page into index.html, in its language, never cached", async () => {
    const app = edge(builds());
    const res = await request(app)
      .get('/buyer/rounds')
      .set('Cookie', SESSION)
      .set('Accept-Language', 'pt-BR,pt;q=0.9')
      .expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/\bCookie\b/);
    expect(res.text).toContain('<html lang="pt-BR">');
    expect(res.text).toContain(
      '<div id="root" data-server-view><nav>Ana</nav><main><h1>Rodadas</h1><ul><li>Coffee</li><li>Tea</li></ul></main>',
    );
    // No prerender container: index.html's first-paint script paints no welcome over the page.
    expect(res.text).not.toContain('id="prerendered-page"');
    // The module runs with Node's built-ins, and is handed the request's language header.
    expect(res.text).toContain('<p id="hash">40</p>');
    expect(res.text).toContain('<p id="al">pt-BR,pt;q=0.9</p>');
    // The rest of index.html is untouched.
    expect(res.text).toContain('<template id="prerendered-welcome-en"><p>Welcome</p></template>');
    expect(seen.buyer.map((s) => s.url)).toEqual(['/rounds?status=open']);
    // The profile goes with it, first in <head>, for the app's first view to take instead of
    // reading it again; the page's own data travels as its router's hydration data, not here too.
    const reads = /<head><script type="application\/json" id="server-reads">(.*?)<\/script><title>/.exec(
      res.text,
    );
    expect(Object.keys(JSON.parse(reads![1]!))).toEqual(['/api/identity/profile/me']);
  });

  it("names what the area's page loads next: the remote's manifest handed over, its entry and the page's files preloaded", async () => {
    const dir = builds();
    const manifest = {
      exposes: [{ name: 'app', assets: { js: { sync: ['expose_app.4.js'], async: [] } } }],
      metaData: {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        firstLoad: {
          area: ['area.1.js'],
          pages: { rounds: ['page-rounds.2.js'], orders: ['x.3.js'] },
        },
      },
    };
    fs.writeFileSync(path.join(dir, 'buyer/mf-manifest.json'), JSON.stringify(manifest));
    const res = await request(edge(dir)).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    // After the page (the shell's own files, named in <head>, go first), the rounds page's only.
    expect(res.text).toContain(
      '<link rel="preload" as="script" href="/remotes/buyer/remoteEntry.js">' +
        '<link rel="preload" as="script" href="/remotes/buyer/expose_app.4.js">' +
        '<link rel="preload" as="script" href="/remotes/buyer/area.1.js">' +
        '<link rel="preload" as="script" href="/remotes/buyer/page-rounds.2.js"></body>',
    );
    const reads = JSON.parse(/id="server-reads">(.*?)<\/script>/.exec(res.text)![1]!);
    expect(reads['/remotes.json']).toMatchObject({ mfe_buyer: '/remotes/buyer/mf-manifest.json' });
    expect(reads['/remotes/buyer/mf-manifest.json']).toEqual(manifest);

    // A remote deployed elsewhere: the browser reads its manifest there, and nothing is named here.
    const elsewhere = await request(
      edge(dir, { REMOTE_BUYER_URL: 'https://cdn.example/buyer/mf-manifest.json' }),
    )
      .get('/buyer/rounds')
      .set('Cookie', SESSION)
      .expect(200);
    expect(elsewhere.text).toContain('<h1>Rodadas</h1>');
    expect(elsewhere.text).not.toContain('rel="preload"');
    expect(elsewhere.text).not.toContain('mf-manifest.json"');
  });

  it("sends index.html with the profile and the area's next files when the page has no server view", async () => {
    const dir = builds({
      shell: `exports.renderSignedInView = async (request) => {
        const profile = await request.read('/api/identity/profile/me');
        return profile ? { html: null, lang: 'en' } : null;
      };`,
    });
    writeBuyerManifest(dir, { index: ['page-index.2.js'] });
    const res = await request(edge(dir)).get('/buyer').set('Cookie', SESSION).expect(200);
    // The welcome is painted in the browser as without a view: the container stays empty.
    expect(res.text).toContain('<div id="prerendered-page"></div>');
    expect(res.text).toContain('href="/remotes/buyer/page-index.2.js"></body>');
    const reads = JSON.parse(/id="server-reads">(.*?)<\/script>/.exec(res.text)![1]!);
    // The page reads its own data: nothing of the area's is read here.
    expect(Object.keys(reads).sort()).toEqual([
      '/api/identity/profile/me',
      '/remotes.json',
      '/remotes/buyer/mf-manifest.json',
    ]);
    expect(seen.buyer).toEqual([]);
    // The person's profile is in it: never stored by a cache.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const app = edge(builds());
    const res = await request(app).head('/buyer/rounds').set('Cookie', SESSION).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });

  it('compresses the page like any other response', async () => {
    const app = edge(builds({ buyer: `exports.renderAreaPage = async () => '<p>row</p>'.repeat(500);` }));
    const res = await request(app)
      .get('/buyer/rounds')
      .set('Cookie', SESSION)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('<p>row</p>'.repeat(500));
  });

  it('sends index.html as it is to a browser without a session cookie', async () => {
    const app = edge(builds());
    expectPlain(await request(app).get('/buyer/rounds').expect(200));
    // The refresh cookie alone is no session for a page (it is never sent to one anyway).
    expectPlain(await request(app).get('/buyer/rounds').set('Cookie', 'mp_refresh=r; ui=1').expect(200));
    expect(seen.identity).toHaveLength(0);
  });

  it.each(['/', '/auth', '/auth/reset', '/buyers'])(
    'sends index.html as it is at %s, not a role area page',
    async (url) => {
      const app = edge(builds());
      expectPlain(await request(app).get(url).set('Cookie', SESSION).expect(200));
      expect(seen.identity).toHaveLength(0);
    },
  );

  it('sends index.html as it is when the session is not accepted or the module has no view', async () => {
    const app = edge(builds());
    expectPlain(await request(app).get('/buyer/rounds').set('Cookie', 'mp_access=expired').expect(200));
    // The buyer's module renders /buyer/rounds only.
    expectPlain(await request(app).get('/buyer/orders').set('Cookie', SESSION).expect(200));
    expect(seen.identity).toHaveLength(2);
  });

  it('sends index.html as it is when there is no module, or it answers null', async () => {
    expectPlain(
      await request(edge(builds({ shell: null })))
        .get('/buyer/rounds')
        .set('Cookie', SESSION),
    );
    expectPlain(
      await request(edge(builds({ buyer: null })))
        .get('/buyer/rounds')
        .set('Cookie', SESSION),
    );
    const none = builds({ shell: 'exports.renderSignedInView = async () => null;' });
    expectPlain(await request(edge(none)).get('/buyer/rounds').set('Cookie', SESSION));
  });

  it('sends index.html as it is when the module fails: rejects, throws while loading, or exports nothing', async () => {
    const modules = [
      'exports.renderSignedInView = async () => { throw new Error("boom"); };',
      'exports.renderSignedInView = () => { throw new Error("sync boom"); };',
      'throw new Error("cannot load");',
      'require("express"); exports.renderSignedInView = async () => ({ html: "x", lang: "en" });',
      'exports.somethingElse = 1;',
      'exports.renderSignedInView = async () => ({ html: 42 });',
      'this is not javascript',
    ];
    for (const shell of modules) {
      const { logger, warnings } = warningsLogger();
      const res = await request(edge(builds({ shell }), {}, logger))
        .get('/buyer/rounds')
        .set('Cookie', SESSION)
        .expect(200);
      expectPlain(res);
      // At error level (the logger keeps warnings and above): the module's failure, and the page's.
      expect(warnings).toContainEqual(
        expect.stringMatching(/^server view (module )?(failed|does not export)/),
      );
      expect(warnings.every((msg) => /^(no )?server view/.test(msg))).toBe(true);
    }
  });

  it('counts every fallback by reason for Prometheus, on the metrics listener only', async () => {
    const failing = builds({
      shell: 'exports.renderSignedInView = async () => { throw new Error("boom"); };',
    });
    const { app, metricsApp } = edgeWithMetrics(failing);
    expect(await fallbacksCounted(metricsApp)).toEqual({});
    await request(app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    await request(app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    // A page without a session wants no server view: no fallback.
    await request(app).get('/buyer/rounds').expect(200);
    expect(await fallbacksCounted(metricsApp)).toEqual({ failed: 2 });

    const missing = edgeWithMetrics(builds({ shell: null }));
    await request(missing.app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    expect(await fallbacksCounted(missing.metricsApp)).toEqual({ 'no-module': 1 });

    const slow = edgeWithMetrics(
      builds({
        shell: `exports.renderSignedInView = () => new Promise((resolve) =>
          setTimeout(() => resolve({ html: '<p>late</p>', lang: 'en' }), 1500).unref());`,
      }),
      { EDGE_SERVER_VIEW_BUDGET_MS: '100' },
    );
    await request(slow.app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    expect(await fallbacksCounted(slow.metricsApp)).toEqual({ 'over-budget': 1 });

    // A view rendered is no fallback; the public port has no /metrics.
    const working = edgeWithMetrics(builds());
    await request(working.app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    expect(await fallbacksCounted(working.metricsApp)).toEqual({});
    expect((await request(working.app).get('/metrics')).text).not.toContain(
      'edge_server_view_fallbacks_total',
    );
  });

  it('sends index.html as it is, at once, when the view takes longer than its budget', async () => {
    const slow = builds({
      shell: `exports.renderSignedInView = () => new Promise((resolve) =>
        setTimeout(() => resolve({ html: '<p>late</p>', lang: 'en' }), 1500).unref());`,
    });
    const started = Date.now();
    expectPlain(
      await request(edge(slow, { EDGE_SERVER_VIEW_BUDGET_MS: '100' }))
        .get('/buyer/rounds')
        .set('Cookie', SESSION)
        .expect(200),
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("gives a page past its budget the area's head start: its files preloaded, its manifest handed over", async () => {
    const dir = builds({
      shell: `exports.renderSignedInView = async (request) => {
        await request.read('/api/identity/profile/me');
        return new Promise((resolve) => setTimeout(() => resolve({ html: '<p>late</p>', lang: 'en' }), 1500).unref());
      };`,
    });
    writeBuyerManifest(dir, { rounds: ['page-rounds.2.js'] });
    const { app, metricsApp } = edgeWithMetrics(dir, { EDGE_SERVER_VIEW_BUDGET_MS: '300' });
    const res = await request(app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    // Not drawn here: the browser draws the page, but asks for the area's files with the shell's.
    expect(res.text).not.toContain('<p>late</p>');
    expect(res.text).toContain('<div id="prerendered-page"></div>');
    for (const file of ['remoteEntry.js', 'area.1.js', 'page-rounds.2.js'])
      expect(res.text).toContain(`<link rel="preload" as="script" href="/remotes/buyer/${file}">`);
    const reads = JSON.parse(/id="server-reads">(.*?)<\/script>/.exec(res.text)![1]!);
    expect(Object.keys(reads).sort()).toEqual([
      '/api/identity/profile/me',
      '/remotes.json',
      '/remotes/buyer/mf-manifest.json',
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Still a fallback: counted, a bug to fix.
    expect(await fallbacksCounted(metricsApp)).toEqual({ 'over-budget': 1 });
  });

  it('renders no server views with a budget of 0', async () => {
    const app = edge(builds(), { EDGE_SERVER_VIEW_BUDGET_MS: '0' });
    expectPlain(await request(app).get('/buyer/rounds').set('Cookie', SESSION).expect(200));
    expect(seen.identity).toHaveLength(0);
  });

  it("reads the services with the visitor's cookie, request id and forwarding headers", async () => {
    const app = edge(builds());
    await request(app)
      .get('/buyer/rounds')
      .set('Cookie', SESSION)
      .set('x-request-id', 'page-123')
      .set('X-Forwarded-For', '6.6.6.6')
      .expect(200);
    for (const got of [seen.identity[0]!, seen.buyer[0]!]) {
      expect(got.headers.cookie).toBe(SESSION);
      expect(got.headers['x-request-id']).toBe('page-123');
      expect(got.headers.accept).toBe('application/json');
      // As the proxy writes them: the address the edge sees, not what the client claimed.
      expect(got.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(got.headers['x-forwarded-proto']).toBe('http');
      expect(got.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    }
    expect(seen.identity[0]!.url).toBe('/profile/me');
  });

  it('reads a 200 JSON answer, and undefined for anything else', async () => {
    const probe = builds({
      shell: `exports.renderSignedInView = async ({ read }) => {
        const urls = ['/api/buyer/rounds?a=1', '/api/buyer/fails', '/api/buyer/not-json', '/api/buyer',
          '/api/nope/x', '/auth', 'http://127.0.0.1:1/api/buyer/x', '//evil.example/api/buyer/x',
          '/api/identity/metrics', '/api/buyer/../identity/profile/me'];
        const results = {};
        for (const url of urls) results[url] = (await read(url)) ?? 'undefined';
        return { html: JSON.stringify(results), lang: 'en' };
      };`,
    });
    const res = await request(edge(probe)).get('/buyer').set('Cookie', 'mp_access=expired').expect(200);
    const results = JSON.parse(/data-server-view>(.*)<\/div>\n/.exec(res.text)![1]!);
    expect(results).toEqual({
      '/api/buyer/rounds?a=1': { items: [{ name: 'Coffee' }, { name: 'Tea' }], url: '/rounds?a=1' },
      '/api/buyer/fails': 'undefined',
      '/api/buyer/not-json': 'undefined',
      '/api/buyer': { items: [{ name: 'Coffee' }, { name: 'Tea' }], url: '/' },
      '/api/nope/x': 'undefined',
      '/auth': 'undefined',
      'http://127.0.0.1:1/api/buyer/x': 'undefined',
      '//evil.example/api/buyer/x': 'undefined',
      '/api/identity/metrics': 'undefined',
      // 401: the identity service refused the session.
      '/api/buyer/../identity/profile/me': 'undefined',
    });
    expect(seen.buyer.map((s) => s.url)).toEqual(['/rounds?a=1', '/fails', '/not-json', '/']);
    expect(seen.identity.map((s) => s.url)).toEqual(['/profile/me']);
  });

  it("hands the module the page's own cookies, never the session's", async () => {
    const app = edge(builds());
    const res = await request(app)
      .get('/buyer/rounds')
      .set('Cookie', 'sidebar=collapsed; mp_access=buyer-token; lang=pt; mp_refresh=refresh-token')
      .expect(200);
    expect(res.text).toContain('<p id="ui">sidebar=collapsed; lang=pt</p>');
  });

  it('picks up a rebuilt module without a restart', async () => {
    const dir = builds({ buyer: `exports.renderAreaPage = async () => '<p>first build</p>';` });
    const app = edge(dir);
    expect((await request(app).get('/buyer/rounds').set('Cookie', SESSION)).text).toContain('first build');
    fs.writeFileSync(
      path.join(dir, 'buyer/server/first-view.js'),
      `exports.renderAreaPage = async () => '<p>the second build</p>';`,
    );
    expect((await request(app).get('/buyer/rounds').set('Cookie', SESSION)).text).toContain(
      'the second build',
    );
    // A build that removes the module switches the views off.
    fs.rmSync(path.join(dir, 'buyer/server/first-view.js'));
    expectPlain(await request(app).get('/buyer/rounds').set('Cookie', SESSION));
  });

  it.each([
    ['no empty prerender container', '<div id="prerendered-page"></div>'],
    ['no empty app root', '<div id="root"></div>'],
  ])('sends index.html as it is when it has %s', async (_what, missing) => {
    const dir = builds();
    const other = INDEX_HTML.replace(missing, '');
    fs.writeFileSync(path.join(dir, 'shell/index.html'), other);
    const res = await request(edge(dir)).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
    expect(res.text).toBe(other);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sets <html lang> only to a language tag; the HTML is written as the module gave it', async () => {
    const dir = builds({
      shell: `exports.renderSignedInView = async () => ({ html: '<b>$& $1</b>', lang: 'en"><script>x()</script>' });`,
    });
    const res = await request(edge(dir)).get('/admin').set('Cookie', SESSION).expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('<div id="root" data-server-view><b>$& $1</b></div>');
  });

  it.each([
    '/server/first-view.js',
    '/remotes/buyer/server/first-view.js',
    '/remotes/admin/server/first-view.js',
    '/%73erver/first-view.js',
    '/remotes/buyer/%2e%2e/buyer/server/first-view.js',
    '/server',
  ])('keeps the server modules from browsers: %s is a 404', async (url) => {
    const res = await request(edge(builds())).get(url).expect(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.code).toBe('route.not_found');
  });
});

describe('server view of a role area page (web apps on their own servers)', () => {
  it("fetches the modules and index.html from the web apps' servers, and forwards the rest", async () => {
    const webSeen: Seen[] = [];
    // Large enough to be compressed.
    const indexHtml = INDEX_HTML.replace('<title>', `<!--${'-'.repeat(2000)}--><title>`);
    const files: Record<string, string> = {
      '/index.html': indexHtml,
      '/server/first-view.js': SHELL_MODULE,
      '/remotes/buyer/server/first-view.js': BUYER_MODULE,
    };
    // nginx-like: files with an ETag, 304 when it matches, the SPA page elsewhere.
    const web = http.createServer((req, res) => {
      webSeen.push({ url: req.url ?? '', headers: req.headers });
      const body = files[req.url ?? ''];
      if (body === undefined) {
        res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-cache' });
        return res.end(`web ${req.url}`);
      }
      const etag = `"${body.length}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag });
        return res.end();
      }
      res.writeHead(200, { etag, 'content-type': 'text/plain' });
      res.end(body);
    });
    const webUrl = await listen(web);
    try {
      const app = edge(tmp, {
        SHELL_UPSTREAM_URL: webUrl,
        MFE_BUYER_UPSTREAM_URL: webUrl,
        MFE_SUPPLIER_UPSTREAM_URL: webUrl,
        MFE_ADMIN_UPSTREAM_URL: webUrl,
      });
      const first = await request(app).get('/buyer/rounds').set('Cookie', SESSION).expect(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.text).toContain('<html lang="pt-BR">');
      expect(first.text).toContain('data-server-view><nav>Ana</nav><main><h1>Rodadas</h1>');
      const second = await request(app)
        .get('/buyer/rounds')
        .set('Cookie', SESSION)
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(second.text).toBe(first.text);
      expect(second.headers['content-encoding']).toBe('gzip');
      // The modules once (asked again after half a minute), index.html revalidated each time.
      expect(webSeen.map((s) => `${s.url} ${s.headers['if-none-match'] ?? ''}`).sort()).toEqual([
        '/index.html ',
        `/index.html "${indexHtml.length}"`,
        // The area's manifest, asked with each page as index.html is (this server has none).
        '/remotes/buyer/mf-manifest.json ',
        '/remotes/buyer/mf-manifest.json ',
        '/remotes/buyer/server/first-view.js ',
        '/server/first-view.js ',
      ]);

      webSeen.length = 0;
      // No session, or no view: the shell's server answers, as without server views.
      await request(app).get('/buyer/rounds').expect(200, 'web /buyer/rounds');
      await request(app).get('/buyer/orders').set('Cookie', SESSION).expect(200, 'web /buyer/orders');
      await request(app).get('/auth').set('Cookie', SESSION).expect(200, 'web /auth');
      for (const url of ['/server/first-view.js', '/remotes/buyer/server/first-view.js'])
        await request(app).get(url).expect(404);
      expect(webSeen.map((s) => s.url)).toEqual(['/buyer/rounds', '/index.html', '/buyer/orders', '/auth']);
    } finally {
      await close(web);
    }
  });
});

describe('server view warm-up', () => {
  it("loads every app's module and index.html before the first page asks", async () => {
    const asked: string[] = [];
    const web = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(404);
      res.end();
    });
    const webUrl = await listen(web);
    try {
      const { warmUp } = createEdgeApp(
        loadEdgeConfig({
          SHELL_UPSTREAM_URL: webUrl,
          MFE_BUYER_UPSTREAM_URL: webUrl,
          MFE_SUPPLIER_UPSTREAM_URL: webUrl,
          MFE_ADMIN_UPSTREAM_URL: webUrl,
        }),
      );
      await warmUp();
      expect(asked.sort()).toEqual([
        '/index.html',
        '/remotes/admin/mf-manifest.json',
        '/remotes/admin/server/first-view.js',
        '/remotes/buyer/mf-manifest.json',
        '/remotes/buyer/server/first-view.js',
        '/remotes/supplier/mf-manifest.json',
        '/remotes/supplier/server/first-view.js',
        '/server/first-view.js',
      ]);
    } finally {
      await close(web);
    }
  });
});

describe('the server view modules in use', () => {
  it('are loaded at start and listed on /ready with their versions; a module that fails to load is not', async () => {
    const shellModule = 'exports.renderSignedInView = async () => null;';
    const buyerModule = 'exports.renderAreaPage = async () => null;';
    const web = http.createServer((req, res) => {
      const body =
        req.url === '/server/first-view.js'
          ? shellModule
          : req.url === '/remotes/buyer/server/first-view.js'
            ? buyerModule
            : req.url === '/remotes/admin/server/first-view.js'
              ? 'throw new Error("broken build")'
              : null;
      res.writeHead(body === null ? 404 : 200);
      res.end(body ?? '');
    });
    const webUrl = await listen(web);
    try {
      const { app, warmUp } = createEdgeApp(
        loadEdgeConfig({
          SHELL_UPSTREAM_URL: webUrl,
          MFE_BUYER_UPSTREAM_URL: webUrl,
          MFE_SUPPLIER_UPSTREAM_URL: webUrl,
          MFE_ADMIN_UPSTREAM_URL: webUrl,
          EDGE_PUBLIC_HOSTS: '127.0.0.1',
        }),
        pino({ level: 'silent' }),
      );
      await warmUp();
      const ready = await request(app).get('/ready').expect(200);
      expect(ready.body).toEqual({
        status: 'ready',
        service: 'edge',
        serverViewModules: { shell: moduleVersion(shellModule), buyer: moduleVersion(buyerModule) },
      });
      // Nothing about where the builds are: /ready names no upstream address.
      expect(JSON.stringify(ready.body)).not.toContain(webUrl);
      expect(moduleVersion(shellModule)).toMatch(/^[0-9a-f]{12}$/);
      expect(moduleVersion(shellModule)).not.toBe(moduleVersion(buyerModule));
    } finally {
      await close(web);
    }
  });
});

describe('server view parts', () => {
  const silent = pino({ level: 'silent' });

  it('waits 1 s for a view unless EDGE_SERVER_VIEW_BUDGET_MS says otherwise', () => {
    expect(loadEdgeConfig({}).serverViewBudgetMs).toBe(1000);
    expect(loadEdgeConfig({ EDGE_SERVER_VIEW_BUDGET_MS: '0' }).serverViewBudgetMs).toBe(0);
    expect(() => loadEdgeConfig({ EDGE_SERVER_VIEW_BUDGET_MS: '-1' })).toThrow('EDGE_SERVER_VIEW_BUDGET_MS');
  });

  it('loads a module as a plain Node module, a file per app and version, the earlier version leaving the disk', () => {
    const first = loadServerModule('exports.answer = 1;', 'probe-app') as { answer: number };
    const second = loadServerModule('exports.answer = 2;', 'probe-app') as { answer: number };
    expect([first.answer, second.answer]).toEqual([1, 2]);
    expect(fs.readdirSync(SERVER_MODULE_DIR).filter((f) => f.startsWith('probe-app.'))).toEqual([
      `probe-app.${moduleVersion('exports.answer = 2;')}.cjs`,
    ]);
    // Bundled for Node: nothing but Node's built-ins resolves from where it is kept.
    expect(() => loadServerModule('require("express");', 'probe-app')).toThrow(/express/);
    expect(
      (loadServerModule('exports.sep = require("node:path").sep;', 'probe-app') as { sep: string }).sep,
    ).toBe('/');
  });

  it('re-evaluates a fetched module when its text changed, and keeps it when a fetch fails', async () => {
    let body = 'exports.version = 1;';
    let status = 200;
    let requests = 0;
    const web = http.createServer((req, res) => {
      requests++;
      if (status !== 200) {
        res.writeHead(status);
        return res.end();
      }
      res.writeHead(200, { 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' });
      res.end(body);
    });
    const url = `${await listen(web)}/server/first-view.js`;
    try {
      const evaluations: string[] = [];
      const source = new WatchedUrl(
        url,
        (text, file) => {
          evaluations.push(text);
          return loadServerModule(text, path.basename(file)) as { version: number };
        },
        silent,
        { recheckMs: 0, timeoutMs: 2000 },
      );
      expect(await source.get()).toEqual({ version: 1 });
      expect(await source.get()).toEqual({ version: 1 });
      expect(evaluations).toHaveLength(1);
      body = 'exports.version = 2;';
      expect(await source.get()).toEqual({ version: 2 });
      status = 500;
      expect(await source.get()).toEqual({ version: 2 });
      status = 404;
      expect(await source.get()).toBeNull();
      expect(requests).toBe(5);
      // Asked at most every recheckMs.
      const cached = new WatchedUrl(url, (text) => text, silent, { recheckMs: 60_000, timeoutMs: 2000 });
      status = 200;
      await Promise.all([cached.get(), cached.get()]);
      await cached.get();
      expect(requests).toBe(6);
    } finally {
      await close(web);
    }
  });

  it('writes the view into the empty app root, its stylesheet before it, and drops the prerender container', () => {
    expect(
      injectServerView(
        '<html lang="en"><div id="prerendered-page"></div><template></template><div id="root"></div>',
        {
          html: '<p>x</p>',
          style: '<style>p{}</style>',
          lang: 'pt-BR',
        },
      ),
    ).toBe(
      '<html lang="pt-BR"><template></template><style>p{}</style><div id="root" data-server-view><p>x</p></div>',
    );
    expect(
      injectServerView('<div id="prerendered-page"></div><div id="root"><p>old</p></div>', {
        html: 'x',
        lang: 'en',
      }),
    ).toBeNull();
    expect(
      injectServerView('<div id="root"></div><div id="prerendered-page"></div>', { html: 'x', lang: 'en' }),
    ).toBeNull();
  });

  it("links antd's stylesheet first in <head> for a view that draws antd, and only then", () => {
    const index =
      '<html lang="en"><head><meta name="antd-styles" content="/antd-styles.1a2b.css"><link rel="stylesheet" href="/main.css"></head><body><div id="prerendered-page"></div><div id="root"></div></body></html>';
    expect(
      injectServerView(index, { html: '<div class="ant-card">x</div>', lang: 'en', antdStyles: true }),
    ).toBe(
      '<html lang="en"><head><link rel="stylesheet" href="/antd-styles.1a2b.css"><meta name="antd-styles" content="/antd-styles.1a2b.css"><link rel="stylesheet" href="/main.css"></head>' +
        '<body><div id="root" data-server-view><div class="ant-card">x</div></div></body></html>',
    );
    expect(injectServerView(index, { html: '<p>x</p>', lang: 'en' })).not.toContain('href="/antd-styles');
    // A build without the sheet (development): the page goes as it is.
    const plain =
      '<html lang="en"><head></head><body><div id="prerendered-page"></div><div id="root"></div></body></html>';
    expect(
      injectServerView(plain, { html: '<p class="ant-x">x</p>', lang: 'en', antdStyles: true }),
    ).not.toContain('<link');
  });

  it('hands the reads to the page as JSON no script end, comment or line separator can break out of', () => {
    const hostile = { '/api/x': { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' } };
    const page = injectServerReads(
      '<html><head><title>t</title></head></html>',
      new Map(Object.entries(hostile)),
    );
    const json = /id="server-reads">(.*)<\/script><title>/.exec(page)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
    expect(scriptSafeJson('a<b')).toBe('"a\\u003cb"');
    // Nothing read, or no <head> to put them in: the page as it was.
    expect(injectServerReads('<head></head>', new Map())).toBe('<head></head>');
    expect(injectServerReads('<HEAD></HEAD>', new Map([['/a', 1]]))).toBe('<HEAD></HEAD>');
  });

  it('records only the reads that answered', async () => {
    const recorded = recordedReads(async (url) => (url === '/api/ok' ? { ok: true } : undefined));
    await recorded.read('/api/ok');
    await recorded.read('/api/missing');
    expect([...recorded.answered]).toEqual([['/api/ok', { ok: true }]]);
  });

  it('drops exactly the session cookies', () => {
    expect(withoutSessionCookies('mp_access=a;sidebar=1;  mp_refresh=b; mp_accessory=c')).toBe(
      'sidebar=1; mp_accessory=c',
    );
    expect(withoutSessionCookies(undefined)).toBe('');
  });

  it('knows the server module paths', () => {
    expect(isServerModulePath('/server/first-view.js')).toBe(true);
    expect(isServerModulePath('/remotes/supplier/server/first-view.js')).toBe(true);
    expect(isServerModulePath('/servers')).toBe(false);
    expect(isServerModulePath('/buyer/server')).toBe(false);
    expect(isServerModulePath('/remotes/buyer/remoteEntry.js')).toBe(false);
  });
});
