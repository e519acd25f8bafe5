// Gets the infra server binaries onto this machine: built from pinned Go module versions into
// .data/bin (with a version stamp so a pin bump rebuilds), or taken from the OS for nats-server.
// A build is kept in the machine's cache (scripts/lib/machine-cache.mjs): the next clone
// copies it instead of building again.
import {
  appendFileSync,
  chmodSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { cacheBinary, restoreCachedBinary } from '../lib/machine-cache.mjs';
import { binDir, dataDir, logsDir } from '../lib/paths.mjs';
import { findExecutable, formatDuration, isExecutable, isRoot, run } from '../lib/proc.mjs';

const buildRoot = path.join(dataDir, 'build');

function stampFile(bin) {
  return `${bin}.version`;
}

function installedVersion(bin) {
  if (!isExecutable(bin)) return null;
  try {
    return readFileSync(stampFile(bin), 'utf8').trim();
  } catch {
    return null;
  }
}

function findGo() {
  const go = findExecutable('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go']);
  if (!go)
    throw new Error(
      'Go toolchain not found (looked on PATH and in /usr/local/go/bin): it is needed to build the infra binaries',
    );
  return go;
}

function goEnv(go, extra = {}) {
  return { ...process.env, PATH: `${path.dirname(go)}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

function tail(text, lines = 25) {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Runs a build step with its output kept in .data/logs/build-<name>.log; throws with the tail on failure. */
async function buildStep(name, cmd, args, options) {
  mkdirSync(logsDir, { recursive: true });
  const logFile = path.join(logsDir, `build-${name}.log`);
  appendFileSync(logFile, `\n=== ${new Date().toISOString()} ${cmd} ${args.join(' ')}\n`);
  const result = await run(cmd, args, { ...options, output: 'capture' });
  appendFileSync(logFile, result.stdout + result.stderr);
  if (result.code !== 0) {
    throw new Error(
      `${name}: \`${path.basename(cmd)} ${args.join(' ')}\` failed (exit ${result.code}), see ${logFile}:\n${tail(result.stdout + result.stderr)}`,
    );
  }
  return result;
}

function install(tmpBin, bin, version) {
  mkdirSync(binDir, { recursive: true });
  cacheBinary(path.basename(bin), version, tmpBin);
  renameSync(tmpBin, bin);
  writeFileSync(stampFile(bin), `${version}\n`);
}

/** The binary of this version from the machine's cache, stamped as installed; false when not cached. */
function installFromCache(bin, version, log) {
  if (!restoreCachedBinary(path.basename(bin), version, bin)) return false;
  writeFileSync(stampFile(bin), `${version}\n`);
  log(`${path.basename(bin)} ${version} copied from the machine's cache`);
  return true;
}

/** Module cache files are read-only; our copy must be writable to add files and to delete it. */
function makeWritable(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else if (entry.isFile()) chmodSync(full, 0o644 | (statSync(full).mode & 0o111));
  }
}

/**
 * FerretDB is built from a writable copy of its module source, not with `go install …@version`:
 * (1) go install asks the proxy for the module's version list (retraction/deprecation check),
 * which the proxy refuses for FerretDB here; (2) whenever FerretDB's own module is the build's
 * main module (go install, or `go build` of its cmd from a wrapper module alike) its version
 * package panics at start-up unless the generated build/version/version.txt is present, and
 * module downloads do not contain it. So: download the pinned version, copy it, write
 * version.txt, build there, and smoke-test the binary before installing it.
 */
export async function ensureFerretdbBinary(version, log) {
  const bin = path.join(binDir, 'ferretdb');
  if (installedVersion(bin) === version) return { bin, version, built: false };
  if (installFromCache(bin, version, log)) return { bin, version, built: false };
  const go = findGo();
  const workDir = path.join(buildRoot, `ferretdb-${version}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  log(`building ferretdb ${version} from the Go module proxy (minutes on a cold cache)`);
  const started = Date.now();
  // No VCS stamping: the copy sits inside this repository, whose git state means nothing to FerretDB.
  const goflags = [process.env.GOFLAGS, '-buildvcs=false'].filter(Boolean).join(' ');
  const fetched = await buildStep(
    'ferretdb',
    go,
    ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${version}`],
    { cwd: workDir, env: goEnv(go, { GOFLAGS: goflags }) },
  );
  const moduleDir = JSON.parse(fetched.stdout).Dir;
  const srcDir = path.join(workDir, 'src');
  cpSync(moduleDir, srcDir, { recursive: true });
  makeWritable(srcDir);
  writeFileSync(path.join(srcDir, 'build', 'version', 'version.txt'), `${version}\n`);
  const tmpBin = path.join(workDir, 'ferretdb');
  await buildStep('ferretdb', go, ['build', '-o', tmpBin, './cmd/ferretdb'], {
    cwd: srcDir,
    env: goEnv(go, { GOFLAGS: `${goflags} -mod=mod` }),
  });
  const smoke = await run(tmpBin, ['--version'], { output: 'capture' });
  if (smoke.code !== 0)
    throw new Error(
      `ferretdb: the freshly built binary does not start:\n${tail(smoke.stdout + smoke.stderr, 8)}`,
    );
  install(tmpBin, bin, version);
  rmSync(workDir, { recursive: true, force: true });
  log(`built ferretdb in ${formatDuration(Date.now() - started)}`);
  return { bin, version, built: true };
}

/** `go install module@version` into a private GOBIN, moved into place only once complete. */
async function goInstall(name, modulePath, version, log) {
  const bin = path.join(binDir, name);
  if (installedVersion(bin) === version) return { bin, version, built: false };
  if (installFromCache(bin, version, log)) return { bin, version, built: false };
  const go = findGo();
  const gobin = path.join(buildRoot, `${name}-bin`);
  rmSync(gobin, { recursive: true, force: true });
  mkdirSync(gobin, { recursive: true });
  log(`building ${name} ${version} with go install (minutes on a cold cache)`);
  const started = Date.now();
  await buildStep(name, go, ['install', `${modulePath}@${version}`], {
    cwd: buildRoot,
    env: goEnv(go, { GOBIN: gobin }),
  });
  install(path.join(gobin, name), bin, version);
  rmSync(gobin, { recursive: true, force: true });
  log(`built ${name} in ${formatDuration(Date.now() - started)}`);
  return { bin, version, built: true };
}

export function ensureMinioBinary(version, log) {
  return goInstall('minio', 'github.com/minio/minio', version, log);
}

function systemNatsServer() {
  return findExecutable('nats-server', ['/usr/sbin/nats-server', '/usr/bin/nats-server']);
}

/** The machine's nats-server if any, else Debian's package (when root), else a pinned go install. */
export async function ensureNatsBinary(version, log) {
  if (process.env.NATS_SERVER_BIN)
    return { bin: process.env.NATS_SERVER_BIN, version: 'NATS_SERVER_BIN', built: false };
  const system = systemNatsServer();
  if (system) return { bin: system, version: 'system', built: false };
  const local = path.join(binDir, 'nats-server');
  if (installedVersion(local) === version) return { bin: local, version, built: false };

  const aptGet = findExecutable('apt-get', ['/usr/bin/apt-get']);
  if (isRoot() && aptGet) {
    log('installing nats-server with apt-get');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      await buildStep('nats-server', aptGet, ['update'], { env });
      await buildStep('nats-server', aptGet, ['install', '-y', '--no-install-recommends', 'nats-server'], {
        env,
      });
      const installed = systemNatsServer();
      if (installed) return { bin: installed, version: 'system', built: true };
    } catch (error) {
      log(
        `apt-get could not install nats-server (${error.message.split('\n')[0]}); falling back to go install`,
      );
    }
  }
  return goInstall('nats-server', 'github.com/nats-io/nats-server/v2', version, log);
}

/** The newest Debian PostgreSQL server binaries on this machine: /usr/lib/postgresql/<major>/bin. */
function systemPostgres() {
  const root = '/usr/lib/postgresql';
  let majors = [];
  try {
    majors = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return null;
  }
  for (const major of majors) {
    const dir = path.join(root, major, 'bin');
    if (isExecutable(path.join(dir, 'postgres')) && isExecutable(path.join(dir, 'initdb')))
      return { bin: path.join(dir, 'postgres'), initdb: path.join(dir, 'initdb'), version: major };
  }
  return null;
}

/**
 * PostgreSQL server binaries for a private cluster: the machine's, else Debian's `postgresql`
 * package (apt-get, as root). Not built from source: the package is the documented way here.
 */
export async function ensurePostgresBinaries(log) {
  const found = systemPostgres();
  if (found) return { ...found, version: `system ${found.version}`, built: false };
  const aptGet = findExecutable('apt-get', ['/usr/bin/apt-get']);
  if (!isRoot() || !aptGet)
    throw new Error(
      'postgres: no PostgreSQL answers and no server binaries are installed; install them (`sudo apt-get install postgresql`) or set INFRA_POSTGRES_URL, or INFRA_FERRETDB_BACKEND=sqlite',
    );
  log('installing postgresql with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await buildStep('postgresql', aptGet, ['update'], { env });
  await buildStep('postgresql', aptGet, ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  const installed = systemPostgres();
  if (!installed) throw new Error('postgres: apt-get installed postgresql but no server binaries were found');
  return { ...installed, version: `system ${installed.version}`, built: true };
}
