// The local stack: which processes make up the product and how each is started. Used by
// `npm start` and by the browser tests (tests/e2e), so both run exactly the same thing; the
// browser tests only pass other ports, databases and a private NATS through the overrides.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNatsBinary } from '../infra/binaries.mjs';
import { pinnedVersions } from '../infra/config.mjs';
import { natsInfo } from '../lib/probes.mjs';
import { keepWebBuilds, restoreWebBuilds, webBuildKey } from './web-build-cache.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const data = (...p) => path.join(root, '.data', ...p);
export const logsDir = data('logs');

export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    name: 'Ada Admin',
    email: process.env.ADMIN_EMAIL ?? 'admin@marketplace.local',
    password: process.env.ADMIN_PASSWORD ?? 'Admin#Demo2026',
  },
  { role: 'supplier', name: 'Sam Supplier', email: 'supplier@demo.local', password: 'Supplier#Demo2026' },
  { role: 'buyer', name: 'Bea Buyer', email: 'buyer@demo.local', password: 'Buyer#Demo2026' },
  // The demo buyer's buying team: its approver, and a member whose order over her limit waits for
  // the approver. Lookups by role find the first account of a role (Bea, a member without limits).
  {
    role: 'buyer',
    teamRole: 'approver',
    name: 'Ana Approver',
    email: 'approver@demo.local',
    password: 'Approver#Demo2026',
  },
  {
    role: 'buyer',
    teamRole: 'member',
    name: 'Max Member',
    email: 'member@demo.local',
    password: 'Member#Demo2026',
  },
];

/** The web apps the edge serves: the shell and the three remotes. */
export const WEB_PROJECTS = [
  '@marketplace/shell',
  '@marketplace/mfe-buyer',
  '@marketplace/mfe-supplier',
  '@marketplace/mfe-admin',
];

/** The web apps' dev servers (webpack/mf-config.js): shell, then the remotes. */
const DEV_SERVER_PORTS = [4200, 4201, 4202, 4203];

/** docs/conventions.md ports; `npm start` lets EDGE_PORT and <SERVICE>_PORT override. */
export function stackPorts(overrides = {}) {
  const env = process.env;
  return {
    edge: Number(overrides.edge ?? env.EDGE_PORT ?? 8080),
    identity: Number(overrides.identity ?? env.IDENTITY_PORT ?? 4001),
    buyer: Number(overrides.buyer ?? env.BUYER_PORT ?? 4002),
    supplier: Number(overrides.supplier ?? env.SUPPLIER_PORT ?? 4003),
    admin: Number(overrides.admin ?? env.ADMIN_PORT ?? 4004),
    realtime: Number(overrides.realtime ?? env.REALTIME_PORT ?? 4005),
    notifications: Number(overrides.notifications ?? env.NOTIFICATIONS_PORT ?? 4006),
  };
}

/** Environment shared by every service process in a local run. */
export function serviceEnv(extra = {}) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    JWT_PUBLIC_KEY_FILE: process.env.JWT_PUBLIC_KEY_FILE ?? data('keys', 'jwt-public.pem'),
    ...extra,
  };
}

export function edgeUrl(port = process.env.EDGE_PORT ?? 8080) {
  return `http://127.0.0.1:${port}`;
}

/**
 * name → how to start it and where it answers.
 * - `ports`: any of edge, identity, admin, buyer, supplier, realtime, notifications (see stackPorts).
 * - `env`: extra environment, `{ all: {...}, identity: {...}, admin: {...}, edge: {...} }`; it
 *   wins over everything else, so a caller can point a run at other databases or another NATS.
 * - `logPrefix`: log files are `.data/logs/<logPrefix><name>.log`.
 * The edge always learns the addresses of the services started here (IDENTITY_URL, ADMIN_URL…),
 * so moving a service to another port cannot leave the edge talking to a stranger.
 */
export function stackProcesses({ publicUrl, ports: portOverrides = {}, env = {}, logPrefix = '' } = {}) {
  const admin = DEMO_ACCOUNTS[0];
  const ports = stackPorts(portOverrides);
  const local = (port) => `http://127.0.0.1:${port}`;
  const site = publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${ports.edge}`;
  // A local run reaches the edge as localhost and as 127.0.0.1 (the seed scripts use the latter):
  // both are this site's origins and hosts; nothing else is (see libs/service-kit/src/http/policy.ts).
  // `npm start` also serves the web dev servers (shell :4200, remotes :4201-4203), which proxy to
  // the edge with the page's own Host and Origin; browser tests (publicUrl given) stay strict.
  const devServers = publicUrl ? [] : DEV_SERVER_PORTS.flatMap((p) => [local(p), `http://localhost:${p}`]);
  const origins = [
    ...new Set([new URL(site).origin, local(ports.edge), `http://localhost:${ports.edge}`, ...devServers]),
  ];
  const security = { PUBLIC_ORIGINS: origins.join(','), TRUST_PROXY_HOPS: '1' };
  // A declared local run, for every service (never inferred): identity's plain-http cookies and
  // dev mail sink, and clocks `node scripts/dev/clock.mjs advance 25h` can move.
  const localRun = { LOCAL_RUN: 'true' };
  const extra = (name) => ({ ...security, ...localRun, ...(env.all ?? {}), ...(env[name] ?? {}) });
  const identityEnv = serviceEnv({
    PORT: String(ports.identity),
    JWT_PRIVATE_KEY_FILE: process.env.JWT_PRIVATE_KEY_FILE ?? data('keys', 'jwt-private.pem'),
    PUBLIC_URL: site,
    // In a declared local run (LOCAL_RUN, see `localRun`): plain-http cookies and the dev mail sink.
    DEV_MAIL_SINK: 'true',
    COOKIE_SECURE: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: admin.name,
    ...extra('identity'),
  });
  return [
    {
      name: 'identity',
      logName: `${logPrefix}identity`,
      entry: 'services/identity/src/main.ts',
      url: local(ports.identity),
      readyPath: '/ready',
      env: identityEnv,
    },
    {
      name: 'notifications',
      logName: `${logPrefix}notifications`,
      entry: 'services/notifications/src/main.ts',
      url: local(ports.notifications),
      readyPath: '/ready',
      env: serviceEnv({
        PORT: String(ports.notifications),
        PUBLIC_URL: site,
        // Its mail goes where identity's goes: identity's dev sink (readable at /dev/mail), or the
        // real SMTP identity was given. A sink on a random port (SMTP_SINK_PORT=0) cannot be named here.
        SMTP_URL: identityEnv.SMTP_URL || `smtp://127.0.0.1:${identityEnv.SMTP_SINK_PORT || 2525}`,
        // The bell and the webhooks identity kept before this service existed, copied once.
        CARRY_OVER_FROM_DB: identityEnv.MONGO_DB || 'identity',
        // The webhook SSRF guard stays on: with it lifted, anyone who may register an endpoint
        // reads this machine's internal services (MinIO, the services' own routes) in the delivery
        // log. A receiver on this machine is an explicit opt-in (WEBHOOK_ALLOW_PRIVATE=true in the
        // environment, or `env.notifications`), which the browser tests' stack makes.
        ...extra('notifications'),
      }),
    },
    {
      name: 'admin',
      logName: `${logPrefix}admin`,
      entry: 'services/admin/src/main.ts',
      url: local(ports.admin),
      readyPath: '/ready',
      env: serviceEnv({ PORT: String(ports.admin), ...extra('admin') }),
    },
    ...['supplier', 'buyer', 'realtime'].map((name) => ({
      name,
      logName: `${logPrefix}${name}`,
      entry: `services/${name}/src/main.ts`,
      url: local(ports[name]),
      readyPath: '/ready',
      env: serviceEnv({ PORT: String(ports[name]), PUBLIC_URL: site, ...extra(name) }),
    })),
    {
      name: 'edge',
      logName: `${logPrefix}edge`,
      entry: 'services/edge/src/main.ts',
      url: edgeUrl(ports.edge),
      readyPath: '/health',
      env: serviceEnv({
        EDGE_PORT: String(ports.edge),
        PORT: String(ports.edge),
        IDENTITY_URL: local(ports.identity),
        ADMIN_URL: local(ports.admin),
        BUYER_URL: local(ports.buyer),
        SUPPLIER_URL: local(ports.supplier),
        REALTIME_URL: local(ports.realtime),
        NOTIFICATIONS_URL: local(ports.notifications),
        // The edge is the first hop here: the browser talks to it directly.
        EDGE_PUBLIC_HOSTS: origins.map((o) => new URL(o).host).join(','),
        ...extra('edge'),
        TRUST_PROXY_HOPS: env.edge?.TRUST_PROXY_HOPS ?? '0',
      }),
    },
  ];
}

/**
 * Builds the shell and the remotes with Nx (cached when nothing changed), or copies their builds
 * from the machine's cache when these sources were built before on this machine, in any clone
 * (web-build-cache.mjs). `log`: 'inherit' shows the output; a file path sends it there instead (the
 * browser tests keep stdout for reporters). Throws when the build fails.
 */
export function buildWebApps({ log = 'inherit', parallel = 2 } = {}) {
  const key = webBuildKey();
  if (restoreWebBuilds(key)) {
    const note = `web apps: copied from the machine's cache (sources ${key} built before)\n`;
    if (log === 'inherit') process.stdout.write(note);
    else {
      fs.mkdirSync(path.dirname(log), { recursive: true });
      fs.writeFileSync(log, note);
    }
    return;
  }
  const args = [
    'nx',
    'run-many',
    '-t',
    'build',
    `--projects=${WEB_PROJECTS.join(',')}`,
    `--parallel=${parallel}`,
  ];
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  let fd = null;
  if (log !== 'inherit') {
    fs.mkdirSync(path.dirname(log), { recursive: true });
    fd = fs.openSync(log, 'w');
  }
  try {
    const res = spawnSync('npx', args, {
      cwd: root,
      env,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
    });
    if (res.status !== 0)
      throw new Error(
        `building the web apps failed (${res.error?.message ?? `exit ${res.status ?? res.signal}`})` +
          (fd === null ? '' : `; last lines of ${log}:\n${logTail(log, 30)}`),
      );
    keepWebBuilds(key);
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}

/**
 * What a person at the terminal needs from a JSON log line: warnings and errors, shortened.
 * Everything stays in `.data/logs/<name>.log`. Non-JSON output (a crash trace) is shown as is.
 */
function terminalLine(line) {
  if (!line.trim()) return null;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const minLevel = process.env.START_LOG_LEVEL === 'info' ? 30 : 40;
  if (typeof entry.level !== 'number' || entry.level < minLevel) return null;
  const level = entry.level >= 50 ? 'ERROR' : entry.level >= 40 ? 'WARN ' : 'info ';
  const where = entry.req ? ` ${entry.req.method} ${entry.req.url} → ${entry.res?.statusCode ?? ''}` : '';
  const err = entry.err?.message ? ` (${entry.err.message})` : '';
  return `${level} ${entry.msg ?? ''}${where}${err}`;
}

/** Starts one process with tsx, its output prefixed by its name (and kept in .data/logs). */
export function startProcess(proc, { quiet = false, truncateLog = false } = {}) {
  fs.mkdirSync(logsDir, { recursive: true });
  const logFile = path.join(logsDir, `${proc.logName ?? proc.name}.log`);
  const log = fs.createWriteStream(logFile, { flags: truncateLog ? 'w' : 'a' });
  // SERVICE_CPU_PROF=<dir>: every process writes V8 CPU profiles in <dir>/<name> when it stops
  // (one per thread: tsx's module loader has its own).
  const profiling = process.env.SERVICE_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.SERVICE_CPU_PROF, proc.name)]
    : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', proc.entry], {
    cwd: root,
    env: proc.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.logFile = logFile;
  const prefix = `[${proc.name}]`.padEnd(11);
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.on('data', (chunk) => {
      log.write(chunk);
      if (quiet) return;
      buf += chunk;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const line of lines) {
        const shown = terminalLine(line);
        if (shown) process.stdout.write(`${prefix} ${shown}\n`);
      }
    });
  }
  child.on('exit', () => log.end());
  return child;
}

/**
 * Waits until `url + pathName` answers 2xx. `child` (optional): give up at once when that process
 * exits, instead of polling a dead port until the time-out.
 */
export async function waitReady(url, timeoutMs = 60_000, pathName = '/ready', child = null) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `${url}${pathName}: the process exited (${child.signalCode ?? `code ${child.exitCode}`}) before it was ready`,
      );
    try {
      const res = await fetch(url + pathName, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url}${pathName} not ready after ${timeoutMs} ms (${last})`);
}

/** Stops children gracefully (SIGTERM), then forcibly after a grace period. */
export async function stopAll(children, graceMs = 8000) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const t = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => (clearTimeout(t), resolve()));
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The last `lines` lines of a file, or a note that there is none. */
export function logTail(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * A NATS server with JetStream that belongs to one run only (the browser tests): JetStream stream
 * and durable consumer names are global per server, so sharing the machine's NATS would mix the
 * run's users into whatever else consumes there. Same binary the infra scripts use.
 * Returns `{ url, child, logFile, stop() }`; `stop()` ends the server (its store dir is the caller's).
 */
export async function startPrivateNats({ port, storeDir, logFile, timeoutMs = 30_000 }) {
  const { bin } = await ensureNatsBinary(pinnedVersions().natsServer, (m) => console.error(`[nats] ${m}`));
  fs.mkdirSync(storeDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'w');
  let child;
  try {
    child = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: ['ignore', fd, fd],
    });
  } finally {
    fs.closeSync(fd);
  }
  let exited = null;
  child.on('error', (error) => (exited = error.message));
  child.on('exit', (code, signal) => (exited = signal ?? `code ${code}`));
  const stop = () => stopAll([child], 5000);
  const until = Date.now() + timeoutMs;
  for (;;) {
    if ((await natsInfo('127.0.0.1', port)).ok) break;
    if (exited || Date.now() > until) {
      await stop();
      throw new Error(
        `private nats-server on ${port} did not start (${exited ?? 'time-out'}); last lines of ${logFile}:\n${logTail(logFile)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `nats://127.0.0.1:${port}`, child, logFile, stop };
}

/**
 * Demo accounts through the public API only, like a person would: sign up, open the mail in
 * the dev sink, press Confirm on the page the link opens (a POST with the link's token).
 * Re-running is harmless (a taken email is skipped).
 */
export async function seedDemoAccounts(base = edgeUrl()) {
  for (const acc of DEMO_ACCOUNTS.filter((a) => a.role !== 'admin')) {
    const res = await fetch(`${base}/api/identity/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: acc.name, email: acc.email, password: acc.password, role: acc.role }),
    });
    if (res.status === 409) continue;
    if (!res.ok) throw new Error(`seeding ${acc.email}: HTTP ${res.status} ${await res.text()}`);
    let link;
    for (let i = 0; i < 50 && !link; i++) {
      const mails = await (
        await fetch(`${base}/api/identity/dev/mail?to=${encodeURIComponent(acc.email)}`)
      ).json();
      link = mails[0]?.links?.find((l) => l.includes('/auth/confirm?token='));
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    if (!link) throw new Error(`seeding ${acc.email}: no verification mail arrived`);
    const confirmed = await fetch(`${base}/api/identity/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
    });
    if (!confirmed.ok) throw new Error(`seeding ${acc.email}: confirming: HTTP ${confirmed.status}`);
  }
}
