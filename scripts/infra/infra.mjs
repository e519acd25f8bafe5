#!/usr/bin/env node
// Local infrastructure for dev and CI: FerretDB (MongoDB wire protocol) on PostgreSQL (the
// machine's, or a private cluster) or SQLite, MinIO and NATS JetStream, as plain processes on
// loopback with data, logs and pids under .data/.
// Zero npm dependencies on purpose: this runs on a fresh clone before `npm ci`.
//
//   node scripts/infra/infra.mjs up [--quiet] | down | status   [postgres|ferretdb|minio|nats ...]
//
// Importable: ensureInfra(), infraStatus(), stopInfra().
import { spawn } from 'node:child_process';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureDevKeys } from '../lib/keys.mjs';
import { dataDir, logsDir, pidsDir } from '../lib/paths.mjs';
import {
  ensurePostgresDatabase,
  pgPing,
  postgresUrlFor,
  redactPostgresUrl,
  tunePostgresDatabase,
} from '../lib/postgres.mjs';
import { httpGet, mongoPing, natsInfo } from '../lib/probes.mjs';
import {
  formatDuration,
  isRoot,
  pidAlive,
  pidRuns,
  run,
  sleep,
  systemAccount,
  terminate,
} from '../lib/proc.mjs';
import {
  ensureFerretdbBinary,
  ensureMinioBinary,
  ensureNatsBinary,
  ensurePostgresBinaries,
} from './binaries.mjs';
import { infraConfig, isLoopback } from './config.mjs';
import { ensureGinCompanions, STORE_TUNING_VERSION } from './ferretdb-indexes.mjs';

const hostForUrl = (host) => (host.includes(':') ? `[${host}]` : host);

async function ensureCheckoutDatabase(server, database, log) {
  if (await ensurePostgresDatabase(server, database)) log(`postgres: created database ${database}`);
  const problem = await tunePostgresDatabase(server, database);
  if (problem)
    log(
      `postgres: could not tune ${database} (parallel query off, custom plans): ${problem}; reads will be slower`,
    );
  const indexing = await ensureGinCompanions(server, database);
  if (indexing)
    log(
      `postgres: could not give FerretDB's indexes their GIN companions in ${database} (${indexing}); every filtered read will scan its table`,
    );
}

export const SQLITE_WARNING =
  'FerretDB runs on its SQLite backend (INFRA_FERRETDB_BACKEND=sqlite): every query scans its whole collection (a 20-of-20,000 read takes ~900 ms instead of ~7 ms on PostgreSQL), so timings and timeouts will not resemble production. Unset it to use PostgreSQL.';

/**
 * Which PostgreSQL server FerretDB uses: the configured one when it answers (these machines run
 * one on 127.0.0.1:5432), else a private cluster under .data/ on its own port. A configured URL
 * that someone set explicitly is never replaced behind their back: it fails instead.
 */
async function resolvePostgres(config, env) {
  const { server, privateServer } = config.postgres;
  if (env.INFRA_POSTGRES_PRIVATE === '1')
    return { server: privateServer, private: true, configuredProblem: 'INFRA_POSTGRES_PRIVATE=1' };
  const configured = await pgPing(server);
  if (configured.ok || env.INFRA_POSTGRES_URL || !isLoopback(server.host))
    return { server, private: false, configuredProblem: null };
  return {
    server: privateServer,
    private: true,
    configuredProblem: `${redactPostgresUrl(postgresUrlFor(server, ''))} ${configured.listening ? 'refused us' : 'does not answer'} (${configured.error})`,
  };
}

/** Debian's initdb and postgres refuse to run as root: as root, the cluster belongs to `postgres`. */
function postgresAccount() {
  if (!isRoot()) return null;
  const account = systemAccount('postgres');
  if (!account)
    throw new Error('postgres: running as root but there is no `postgres` account to run the cluster as');
  return account;
}

/** initdb once: trust auth on loopback only, since this cluster is private to the checkout. */
async function initPostgresCluster(dataDir, binary, log) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const account = postgresAccount();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dataDir, account.uid, account.gid);
  log(`postgres: creating a private cluster in ${dataDir}`);
  const result = await run(
    binary.initdb,
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
    { output: 'capture', cwd: path.dirname(dataDir), ...(account ?? {}) },
  );
  if (result.code !== 0)
    throw new Error(
      `postgres: initdb failed (exit ${result.code}):\n${(result.stdout + result.stderr).trim()}`,
    );
}

function components(config, pg) {
  const { ferretdb, minio, nats, postgres, versions } = config;
  const minioApi = `${hostForUrl(minio.host)}:${minio.port}`;
  const minioConsole = `${hostForUrl(minio.host)}:${minio.consolePort}`;
  const onPostgres = ferretdb.backend === 'postgresql';
  const ferretdbUrl = pg ? postgresUrlFor(pg.server, postgres.database) : null;
  return [
    ...(onPostgres && pg
      ? [
          {
            name: 'postgres',
            envHint: 'INFRA_POSTGRES_URL',
            address: redactPostgresUrl(postgresUrlFor(pg.server, '')),
            detail: pg.configuredProblem ? `private cluster; ${pg.configuredProblem}` : null,
            local: pg.private,
            pin: null,
            dirs: [],
            probe: () => pgPing(pg.server),
            binary: (log) => ensurePostgresBinaries(log),
            prepare: (binary, log) => initPostgresCluster(postgres.dataDir, binary, log),
            args: [
              '-D',
              postgres.dataDir,
              '-p',
              String(pg.server.port),
              '-c',
              'listen_addresses=127.0.0.1',
              // TCP only: a socket path under a deep checkout can exceed the 107-byte limit.
              '-c',
              'unix_socket_directories=',
            ],
            env: {},
            account: () => postgresAccount(),
            // Fast shutdown: SIGTERM would wait for FerretDB's pooled connections to go away.
            stopSignal: 'SIGINT',
            startTimeoutMs: 60_000,
          },
        ]
      : []),
    {
      name: 'ferretdb',
      envHint: 'MONGO_URL',
      address: ferretdb.url,
      detail: onPostgres
        ? `on PostgreSQL database ${postgres.database}`
        : 'SQLITE backend: every query scans',
      local: isLoopback(ferretdb.host),
      pin: versions.ferretdb,
      dirs: onPostgres ? [ferretdb.stateDir] : [ferretdb.dataDir, ferretdb.stateDir],
      // A FerretDB that accepts connections but does not answer a ping within the deadline is
      // unhealthy (and `up` restarts it when it is ours).
      probe: () => mongoPing(ferretdb.host, ferretdb.port, ferretdb.pingTimeoutMs),
      binary: (log) => ensureFerretdbBinary(versions.ferretdb, log),
      // FerretDB does not create its PostgreSQL database; the cluster must be up first.
      prepare:
        onPostgres && pg ? (_binary, log) => ensureCheckoutDatabase(pg.server, postgres.database, log) : null,
      // Applied by `prepare` before FerretDB connects (plan mode reaches new sessions only): a
      // FerretDB of ours started under another version is restarted to get it.
      tuning: onPostgres && pg ? STORE_TUNING_VERSION : null,
      args: [
        ...(onPostgres
          ? ['--handler=postgresql', `--postgresql-url=${ferretdbUrl}`]
          : [
              '--handler=sqlite',
              // FerretDB wants a file: URL naming an existing directory, with the trailing slash.
              `--sqlite-url=${pathToFileURL(ferretdb.dataDir).href}/`,
            ]),
        `--listen-addr=${hostForUrl(ferretdb.host)}:${ferretdb.port}`,
        `--state-dir=${ferretdb.stateDir}`,
        `--debug-addr=${ferretdb.debugAddr}`,
        '--telemetry=disable',
      ],
      env: {},
      startTimeoutMs: 60_000,
    },
    {
      name: 'minio',
      envHint: 'MINIO_ENDPOINT/MINIO_PORT',
      address: `http://${minioApi}`,
      detail: `console http://${minioConsole}`,
      local: isLoopback(minio.host),
      pin: versions.minio,
      dirs: [minio.dataDir],
      probe: () => httpGet(`http://${minioApi}/minio/health/ready`),
      binary: (log) => ensureMinioBinary(versions.minio, log),
      args: ['server', minio.dataDir, '--address', minioApi, '--console-address', minioConsole],
      env: { MINIO_ROOT_USER: minio.accessKey, MINIO_ROOT_PASSWORD: minio.secretKey, MINIO_UPDATE: 'off' },
      startTimeoutMs: 90_000,
    },
    {
      name: 'nats',
      envHint: 'NATS_URL',
      address: nats.url,
      local: isLoopback(nats.host),
      // Whatever nats-server the machine offers is fine; no pin to enforce on a running one.
      pin: null,
      dirs: [nats.dataDir],
      probe: () => natsInfo(nats.host, nats.port),
      binary: (log) => ensureNatsBinary(versions.natsServer, log),
      args: ['-a', nats.host, '-p', String(nats.port), '-js', '-sd', nats.dataDir],
      env: {},
      startTimeoutMs: 30_000,
    },
  ];
}

/** `withDependencies`: FerretDB on PostgreSQL brings its PostgreSQL along (up, status; not down). */
function selectComponents(config, pg, only, { withDependencies = true } = {}) {
  const all = components(config, pg);
  if (!only?.length) return all;
  const known = ['postgres', ...all.map((c) => c.name)];
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new Error(`unknown infra component(s): ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const wanted = new Set(only);
  if (withDependencies && wanted.has('ferretdb')) wanted.add('postgres');
  return all.filter((c) => wanted.has(c.name));
}

// --- pid/state files: .data/pids/<name>.json --------------------------------------------------
// Either {pid, bin, args, version, address, startedAt} for a process we started, or
// {external: true, address} for a server we found running and must never stop.

const stateFile = (name) => path.join(pidsDir, `${name}.json`);

function readState(name) {
  try {
    return JSON.parse(readFileSync(stateFile(name), 'utf8'));
  } catch {
    return null;
  }
}

function writeState(name, state) {
  mkdirSync(pidsDir, { recursive: true });
  writeFileSync(stateFile(name), `${JSON.stringify(state, null, 2)}\n`);
}

function clearState(name) {
  rmSync(stateFile(name), { force: true });
}

function recordExternal(c, state) {
  if (state?.external && state.address === c.address) return;
  // Never overwrite the record of a process we started: `down` must still find it.
  if (state?.pid && pidRuns(state.pid, state.bin)) return;
  writeState(c.name, { external: true, address: c.address, seenAt: new Date().toISOString() });
}

async function inspect(c) {
  const state = readState(c.name);
  const alive = Boolean(state?.pid && pidRuns(state.pid, state.bin));
  // Ours only at the configured address: after an env change the old process is someone's server.
  const ours = alive && state.address === c.address;
  const elsewhere = alive && !ours ? state.address : null;
  const probe = await c.probe();
  const pinMoved = ours && Boolean(c.pin) && state.version !== c.pin;
  // Same binary, other arguments: the backend, its URL or the listen address changed.
  const argsMoved = ours && JSON.stringify(state.args ?? []) !== JSON.stringify(c.args);
  const tuningMoved = ours && Boolean(c.tuning) && state.tuning !== c.tuning;
  const stale = pinMoved || argsMoved || tuningMoved;
  const staleReason = pinMoved
    ? `running ${state.version} but ${c.pin} is pinned`
    : argsMoved
      ? 'started with other settings (backend, database or address changed)'
      : tuningMoved
        ? `started before its database's tuning ${c.tuning} (GIN companions, custom plans)`
        : null;
  return { c, state, ours, elsewhere, probe, stale, staleReason };
}

function describe({ c, state, ours, elsewhere, probe }) {
  const status = probe.ok ? 'healthy' : ours || probe.listening ? 'unhealthy' : 'stopped';
  let owner = null;
  if (ours) owner = `pid ${state.pid}, started by us`;
  else if (probe.ok || probe.listening) owner = 'external, not managed';
  const moved = elsewhere ? `the one we started, pid ${state.pid}, listens at ${elsewhere}` : null;
  const extra = [
    c.detail,
    owner,
    moved,
    probe.ok && probe.info?.version ? `nats-server ${probe.info.version}` : null,
    probe.ok ? null : probe.error,
  ];
  return {
    name: c.name,
    status,
    address: c.address,
    ours,
    pid: ours ? state.pid : null,
    detail: extra.filter(Boolean).join('; '),
  };
}

export function formatStatusLine(s) {
  return `${s.name.padEnd(9)} ${s.status.padEnd(10)} ${s.address}${s.detail ? `  (${s.detail})` : ''}`;
}

// --- cross-process lock, so `up` from a dev shell and from jest never race --------------------

async function withLock(log, fn) {
  mkdirSync(pidsDir, { recursive: true });
  const lockFile = path.join(pidsDir, 'infra.lock');
  const deadline = Date.now() + 30 * 60_000;
  let announced = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    let age = 0;
    try {
      holder = Number(readFileSync(lockFile, 'utf8').trim());
      age = Date.now() - statSync(lockFile).mtimeMs;
    } catch {
      continue; // released between our attempts
    }
    // An empty lock is one being written right now, unless it has been empty for a while.
    const stale = Number.isInteger(holder) && holder > 0 ? !pidAlive(holder) : age > 10_000;
    if (stale) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`infra lock ${lockFile} held by pid ${holder} for too long`);
    if (!announced) {
      log(`waiting for another infra run (pid ${holder}) to finish`);
      announced = true;
    }
    await sleep(500);
  }
  try {
    return await fn();
  } finally {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
    } catch {
      // already gone
    }
  }
}

// --- starting ----------------------------------------------------------------------------------

function logTail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitHealthy(c, timeoutMs, hasExited = () => null) {
  const deadline = Date.now() + timeoutMs;
  let last = null;
  while (Date.now() < deadline) {
    last = await c.probe();
    if (last.ok) return { ok: true };
    const exited = hasExited();
    if (exited) return { ok: false, reason: exited };
    await sleep(250);
  }
  return {
    ok: false,
    reason: `not healthy after ${formatDuration(timeoutMs)} (${last?.error ?? 'no probe'})`,
  };
}

async function start(c, binary, log) {
  // A package install may have started its own service meanwhile; reuse rather than collide.
  const before = await c.probe();
  if (before.ok) {
    recordExternal(c, null);
    log(`${c.name}: found running at ${c.address}, reusing it`);
    return;
  }
  for (const dir of c.dirs) mkdirSync(dir, { recursive: true });
  await c.prepare?.(binary, log);
  const account = c.account?.() ?? null;
  const logFile = path.join(logsDir, `${c.name}.log`);
  const fd = openSync(logFile, 'a');
  writeSync(fd, `\n=== ${new Date().toISOString()} ${binary.bin} ${c.args.join(' ')}\n`);
  let exited = null;
  let child;
  try {
    // Detached into its own session: the server outlives this script and a Ctrl-C in the terminal.
    child = spawn(binary.bin, c.args, {
      cwd: dataDir,
      env: { ...process.env, ...c.env },
      detached: true,
      stdio: ['ignore', fd, fd],
      ...(account ?? {}),
    });
  } finally {
    closeSync(fd);
  }
  child.on('error', (error) => {
    exited = `could not start: ${error.message}`;
  });
  child.on('exit', (code, signal) => {
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  child.unref();
  await sleep(0);
  if (!child.pid) throw new Error(`${c.name}: ${exited ?? 'could not start'} (${binary.bin})`);
  writeState(c.name, {
    pid: child.pid,
    bin: binary.bin,
    args: c.args,
    version: binary.version,
    address: c.address,
    ...(c.tuning ? { tuning: c.tuning } : {}),
    ...(c.name === 'postgres' ? { private: true } : {}),
    startedAt: new Date().toISOString(),
  });
  const started = Date.now();
  const health = await waitHealthy(c, c.startTimeoutMs, () => exited);
  if (!health.ok) {
    if (!exited) await terminate(child.pid, binary.bin, { signal: c.stopSignal });
    clearState(c.name);
    throw new Error(`${c.name}: ${health.reason}; last lines of ${logFile}:\n${logTail(logFile)}`);
  }
  log(
    `${c.name}: started pid ${child.pid} at ${c.address}, healthy after ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}

const defaultLog = (message) => console.log(`[infra] ${message}`);

/**
 * Makes FerretDB (and the PostgreSQL it stores in), MinIO and NATS answer at their configured
 * addresses, building or installing binaries as needed; reuses healthy servers it did not start
 * (and will not stop them later). Cheap when everything already answers: a few probes, no lock. Throws when something cannot be
 * brought up, after trying all the others; the error carries `.statuses`.
 */
export async function ensureInfra({ log = defaultLog, only, env = process.env } = {}) {
  const config = infraConfig(env);
  const keys = ensureDevKeys();
  if (keys.created) log(`generated dev JWT keys in ${path.dirname(keys.privateKeyPath)}`);
  if (config.ferretdb.backend === 'sqlite') log(`WARNING: ${SQLITE_WARNING}`);
  let pg = await resolvePostgresFor(config, env, only);
  let list = selectComponents(config, pg, only);

  const quick = await Promise.all(list.map(inspect));
  if (quick.every((i) => i.probe.ok && !i.stale)) {
    for (const i of quick) if (!i.ours) recordExternal(i.c, i.state);
    return quick.map(describe);
  }

  mkdirSync(logsDir, { recursive: true });
  return withLock(log, async () => {
    const errors = [];
    const toStart = [];
    for (const i of await Promise.all(list.map(inspect))) {
      const { c, state } = i;
      if (i.elsewhere) {
        errors.push(
          `${c.name}: the one we started (pid ${state.pid}) listens at ${i.elsewhere}, not ${c.address}; run \`npm run infra:down\` first`,
        );
        continue;
      }
      if (i.probe.ok && !i.stale) {
        if (!i.ours) recordExternal(c, state);
        continue;
      }
      if (i.ours) {
        if (!i.stale) {
          // Maybe still starting after an interrupted run: give it a moment before restarting.
          if ((await waitHealthy(c, 10_000)).ok) continue;
          log(`${c.name}: our process (pid ${state.pid}) does not answer (${i.probe.error}); restarting it`);
        } else {
          log(`${c.name}: ${i.staleReason}; restarting`);
        }
        await terminate(state.pid, state.bin, { signal: c.stopSignal });
        clearState(c.name);
      } else if (i.probe.listening && c.name !== 'postgres') {
        errors.push(
          `${c.name}: ${c.address} is taken by something that does not answer as ${c.name} (${i.probe.error}); free the port or set ${c.envHint}`,
        );
        continue;
      } else if (!c.local) {
        errors.push(
          c.name === 'postgres'
            ? `postgres: ${c.address} (INFRA_POSTGRES_URL) does not let us in (${i.probe.error}); start it, fix the URL, or unset INFRA_POSTGRES_URL to use a private cluster`
            : `${c.name}: ${c.address} does not answer (${i.probe.error}) and is not a loopback address, so there is nothing to start here`,
        );
        continue;
      } else if (i.probe.listening) {
        errors.push(
          `postgres: ${c.address} (the private cluster's port) is taken by something that does not let us in (${i.probe.error}); set INFRA_POSTGRES_PRIVATE_PORT`,
        );
        continue;
      }
      toStart.push(c);
    }

    // Builds run one after another: each go build already keeps both cores busy.
    const binaries = [];
    for (const c of toStart) {
      try {
        binaries.push([c, await c.binary(log)]);
      } catch (error) {
        errors.push(error.message);
      }
    }
    // PostgreSQL first (FerretDB needs it); its package install may also have started Debian's
    // own cluster, which then serves as the configured one.
    const pgStart = binaries.find(([c]) => c.name === 'postgres');
    if (pgStart) {
      const again = await resolvePostgresFor(config, env, only);
      if (!again.private) {
        pg = again;
        list = selectComponents(config, pg, only);
        log(`postgres: ${list[0].address} answers now; using it`);
      } else {
        try {
          await start(pgStart[0], pgStart[1], log);
        } catch (error) {
          errors.push(error.message);
        }
      }
    }
    const rest = binaries
      .filter(([c]) => c.name !== 'postgres')
      .map(([c, binary]) => [list.find((l) => l.name === c.name) ?? c, binary]);
    const starts = await Promise.allSettled(rest.map(([c, binary]) => start(c, binary, log)));
    for (const s of starts) if (s.status === 'rejected') errors.push(s.reason.message);

    const statuses = (await Promise.all(list.map(inspect))).map(describe);
    if (errors.length) {
      const error = new Error(`infra is not fully up:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
      error.statuses = statuses;
      throw error;
    }
    return statuses;
  });
}

/** PostgreSQL matters only when FerretDB runs on it and is among the components asked for. */
async function resolvePostgresFor(config, env, only) {
  if (config.ferretdb.backend !== 'postgresql') return null;
  if (only?.length && !only.includes('ferretdb') && !only.includes('postgres')) return null;
  // Once our private cluster runs, stay with it (its data is FerretDB's).
  const state = readState('postgres');
  if (state?.pid && pidRuns(state.pid, state.bin) && state.private) {
    return {
      server: config.postgres.privateServer,
      private: true,
      configuredProblem: 'ours, kept while it runs',
    };
  }
  return resolvePostgres(config, env);
}

/** One entry per component: healthy | unhealthy | stopped, with address and who owns it. */
export async function infraStatus({ only, env = process.env } = {}) {
  const config = infraConfig(env);
  const list = selectComponents(config, await resolvePostgresFor(config, env, only), only);
  return (await Promise.all(list.map(inspect))).map(describe);
}

/** Stops only the processes this tooling started; servers found running are left alone. */
export async function stopInfra({ log = defaultLog, only, env = process.env } = {}) {
  const config = infraConfig(env);
  // Stop what we started whatever it resolves to now: the pid files say what is ours.
  const pg = config.ferretdb.backend === 'postgresql' ? await resolvePostgresFor(config, env, only) : null;
  const list = selectComponents(config, pg, only, { withDependencies: false });
  const stop = async (c) => {
    const state = readState(c.name);
    if (!state) {
      log(`${c.name}: nothing started by us`);
    } else if (state.external) {
      log(`${c.name}: ${state.address} is not ours, left running`);
    } else if (pidRuns(state.pid, state.bin)) {
      const gone = await terminate(state.pid, state.bin, { signal: c.stopSignal });
      if (!gone) throw new Error(`${c.name}: pid ${state.pid} survived SIGKILL`);
      log(`${c.name}: stopped pid ${state.pid}`);
    } else {
      log(`${c.name}: pid ${state.pid} was not running any more`);
    }
    clearState(c.name);
    return c.name;
  };
  return withLock(log, async () => {
    // FerretDB before its PostgreSQL, so it does not log a storm of lost connections.
    const stopped = await Promise.all(list.filter((c) => c.name !== 'postgres').map(stop));
    const pgComponent = list.find((c) => c.name === 'postgres');
    return pgComponent ? [...stopped, await stop(pgComponent)] : stopped;
  });
}

async function main([command, ...rest]) {
  const only = rest.filter((arg) => !arg.startsWith('-'));
  // --quiet: say nothing unless something had to be built, started or failed (jest globalSetup).
  const quiet = rest.includes('--quiet');
  const started = Date.now();
  if (command === 'up') {
    try {
      const statuses = await ensureInfra({ only });
      if (quiet) return 0;
      for (const s of statuses) console.log(formatStatusLine(s));
      console.log(`[infra] up in ${((Date.now() - started) / 1000).toFixed(2)}s`);
      return 0;
    } catch (error) {
      for (const s of error.statuses ?? []) console.log(formatStatusLine(s));
      console.error(`[infra] ${error.message}`);
      return 1;
    }
  }
  if (command === 'down') {
    await stopInfra({ only });
    return 0;
  }
  if (command === 'status') {
    const statuses = await infraStatus({ only });
    for (const s of statuses) console.log(formatStatusLine(s));
    // 1 = something answers wrongly, 3 = something is not running (like `systemctl status`).
    if (statuses.some((s) => s.status === 'unhealthy')) return 1;
    return statuses.some((s) => s.status === 'stopped') ? 3 : 0;
  }
  console.error(
    'usage: node scripts/infra/infra.mjs up [--quiet]|down|status [postgres|ferretdb|minio|nats ...]',
  );
  return 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[infra] ${error.stack ?? error}`);
      process.exit(1);
    },
  );
}
