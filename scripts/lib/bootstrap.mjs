// Brings node_modules in line with package-lock.json before anything imports from it.
// Synchronous on purpose: entry scripts call it first, then dynamic-import what needs packages.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { findExecutable } from './proc.mjs';

/** Why an install is needed, or null when node_modules is current. */
export function installReason(root = repoRoot) {
  const nodeModules = path.join(root, 'node_modules');
  const lock = path.join(root, 'package-lock.json');
  if (!existsSync(nodeModules)) return 'node_modules is missing';
  if (!existsSync(lock)) return null;
  // npm rewrites node_modules/.package-lock.json at the end of every install.
  const marker = path.join(nodeModules, '.package-lock.json');
  const installedAt = statSync(existsSync(marker) ? marker : nodeModules).mtimeMs;
  return statSync(lock).mtimeMs > installedAt ? 'package-lock.json is newer than node_modules' : null;
}

function npm(args, { root, env }) {
  // stderr is kept to recognise lock-file drift, and replayed so nothing is hidden.
  const res = spawnSync(findExecutable('npm') ?? 'npm', args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (res.stderr) process.stderr.write(res.stderr);
  return { code: res.status ?? 1, stderr: res.stderr ?? '' };
}

/**
 * `npm ci` (or `npm install` without a lock file) when node_modules is missing or older than the
 * lock. If `npm ci` fails, falls back to `npm install --no-save` so the caller can still run, and
 * reports the failure in the result (`ok: false`). Throws only when no install succeeded.
 */
export function ensureNodeModules({ root = repoRoot, env = process.env, log = console.log } = {}) {
  const reason = installReason(root);
  if (!reason) return { ran: false, ok: true, problems: [] };
  const hasLock = existsSync(path.join(root, 'package-lock.json'));
  const command = hasLock ? 'ci' : 'install';
  log(`${reason}: running npm ${command}`);
  const first = npm([command, '--no-audit', '--no-fund'], { root, env });
  if (first.code === 0) return { ran: true, ok: true, problems: [] };

  const drift = /in sync|from lock file/.test(first.stderr);
  // The registry this project installs from carries only the Linux builds of packages that ship
  // per-platform binaries (@swc/core-*, @rspack/binding-*, …). npm cannot record the others in the
  // lock, and `npm ci` then reports them as missing. That drift is harmless: `npm install --no-save`
  // installs exactly the locked versions. Any other missing entry is real drift and still fails.
  if (drift && onlyForeignPlatformBinaries(first.stderr)) {
    log(
      "npm ci refused only over other platforms' binary packages; installing the locked versions with npm install",
    );
    const install = npm(['install', '--no-save', '--no-audit', '--no-fund'], { root, env });
    if (install.code === 0) return { ran: true, ok: true, problems: [] };
  }
  const problems = [
    drift
      ? 'npm ci: package-lock.json is out of sync with package.json (run `npm install` and commit the lock file)'
      : `npm ${command} failed with exit ${first.code}`,
  ];
  if (!hasLock) throw new Error(problems[0]);
  // --no-save: installing must never rewrite the lock file as a side effect.
  log('falling back to `npm install --no-save`');
  const fallback = npm(['install', '--no-save', '--no-audit', '--no-fund'], { root, env });
  if (fallback.code !== 0)
    throw new Error(`${problems[0]}; npm install --no-save failed too (exit ${fallback.code})`);
  problems.push('installed with `npm install --no-save` instead');
  return { ran: true, ok: false, problems };
}

const FOREIGN_BINARY =
  /-(darwin|win32|android|freebsd|openbsd|netbsd|sunos|aix|wasm32|openharmony)-|-linux-(?!x64-gnu$)/;

/** True when every "Missing: <pkg>@ from lock file" line names another platform's binary package. */
export function onlyForeignPlatformBinaries(stderr) {
  const missing = [...stderr.matchAll(/Missing: (\S+?)@\S* from lock file/g)].map((m) => m[1]);
  return missing.length > 0 && missing.every((name) => FOREIGN_BINARY.test(name));
}
