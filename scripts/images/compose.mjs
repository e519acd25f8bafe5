#!/usr/bin/env node
// A small Compose runner for podman (Debian's podman 4.3 has no `podman compose` provider, and
// podman-compose 1.0 does not wait for `service_healthy` / `service_completed_successfully`).
// The files are read by compose-go (scripts/deploy/tools/compose-check, the loader `docker
// compose` itself uses: interpolation, merge of the override, `!reset`), then every service runs
// as `podman run` on the project's network, under its name, in dependency order; a service starts
// once what it depends on is healthy or has completed. There are no systemd timers here, so health
// is polled with `podman healthcheck run`. With a Docker daemon, use `docker compose` itself.
//
//   node scripts/images/compose.mjs up [--profile demo] [--project NAME]   (LOCAL=0: no override)
//                                   builds the missing images first (npm run deploy:up)
//   node scripts/images/compose.mjs down [-v] [--project NAME]
//   node scripts/images/compose.mjs ps [--project NAME]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../lib/paths.mjs';
import { formatDuration, sleep } from '../lib/proc.mjs';
import { ensureDeployTools, toolPath } from '../deploy/tools.mjs';
import { ensureImages } from './build.mjs';
import { containerEngine, engine } from './engine.mjs';

export const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.local.yml'];
const PROJECT_LABEL = 'com.docker.compose.project';
const SERVICE_LABEL = 'com.docker.compose.service';

/** compose-go's normalised project of `files` with `profiles`, interpolated from `env`. */
export async function loadProject({ files = COMPOSE_FILES, profiles = [], env = process.env } = {}) {
  await ensureDeployTools({ log: (m) => console.error(`[deploy-tools] ${m}`) });
  const res = spawnSync(
    toolPath('compose-check'),
    [...profiles.flatMap((p) => ['-profile', p]), ...files.map((f) => path.resolve(repoRoot, f))],
    { cwd: repoRoot, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (res.status !== 0)
    throw new Error(`compose files do not load: ${(res.stderr || res.error?.message || '').trim()}`);
  return JSON.parse(res.stdout);
}

export const containerName = (project, service) => `${project}-${service}-1`;
const networkName = (project) => `${project}_default`;
const volumeName = (project, volume) => `${project}_${volume}`;

/** compose-go durations: "10s" / "1m30s" strings or nanoseconds. → whole seconds (at least 1). */
function seconds(value) {
  if (value == null) return null;
  if (typeof value === 'number') return Math.max(1, Math.round(value / 1e9));
  let total = 0;
  for (const [, n, unit] of String(value).matchAll(/([\d.]+)(ms|h|m|s)/g))
    total += Number(n) * { h: 3600, m: 60, s: 1, ms: 0.001 }[unit];
  return Math.max(1, Math.round(total));
}

/** The `podman run` arguments of one service (detached, on the project's network). */
export function runArgs(project, name, service, env = process.env, aliases = []) {
  const args = ['run', '-d', '--name', containerName(project, name)];
  args.push('--label', `${PROJECT_LABEL}=${project}`, '--label', `${SERVICE_LABEL}=${name}`);
  args.push('--network', networkName(project), '--hostname', name);
  for (const alias of [name, ...aliases]) args.push('--network-alias', alias);
  args.push('--restart', service.restart && service.restart !== 'no' ? service.restart : 'no');
  if (service.read_only) args.push('--read-only');
  for (const t of service.tmpfs ?? []) args.push('--tmpfs', t);
  for (const c of service.cap_drop ?? []) args.push('--cap-drop', c);
  for (const c of service.cap_add ?? []) args.push('--cap-add', c);
  for (const opt of service.security_opt ?? [])
    args.push('--security-opt', opt === 'no-new-privileges:true' ? 'no-new-privileges' : opt);
  for (const opt of service.dns_opt ?? []) args.push('--dns-option', opt);
  if (service.user) args.push('--user', service.user);
  if (service.working_dir) args.push('--workdir', service.working_dir);
  if (service.stop_grace_period) args.push('--stop-timeout', String(seconds(service.stop_grace_period)));
  for (const [key, value] of Object.entries(service.environment ?? {})) {
    // null: passed through from the caller's environment only when set there (compose semantics).
    const v = value ?? env[key];
    if (v !== undefined && v !== null) args.push('--env', `${key}=${v}`);
  }
  for (const v of service.volumes ?? []) {
    const source = v.type === 'volume' ? volumeName(project, v.source) : v.source;
    args.push('--volume', `${source}:${v.target}${v.read_only ? ':ro' : ''}`);
  }
  for (const p of service.ports ?? [])
    args.push('--publish', `${p.host_ip ? `${p.host_ip}:` : ''}${p.published}:${p.target}`);
  const hc = service.healthcheck;
  if (hc?.disable) args.push('--no-healthcheck');
  else if (hc?.test) {
    args.push('--health-cmd', healthCommand(hc.test));
    if (hc.interval) args.push('--health-interval', `${seconds(hc.interval)}s`);
    if (hc.timeout) args.push('--health-timeout', `${seconds(hc.timeout)}s`);
    if (hc.start_period) args.push('--health-start-period', `${seconds(hc.start_period)}s`);
    if (hc.retries) args.push('--health-retries', String(hc.retries));
  }
  if (service.entrypoint) args.push('--entrypoint', JSON.stringify(service.entrypoint));
  args.push(service.image);
  if (service.command) args.push(...service.command);
  return args;
}

/**
 * A compose health test as podman 4.3's --health-cmd wants it: a shell command line (it does not
 * read the JSON form), run by the image's /bin/sh.
 */
export function healthCommand(test) {
  const [kind, ...rest] = test;
  if (kind === 'CMD-SHELL') return rest.join(' ');
  if (kind !== 'CMD')
    throw new Error(`health check test must start with CMD or CMD-SHELL: ${JSON.stringify(test)}`);
  return rest
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`))
    .join(' ');
}

const isOneShot = (service) => !service.restart || service.restart === 'no';

export function containerState(name) {
  const res = engine(
    ['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}} {{.RestartCount}}', name],
    { check: false },
  );
  if (res.code !== 0) return null;
  const [status, exitCode, restarts] = res.stdout.trim().split(' ');
  return { status, exitCode: Number(exitCode), restarts: Number(restarts) };
}

/** Runs the container's health check (its own or compose's) until it passes or time runs out. */
export async function waitHealthy(name, timeoutMs = 180_000, { stopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stopped()) throw new Error(`${name}: stopped waiting (another service failed)`);
    const state = containerState(name);
    if (
      state?.status === 'running' &&
      engine(['healthcheck', 'run', name], { check: false, timeout: 30_000 }).code === 0
    )
      return;
    if (Date.now() > deadline)
      throw new Error(
        `${name} not healthy after ${formatDuration(timeoutMs)} (${state?.status ?? 'missing'}):\n${logTail(name)}`,
      );
    await sleep(1000);
  }
}

export async function waitCompleted(name, timeoutMs = 180_000, { stopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stopped()) throw new Error(`${name}: stopped waiting (another service failed)`);
    const state = containerState(name);
    if (state?.status === 'exited') {
      if (state.exitCode === 0) return;
      throw new Error(`${name} exited with ${state.exitCode}:\n${logTail(name)}`);
    }
    if (Date.now() > deadline)
      throw new Error(`${name} did not complete in ${formatDuration(timeoutMs)}:\n${logTail(name)}`);
    await sleep(500);
  }
}

export function logTail(name, lines = 25) {
  const res = engine(['logs', '--tail', String(lines), name], { check: false });
  return (res.stdout + res.stderr).trim();
}

/**
 * Starts every service of the project in dependency order, each once its dependencies are
 * healthy / completed; resolves when every long-running service is healthy and every one-shot
 * has completed. `log(service, what, ms)` reports each.
 */
export async function composeUp(
  project,
  compose,
  { env = process.env, log = () => {}, timeoutMs = 300_000, aliases = {} } = {},
) {
  const services = compose.services ?? {};
  const started = Date.now();
  if (engine(['network', 'exists', networkName(project)], { check: false }).code !== 0)
    engine(['network', 'create', '--label', `${PROJECT_LABEL}=${project}`, networkName(project)]);
  for (const volume of Object.keys(compose.volumes ?? {}))
    if (engine(['volume', 'exists', volumeName(project, volume)], { check: false }).code !== 0)
      engine(['volume', 'create', '--label', `${PROJECT_LABEL}=${project}`, volumeName(project, volume)]);

  const done = new Map(); // service → promise of its condition being met
  let failed = false; // the first failure stops every other wait
  const stopped = () => failed;
  const reach = (name) => {
    if (done.has(name)) return done.get(name);
    const service = services[name];
    if (!service) throw new Error(`depends_on: no service ${name}`);
    const promise = (async () => {
      await Promise.all(Object.keys(service.depends_on ?? {}).map(reach));
      if (failed) return;
      const ctr = containerName(project, name);
      const state = containerState(ctr);
      if (state && !(isOneShot(service) && state.status === 'exited' && state.exitCode === 0)) {
        if (state.status !== 'running') engine(['start', ctr]);
      } else if (!state) engine(runArgs(project, name, service, env, aliases[name]));
      const remaining = Math.max(10_000, timeoutMs - (Date.now() - started));
      if (isOneShot(service)) await waitCompleted(ctr, remaining, { stopped });
      else if (!service.healthcheck?.disable) await waitHealthy(ctr, remaining, { stopped });
      log(name, isOneShot(service) ? 'completed' : 'healthy', Date.now() - started);
    })().catch((error) => {
      failed = true;
      throw error;
    });
    done.set(name, promise);
    return promise;
  };
  await Promise.all(Object.keys(services).map(reach));
}

/** The project's containers (all states): [{ name, service, status }]. */
export function projectContainers(project) {
  const res = engine(
    [
      'ps',
      '-a',
      '--filter',
      `label=${PROJECT_LABEL}=${project}`,
      '--format',
      '{{.Names}}\t{{.Labels}}\t{{.Status}}',
    ],
    { check: false },
  );
  return res.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, , status] = line.split('\t');
      return { name, status };
    });
}

/** Stops and removes the project's containers and network (and volumes with `volumes`). */
export function composeDown(project, { volumes = false } = {}) {
  const names = projectContainers(project).map((c) => c.name);
  if (names.length) engine(['rm', '-f', '-v', '-t', '25', ...names], { check: false, timeout: 120_000 });
  engine(['network', 'rm', '-f', networkName(project)], { check: false });
  if (volumes) {
    const res = engine(['volume', 'ls', '-q', '--filter', `label=${PROJECT_LABEL}=${project}`], {
      check: false,
    });
    const list = res.stdout.trim().split('\n').filter(Boolean);
    if (list.length) engine(['volume', 'rm', '-f', ...list], { check: false });
  }
  return names.length;
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}

async function main(argv) {
  const [command, ...args] = argv;
  const project = option(args, '--project', 'marketplace');
  const files = process.env.LOCAL === '0' ? COMPOSE_FILES.slice(0, 1) : COMPOSE_FILES;
  if (containerEngine().name === 'docker') {
    // A Docker daemon runs compose itself (and pulls or builds what is missing).
    const profile = option(args, '--profile');
    const compose = ['compose', '-p', project, ...files.flatMap((f) => ['-f', f])];
    const verb = {
      up: ['up', '-d', '--build', '--wait'],
      down: ['down', ...(args.includes('-v') ? ['-v'] : [])],
      ps: ['ps'],
    }[command];
    if (!verb) return 2;
    const res = spawnSync(
      containerEngine().bin,
      [...compose, ...(profile ? ['--profile', profile] : []), ...verb],
      { cwd: repoRoot, stdio: 'inherit' },
    );
    return res.status ?? 1;
  }
  if (command === 'up') {
    console.log(`images: ${await ensureImages()}`);
    const profile = option(args, '--profile');
    const compose = await loadProject({ files, profiles: profile ? [profile] : [] });
    await composeUp(project, compose, {
      log: (name, what, ms) => console.log(`${name.padEnd(14)} ${what} at ${formatDuration(ms)}`),
    });
    const edge = compose.services.edge?.ports?.[0]?.published;
    console.log(`up: ${project}${edge ? `, the product on http://localhost:${edge}` : ''}`);
  } else if (command === 'down') {
    console.log(`removed ${composeDown(project, { volumes: args.includes('-v') })} containers of ${project}`);
  } else if (command === 'ps') {
    for (const c of projectContainers(project)) console.log(`${c.name.padEnd(36)} ${c.status}`);
  } else {
    console.error('usage: compose.mjs up [--profile demo] | down [-v] | ps   [--project NAME]');
    return 2;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
