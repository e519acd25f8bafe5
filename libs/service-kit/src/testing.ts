import { generateKeyPairSync } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import pino from 'pino';
import { connectMongo, testDatabaseName } from './mongo';
import { connectNats } from './nats';
import type { Logger } from './logger';
import { createTokenVerifier } from './auth';
import { baseConfigSchema, loadConfig, type BaseConfig } from './config';
import { createMetrics } from './metrics';
import { standardReadiness, type ServiceDeps } from './service';

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
  return {
    service,
    config: fullConfig,
    logger: silentLogger(),
    conn,
    nc,
    metrics: createMetrics(service),
    verifier: createTokenVerifier(keys.publicKey),
    readiness: standardReadiness(conn, nc),
    keys,
    close: async () => {
      await nc.close().catch(() => undefined);
      await dropTestDatabase(conn);
    },
  };
}
