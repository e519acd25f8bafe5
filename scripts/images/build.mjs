#!/usr/bin/env node
// `npm run images`: every image of the product built on this machine, from the host's own build
// outputs, with podman (or a Docker daemon when one answers):
//
// 1. the local bases (scripts/images/bases.mjs: Debian by debootstrap, Node from the npm registry,
//    nginx and the local stand-ins for the data stores from Debian packages and scripts/infra);
// 2. the host's build outputs, packaged as the images carry them into dist/images/<name>: each
//    service bundled (scripts/deploy/bundle-service.mjs), each web app built by Nx (its cache
//    makes an unchanged app free) and laid out for nginx (scripts/deploy/stage-web.mjs); a
//    package's unchanged files keep their timestamps, so the engine's layer cache holds;
// 3. Dockerfile.service / Dockerfile.web with BUILD_FROM=prebuilt and the local bases as
//    NODE_IMAGE / NGINX_IMAGE, tagged marketplace/<name>:local (what docker-compose.yml runs).
//
//   node scripts/images/build.mjs [name ...] [--rebuild-bases] [--no-web-build]
// Prints each image's size and build time.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/paths.mjs';
import { formatDuration } from '../lib/proc.mjs';
import { bundleService } from '../deploy/bundle-service.mjs';
import { imageBuildArgs } from '../deploy/ship.mjs';
import { stageWebApp } from '../deploy/stage-web.mjs';
import { buildWebApps } from '../dev/stack.mjs';
import { ensureLocalBases, imagesDir, localBaseImages } from './bases.mjs';
import { containerEngine, engine, engineAsync, formatBytes, imageExists, imageSize } from './engine.mjs';

export const SERVICE_IMAGES = ['identity', 'buyer', 'supplier', 'admin', 'realtime', 'notifications', 'edge'];
export const WEB_IMAGES = ['shell', 'mfe-buyer', 'mfe-supplier', 'mfe-admin'];
export const PRODUCT_IMAGES = [...SERVICE_IMAGES, ...WEB_IMAGES];
export const IMAGE_TAG = 'local';
export const productImage = (name) => `marketplace/${name}:${IMAGE_TAG}`;

/**
 * Makes `dst` hold exactly `src`, rewriting only files whose bytes differ (so unchanged files
 * keep their timestamps and the engine's COPY cache stays valid).
 */
export function syncTree(src, dst) {
  let changed = 0;
  mkdirSync(dst, { recursive: true });
  const want = new Set(readdirSync(src));
  for (const name of readdirSync(dst))
    if (!want.has(name)) {
      rmSync(path.join(dst, name), { recursive: true, force: true });
      changed++;
    }
  for (const name of want) {
    const from = path.join(src, name);
    const to = path.join(dst, name);
    const st = statSync(from);
    if (st.isDirectory()) {
      if (existsSync(to) && !statSync(to).isDirectory()) rmSync(to, { force: true });
      changed += syncTree(from, to);
    } else {
      const same =
        existsSync(to) &&
        statSync(to).isFile() &&
        statSync(to).size === st.size &&
        readFileSync(to).equals(readFileSync(from));
      if (!same) {
        rmSync(to, { recursive: true, force: true });
        cpSync(from, to);
        changed++;
      }
      if ((statSync(to).mode & 0o777) !== (st.mode & 0o777)) chmodSync(to, st.mode & 0o777);
    }
  }
  return changed;
}

/** The host build of one deployable, packaged into dist/images/<name>; returns that folder. */
export async function packageOnHost(name) {
  const out = path.join(repoRoot, 'dist', 'images', name);
  const staging = path.join(imagesDir, 'staging', name);
  if (SERVICE_IMAGES.includes(name)) await bundleService(name, staging);
  else stageWebApp(name, staging);
  syncTree(staging, out);
  rmSync(staging, { recursive: true, force: true });
  return out;
}

/** Builds marketplace/<name>:local from its packaged host output; resolves { ref, ms, bytes }. */
export async function buildProductImage(name, context, bases = localBaseImages()) {
  const started = Date.now();
  const ref = productImage(name);
  const format = containerEngine().name === 'podman' ? ['--format', 'docker'] : [];
  await engineAsync([
    'build',
    ...format,
    ...imageBuildArgs(name),
    '--build-arg',
    'BUILD_FROM=prebuilt',
    '--build-arg',
    `NODE_IMAGE=${bases.node}`,
    '--build-arg',
    `NGINX_IMAGE=${bases.nginx}`,
    '-t',
    ref,
    context,
  ]);
  return { ref, ms: Date.now() - started, bytes: imageSize(ref) };
}

export async function buildImages({
  names = PRODUCT_IMAGES,
  rebuildBases = false,
  webBuild = true,
  log = (m) => console.log(m),
} = {}) {
  const t0 = Date.now();
  const { name: engineName } = containerEngine();
  log(`engine: ${engineName}`);
  const bases = await ensureLocalBases({ rebuild: rebuildBases, log: (m) => log(`[bases] ${m}`) });
  const webWanted = names.some((n) => WEB_IMAGES.includes(n));
  if (webWanted && webBuild) {
    const started = Date.now();
    log('web apps: nx build (cached when unchanged)');
    buildWebApps({ log: path.join(repoRoot, '.data', 'logs', 'images-web-build.log') });
    log(`web apps built in ${formatDuration(Date.now() - started)}`);
  }
  const results = [];
  // A pipeline: each deployable is packaged on the host while the engine builds the previous
  // one's image (one image build at a time; packaging is this process, the build the engine's).
  let building = Promise.resolve();
  for (const name of names) {
    const started = Date.now();
    const context = await packageOnHost(name);
    const packagedMs = Date.now() - started;
    await building;
    building = buildProductImage(name, context).then((built) => {
      results.push({ ...built, packagedMs });
      log(
        `${built.ref.padEnd(32)} ${formatBytes(built.bytes).padStart(8)}  package ${formatDuration(packagedMs)}, image ${formatDuration(built.ms)}`,
      );
    });
    // Its failure is thrown where it is awaited (above, or after the loop), not while packaging.
    building.catch(() => undefined);
  }
  await building;
  engine(['image', 'prune', '-f'], { check: false });
  return { bases, results, ms: Date.now() - t0 };
}

/** Builds only the images that are missing (bases included); a warm machine builds nothing. */
export async function ensureImages({ log = (m) => console.log(`  ${m}`) } = {}) {
  const missingBases = Object.values(localBaseImages()).filter((ref) => !imageExists(ref));
  const missing = PRODUCT_IMAGES.filter((name) => !imageExists(productImage(name)));
  if (!missingBases.length && !missing.length) return 'all present (npm run images rebuilds them)';
  const { results } = await buildImages({ names: missing, log });
  return `built ${[...missingBases, ...results.map((r) => r.ref)].join(', ')}`;
}

export function printSummary({ bases, results, ms }, log = (m) => console.log(m)) {
  log('\nimage                                      size     build');
  for (const b of bases)
    log(
      `${b.ref.padEnd(42)} ${formatBytes(imageSize(b.ref)).padStart(7)}  ${b.built ? formatDuration(b.ms) : 'present'}`,
    );
  for (const r of results)
    log(`${r.ref.padEnd(42)} ${formatBytes(r.bytes).padStart(7)}  ${formatDuration(r.packagedMs + r.ms)}`);
  log(`all images in ${formatDuration(ms)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  for (const n of names)
    if (!PRODUCT_IMAGES.includes(n)) {
      console.error(`unknown image "${n}" (${PRODUCT_IMAGES.join(', ')})`);
      process.exit(2);
    }
  buildImages({
    names: names.length ? names : PRODUCT_IMAGES,
    rebuildBases: args.includes('--rebuild-bases'),
    webBuild: !args.includes('--no-web-build'),
  }).then(printSummary, (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
