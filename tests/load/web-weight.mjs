#!/usr/bin/env node
// How much JavaScript the browser downloads: a report, not a pass/fail test. Starts nothing: it
// measures the stack at BASE_URL (default http://localhost:8080, i.e. a running `npm start`).
//
//   node tests/load/web-weight.mjs            # or BASE_URL=http://127.0.0.1:9090 node tests/load/web-weight.mjs
//
// Three fresh headless Chromium contexts (empty cache each):
//   1. /auth, signed out                       — what everyone downloads first;
//   2. /auth, then signing in as the demo buyer — what the buyer dashboard adds on top;
//   3. the buyer dashboard opened directly      — a returning buyer's cold load.
// Per scenario: JS bytes over the wire (compressed, from CDP Network.loadingFinished
// encodedDataLength, headers included), decoded JS bytes, number of JS files, the biggest files,
// and how many copies of react / react-dom / antd arrived (see tests/e2e/support/shared-copies.cjs).
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { SHARED_PACKAGES, copyMarkers } = require('../e2e/support/shared-copies.cjs');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs');

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const BUYER = {
  email: process.env.BUYER_EMAIL ?? 'buyer@demo.local',
  password: process.env.BUYER_PASSWORD ?? 'Buyer#Demo2026',
};
const TOP = 8;
const markers = copyMarkers();

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

/**
 * Records every script the page downloads through CDP, with wire and decoded sizes and its body.
 * `mark()` starts a new measurement window, so a scenario can report only what a step added.
 */
async function recordScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  let files = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const isJs =
      type === 'Script' ||
      /javascript|ecmascript/.test(response.mimeType) ||
      /\.m?js(\?|$)/.test(response.url);
    if (!isJs) return;
    pending.set(requestId, {
      url: response.url,
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      fromCache: response.fromDiskCache || response.fromServiceWorker,
      decoded: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const file = pending.get(requestId);
    if (file) file.decoded += dataLength;
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const file = pending.get(requestId);
    if (!file) return;
    pending.delete(requestId);
    file.transferred = encodedDataLength;
    finished.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => {
          file.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
          if (!file.decoded) file.decoded = Buffer.byteLength(file.body);
        })
        .catch(() => {
          file.body = '';
        })
        .then(() => files.push(file)),
    );
  });
  return {
    mark() {
      files = [];
    },
    async collect() {
      await Promise.all(finished);
      return files;
    },
  };
}

function summarise(title, files) {
  const transferred = files.reduce((s, f) => s + (f.transferred ?? 0), 0);
  const decoded = files.reduce((s, f) => s + f.decoded, 0);
  // What the same files weigh for a gzip-only client (zlib level 6, what on-the-fly gzip uses);
  // bodies only, no headers.
  const gzip = files.reduce(
    (s, f) => s + zlib.gzipSync(Buffer.from(f.body ?? '', 'utf8'), { level: 6 }).length,
    0,
  );
  const copies = Object.fromEntries(
    SHARED_PACKAGES.map((pkg) => [
      pkg,
      files.filter((f) => markers[pkg](f.body ?? '')).map((f) => new URL(f.url).pathname),
    ]),
  );
  const encodings = [...new Set(files.map((f) => f.encoding))].join(', ') || '—';
  const lines = [
    `\n## ${title}`,
    `JS files: ${files.length}   transferred (compressed, with headers): ${kb(transferred)}   decoded: ${kb(decoded)}   content-encoding: ${encodings}   as gzip: ${kb(gzip)}`,
    `copies: ${SHARED_PACKAGES.map((p) => `${p} ${copies[p].length}`).join(', ')}` +
      (SHARED_PACKAGES.some((p) => copies[p].length > 1)
        ? `   (!) ${SHARED_PACKAGES.filter((p) => copies[p].length > 1)
            .map((p) => `${p}: ${copies[p].join(' ')}`)
            .join('; ')}`
        : ''),
    `biggest files:`,
    `  ${pad('file', 52)} ${padL('transferred', 12)} ${padL('decoded', 12)}  carries`,
    ...[...files]
      .sort((a, b) => b.decoded - a.decoded)
      .slice(0, TOP)
      .map((f) => {
        const carries = SHARED_PACKAGES.filter((p) => markers[p](f.body ?? '')).join(', ');
        return `  ${pad(new URL(f.url).pathname, 52)} ${padL(kb(f.transferred ?? 0), 12)} ${padL(kb(f.decoded), 12)}  ${carries}`;
      }),
  ];
  console.log(lines.join('\n'));
  return {
    title,
    files: files.length,
    transferred,
    decoded,
    gzip,
    copies: Object.fromEntries(SHARED_PACKAGES.map((p) => [p, copies[p].length])),
  };
}

async function signInThroughForm(page) {
  await page.getByTestId('sign-in-email').fill(BUYER.email);
  await page.getByTestId('sign-in-password').fill(BUYER.password);
  await page.getByTestId('sign-in-submit').click();
}

async function dashboardMounted(page) {
  await page.waitForSelector('[data-testid="remote-mfe_buyer"][data-phase="mounted"]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

async function scenario(browser, fn) {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const recorder = await recordScripts(page);
    return await fn(page, recorder, context);
  } finally {
    await context.close();
  }
}

async function main() {
  try {
    const health = await fetch(`${BASE_URL}/health`, { signal: AbortSignal.timeout(3000) });
    if (!health.ok) throw new Error(`HTTP ${health.status}`);
  } catch (error) {
    console.error(
      `Nothing answers at ${BASE_URL}/health (${error.message}). Start the product first: npm start`,
    );
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(`# Web weight of ${BASE_URL} (${new Date().toISOString()})`);
  const results = [];
  try {
    results.push(
      await scenario(browser, async (page, rec) => {
        await page.goto('/auth', { waitUntil: 'networkidle' });
        await page.getByTestId('sign-in-form').waitFor();
        return summarise('1. /auth, signed out, cold cache', await rec.collect());
      }),
    );
    results.push(
      await scenario(browser, async (page, rec) => {
        await page.goto('/auth', { waitUntil: 'networkidle' });
        await rec.collect();
        rec.mark();
        await signInThroughForm(page);
        await dashboardMounted(page);
        return summarise(
          '2. signing in as the demo buyer: what the dashboard adds after /auth',
          await rec.collect(),
        );
      }),
    );
    results.push(
      await scenario(browser, async (page, rec, context) => {
        const res = await context.request.post('/api/identity/auth/sign-in', { data: BUYER });
        if (!res.ok())
          throw new Error(`demo buyer sign-in: HTTP ${res.status()} (are the demo accounts seeded?)`);
        await page.goto('/');
        await dashboardMounted(page);
        return summarise('3. buyer dashboard opened directly, signed in, cold cache', await rec.collect());
      }),
    );
  } finally {
    await browser.close();
  }
  console.log('\n## Summary');
  console.log(
    `  ${pad('scenario', 70)} ${padL('files', 5)} ${padL('transferred', 12)} ${padL('decoded', 12)}  copies react/react-dom/antd`,
  );
  for (const r of results)
    console.log(
      `  ${pad(r.title, 70)} ${padL(r.files, 5)} ${padL(kb(r.transferred), 12)} ${padL(kb(r.decoded), 12)}  ${SHARED_PACKAGES.map((p) => r.copies[p]).join('/')}`,
    );
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
