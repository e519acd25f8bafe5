// A machine-wide cache of what our scripts build and no test checks: the binaries built with Go
// (FerretDB, MinIO, kustomize and the deployment checkers) and the web apps' production builds
// (scripts/dev/web-build-cache.mjs). A second clone on the same machine (CI's clean checkout, a
// teammate's worktree) then copies them in seconds instead of building them for minutes. Like Go's
// own build cache and npm's, it sits outside the repository and is keyed by what decides the
// output: a binary by its pinned version or the hash of our own tool sources, a web build by the
// hash of every file it can read. A new key builds afresh. Lint, typecheck and the tests are never
// cached: they run in full on every clone.
//
//   MP_MACHINE_CACHE=<dir>   another place (default: $XDG_CACHE_HOME or ~/.cache, then
//                            group-buying-marketplace)
//   MP_MACHINE_CACHE=off     never read or write it (every clone builds its own)
import { chmodSync, copyFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `<cache>/<part>`, or null when the cache is off. */
export function machineCacheDir(part) {
  const setting = process.env.MP_MACHINE_CACHE;
  if (setting === 'off') return null;
  const base =
    setting ||
    path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'group-buying-marketplace');
  return path.join(base, part);
}

/** `ferretdb@v1.24.2`: slashes and other oddities of a key cannot leave the cache's folder. */
function entryFor(name, key) {
  const dir = machineCacheDir('bin');
  return dir ? path.join(dir, `${name}@${String(key).replace(/[^\w.+-]/g, '_')}`) : null;
}

/**
 * Copies an executable under a temporary name, then renames it into place, so whoever reads `to`
 * at the same moment (another clone, another run) never finds half a file. Throws on failure,
 * leaving nothing behind.
 */
function copyExecutable(from, to) {
  const tmp = `${to}.tmp-${process.pid}`;
  try {
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, tmp);
    chmodSync(tmp, 0o755);
    renameSync(tmp, to);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** Copies the cached `name` built for `key` to `dest`; false when there is none (or no cache). */
export function restoreCachedBinary(name, key, dest) {
  const entry = entryFor(name, key);
  if (!entry) return false;
  try {
    const cached = statSync(entry);
    if (!cached.isFile() || cached.size === 0) return false;
    copyExecutable(entry, dest);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a copy of a freshly built binary for the next clone. A cache that cannot be written
 * (read-only home, full disk) only costs the next clone a build.
 */
export function cacheBinary(name, key, src) {
  const entry = entryFor(name, key);
  if (!entry) return;
  try {
    copyExecutable(src, entry);
  } catch {
    // Nothing kept: the next clone builds it.
  }
}
