// The container engine the local image builds and runs use: a Docker daemon when one answers,
// else podman, installed and configured here on a Debian machine like the dev/CI ones.
//
// podman on these machines (Debian bookworm, podman 4.3, cgroups v1 in hybrid mode):
// - crun, the default runtime, fails every container ("cgroups in hybrid mode not supported"):
//   runc with the cgroupfs manager works (there is no systemd to manage cgroups either);
// - the runtime may not raise RLIMIT_NOFILE/NPROC, so no default ulimits are asked for;
// both set in a drop-in of containers.conf (the machine's own file is left alone), idempotently.
// No systemd means no timers for HEALTHCHECKs either: whoever waits for health runs
// `podman healthcheck run` itself (see compose.mjs).
// - containers find each other by name only through a DNS plugin of the network backend, and
//   `--no-install-recommends` leaves it out: podman 4.3 here runs on CNI, whose dnsname plugin
//   (Debian's golang-github-containernetworking-plugin-dnsname) is a separate package; netavark
//   needs aardvark-dns. Without it compose's one-shots fail with `lookup minio: no such host`.
//   The plugin is read when a network is created, so networks made before it stay without DNS.
// - `podman kube play` makes each pod's infra container from a local pause image built around
//   catatonit, another recommendation left out ("finding pause binary: catatonit").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { findExecutable, isRoot } from '../lib/proc.mjs';

export const PODMAN_DROP_IN = '/etc/containers/containers.conf.d/50-marketplace.conf';
export const PODMAN_SETTINGS = `# Written by the marketplace's scripts/images/engine.mjs (runc + cgroupfs: crun fails on cgroups
# v1 hybrid hosts; no default ulimits: the runtime may not raise them here).
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
`;

const PODMAN_PACKAGES = ['podman', 'runc', 'catatonit'];

/** Where podman looks for catatonit besides $PATH (containers.conf's helper_binaries_dir). */
const CATATONIT_PATHS = [
  '/usr/local/libexec/podman',
  '/usr/local/lib/podman',
  '/usr/libexec/podman',
  '/usr/lib/podman',
].map((dir) => `${dir}/catatonit`);

/** Per network backend: the DNS plugin that makes container names resolve, and its package. */
export const NAME_RESOLUTION = {
  cni: {
    plugin: 'dnsname',
    package: 'golang-github-containernetworking-plugin-dnsname',
    // containers.conf's default cni_plugin_dirs.
    paths: [
      '/usr/local/libexec/cni',
      '/usr/libexec/cni',
      '/usr/local/lib/cni',
      '/usr/lib/cni',
      '/opt/cni/bin',
    ].map((dir) => `${dir}/dnsname`),
  },
  netavark: {
    plugin: 'aardvark-dns',
    package: 'aardvark-dns',
    paths: [
      '/usr/local/libexec/podman',
      '/usr/local/lib/podman',
      '/usr/libexec/podman',
      '/usr/lib/podman',
    ].map((dir) => `${dir}/aardvark-dns`),
  },
};

function quiet(cmd, args, options = {}) {
  return spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
}

function dockerAnswers() {
  const docker = findExecutable('docker');
  if (!docker) return null;
  // The docker CLI alone (no daemon) is common on these machines: only a daemon that answers counts.
  return quiet(docker, ['info', '--format', '{{.ServerVersion}}'], { timeout: 10_000 }).status === 0
    ? docker
    : null;
}

/** Whether dpkg has `pkg` installed (its files may still have been removed by hand). */
function dpkgInstalled(pkg) {
  const res = quiet('dpkg-query', ['-W', '-f', '${Status}', pkg]);
  return res.status === 0 && res.stdout.trim() === 'install ok installed';
}

function aptInstall(packages, log) {
  // A package dpkg counts as installed whose file is gone: `install` alone would do nothing.
  const reinstall = packages.some(dpkgInstalled) ? ['--reinstall'] : [];
  log(`installing ${packages.join(' ')} with apt-get${reinstall.length ? ' (--reinstall)' : ''}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...reinstall, ...packages]]) {
    const res = quiet('apt-get', args, { env });
    if (res.status !== 0)
      throw new Error(
        `apt-get ${args.join(' ')} failed:\n${(res.stdout + res.stderr).trim().split('\n').slice(-15).join('\n')}`,
      );
  }
}

/** Installs what is missing of `commands` (name → Debian package) with apt-get, as root. */
export function ensureDebianTools(commands, log = console.error) {
  const missing = Object.entries(commands).filter(([cmd]) => !findExecutable(cmd, [`/usr/sbin/${cmd}`]));
  if (!missing.length) return;
  if (!isRoot() || !findExecutable('apt-get'))
    throw new Error(
      `${missing.map(([c]) => c).join(', ')} missing: install ${missing.map(([, p]) => p).join(' ')}`,
    );
  aptInstall([...new Set(missing.map(([, p]) => p))], log);
}

function ensurePodmanSettings(log) {
  if (existsSync(PODMAN_DROP_IN) && readFileSync(PODMAN_DROP_IN, 'utf8') === PODMAN_SETTINGS) return;
  if (!isRoot()) {
    log(`not root: cannot write ${PODMAN_DROP_IN}; podman keeps its own settings`);
    return;
  }
  mkdirSync('/etc/containers/containers.conf.d', { recursive: true });
  writeFileSync(PODMAN_DROP_IN, PODMAN_SETTINGS);
  log(`wrote ${PODMAN_DROP_IN} (runtime runc, cgroupfs, no default ulimits)`);
}

/** podman's network backend ('cni' or 'netavark'), or null when podman cannot say. */
export function podmanNetworkBackend(bin = findExecutable('podman')) {
  const res = quiet(bin, ['info', '--format', '{{.Host.NetworkBackend}}']);
  return res.status === 0 ? res.stdout.trim() : null;
}

/** What name resolution between containers lacks under `backend`: `{ plugin, package }` or null. */
export function missingNameResolution(backend) {
  const need = NAME_RESOLUTION[backend];
  if (!need || need.paths.some((file) => existsSync(file))) return null;
  return { plugin: need.plugin, package: need.package };
}

/** Adds what an earlier podman install (or one by hand) left out: the DNS plugin, catatonit. */
function ensurePodmanHelpers(bin, log) {
  const missing = [];
  const dns = missingNameResolution(podmanNetworkBackend(bin));
  if (dns) missing.push(dns.package);
  if (!findExecutable('catatonit', CATATONIT_PATHS)) missing.push('catatonit');
  if (!missing.length) return;
  if (!isRoot() || !findExecutable('apt-get')) {
    log(
      `podman lacks ${missing.join(', ')} (names between containers, kube play's pause image): install them`,
    );
    return;
  }
  aptInstall(missing, log);
}

let cached;

/**
 * `{ name: 'docker'|'podman', bin }`. CONTAINER_ENGINE=podman|docker forces one. podman is
 * installed (apt-get, as root) when neither answers.
 */
export function containerEngine({ log = (m) => console.error(`[engine] ${m}`) } = {}) {
  if (cached) return cached;
  const wanted = process.env.CONTAINER_ENGINE;
  const docker = wanted === 'podman' ? null : dockerAnswers();
  if (docker) return (cached = { name: 'docker', bin: docker });
  if (wanted === 'docker') throw new Error('CONTAINER_ENGINE=docker but no Docker daemon answers');
  if (!findExecutable('podman') || !findExecutable('runc', ['/usr/sbin/runc'])) {
    if (!isRoot() || !findExecutable('apt-get'))
      throw new Error('no container engine: install podman and runc (or start a Docker daemon)');
    aptInstall([...PODMAN_PACKAGES, NAME_RESOLUTION.cni.package], log);
  }
  ensurePodmanSettings(log);
  const bin = findExecutable('podman');
  // Also on machines where podman came without them (an earlier install, or by hand).
  ensurePodmanHelpers(bin, log);
  const probe = quiet(bin, ['info', '--format', '{{.Host.OCIRuntime.Name}}']);
  if (probe.status !== 0) throw new Error(`podman does not work here:\n${probe.stderr.trim()}`);
  return (cached = { name: 'podman', bin });
}

/** The error a failed engine command throws: the command, its exit, its output's last 20 lines. */
function engineFailure(args, exit, out) {
  const tail = (out.stderr || out.stdout).trim().split('\n').slice(-20).join('\n');
  return new Error(`${containerEngine().name} ${args.join(' ')} failed (exit ${exit}):\n${tail}`);
}

/** Runs the engine; returns { code, stdout, stderr }. `check` throws with the output on failure. */
export function engine(args, { check = true, input, timeout } = {}) {
  const { bin } = containerEngine();
  const res = quiet(bin, args, { input, timeout });
  const out = { code: res.status ?? 1, stdout: res.stdout ?? '', stderr: res.stderr ?? '' };
  if (check && out.code !== 0) throw engineFailure(args, res.status ?? res.signal, out);
  return out;
}

/**
 * `engine` without blocking this process (the caller prepares the next build meanwhile): resolves
 * with the same { code, stdout, stderr }, rejects as `engine` throws when it failed.
 */
export function engineAsync(args) {
  const { bin } = containerEngine();
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const out = { code: code ?? 1, stdout, stderr };
      if (out.code !== 0) reject(engineFailure(args, code ?? signal, out));
      else resolve(out);
    });
  });
}

export function imageExists(ref) {
  return engine(['image', 'inspect', '--format', '{{.Id}}', ref], { check: false }).code === 0;
}

/** Bytes of an image (what `images` lists as its size). */
export function imageSize(ref) {
  const res = engine(['image', 'inspect', '--format', '{{.Size}}', ref], { check: false });
  return res.code === 0 ? Number(res.stdout.trim()) : null;
}

export function formatBytes(bytes) {
  if (bytes == null) return '?';
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

/**
 * Proves that containers find each other by name: two throwaway containers of `image` on a fresh
 * network, one resolving the other with `getent hosts`, the address checked against the engine's.
 * Throws with what is missing (podman's DNS plugin and its Debian package) when they do not.
 * Returns `"<engine> <version>, <backend>: <name> → <address>"`.
 */
export function proveNameResolution(image) {
  const { name } = containerEngine();
  const version = engine(['version', '--format', '{{.Client.Version}}']).stdout.trim();
  const backend = name === 'podman' ? podmanNetworkBackend() : 'bridge';
  const missing = name === 'podman' ? missingNameResolution(backend) : null;
  const remedy = missing
    ? `install ${missing.package} (podman's ${missing.plugin} plugin for its ${backend} network backend)`
    : name === 'podman'
      ? `podman's ${NAME_RESOLUTION[backend]?.plugin ?? 'DNS plugin'} does not answer (for dnsname: is dnsmasq-base installed?)`
      : "the Docker daemon's embedded DNS does not answer";
  // The plugin is the whole story when it is absent: no need to start anything to say so.
  if (missing) throw new Error(`containers cannot resolve each other by name: ${remedy}`);
  const tag = `marketplace-dns-probe-${process.pid}`;
  const [network, server, client] = [`${tag}-net`, `${tag}-a`, `${tag}-b`];
  try {
    engine(['network', 'create', network]);
    engine(['run', '-d', '--name', server, '--network', network, image, 'sleep', '120']);
    const address = engine([
      'inspect',
      '--format',
      `{{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
      server,
    ]).stdout.trim();
    const res = engine(
      ['run', '--rm', '--name', client, '--network', network, image, 'getent', 'hosts', server],
      {
        check: false,
        timeout: 60_000,
      },
    );
    const resolved = res.stdout.trim().split(/\s+/)[0];
    if (res.code !== 0 || resolved !== address)
      throw new Error(
        `a container cannot resolve another by name on a fresh network (getent hosts ${server}: ${
          res.code !== 0
            ? `exit ${res.code}${res.stderr.trim() ? `, ${res.stderr.trim()}` : ''}`
            : `${resolved}, not ${address}`
        }): ${remedy}`,
      );
    return `${name} ${version}, ${backend}: ${server} → ${address}`;
  } finally {
    // One at a time: podman 4.3 removes nothing when one of the names is gone (the client is,
    // by --rm), and the network's removal then stopped the server with its 10 s grace (sleep, as
    // PID 1, ignores SIGTERM).
    for (const container of [server, client]) engine(['rm', '-f', '-t', '0', container], { check: false });
    engine(['network', 'rm', '-f', network], { check: false });
  }
}
