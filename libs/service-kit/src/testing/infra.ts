import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import pino from 'pino';
import { connectMongo, testDatabaseName } from '../store/mongo';
import { streamFor } from '@marketplace/contracts';
import { connectNats, ensureStream } from '../messaging/nats';
import type { Logger } from '../core/logger';
import { createTokenVerifier } from '../http/auth';
import { baseConfigSchema, loadConfig, type BaseConfig, type ObjectStorageConfig } from '../core/config';
import { objectStoreFor } from '../store/object-store';
import { createMetrics } from '../core/metrics';
import { standardReadiness, type ServiceDeps } from '../runtime/run-service';
import { serviceClock } from '../core/clock';
import { monitorStore } from '../store/monitor';

/** Helpers for integration tests against the real local infrastructure. */
export const testInfra = {
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
};

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

/** A logger whose JSON lines are kept in memory, to assert what an operator would read. */
export function capturingLogger(): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

export function testKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** A fresh database on the real server; drop it in afterAll. */
export async function testDatabase(prefix: string): Promise<Connection> {
  return connectMongo({
    url: testInfra.mongoUrl,
    dbName: testDatabaseName(prefix),
    logger: silentLogger(),
    attempts: 3,
  });
}

export async function dropTestDatabase(conn: Connection | undefined): Promise<void> {
  if (!conn) return;
  await conn.dropDatabase().catch(() => undefined);
  await conn.close().catch(() => undefined);
}

export async function testNats(name = 'test'): Promise<NatsConnection> {
  return connectNats(testInfra.natsUrl, name, silentLogger(), 3);
}

/** A database, a NATS connection and a producer of the test's own: what a messaging spec runs on. */
export interface StreamBench {
  conn: Connection;
  nc: NatsConnection;
  producer: string;
  /** Deletes the producer's stream, closes the connection and drops the database. */
  close(): Promise<void>;
}

/** Opens a bench; its stream is created unless `ensure` is false (a test that creates it itself). */
export async function openStreamBench(dbPrefix: string, { ensure = true } = {}): Promise<StreamBench> {
  const producer = uniqueProducer();
  const conn = await testDatabase(dbPrefix);
  const nc = await testNats();
  if (ensure) await ensureStream(nc, producer);
  return {
    conn,
    nc,
    producer,
    async close() {
      await (await nc.jetstreamManager()).streams.delete(streamFor(producer).name).catch(() => undefined);
      await nc.close();
      await dropTestDatabase(conn);
    },
  };
}

/** Polls until `fn` returns a truthy value or the time is up (then returns the last value). */
export async function eventually<T>(fn: () => Promise<T>, timeoutMs = 10_000, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = await fn();
  while (!last && Date.now() < until) {
    await new Promise((r) => setTimeout(r, everyMs));
    last = await fn();
  }
  return last;
}

/** A producer name no other test run uses, so its stream starts empty. */
export function uniqueProducer(): string {
  return (
    'kt' + Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  );
}

/**
 * What `runService` hands a service, from the parts a test harness set up itself (its own
 * database, NATS and key pair): a verifier of that public key, fresh metrics and the standard
 * readiness checks.
 */
export function harnessServiceDeps<C extends BaseConfig>(
  service: string,
  parts: { config: C; conn: Connection; nc: NatsConnection; publicKey: string; logger?: Logger },
): ServiceDeps<C> {
  const { config, conn, nc, publicKey, logger = silentLogger() } = parts;
  return {
    service,
    config,
    logger,
    conn,
    nc,
    metrics: createMetrics(service),
    verifier: createTokenVerifier(publicKey),
    // Movable when the harness's config declares a local run, as runService would make it.
    clock: serviceClock({ service, localRun: config.LOCAL_RUN, nc, logger }),
    readiness: standardReadiness(conn, nc),
  };
}

const OBJECT_STORAGE_ENV = [
  'MINIO_ENDPOINT',
  'MINIO_PORT',
  'MINIO_USE_SSL',
  'MINIO_ACCESS_KEY',
  'MINIO_SECRET_KEY',
] as const;

/** This run's MinIO settings (those set in the environment), for a test's own service config. */
export function objectStorageEnv(): Record<string, string> {
  return Object.fromEntries(
    OBJECT_STORAGE_ENV.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]!]),
  );
}

/**
 * Everything `runService` would hand a service, wired to the real local infrastructure with a
 * fresh database and a fresh key pair. `close()` undoes it.
 */
export async function testServiceDeps<C extends BaseConfig>(
  service: string,
  config: Partial<C>,
): Promise<ServiceDeps<C> & { keys: { publicKey: string; privateKey: string }; close: () => Promise<void> }> {
  const keys = testKeyPair();
  const conn = await testDatabase(service);
  const nc = await testNats(service);
  const fullConfig = loadConfig(baseConfigSchema.passthrough(), {
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...process.env,
  }) as unknown as C;
  Object.assign(fullConfig, config);
  const metrics = createMetrics(service);
  const logger = silentLogger();
  // Same store monitoring as runService, so a test can read slow-command metrics.
  monitorStore(conn, { logger, metrics, slowMs: fullConfig.SLOW_QUERY_MS });
  return {
    service,
    config: fullConfig,
    logger,
    conn,
    nc,
    metrics,
    verifier: createTokenVerifier(keys.publicKey),
    clock: serviceClock({ service, localRun: fullConfig.LOCAL_RUN, nc, logger }),
    readiness: standardReadiness(conn, nc),
    keys,
    close: async () => {
      await nc.close().catch(() => undefined);
      await dropTestDatabase(conn);
    },
  };
}

/** A NATS server of a test's own. */
export interface PrivateNats {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit; the store survives for `start()`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
  /** Stops it and removes its store. */
  dispose(): Promise<void>;
}

function natsServerBinary(): string {
  if (process.env.NATS_SERVER_BIN) return process.env.NATS_SERVER_BIN;
  if (fs.existsSync('/usr/sbin/nats-server')) return '/usr/sbin/nats-server';
  return path.resolve(__dirname, '../../../../.data/bin/nats-server');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function accepting(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`private server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A server process of a test's own on a free port, its data in a temp folder: stopped (the data
 * kept) and started again at will, disposed with its data. `commandFor` names the binary and its
 * arguments for the port and folder.
 */
async function privateServerProcess(
  tempPrefix: string,
  acceptWithinMs: number,
  commandFor: (port: number, dir: string) => { binary: string; args: string[] },
) {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), tempPrefix));
  const { binary, args } = commandFor(port, dir);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, args, { stdio: 'ignore' });
    await accepting(port, acceptWithinMs);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    // A frozen server (SIGSTOP) acts on nothing until it runs again.
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    start,
    stop,
    signal: (signal: NodeJS.Signals) => void child?.kill(signal),
    dispose: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a private JetStream server. Stream and durable names are global per server, so tests
 * whose code publishes on real subjects (`identity.…`) must not use a shared server: their events
 * would end up in a developer's running stack.
 */
export async function startPrivateNats(): Promise<PrivateNats> {
  const server = await privateServerProcess('nats-test-', 10_000, (port, dir) => ({
    binary: natsServerBinary(),
    args: ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir],
  }));
  return {
    url: `nats://127.0.0.1:${server.port}`,
    stop: server.stop,
    start: server.start,
    dispose: server.dispose,
  };
}

/** What a service's test harness runs on (see `harnessInfra`). */
export interface HarnessInfra {
  keys: { publicKey: string; privateKey: string };
  conn: Connection;
  /** The NATS server of the harness's own; absent when a client was given. */
  nats?: PrivateNats;
  nc: NatsConnection;
  /** Closes what was started here; a database or client that was given stays open. */
  close(): Promise<void>;
}

/**
 * Fresh keys, a database `<service>_<name>` and a NATS server of the harness's own with a quiet
 * client (a service publishes on its real subjects, which must never reach a developer's running
 * stack): what a service's test harness starts it on. A database, client or keys given (a second
 * replica on the first one's database) are used instead.
 */
export async function harnessInfra(
  service: string,
  name: string,
  given: { conn?: Connection; nc?: NatsConnection; keys?: HarnessInfra['keys'] } = {},
): Promise<HarnessInfra> {
  const keys = given.keys ?? testKeyPair();
  const conn = given.conn ?? (await testDatabase(`${service}_${name}`));
  const nats = given.nc ? undefined : await startPrivateNats();
  const nc = given.nc ?? (await connectNats(nats!.url, `${service}-${name}`, silentLogger(), 20));
  return {
    keys,
    conn,
    nats,
    nc,
    async close() {
      if (!given.nc) await nc.close().catch(() => undefined);
      await nats?.dispose();
      if (!given.conn) await dropTestDatabase(conn);
    },
  };
}

/** A FerretDB of a test's own (SQLite backend in a temp folder), to stop, start or freeze. */
export interface PrivateFerretdb {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit; the data survives for `start()`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): it still accepts connections but answers nothing, like a stuck store. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

function ferretdbBinary(): string {
  return process.env.FERRETDB_BIN ?? path.resolve(__dirname, '../../../../.data/bin/ferretdb');
}

/**
 * Starts a private FerretDB, for tests that take the store away (outages, stuck store) without
 * touching the shared one. SQLite keeps it self-contained: what is tested is the service's side.
 */
export async function startPrivateFerretdb(): Promise<PrivateFerretdb> {
  const server = await privateServerProcess('ferretdb-test-', 15_000, (port, dir) => {
    fs.mkdirSync(path.join(dir, 'data'));
    return {
      binary: ferretdbBinary(),
      args: [
        '--handler=sqlite',
        `--sqlite-url=file:${path.join(dir, 'data')}/`,
        `--listen-addr=127.0.0.1:${port}`,
        `--state-dir=${dir}`,
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=error',
      ],
    };
  });
  return {
    url: `mongodb://127.0.0.1:${server.port}`,
    stop: server.stop,
    start: server.start,
    freeze: () => server.signal('SIGSTOP'),
    thaw: () => server.signal('SIGCONT'),
    dispose: server.dispose,
  };
}

/** Empties and removes a test's own bucket (nothing left behind in the shared MinIO); absent is fine. */
export async function removeTestBucket(config: ObjectStorageConfig, bucket: string): Promise<void> {
  const { client } = objectStoreFor(config, bucket);
  if (!(await client.bucketExists(bucket))) return;
  const names: string[] = [];
  for await (const obj of client.listObjectsV2(bucket, '', true)) names.push((obj as { name: string }).name);
  if (names.length) await client.removeObjects(bucket, names);
  await client.removeBucket(bucket);
}

/**
 * Runs a TypeScript script (through tsx, from the workspace root) in a process of its own, for
 * specs whose subject is a crash: resolves when it exits with its signal (`SIGKILL` when it killed
 * itself mid-write) and everything it wrote on stdout and stderr.
 */
export function runTsxScript(
  script: string,
  args: string[],
): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: path.resolve(__dirname, '../../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, out }));
  });
}
