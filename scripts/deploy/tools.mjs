#!/usr/bin/env node
// The deployment checkers, built once from scripts/deploy/tools (a Go module whose go.mod and
// go.sum pin every version) into .data/bin, like the infra binaries:
//   kustomize      sigs.k8s.io/kustomize/kustomize/v5 (a `tool` of that module): renders k8s/overlays/*
//   k8s-check      strict decoding with k8s.io/api types: unknown or duplicate fields, wrong types
//   compose-check  github.com/compose-spec/compose-go/v2: the Compose loader docker compose uses
// A stamp (hash of the module's sources) next to each binary means an edit rebuilds it; a build is
// kept in the machine's cache under that hash (scripts/lib/machine-cache.mjs), so the next
// clone copies it.
//
//   node scripts/deploy/tools.mjs          build what is missing or stale, print the paths
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheBinary, restoreCachedBinary } from '../lib/machine-cache.mjs';
import { binDir, logsDir, repoRoot } from '../lib/paths.mjs';
import { findExecutable, formatDuration, isExecutable, run } from '../lib/proc.mjs';

export const toolsModule = path.join(repoRoot, 'scripts', 'deploy', 'tools');

/** name → the Go package built into .data/bin/<name>. */
export const DEPLOY_TOOLS = {
  kustomize: 'sigs.k8s.io/kustomize/kustomize/v5',
  'k8s-check': './k8s-check',
  'compose-check': './compose-check',
};

export const toolPath = (name) => path.join(binDir, name);

function sourcesHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(go|mod|sum)$/.test(entry.name)) {
        hash.update(path.relative(toolsModule, full));
        hash.update(readFileSync(full));
      }
    }
  };
  walk(toolsModule);
  return hash.digest('hex').slice(0, 16);
}

function upToDate(name, stamp) {
  const bin = toolPath(name);
  try {
    return (
      isExecutable(bin) && readFileSync(`${bin}.version`, 'utf8').trim() === stamp && statSync(bin).size > 0
    );
  } catch {
    return false;
  }
}

/** Builds the missing or stale tools; returns { name: path }. Throws with the build's tail on failure. */
export async function ensureDeployTools({ log = (m) => console.error(`[deploy-tools] ${m}`) } = {}) {
  const stamp = sourcesHash();
  const stale = Object.keys(DEPLOY_TOOLS).filter((name) => {
    if (upToDate(name, stamp)) return false;
    if (!restoreCachedBinary(name, stamp, toolPath(name))) return true;
    writeFileSync(`${toolPath(name)}.version`, `${stamp}\n`);
    log(`${name} copied from the machine's cache`);
    return false;
  });
  if (stale.length) {
    const go = findExecutable('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
    if (!go)
      throw new Error(
        'Go toolchain not found (PATH, /usr/local/go/bin): it builds kustomize and the checkers',
      );
    mkdirSync(binDir, { recursive: true });
    mkdirSync(logsDir, { recursive: true });
    const env = {
      ...process.env,
      PATH: `${path.dirname(go)}${path.delimiter}${process.env.PATH ?? ''}`,
      GOFLAGS: [process.env.GOFLAGS, '-buildvcs=false', '-mod=readonly'].filter(Boolean).join(' '),
    };
    for (const name of stale) {
      const started = Date.now();
      log(`building ${name} (${DEPLOY_TOOLS[name]}), minutes on a cold Go cache`);
      const tmp = `${toolPath(name)}.tmp-${process.pid}`;
      const res = await run(go, ['build', '-trimpath', '-o', tmp, DEPLOY_TOOLS[name]], {
        cwd: toolsModule,
        env,
        output: 'capture',
      });
      writeFileSync(path.join(logsDir, `build-${name}.log`), res.stdout + res.stderr);
      if (res.code !== 0)
        throw new Error(
          `building ${name} failed (exit ${res.code}):\n${(res.stdout + res.stderr).trim().split('\n').slice(-20).join('\n')}`,
        );
      cacheBinary(name, stamp, tmp);
      renameSync(tmp, toolPath(name));
      writeFileSync(`${toolPath(name)}.version`, `${stamp}\n`);
      log(`built ${name} in ${formatDuration(Date.now() - started)}`);
    }
  }
  return Object.fromEntries(Object.keys(DEPLOY_TOOLS).map((name) => [name, toolPath(name)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDeployTools().then(
    (tools) => {
      for (const [name, bin] of Object.entries(tools)) console.log(`${name}: ${bin}`);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
