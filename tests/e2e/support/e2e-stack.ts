/**
 * The browser tests' own copy of the product: the same processes `npm start` runs
 * (scripts/dev/stack.mjs), on ports picked at run time, with fresh databases, a fresh avatar
 * bucket and a private NATS server, so a developer's `npm start` and an e2e run never meet.
 *
 * Every run writes `.data/e2e/run-<id>.json` (what it started and created) before starting
 * anything. Teardown removes all of it; a run whose runner died (SIGKILL, crash) is cleaned up
 * by the next run's setup, so leftovers never pile up.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';

/** What this file uses of scripts/dev/stack.mjs (plain JS, loaded at run time). */
interface StackProcess {
  name: string;
  entry: string;
  url: string;
  readyPath: string;
}
type LoggedChild = ChildProcess & { logFile: string };
interface StackModule {
  logsDir: string;
  buildWebApps(options: { log: string }): void;
  freePort(): Promise<number>;
  startPrivateNats(options: { port: number; storeDir: string; logFile: string }): Promise<{
    url: string;
    child: ChildProcess;
    stop(): Promise<unknown>;
  }>;
  stackProcesses(options: {
    publicUrl: string;
    logPrefix: string;
    ports: Record<
      'edge' | 'identity' | 'admin' | 'buyer' | 'supplier' | 'realtime' | 'notifications',
      number
    >;
    env: Record<string, Record<string, string>>;
  }): StackProcess[];
  startProcess(proc: StackProcess, options: { quiet: boolean; truncateLog: boolean }): LoggedChild;
  waitReady(url: string, timeoutMs: number, pathName: string, child: ChildProcess): Promise<void>;
  stopAll(children: ChildProcess[]): Promise<void>;
  logTail(file: string, lines: number): string;
}
interface SeedModule {
  seedDemo(base: string, log: (message: string) => void): Promise<void>;
}
interface InfraModule {
  ensureInfra(options: { only: string[]; log: (message: string) => void }): Promise<unknown>;
}
interface InfraConfigModule {
  infraConfig(env: NodeJS.ProcessEnv): {
    ferretdb: { url: string };
    minio: { host: string; port: number; accessKey: string; secretKey: string };
  };
}

export const repoRoot = path.resolve(__dirname, '../../..');
const runsDir = path.join(repoRoot, '.data', 'e2e');
const stackModule = path.join(repoRoot, 'scripts/dev/stack.mjs');

/** Everything one run started or created; enough to undo it from another process. */
export interface RunRecord {
  id: string;
  runnerPid: number;
  startedAt: string;
  baseURL: string;
  mongoUrl: string;
  databases: string[];
  bucket: string;
  /** The supplier service's product-image bucket (absent in records of older runs). */
  productBucket?: string;
  natsStoreDir: string;
  /**
   * pid and a marker found in its command line or environment (unique to the run), so a pid
   * the OS has since given to another process is never signalled.
   */
  processes: { name: string; pid: number; marker: string; url?: string }[];
  logs: string[];
}

const load = <T>(file: string): Promise<T> => import(file) as Promise<T>;

const log = (message: string) => process.stderr.write(`[e2e] ${message}\n`);

function runFile(id: string) {
  return path.join(runsDir, `run-${id}.json`);
}

function readRunFile(file: string): RunRecord | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RunRecord;
  } catch {
    return null;
  }
}

function writeRun(run: RunRecord) {
  fs.mkdirSync(runsDir, { recursive: true });
  const file = runFile(run.id);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(run, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Command line and environment of a live process, NUL-separated (Linux /proc). */
function processText(pid: number): string | null {
  try {
    return ['cmdline', 'environ'].map((f) => fs.readFileSync(`/proc/${pid}/${f}`, 'utf8')).join('\0');
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM, then SIGKILL after `graceMs`, only if the pid still runs what we started. */
async function killRecorded(proc: RunRecord['processes'][number], graceMs = 8000) {
  const ours = () => processText(proc.pid)?.split('\0').includes(proc.marker) ?? false;
  if (!ours()) return;
  try {
    process.kill(proc.pid, 'SIGTERM');
  } catch {
    return;
  }
  const until = Date.now() + graceMs;
  while (Date.now() < until && ours()) await sleep(100);
  if (ours()) {
    try {
      process.kill(proc.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    for (let i = 0; i < 30 && ours(); i++) await sleep(100);
  }
}

async function dropDatabases(mongoUrl: string, names: string[]) {
  if (!names.length) return;
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.connect();
    for (const name of names) await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}

async function minioClient() {
  const { infraConfig } = await load<InfraConfigModule>(path.join(repoRoot, 'scripts/infra/config.mjs'));
  const { minio } = infraConfig(process.env);
  const { Client } = await import('minio');
  return new Client({
    endPoint: minio.host,
    port: minio.port,
    useSSL: false,
    accessKey: minio.accessKey,
    secretKey: minio.secretKey,
  });
}

async function removeBucket(bucket: string) {
  const client = await minioClient();
  if (!(await client.bucketExists(bucket))) return;
  const names: string[] = [];
  for await (const obj of client.listObjectsV2(bucket, '', true)) names.push((obj as { name: string }).name);
  if (names.length) await client.removeObjects(bucket, names);
  await client.removeBucket(bucket);
}

/** Undoes a run: processes, NATS store, databases, bucket, then its record. Reports, never throws. */
export async function cleanUpRun(run: RunRecord): Promise<string[]> {
  const problems: string[] = [];
  const attempt = async (what: string, fn: () => Promise<unknown> | unknown) => {
    try {
      await fn();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
    }
  };
  // Services first (they hold NATS and Mongo connections), NATS last.
  const services = run.processes.filter((p) => p.name !== 'nats');
  await Promise.all(services.map((p) => attempt(`stopping ${p.name}`, () => killRecorded(p))));
  await Promise.all(
    run.processes
      .filter((p) => p.name === 'nats')
      .map((p) => attempt('stopping nats', () => killRecorded(p))),
  );
  await attempt('removing the NATS store', () =>
    fs.rmSync(run.natsStoreDir, { recursive: true, force: true }),
  );
  await attempt('dropping databases', () => dropDatabases(run.mongoUrl, run.databases));
  await attempt('removing the avatar bucket', () => removeBucket(run.bucket));
  if (run.productBucket)
    await attempt('removing the product-image bucket', () => removeBucket(run.productBucket!));
  if (!problems.length) fs.rmSync(runFile(run.id), { force: true });
  return problems;
}

/** Cleans up after runs whose runner is gone (killed, crashed) before this one starts. */
async function sweepAbandonedRuns() {
  if (!fs.existsSync(runsDir)) return;
  for (const file of fs.readdirSync(runsDir).filter((f) => /^run-.+\.json$/.test(f))) {
    let run: RunRecord;
    try {
      run = JSON.parse(fs.readFileSync(path.join(runsDir, file), 'utf8'));
    } catch {
      continue;
    }
    if (pidAlive(run.runnerPid)) continue; // another run, still going: not ours to touch
    log(`cleaning up after an abandoned run ${run.id} (runner pid ${run.runnerPid} is gone)`);
    const problems = await cleanUpRun(run);
    for (const p of problems) log(`  could not finish: ${p}`);
  }
}

/** Children of this process, for a graceful stop; the record covers the rest. */
const started: { nats?: { stop(): Promise<unknown> }; services: ChildProcess[]; run?: RunRecord } = {
  services: [],
};

export interface StartedStack {
  run: RunRecord;
}

/**
 * Builds the web apps (Nx cache), ensures FerretDB and MinIO, starts a private NATS, identity,
 * admin and the edge on `edgePort`, seeds the demo accounts. On failure: prints the log tails,
 * stops what it started and throws.
 */
export async function startE2eStack({ edgePort }: { edgePort: number }): Promise<StartedStack> {
  const stack = await load<StackModule>(stackModule);
  const { ensureInfra } = await load<InfraModule>(path.join(repoRoot, 'scripts/infra/infra.mjs'));
  const { infraConfig } = await load<InfraConfigModule>(path.join(repoRoot, 'scripts/infra/config.mjs'));

  await sweepAbandonedRuns();

  const t0 = Date.now();
  const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  // NATS is private to this run (below); the databases are shared servers with run-owned names.
  await ensureInfra({ only: ['ferretdb', 'minio'], log: (m: string) => log(`infra: ${m}`) });
  log(`infra ready (${since()})`);

  const buildLog = path.join(stack.logsDir, 'e2e-build.log');
  log(`building the shell and the remotes (Nx cache; output in ${path.relative(repoRoot, buildLog)})`);
  stack.buildWebApps({ log: buildLog });
  log(`web apps built (${since()})`);

  // Lowercase letters and digits only: valid in database and bucket names alike.
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const baseURL = `http://127.0.0.1:${edgePort}`;
  const [
    identityPort,
    adminPort,
    buyerPort,
    supplierPort,
    realtimePort,
    notificationsPort,
    smtpPort,
    natsPort,
    edgeMetricsPort,
  ] = await Promise.all(Array.from({ length: 9 }, () => stack.freePort()));
  const run: RunRecord = {
    id,
    runnerPid: process.pid,
    startedAt: new Date().toISOString(),
    baseURL,
    mongoUrl: infraConfig(process.env).ferretdb.url,
    databases: ['identity', 'admin', 'supplier', 'buyer', 'realtime', 'notifications'].map(
      (s) => `${s}_e2e_${id}`,
    ),
    bucket: `e2e-avatars-${id}`,
    productBucket: `e2e-products-${id}`,
    natsStoreDir: fs.mkdtempSync(path.join(os.tmpdir(), `mp-e2e-nats-${id}-`)),
    processes: [],
    logs: [],
  };
  started.run = run;
  // Journeys that restart one of the run's processes record the new one in this file.
  process.env.E2E_RUN_FILE = runFile(id);
  // The last check of the run reads the edge's fallback counter there (server-view-fallbacks.teardown.ts).
  process.env.E2E_EDGE_METRICS_URL = `http://127.0.0.1:${edgeMetricsPort}/metrics`;
  writeRun(run);

  try {
    const natsLog = path.join(stack.logsDir, 'e2e-nats.log');
    run.logs.push(natsLog);
    const nats = await stack.startPrivateNats({
      port: natsPort,
      storeDir: run.natsStoreDir,
      logFile: natsLog,
    });
    started.nats = nats;
    // Journeys that stand in for a producer, or send a command no page offers, use this NATS.
    process.env.E2E_NATS_URL = nats.url;
    // Its store directory is one of its arguments, and unique to this run.
    run.processes.push({ name: 'nats', pid: nats.child.pid!, marker: run.natsStoreDir });
    writeRun(run);

    const procs = stack.stackProcesses({
      publicUrl: baseURL,
      logPrefix: 'e2e-',
      ports: {
        edge: edgePort,
        identity: identityPort,
        admin: adminPort,
        buyer: buyerPort,
        supplier: supplierPort,
        realtime: realtimePort,
        notifications: notificationsPort,
      },
      env: {
        all: { NODE_ENV: 'development', NATS_URL: nats.url, MONGO_URL: run.mongoUrl, E2E_RUN_ID: id },
        identity: {
          MONGO_DB: run.databases[0],
          SMTP_SINK_PORT: String(smtpPort),
          AVATAR_BUCKET: run.bucket,
          // Journeys sign many people up from one address; the limits have their own tests.
          SIGN_UP_RATE_LIMIT: '10000',
          SIGN_IN_RATE_LIMIT: '10000',
          SIGN_IN_IP_RATE_LIMIT: '10000',
          MAIL_PER_IP_RATE_LIMIT: '10000',
          MAIL_PER_EMAIL_COOLDOWN_S: '0',
          REFRESH_RATE_LIMIT: '10000',
        },
        // Its mail goes to identity's sink above, and it copies nothing (CARRY_OVER_FROM_DB follows
        // identity's database, a fresh one). The journeys' webhook receivers listen on this
        // machine; `npm start` keeps refusing such endpoints.
        notifications: { MONGO_DB: run.databases[5], WEBHOOK_ALLOW_PRIVATE: 'true' },
        admin: { MONGO_DB: run.databases[1] },
        supplier: { MONGO_DB: run.databases[2], PRODUCT_IMAGE_BUCKET: run.productBucket! },
        buyer: { MONGO_DB: run.databases[3] },
        realtime: { MONGO_DB: run.databases[4] },
        // Two browsers share the 2-core machine with the whole stack: a server view slower than the
        // default budget (1 s) would send the welcome instead, which the server-view journeys
        // would read as a fault. How long to wait for one is an operator's latency choice.
        edge: { EDGE_SERVER_VIEW_BUDGET_MS: '3000', EDGE_METRICS_PORT: String(edgeMetricsPort) },
      },
    });
    for (const proc of procs) {
      const child = stack.startProcess(proc, { quiet: true, truncateLog: true });
      started.services.push(child);
      run.logs.push(child.logFile);
      // Its address too: the benchmarks read each service's /metrics (tests/load).
      run.processes.push({ name: proc.name, pid: child.pid!, marker: `E2E_RUN_ID=${id}`, url: proc.url });
    }
    writeRun(run);
    for (const [i, proc] of procs.entries())
      await stack.waitReady(proc.url, 240_000, proc.readyPath, started.services[i]);
    log(`services ready at ${baseURL} (${since()})`);
    const seed = await load<SeedModule>(path.join(repoRoot, 'scripts/dev/seed/index.mjs'));
    await seed.seedDemo(baseURL, (m) => log(m));
    log(`demo data seeded, run ${id} (${since()})`);
    return { run };
  } catch (error) {
    log(`setup failed: ${(error as Error).message}`);
    for (const file of run.logs)
      log(`--- last lines of ${path.relative(repoRoot, file)} ---\n${stack.logTail(file, 25)}`);
    await stopE2eStack();
    throw error;
  }
}

/** Stops this run's processes gracefully and removes everything it created. */
export async function stopE2eStack(): Promise<void> {
  const run = started.run;
  if (!run) return;
  const stack = await load<StackModule>(stackModule);
  await stack.stopAll(started.services);
  await started.nats?.stop();
  // A journey may have replaced a process (e.g. restarted the realtime gateway): the file knows.
  const onDisk = readRunFile(runFile(run.id));
  if (onDisk) run.processes = onDisk.processes;
  const problems = await cleanUpRun(run);
  started.services = [];
  started.nats = undefined;
  started.run = undefined;
  if (problems.length) throw new Error(`e2e teardown left something behind:\n  ${problems.join('\n  ')}`);
  log(
    `run ${run.id} cleaned up (processes stopped, databases ${run.databases.join(', ')} and bucket ${run.bucket} removed)`,
  );
}
