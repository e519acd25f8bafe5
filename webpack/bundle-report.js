#!/usr/bin/env node
/**
 * `node webpack/bundle-report.js [project…]`: production builds of the shell and the remotes (or
 * the named projects) with a report of what each chunk holds, written to .data/bundle-report/
 * (`<app>.md` to read, `<app>.json` for tools). Skips Nx's cache: a cached build reports nothing.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const DIR = path.join(ROOT, '.data', 'bundle-report');
const projects = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['shell', 'mfe-buyer', 'mfe-supplier', 'mfe-admin'];

const res = spawnSync(
  'npx',
  [
    'nx',
    'run-many',
    '-t',
    'build',
    `--projects=${projects.map((p) => `@marketplace/${p}`).join(',')}`,
    '--parallel=2',
    '--skip-nx-cache',
    '--outputStyle=static',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUNDLE_REPORT_DIR: DIR, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  },
);
if (res.status !== 0) process.exit(res.status ?? 1);
console.log(
  `\nBundle reports: ${path.relative(process.cwd(), DIR)}/{${projects.map((p) => p.replace(/^mfe-/, 'mfe_')).join(',')}}.md`,
);
