#!/usr/bin/env node
// One throttled first load per page, request by request: when the browser asked for each file, when
// it could send the request (a free connection: six per host over HTTP/1.1), when the answer's
// headers and last byte came, on which connection, and when the page was usable. What the budget
// rows of web-weight.mjs do not show: whether a page waits for its files' bytes, for a free
// connection, or for its own main thread once they are all here. Report only.
//
//   node tests/load/waterfall.mjs                                    # private stack
//   PAGES=buyer:/buyer,supplier:/supplier/rounds node tests/load/waterfall.mjs
//   BASE_URL=http://localhost:8080 node tests/load/waterfall.mjs     # a running stack (npm start)
//
// Throttling as web-weight's: 4× CPU and DevTools' "Fast 3G". Times in seconds from the navigation.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { ACCOUNTS, CPU_SLOWDOWN, FAST_3G, loadUntilUsable, openContext } from './web-weight.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs');

/** `role:/path` pairs. */
const PAGES = (process.env.PAGES ?? 'buyer:/buyer/rounds,supplier:/supplier/rounds,admin:/admin/rounds')
  .split(',')
  .map((pair) => pair.split(':'));

const at = (t, t0) => (t == null ? '     —' : (t - t0).toFixed(2).padStart(6));

async function waterfall(browser, baseURL, role, path) {
  const context = await openContext(browser, baseURL, { signedIn: true, account: ACCOUNTS[role] });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
      if (!request.url.startsWith('data:')) requests.set(requestId, { url: request.url, asked: timestamp });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const r = requests.get(requestId);
      const t = response.timing;
      if (r && t)
        Object.assign(r, {
          sent: t.requestTime + t.sendStart / 1000,
          headers: t.requestTime + t.receiveHeadersEnd / 1000,
          connection: response.connectionId,
        });
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) Object.assign(r, { done: timestamp, bytes: encodedDataLength });
    });
    // A tab already open, as web-weight's loads (its openPage).
    await page.waitForTimeout(500);
    const { usable } = await loadUntilUsable(page, path);
    const rows = [...requests.values()].sort((a, b) => a.asked - b.asked);
    const t0 = rows[0]?.asked ?? 0;
    console.log(`\n${role} ${path}: usable at ${(usable / 1000).toFixed(2)} s`);
    console.log('   asked    sent  header    done     KiB  conn  file');
    for (const r of rows) {
      const { pathname, search } = new URL(r.url);
      const kib = r.bytes == null ? '—' : (r.bytes / 1024).toFixed(1);
      console.log(
        `  ${at(r.asked, t0)}  ${at(r.sent, t0)}  ${at(r.headers, t0)}  ${at(r.done, t0)}  ${kib.padStart(6)}  ${String(r.connection ?? '—').padStart(4)}  ${pathname}${search}`,
      );
    }
  } finally {
    await context.close();
  }
}

async function main() {
  const run = async (baseURL) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const [role, path] of PAGES) await waterfall(browser, baseURL, role, path);
    } finally {
      await browser.close();
    }
  };
  if (process.env.BASE_URL) await run(process.env.BASE_URL.replace(/\/+$/, ''));
  else {
    const { withPrivateStack } = await import('./private-stack.mjs');
    await withPrivateStack(run);
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(2);
});
