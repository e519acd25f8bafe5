import http from 'node:http';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { createTokenVerifier, type TokenVerifier } from './auth';
import { readKey, type BaseConfig } from './config';
import { createLogger, type Logger } from './logger';
import { connectMongo, pingMongo } from './mongo';
import { connectNats, pingNats, setStreamReplicas } from './nats';
import { createMetrics, type Metrics } from './metrics';
import type { ReadinessCheck } from './app';

/** What every service gets handed at boot. */
export interface ServiceDeps<C extends BaseConfig = BaseConfig> {
  service: string;
  config: C;
  logger: Logger;
  conn: Connection;
  nc: NatsConnection;
  metrics: Metrics;
  verifier: TokenVerifier;
  /** Checks for /ready: Mongo and NATS round trips. Services may add their own. */
  readiness: ReadinessCheck[];
}

export interface BuiltService {
  app: Express;
  /** Starts background work (relay, consumers) after the server listens. */
  start?: () => Promise<void>;
  /** Stops background work; runs after the server stopped accepting. */
  stop?: () => Promise<void>;
}

export function standardReadiness(conn: Connection, nc: NatsConnection): ReadinessCheck[] {
  return [
    { name: 'mongo', check: () => pingMongo(conn) },
    { name: 'nats', check: () => pingNats(nc) },
  ];
}

/**
 * Boots a service the same way everywhere: connect (with retry), build, listen, and on SIGTERM
 * or SIGINT stop accepting, let in-flight requests finish (up to SHUTDOWN_GRACE_MS), stop
 * background work, drain NATS and close Mongo.
 */
export async function runService<C extends BaseConfig>(
  service: string,
  config: C,
  build: (deps: ServiceDeps<C>) => Promise<BuiltService>,
): Promise<{ server: http.Server; shutdown: (signal: string) => Promise<void> }> {
  const logger = createLogger(service, config.LOG_LEVEL);
  const verifier = createTokenVerifier(
    readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
  );
  const conn = await connectMongo({ url: config.MONGO_URL, dbName: config.MONGO_DB ?? service, logger });
  const nc = await connectNats(config.NATS_URL, service, logger);
  setStreamReplicas(nc, config.NATS_STREAM_REPLICAS);
  const metrics = createMetrics(service);
  const built = await build({
    service,
    config,
    logger,
    conn,
    nc,
    metrics,
    verifier,
    readiness: standardReadiness(conn, nc),
  });

  const server = http.createServer(built.app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  logger.info({ port: config.PORT, host: config.HOST }, `${service} listening`);
  await built.start?.();

  let shuttingDown: Promise<void> | undefined;
  const shutdown = (signal: string) =>
    (shuttingDown ??= (async () => {
      logger.info({ signal }, 'shutting down');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await built.stop?.().catch((err) => logger.error({ err }, 'stopping background work failed'));
      await nc.drain().catch(() => undefined);
      await conn.close().catch(() => undefined);
      logger.info('stopped');
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      void shutdown(signal).then(() => process.exit(0));
    });
  return { server, shutdown };
}
