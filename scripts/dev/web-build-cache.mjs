// The web apps' production builds (the shell and the three remotes' dist folders) kept in the
// machine's cache (scripts/lib/machine-cache.mjs), so a fresh clone of sources built before on this
// machine (CI's clean checkout, a second worktree) copies them in a second instead of running
// webpack four times (about a minute on 2 cores). Nx's own cache cannot do it: its database lives in
// the clone and refuses outputs it did not record.
//
// The key is every file the builds can read, by path and content: the four apps, the libs, the
// shared webpack setup and the root configs (package-lock.json pins node_modules), as git lists
// them (tracked, or new and not ignored), and NODE_ENV. Conservative: a change anywhere in them
// builds all four afresh.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { machineCacheDir } from '../lib/machine-cache.mjs';
import { repoRoot } from '../lib/paths.mjs';

/** The folders of the web apps whose `dist` is cached (WEB_PROJECTS of stack.mjs). */
export const WEB_APP_DIRS = ['shell', 'mfe-buyer', 'mfe-supplier', 'mfe-admin'];
const SOURCES = [
  ...WEB_APP_DIRS,
  'libs',
  'webpack',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'nx.json',
];
/** Builds kept: enough for a few branches side by side, about 40 MB each. */
const KEEP = 4;

function cacheRoot() {
  return machineCacheDir('web-builds');
}

/** The builds' key, or null when it cannot be known (no git, or a bundle report asked for). */
export function webBuildKey() {
  // A bundle report's builds write their report as a side effect: never skip them.
  if (process.env.BUNDLE_REPORT_DIR) return null;
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCES],
    {
      cwd: repoRoot,
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) return null;
  const files = listed.stdout.toString('utf8').split('\0').filter(Boolean).sort();
  const hash = createHash('sha256');
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\0`);
  for (const file of files) {
    const full = path.join(repoRoot, file);
    // Listed but deleted in the working tree: its absence is part of the key.
    hash.update(`${file}\0`);
    if (existsSync(full)) hash.update(readFileSync(full));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/** Copies the cached builds of `key` into each app's dist; false when there are none. */
export function restoreWebBuilds(key) {
  const root = cacheRoot();
  if (!root || !key) return false;
  const entry = path.join(root, key);
  if (!WEB_APP_DIRS.every((app) => existsSync(path.join(entry, app)))) return false;
  for (const app of WEB_APP_DIRS) {
    const dist = path.join(repoRoot, app, 'dist');
    rmSync(dist, { recursive: true, force: true });
    cpSync(path.join(entry, app), dist, { recursive: true });
  }
  // Used now: the last to be pruned.
  const now = new Date();
  utimesSync(entry, now, now);
  return true;
}

/** Keeps the fresh builds under `key` (copied aside, then renamed: never half an entry). */
export function keepWebBuilds(key) {
  const root = cacheRoot();
  if (!root || !key) return;
  const entry = path.join(root, key);
  const tmp = `${entry}.tmp-${process.pid}`;
  try {
    mkdirSync(root, { recursive: true });
    rmSync(tmp, { recursive: true, force: true });
    for (const app of WEB_APP_DIRS)
      cpSync(path.join(repoRoot, app, 'dist'), path.join(tmp, app), { recursive: true });
    rmSync(entry, { recursive: true, force: true });
    renameSync(tmp, entry);
    prune(root);
  } catch {
    // A cache that cannot be written only costs the next clone a build.
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The newest KEEP entries stay. */
function prune(root) {
  const entries = readdirSync(root)
    .filter((name) => /^[0-9a-f]{24}$/.test(name))
    .map((name) => ({ name, at: statSync(path.join(root, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of entries.slice(KEEP)) rmSync(path.join(root, name), { recursive: true, force: true });
}
