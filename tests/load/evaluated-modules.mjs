#!/usr/bin/env node
// How much of each shell file a page actually runs: is a file worth splitting further?
//
//   BASE_URL=http://localhost:8080 node tests/load/evaluated-modules.mjs   # a running stack (npm start)
//
// Opens /buyer/rounds as the demo buyer (API sign-in, then the page), waits for the rounds, then
// pushes a probe chunk into the shell's JSONP array (`self.webpackChunkshell`): webpack calls a
// chunk's runtime callback with its `__webpack_require__`, whose `.c` is the module cache, i.e. the
// modules evaluated so far. Each shell JS file the page downloaded is read back from the stack and
// its module table parsed (acorn): the report gives, per file, the modules evaluated and the rest,
// as gzip. Module-level: a concatenated (scope-hoisted) module counts as evaluated as a whole.
// Report only; the exit code is 0 unless nothing could be measured (2).
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { openContext } from './web-weight.mjs';

const require = createRequire(import.meta.url);
const acorn = require('acorn');
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../support/chromium.cjs');

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const PAGE = process.env.PAGE ?? '/buyer/rounds';
const gzipKiB = (text) => (zlib.gzipSync(text, { level: 6 }).length / 1024).toFixed(1);

/** The shell's modules evaluated by `PAGE`, and the URLs of the shell's JS files it downloaded. */
async function evaluatedOnPage() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await openContext(browser, BASE_URL, { signedIn: true });
    const page = await context.newPage();
    const files = new Set();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      // The shell's files sit at the root; the remotes' under /remotes/<role>/.
      if (/^\/[^/]+\.js$/.test(pathname)) files.add(pathname);
    });
    await page.goto(PAGE);
    await page
      .locator('[data-testid="round-card"], [data-testid="rounds-empty"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const ids = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.webpackChunkshell.push([
            [`probe-${Date.now()}`],
            {},
            (require) => resolve(Object.keys(require.c)),
          ]);
        }),
    );
    return { evaluated: new Set(ids), files: [...files] };
  } finally {
    await browser.close();
  }
}

/** A chunk file's module table: the object literal of `id: factory` pairs it pushes. */
function moduleTable(source) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest' });
  let table = null;
  const visit = (node) => {
    if (table || !node || typeof node.type !== 'string') return;
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length > 0 &&
      node.properties.every(
        (p) =>
          p.type === 'Property' &&
          (p.key.type === 'Literal' || p.key.type === 'Identifier') &&
          /Function/.test(p.value.type),
      )
    ) {
      table = node.properties.map((p) => ({
        id: String(p.key.type === 'Literal' ? p.key.value : p.key.name),
        text: source.slice(p.start, p.end),
      }));
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  return table ?? [];
}

async function main() {
  const { evaluated, files } = await evaluatedOnPage();
  console.log(`# Shell modules evaluated by ${PAGE} (${BASE_URL}), ${evaluated.size} in all\n`);
  console.log('| file | modules evaluated | as gzip | modules not evaluated | as gzip |');
  console.log('|---|---|---|---|---|');
  for (const file of files.sort()) {
    const source = await (await fetch(`${BASE_URL}${file}`)).text();
    const modules = moduleTable(source);
    if (!modules.length) continue; // the entry (runtime) and files without a module table
    const used = modules.filter((m) => evaluated.has(m.id));
    const unused = modules.filter((m) => !evaluated.has(m.id));
    const join = (list) => list.map((m) => m.text).join('\n');
    console.log(
      `| ${file} | ${used.length} | ${gzipKiB(join(used))} KiB | ${unused.length} | ${gzipKiB(join(unused))} KiB |`,
    );
  }
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(2);
});
