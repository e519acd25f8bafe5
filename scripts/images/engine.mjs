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
import { spawnSync } from 'node:child_process';
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

const PODMAN_PACKAGES = ['podman', 'runc'];

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

function aptInstall(packages, log) {
  log(`installing ${packages.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
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
    aptInstall(PODMAN_PACKAGES, log);
  }
  ensurePodmanSettings(log);
  const bin = findExecutable('podman');
  const probe = quiet(bin, ['info', '--format', '{{.Host.OCIRuntime.Name}}']);
  if (probe.status !== 0) throw new Error(`podman does not work here:\n${probe.stderr.trim()}`);
  return (cached = { name: 'podman', bin });
}

/** Runs the engine; returns { code, stdout, stderr }. `check` throws with the output on failure. */
export function engine(args, { check = true, input, timeout } = {}) {
  const { bin } = containerEngine();
  const res = quiet(bin, args, { input, timeout });
  const out = { code: res.status ?? 1, stdout: res.stdout ?? '', stderr: res.stderr ?? '' };
  if (check && out.code !== 0)
    throw new Error(
      `${containerEngine().name} ${args.join(' ')} failed (exit ${res.status ?? res.signal}):\n${(out.stderr || out.stdout).trim().split('\n').slice(-20).join('\n')}`,
    );
  return out;
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
