#!/usr/bin/env node
// First-load budget of the web apps, measured in Chromium. Exits 1 when a page goes over
// its budget (or a shared singleton arrives twice), 2 when nothing could be measured.
//
//   node tests/load/web-weight.mjs                       # builds, starts a private stack, measures, stops it
//   BASE_URL=http://localhost:8080 node tests/load/web-weight.mjs   # measures a running stack (npm start)
//
// Pages, each in a fresh browser context (empty cache), without and with throttling (CDP: CPU 4×
// slower, and DevTools' "Fast 3G" network — 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up):
//   /auth            signed out — what every visitor downloads first;
//   /buyer/rounds    signed in as the demo buyer, first visit;
//   /auth → buyer    signing in through the form: what entering the buyer area adds on top of /auth.
// Per page: JS as gzip (each JS body gzipped at level 6, as an on-the-fly gzip would send it; the edge
// actually sends brotli, which is smaller), bytes over the wire, FCP, LCP (and what it painted), total
// blocking time (long tasks' time over 50 ms between first contentful paint and the page settling),
// number of JS files, copies of react / react-dom / antd (tests/e2e/support/shared-copies.cjs).
// The JS budget counts what a page requests before its largest paint: what a visitor waits for.
// What it requests after (antd and the toasts' code, fetched once the page's downloads are done
// and the browser is idle, so the first dialog or toast does not wait for a download) is reported
// beside it, and in all: a change that puts antd back on a first paint fails the budget.
// Timings are the median of RUNS loads (default 3). The machine's own load shows in the throttled
// figures: CPU throttling multiplies whatever the page's main thread gets.
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { SHARED_PACKAGES, copyMarkers } = require('../e2e/support/shared-copies.cjs');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs');

const KiB = 1024;
/** The first view's budgets (the first-load budget's for /auth). `null`: reported, not budgeted. */
export const BUDGETS = {
  '/auth': { gzip: 200 * KiB, lcpLoopback: 1000, lcpThrottled: 2500 },
  '/buyer/rounds': { gzip: 200 * KiB, lcpLoopback: 1000, lcpThrottled: 2500 },
};
/** From the sign-in form's click to the buyer's dashboard on screen, throttled. */
export const SIGN_IN_TO_DASHBOARD_BUDGET_MS = 2000;
/** DevTools' "Fast 3G" preset (called "Slow 4G" since Chrome 121). */
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;
/** How long a new tab is left idle before the address is entered (see openPage). */
const TAB_IDLE_MS = 500;

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
/**
 * SAVE_DATA=1: load every page as a visitor whose browser asks to save data (`navigator.connection`
 * says so), for whom the sign-in page prefetches nothing: the sign-in figures without that prefetch.
 */
const SAVE_DATA = process.env.SAVE_DATA === '1';
const BUYER = {
  email: process.env.BUYER_EMAIL ?? 'buyer@demo.local',
  password: process.env.BUYER_PASSWORD ?? 'Buyer#Demo2026',
};
/** The demo accounts each role area's first pages are opened with. */
export const ACCOUNTS = {
  buyer: BUYER,
  supplier: { email: 'supplier@demo.local', password: 'Supplier#Demo2026' },
  admin: { email: 'admin@marketplace.local', password: 'Admin#Demo2026' },
};

/**
 * The goals: when each role area's first page is usable (the app's own page, mounted, its
 * content shown and nothing loading, the page's `data-page-shown` marker set), and how long an interaction takes to
 * paint. `null` loopback: not budgeted there.
 */
export const USABLE_BUDGETS = {
  '/buyer/rounds': { loopback: 500, throttled: 2000 },
  default: { loopback: null, throttled: 3000 },
};
/** Interaction to next paint on /buyer/rounds (open a round's products, a pack more, Add to Cart), 4× CPU. */
export const INP_BUDGET_MS = 200;
/** Each role area's first pages: its dashboard and its main list. */
export const FIRST_PAGES = [
  ['buyer', '/buyer'],
  ['buyer', '/buyer/rounds'],
  ['buyer', '/buyer/orders'],
  ['supplier', '/supplier'],
  ['supplier', '/supplier/rounds'],
  ['admin', '/admin'],
  ['admin', '/admin/rounds'],
];
const markers = copyMarkers();

const kb = (n) => `${(n / KiB).toFixed(1)} KiB`;
const sec = (ms) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** In the page before any script: LCP, FCP and long tasks, read back with `readPaint`. */
function installPaintObservers() {
  const w = window;
  // Runs in the page (addInitScript), where PerformanceObserver exists.
  const { PerformanceObserver } = w;
  w.__weight = { lcp: null, lcpElement: null, fcp: null, longTasks: [] };
  // What the largest paint was, to know what a change has to bring forward: tag, test id, text.
  const describe = (e) => {
    if (e.url) return `image ${new URL(e.url).pathname}`;
    const el = e.element;
    if (!el) return null;
    const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    // Painted from index.html (the sign-in page, the welcome, a server-rendered page the app then
    // hydrates) or by the app.
    const painted = el.closest('#prerendered-page, #root[data-server-view]') ? ' in index.html' : '';
    return `<${el.tagName.toLowerCase()}>${testId ? ` in [${testId}]` : ''}${painted} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__weight.lcp = e.startTime;
      w.__weight.lcpElement = describe(e);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__weight.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__weight.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function readPaint(page) {
  return page.evaluate(() => {
    const { lcp, lcpElement, fcp, longTasks } = window.__weight;
    const from = fcp ?? 0;
    const tbt = longTasks
      .filter(([start, duration]) => start + duration > from)
      .reduce(
        (sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, from) - 50),
        0,
      );
    // When each file was asked for: what a page fetches once it has painted (code for later, such
    // as the toasts') is weighed in the budget, and reported apart.
    const requested = Object.fromEntries(
      window.performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    );
    return { lcp, lcpElement, fcp, tbt, requested };
  });
}

/**
 * Records every script and stylesheet the page downloads (CDP), with wire size and body. `mark()`
 * starts a new window, so a step can report only what it added.
 *
 * Bodies are read and gzipped in `collect()`, once the page has settled, not as each file arrives:
 * on a 2-core machine the page loads with both cores busy, and reading ~2 MB of bodies over CDP and
 * gzipping them in this process meanwhile would take CPU from the page being timed.
 */
async function recordDownloads(cdp) {
  const pending = new Map();
  let finished = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const isJs =
      type === 'Script' ||
      /javascript|ecmascript/.test(response.mimeType) ||
      /\.m?js(\?|$)/.test(response.url);
    const isCss = type === 'Stylesheet' || /text\/css/.test(response.mimeType);
    if (isJs || isCss)
      pending.set(requestId, {
        url: response.url,
        kind: isJs ? 'js' : 'css',
        encoding: response.headers['content-encoding'],
        // Taken from the browser's cache (what the sign-in page prefetched): not a download.
        cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const file = pending.get(requestId);
    if (!file) return;
    pending.delete(requestId);
    finished.push({ ...file, requestId, transferred: encodedDataLength });
  });
  return {
    mark() {
      finished = [];
    },
    async collect() {
      const files = finished;
      finished = [];
      for (const file of files) {
        file.body =
          (await cdp
            .send('Network.getResponseBody', { requestId: file.requestId })
            .then(({ body, base64Encoded }) =>
              base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body,
            )
            .catch(() => '')) ||
          // A prefetched file's body stays in the network cache, out of the page's reach: read it
          // again (hashed files do not change).
          (await fetch(file.url)
            .then((r) => r.text())
            .catch(() => ''));
        file.gzip = zlib.gzipSync(Buffer.from(file.body, 'utf8'), { level: 6 }).length;
      }
      return files;
    },
  };
}

/**
 * JS weighed for the budget; stylesheets (antd's precomputed styles) reported beside it. Files the
 * browser took from its cache (downloaded earlier: the sign-in page's prefetch) are reported apart.
 */
function weigh(all) {
  const downloads = all.filter((f) => !f.cached);
  const cached = all.filter((f) => f.cached);
  const files = downloads.filter((f) => f.kind === 'js');
  const styles = downloads.filter((f) => f.kind === 'css');
  return {
    ...weighJs(files),
    cssGzip: styles.reduce((sum, f) => sum + f.gzip, 0),
    fromCache: { files: cached.length, gzip: cached.reduce((sum, f) => sum + f.gzip, 0) },
  };
}

function weighJs(files) {
  const copies = Object.fromEntries(
    SHARED_PACKAGES.map((pkg) => [
      pkg,
      files.filter((f) => markers[pkg](f.body)).map((f) => new URL(f.url).pathname),
    ]),
  );
  return {
    files: files.length,
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    transferred: files.reduce((s, f) => s + (f.transferred ?? 0), 0),
    copies,
    paths: files.map((f) => ({ url: f.url, path: new URL(f.url).pathname, gzip: f.gzip })),
  };
}

/** A fresh browser context (empty cache), signed in as the demo buyer through the API if asked. */
export async function openContext(browser, baseURL, { signedIn, account = BUYER }) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  if (signedIn) {
    const res = await context.request.post('/api/identity/auth/sign-in', { data: account });
    if (!res.ok())
      throw new Error(`demo ${account.email} sign-in: HTTP ${res.status()} (are the demo accounts seeded?)`);
    // As signing in through the app does: it tells the server the browser's time zone (the page's
    // dates), without which no page is drawn on the server. This browser's zone is this machine's.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await context.addCookies([{ name: 'mp_tz', value: encodeURIComponent(timeZone), url: baseURL }]);
  }
  return context;
}

async function openPage(browser, baseURL, { throttled, signedIn, account, cpuOnly = false }) {
  const context = await openContext(browser, baseURL, { signedIn, account });
  const page = await context.newPage();
  await page.addInitScript(installPaintObservers);
  if (SAVE_DATA)
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (!cpuOnly) await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  }
  const recorder = await recordDownloads(cdp);
  // A new tab's renderer is still starting up for a few hundred ms; a visitor enters the address in
  // a tab that is already open (Lighthouse, likewise, loads about:blank first). Without this pause
  // the page shared the 2 cores with that start-up: /buyer/rounds loopback LCP 2.2–2.4 s, with it
  // 1.5–1.9 s (2026-11-23, the same build).
  await page.waitForTimeout(TAB_IDLE_MS);
  return { context, page, recorder };
}

/** Runs `measureOne(page, recorder)` in RUNS fresh pages (empty cache each); returns what each returned. */
export async function eachRun(browser, baseURL, options, measureOne) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page, recorder } = await openPage(browser, baseURL, options);
    try {
      runs.push(await measureOne(page, recorder));
    } finally {
      await context.close();
    }
  }
  return runs;
}

const remoteMounted = (page) =>
  page.waitForSelector('[data-testid="remote-mfe_buyer"][data-phase="mounted"]', { timeout: 60_000 });

/**
 * Lets late paints, long tasks and late downloads land before reading them. Settled: no request
 * has started for 2.5 s. (Playwright's `networkidle` is 0.5 s, and the toasts' code is fetched
 * only after the page's downloads have been quiet for 1 s and the browser is idle: web-kit's
 * FeedbackProvider. Everything fetched until then is weighed and reported.)
 */
const SETTLED_AFTER_MS = 2500;
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  let last = Date.now();
  const onRequest = () => {
    last = Date.now();
  };
  page.on('request', onRequest);
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() - last < SETTLED_AFTER_MS && Date.now() < deadline) await page.waitForTimeout(250);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
  } finally {
    page.off('request', onRequest);
  }
}

const PAGES = [
  {
    name: '/auth',
    signedIn: false,
    async load(page) {
      await page.goto('/auth');
      await page.getByTestId('sign-in-form').waitFor({ timeout: 60_000 });
    },
  },
  {
    name: '/buyer/rounds',
    signedIn: true,
    async load(page) {
      await page.goto('/buyer/rounds');
      await remoteMounted(page);
      // The app's page on screen, its area mounted: its rounds (or its empty state) shown. Checked
      // every frame, so the time is the frame's.
      const shown = await page.waitForFunction(
        () => {
          const own = window.document.querySelector(
            '[data-testid="round-card"], [data-testid="rounds-empty"]',
          );
          return own && window.getComputedStyle(own).visibility === 'visible' && window.performance.now();
        },
        null,
        { polling: 'raf', timeout: 60_000 },
      );
      return shown.jsonValue();
    },
  },
];

async function measurePage(browser, baseURL, spec, throttled) {
  const runs = await eachRun(
    browser,
    baseURL,
    { throttled, signedIn: spec.signedIn },
    async (page, recorder) => {
      const appShown = (await spec.load(page)) ?? null;
      await settle(page);
      const paint = await readPaint(page);
      const weight = weigh(await recorder.collect());
      for (const file of weight.paths)
        file.afterLcp = paint.lcp != null && paint.requested[file.url] > paint.lcp;
      weight.gzipAfterLcp = weight.paths.filter((f) => f.afterLcp).reduce((sum, f) => sum + f.gzip, 0);
      weight.gzipBeforeLcp = weight.gzip - weight.gzipAfterLcp;
      return { ...paint, ...weight, appShown };
    },
  );
  return {
    ...runs[0],
    appShown: runs[0].appShown === null ? null : median(runs.map((r) => r.appShown)),
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    tbt: median(runs.map((r) => r.tbt)),
    lcpRuns: runs.map((r) => r.lcp),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement ?? '—'))],
  };
}

/**
 * /auth, then the sign-in form: what entering the buyer area adds, and how long it takes from the
 * click to the area mounted and to the buyer's dashboard on screen (median of RUNS). The form is
 * filled in once the page has settled, as a person would after it appeared; by then the sign-in
 * page has prefetched the signed-in app (shell/src/pages/sign-in-prefetch.ts), which the figures
 * count as taken from the cache, not as downloads.
 */
/**
 * When the page at `path` is usable: the app's own page (the server's page hydrated, or the page
 * rendered by the app), its area mounted, the page's content committed with its handlers
 * attached (the marker the app sets then: `data-page-shown` on the remote's container, web-kit's
 * PageShown) and nothing marked busy. Checked every frame. Also: which data the page's first view
 * read in the browser before then, and which the server handed over with the page.
 */
export async function loadUntilUsable(page, path) {
  const browserReads = [];
  const onRequest = (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      browserReads.push(url.pathname + url.search);
  };
  page.on('request', onRequest);
  await page.goto(path);
  const usable = await page.waitForFunction(
    () => {
      if (document.getElementById('prerendered-page')) return false;
      const outlet = document.querySelector('.remote-outlet');
      if (!outlet || outlet.getAttribute('data-phase') !== 'mounted') return false;
      if (outlet.querySelector('[aria-busy="true"]')) return false;
      const container = outlet.querySelector('.remote-container[data-page-shown]');
      return !!container && (container.textContent ?? '').trim() !== '' && window.performance.now();
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const at = await usable.jsonValue();
  page.off('request', onRequest);
  const serverReads = await page.evaluate(() => {
    const data = document.getElementById('server-reads');
    try {
      return data ? Object.keys(JSON.parse(data.textContent ?? '{}')) : [];
    } catch {
      return [];
    }
  });
  return { usable: at, browserReads, serverReads };
}

/** Each role area's first pages, usable (median of RUNS loads), loopback and throttled. */
async function measureUsable(browser, baseURL) {
  const rows = [];
  for (const [role, path] of FIRST_PAGES) {
    const row = { role, path };
    for (const throttled of [false, true]) {
      const runs = await eachRun(
        browser,
        baseURL,
        { throttled, signedIn: true, account: ACCOUNTS[role] },
        (page) => loadUntilUsable(page, path),
      );
      row[throttled ? 'throttled' : 'loopback'] = median(runs.map((r) => r.usable));
      row[throttled ? 'throttledRuns' : 'loopbackRuns'] = runs.map((r) => r.usable);
      if (!throttled) {
        row.browserReads = runs[0].browserReads;
        row.serverReads = runs[0].serverReads;
      }
    }
    rows.push(row);
  }
  return rows;
}

/**
 * The INP row's three interactions on /buyer/rounds, usable: open the first round's products, a
 * pack more of its first product, Add to Cart; then a second for the last Event Timing entries,
 * which are reported after the next paint. Adds to the demo buyer's cart.
 */
export async function roundsInteractions(page) {
  await page.getByTestId('round-card').first().getByRole('button', { name: 'View Products' }).click();
  const product = page.getByTestId('round-products-dialog').getByTestId('round-product').first();
  await product.waitFor({ timeout: 60_000 });
  await product.getByTestId('quantity-stepper').getByRole('button', { name: '+' }).click();
  await product.getByTestId('add-to-cart').click();
  await page.locator('.ant-message-notice, .ant-notification-notice').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
}

/**
 * Interaction to next paint on /buyer/rounds under 4× CPU: open the first round's
 * products, a pack more of its first product, Add to Cart. The Event Timing API's entries of the
 * three interactions (each interaction's longest event, from input to the next paint); with so few
 * interactions INP is the longest of them. Adds to the demo buyer's cart.
 */
async function measureInp(browser, baseURL) {
  const runs = await eachRun(
    browser,
    baseURL,
    { throttled: true, cpuOnly: true, signedIn: true },
    async (page) => {
      await loadUntilUsable(page, '/buyer/rounds');
      await page.evaluate(() => {
        window.__interactions = {};
        new window.PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (e.interactionId)
              window.__interactions[e.interactionId] = Math.max(
                window.__interactions[e.interactionId] ?? 0,
                e.duration,
              );
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      });
      await roundsInteractions(page);
      return Object.values(await page.evaluate(() => window.__interactions));
    },
  );
  const worst = runs.map((durations) => (durations.length ? Math.max(...durations) : null));
  return {
    inp: median(worst.filter((v) => v !== null)),
    runs: worst,
    interactions: runs.map((r) => r.length),
  };
}

async function measureSignIn(browser, baseURL, throttled) {
  const runs = await eachRun(browser, baseURL, { throttled, signedIn: false }, async (page, recorder) => {
    await page.goto('/auth');
    await page.getByTestId('sign-in-form').waitFor({ timeout: 60_000 });
    await settle(page);
    recorder.mark();
    await page.getByTestId('sign-in-email').fill(BUYER.email);
    await page.getByTestId('sign-in-password').fill(BUYER.password);
    const started = Date.now();
    await page.getByTestId('sign-in-submit').click();
    await remoteMounted(page);
    const toMounted = Date.now() - started;
    await page.getByTestId('recent-orders').waitFor({ timeout: 60_000 });
    const toDashboard = Date.now() - started;
    await settle(page);
    return { ...weigh(await recorder.collect()), toMounted, toDashboard };
  });
  return {
    ...runs[0],
    toMounted: median(runs.map((r) => r.toMounted)),
    toDashboard: median(runs.map((r) => r.toDashboard)),
  };
}

function checkBudgets(results) {
  const failures = [];
  for (const [name, budget] of Object.entries(BUDGETS)) {
    const loopback = results.pages[name].loopback;
    const throttled = results.pages[name].throttled;
    if (loopback.gzipBeforeLcp > budget.gzip)
      failures.push(`${name}: JS before the LCP ${kb(loopback.gzipBeforeLcp)} as gzip > ${kb(budget.gzip)}`);
    if (loopback.lcp == null || loopback.lcp > budget.lcpLoopback)
      failures.push(`${name}: LCP on loopback ${sec(loopback.lcp)} > ${sec(budget.lcpLoopback)}`);
    if (throttled.lcp == null || throttled.lcp > budget.lcpThrottled)
      failures.push(`${name}: LCP throttled ${sec(throttled.lcp)} > ${sec(budget.lcpThrottled)}`);
  }
  const everyMeasurement = [
    ...Object.entries(results.pages).flatMap(([name, m]) => [
      [`${name} (loopback)`, m.loopback],
      [`${name} (throttled)`, m.throttled],
    ]),
    ['/auth → buyer area', results.signIn],
  ];
  for (const [name, m] of everyMeasurement)
    for (const pkg of SHARED_PACKAGES)
      if (m.copies[pkg].length > 1)
        failures.push(`${name}: ${m.copies[pkg].length} copies of ${pkg}: ${m.copies[pkg].join(' ')}`);
  // Each role area's first page usable, and the interaction to next paint.
  for (const row of results.usable) {
    const budget = USABLE_BUDGETS[row.path] ?? USABLE_BUDGETS.default;
    if (budget.loopback !== null && !(row.loopback <= budget.loopback))
      failures.push(`${row.path}: usable on loopback ${sec(row.loopback)} > ${sec(budget.loopback)}`);
    if (!(row.throttled <= budget.throttled))
      failures.push(`${row.path}: usable throttled ${sec(row.throttled)} > ${sec(budget.throttled)}`);
  }
  if (!(results.inp.inp <= INP_BUDGET_MS))
    failures.push(`/buyer/rounds: interaction to next paint ${results.inp.inp} ms > ${INP_BUDGET_MS} ms`);
  if (!(results.signInThrottled.toDashboard <= SIGN_IN_TO_DASHBOARD_BUDGET_MS))
    failures.push(
      `/auth → dashboard throttled ${sec(results.signInThrottled.toDashboard)} > ${sec(SIGN_IN_TO_DASHBOARD_BUDGET_MS)}`,
    );
  // Entering the buyer area after /auth must not fetch what /auth already holds (react, react-dom;
  // antd only as the sign-in page's prefetch, which the area must take from the cache).
  const onAuth = results.pages['/auth'].loopback.copies;
  for (const pkg of SHARED_PACKAGES)
    if (onAuth[pkg].length > 0 && results.signIn.copies[pkg].length > 0)
      failures.push(`/auth → buyer area downloaded ${pkg} again: ${results.signIn.copies[pkg].join(' ')}`);
  return failures;
}

function report(results, baseURL) {
  const lines = [
    `# First-load budget of ${baseURL} (${new Date().toISOString()}, median of ${RUNS} loads)`,
    '',
  ];
  lines.push(
    `| page, empty cache | JS as gzip before the LCP | JS after the LCP (code for later) | JS files | JS over the wire | CSS files as gzip | FCP loopback | LCP loopback | TBT loopback | FCP throttled | LCP throttled | TBT throttled |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (const [name, { loopback, throttled }] of Object.entries(results.pages)) {
    const b = BUDGETS[name];
    lines.push(
      `| \`${name}\` | ${kb(loopback.gzipBeforeLcp)} (≤ ${kb(b.gzip)}) | ${kb(loopback.gzipAfterLcp)} (${kb(loopback.gzip)} in all) | ${loopback.files} | ${kb(loopback.transferred)} | ${kb(loopback.cssGzip)} | ${sec(loopback.fcp)} | ${sec(loopback.lcp)} (≤ ${sec(b.lcpLoopback)}) | ${sec(loopback.tbt)} | ${sec(throttled.fcp)} | ${sec(throttled.lcp)} (≤ ${sec(b.lcpThrottled)}) | ${sec(throttled.tbt)} |`,
    );
  }
  const s = results.signIn;
  const sThrottled = results.signInThrottled;
  lines.push(
    `| \`/auth\` → buyer area (sign-in form) | +${kb(s.gzip)} in all | | +${s.files} | +${kb(s.transferred)} | +${kb(s.cssGzip)} | | click → mounted ${sec(s.toMounted)}, → dashboard ${sec(s.toDashboard)} | | | click → mounted ${sec(sThrottled.toMounted)}, → dashboard ${sec(sThrottled.toDashboard)} | |`,
    '',
    `Taken from the cache when entering the buyer area (prefetched by the sign-in page): ${s.fromCache.files} files, ${kb(s.fromCache.gzip)} as gzip.`,
    `LCP of each load (loopback / throttled): ${Object.entries(results.pages)
      .map(
        ([name, m]) =>
          `${name} ${m.loopback.lcpRuns.map(sec).join(', ')} / ${m.throttled.lcpRuns.map(sec).join(', ')}`,
      )
      .join('; ')}`,
    `The app's own page shown, operable (loopback / throttled): ${Object.entries(results.pages)
      .filter(([, m]) => m.loopback.appShown !== null)
      .map(([name, m]) => `${name} ${sec(m.loopback.appShown)} / ${sec(m.throttled.appShown)}`)
      .join('; ')}`,
    `LCP element (loopback / throttled): ${Object.entries(results.pages)
      .map(
        ([name, m]) =>
          `${name} ${m.loopback.lcpElements.join(' or ')} / ${m.throttled.lcpElements.join(' or ')}`,
      )
      .join('; ')}`,
    `copies of ${SHARED_PACKAGES.join(' / ')}: ${Object.entries(results.pages)
      .map(([name, m]) => `${name} ${SHARED_PACKAGES.map((p) => m.loopback.copies[p].length).join('/')}`)
      .join(', ')}, /auth → buyer +${SHARED_PACKAGES.map((p) => s.copies[p].length).join('/')}`,
    '',
    `Each role area's first page usable (the app's own page committed with its handlers: data-page-shown, nothing busy; median of ${RUNS}):`,
    '',
    '| page | usable loopback | usable throttled | data read by the browser before usable | handed over by the server |',
    '|---|---|---|---|---|',
    ...results.usable.map((row) => {
      const budget = USABLE_BUDGETS[row.path] ?? USABLE_BUDGETS.default;
      return `| \`${row.path}\` (${row.role}) | ${sec(row.loopback)}${budget.loopback !== null ? ` (≤ ${sec(budget.loopback)})` : ''} | ${sec(row.throttled)} (≤ ${sec(budget.throttled)}) | ${row.browserReads.join(', ') || 'none'} | ${row.serverReads.join(', ') || 'none'} |`;
    }),
    '',
    `Usable of each load (loopback / throttled): ${results.usable
      .map(
        (row) =>
          `${row.path} ${row.loopbackRuns.map(sec).join(', ')} / ${row.throttledRuns.map(sec).join(', ')}`,
      )
      .join('; ')}`,
    `Interaction to next paint, /buyer/rounds, 4× CPU (open a round's products, a pack more, Add to Cart): ${results.inp.inp} ms (≤ ${INP_BUDGET_MS} ms); worst interaction of each load ${results.inp.runs.map((v) => (v === null ? '—' : `${v} ms`)).join(', ')}`,
    '',
    'What entering the buyer area adds after /auth:',
    ...s.paths.sort((a, b) => b.gzip - a.gzip).map((f) => `  ${pad(f.path, 60)} ${padL(kb(f.gzip), 10)}`),
  );
  for (const [name, { loopback }] of Object.entries(results.pages))
    lines.push(
      '',
      `JS of ${name} (as gzip):`,
      ...loopback.paths
        .sort((a, b) => b.gzip - a.gzip)
        .map(
          (f) =>
            `  ${pad(f.path, 60)} ${padL(kb(f.gzip), 10)}${f.afterLcp ? '  (fetched after the LCP)' : ''}`,
        ),
    );
  console.log(lines.join('\n'));
}

export async function measure(baseURL) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = { pages: {} };
    for (const spec of PAGES)
      results.pages[spec.name] = {
        loopback: await measurePage(browser, baseURL, spec, false),
        throttled: await measurePage(browser, baseURL, spec, true),
      };
    results.signIn = await measureSignIn(browser, baseURL, false);
    results.signInThrottled = await measureSignIn(browser, baseURL, true);
    results.usable = await measureUsable(browser, baseURL);
    results.inp = await measureInp(browser, baseURL);
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  const measureAndReport = async (baseURL) => {
    const results = await measure(baseURL);
    report(results, baseURL);
    return checkBudgets(results);
  };
  let failures;
  if (process.env.BASE_URL) {
    const baseURL = process.env.BASE_URL.replace(/\/+$/, '');
    try {
      const health = await fetch(`${baseURL}/health`, { signal: AbortSignal.timeout(3000) });
      if (!health.ok) throw new Error(`HTTP ${health.status}`);
    } catch (error) {
      console.error(
        `Nothing answers at ${baseURL}/health (${error.message}). Start the product first: npm start`,
      );
      process.exit(2);
    }
    failures = await measureAndReport(baseURL);
  } else {
    const { withPrivateStack } = await import('./private-stack.mjs');
    failures = await withPrivateStack(measureAndReport);
  }
  if (failures.length) {
    console.error(`\nOVER BUDGET (${failures.length}):\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll pages within budget.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.stack ?? error);
    process.exit(2);
  });
}
