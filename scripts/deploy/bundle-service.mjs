#!/usr/bin/env node
// Packages one service for its container image: `node scripts/deploy/bundle-service.mjs <service> <outDir>`.
//
// - `<outDir>/main.cjs`: the service and the workspace libs it imports (@marketplace/*), bundled
//   by esbuild from TypeScript; no tsx at run time.
// - `<outDir>/node_modules/`: only the third-party packages the bundle imports, plus their
//   production dependencies, copied from the installed tree (so the versions are the lockfile's
//   and native builds such as argon2 and bufferutil are the ones npm ci installed for this
//   platform). Third-party code stays unbundled because some packages read files next to
//   themselves at run time (pdfkit's fonts, native prebuilds).
// - `<outDir>/package.json`: what was included (direct packages with versions), for the image's
//   bill of materials; `healthcheck.cjs` and `jwt-keygen.cjs` for the container.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKSPACE_SCOPE = '@marketplace/';
/**
 * Files a service reads from a package at run time without importing it (nothing for esbuild
 * to see), copied alone: the edge serves Redoc's one-file browser build, and the rest of that
 * package (React, MobX…) is the browser's business, not the image's.
 */
const RUNTIME_FILES = { edge: ['redoc/package.json', 'redoc/bundles/redoc.standalone.js'] };

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Where Node would find `name` when required from `fromDir` (walking up to the repo root). */
function resolvePackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === repoRoot || dir === path.dirname(dir)) return null;
  }
}

/**
 * The installed package folders needed at run time: the roots and, transitively, their
 * dependencies, optionalDependencies and installed peerDependencies (never devDependencies).
 * A missing optional or peer dependency is fine (that is what optional means).
 */
export function productionClosure(rootNames) {
  const found = new Map(); // absolute dir → package.json
  const queue = rootNames.map((name) => ({ name, from: repoRoot, required: true }));
  while (queue.length) {
    const { name, from, required } = queue.shift();
    const dir = resolvePackageDir(name, from);
    if (!dir) {
      if (required) throw new Error(`${name} is imported but not installed (run npm ci)`);
      continue;
    }
    if (found.has(dir)) continue;
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    found.set(dir, pkg);
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      queue.push({ name: dep, from: dir, required: true });
    for (const dep of Object.keys(pkg.optionalDependencies ?? {}))
      queue.push({ name: dep, from: dir, required: false });
    for (const dep of Object.keys(pkg.peerDependencies ?? {}))
      queue.push({ name: dep, from: dir, required: false });
  }
  return found;
}

export async function bundleService(service, outDir) {
  const entry = path.join(repoRoot, 'services', service, 'src', 'main.ts');
  if (!existsSync(entry)) throw new Error(`no service "${service}" (${path.relative(repoRoot, entry)})`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const external = new Set();
  const result = await build({
    entryPoints: [entry],
    outfile: path.join(outDir, 'main.cjs'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'third-party-external',
        setup(b) {
          // Bare specifiers that are not workspace libs stay `require()`s; node: builtins are
          // external on platform node already.
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith(WORKSPACE_SCOPE) || args.path.startsWith('node:')) return undefined;
            // A file found with require.resolve is read, not loaded: RUNTIME_FILES copies it alone.
            if (args.kind !== 'require-resolve') external.add(packageNameOf(args.path));
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  if (result.errors.length) throw new Error(`esbuild failed for ${service}`);

  const builtins = new Set((await import('node:module')).builtinModules);
  const roots = [...external].filter((name) => !builtins.has(name)).sort();
  const closure = productionClosure(roots);
  for (const [dir] of closure) {
    const rel = path.relative(repoRoot, dir);
    // Nested node_modules are copied as packages of their own when something needs them.
    cpSync(dir, path.join(outDir, rel), {
      recursive: true,
      dereference: true,
      filter: (src) => !path.relative(dir, src).split(path.sep).includes('node_modules'),
    });
  }
  const dependencies = Object.fromEntries(
    roots.map((name) => [name, closure.get(resolvePackageDir(name, repoRoot))?.version]),
  );
  writeFileSync(
    path.join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: `@marketplace/${service}-service-image`,
        private: true,
        type: 'commonjs',
        main: 'main.cjs',
        dependencies,
      },
      null,
      2,
    )}\n`,
  );
  for (const file of RUNTIME_FILES[service] ?? [])
    cpSync(path.join(repoRoot, 'node_modules', file), path.join(outDir, 'node_modules', file));
  for (const file of ['healthcheck.cjs', 'jwt-keygen.cjs'])
    cpSync(path.join(repoRoot, 'scripts', 'deploy', 'container', file), path.join(outDir, file));
  return { outDir, packages: closure.size, direct: roots };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [service, outDir] = process.argv.slice(2);
  if (!service || !outDir) {
    console.error('usage: node scripts/deploy/bundle-service.mjs <service> <outDir>');
    process.exit(2);
  }
  bundleService(service, path.resolve(outDir)).then(
    ({ packages, direct }) =>
      console.log(`bundled ${service}: ${direct.length} direct packages, ${packages} in all → ${outDir}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
