import http from 'node:http';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { createTokenVerifier, type TokenVerifier } from '../http/auth';
import { healthFirst, SERVER_KEEP_ALIVE_MS } from '../http/health-first';
import { serviceClock, type Clock } from '../core/clock';
import { ConfigError, readKey, type BaseConfig } from '../core/config';
import { createLogger, type Logger } from '../core/logger';
import { connectMongo, pingMongo } from '../store/mongo';
import { monitorStore } from '../store/monitor';
import { connectNats, pingNats, setStreamReplicas } from '../messaging/nats';
import { createMetrics, type Metrics } from '../core/metrics';
import type { ReadinessCheck } from '../http/app';
import { followRevocations, RevocationList } from '../http/revocations';

/** What every service gets handed at boot. */
export interface ServiceDeps<C extends BaseConfig = BaseConfig> {
  service: string;
  config: C;
  logger: Logger;
  conn: Connection;
  nc: NatsConnection;
  metrics: Metrics;
  verifier: TokenVerifier;
  /**
   * The time the service's domain runs on (its `ctx.now`, its scans' due times): moved forward
   * in a local run only, see `serviceClock`.
   */
  clock: Clock;
  /** Checks for /ready: Mongo and NATS round trips. Services may add their own. */
  readiness: ReadinessCheck[];
}

export interface BuiltService {
  app: Express;
  /** Starts background work (relay, consumers) after the server listens. */
  start?: () => Promise<void>;
  /** Stops background work; runs after the server stopped accepting. */
  stop?: () => Promise<void>;
  /** Hooks into the HTTP server before it listens (e.g. websocket upgrades). */
  attach?: (server: http.Server) => void;
  /** Runs when shutdown begins, before waiting for open connections (e.g. closes websockets). */
  beforeClose?: () => Promise<void>;
}

export function standardReadiness(conn: Connection, nc: NatsConnection): ReadinessCheck[] {
  return [
    { name: 'mongo', check: () => pingMongo(conn) },
    { name: 'nats', check: () => pingNats(nc) },
  ];
}

/** What a service without a database of its own (the realtime gateway) gets handed at boot. */
export type StatelessServiceDeps<C extends BaseConfig = BaseConfig> = Omit<ServiceDeps<C>, 'conn'>;

export interface RunningService {
  server: http.Server;
  shutdown: (signal: string) => Promise<void>;
}

/**
 * What every service has, with or without a database (all a stateless one is handed): logger,
 * metrics, the token verifier that follows revocations, and NATS. Revocations are read before the
 * port opens, so a token revoked a minute ago is refused from the first request on.
 */
async function connectCommon<C extends BaseConfig>(service: string, config: C) {
  const logger = createLogger(service, config.LOG_LEVEL);
  const revocations = new RevocationList();
  const verifier = createTokenVerifier(
    readKey(config.JWT_PUBLIC_KEY, config.JWT_PUBLIC_KEY_FILE, 'JWT_PUBLIC_KEY'),
    { revocations },
  );
  const nc = await connectNats(config.NATS_URL, service, logger);
  setStreamReplicas(nc, config.NATS_STREAM_REPLICAS);
  const revocationFollower = await followRevocations(nc, logger, { list: revocations });
  const clock = serviceClock({ service, localRun: config.LOCAL_RUN, nc, logger });
  const metrics = createMetrics(service);
  const deps: StatelessServiceDeps<C> = {
    service,
    config,
    logger,
    nc,
    metrics,
    verifier,
    clock,
    readiness: [{ name: 'nats', check: () => pingNats(nc) }],
  };
  return {
    deps,
    async closeMessaging() {
      await clock.stop();
      await revocationFollower.stop();
      await nc.drain().catch(() => undefined);
    },
  };
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
): Promise<RunningService> {
  const { deps, closeMessaging } = await connectCommon(service, config);
  const { logger, nc, metrics } = deps;
  const conn = await connectMongo({
    url: config.MONGO_URL,
    dbName: config.MONGO_DB ?? service,
    logger,
    deadlines: {
      serverSelectionTimeoutMS: config.MONGO_SERVER_SELECTION_TIMEOUT_MS,
      socketTimeoutMS: config.MONGO_SOCKET_TIMEOUT_MS,
      queryTimeoutMS: config.MONGO_QUERY_TIMEOUT_MS,
      waitQueueTimeoutMS: config.MONGO_WAIT_QUEUE_TIMEOUT_MS,
    },
    maxPoolSize: config.MONGO_MAX_POOL_SIZE,
  });
  monitorStore(conn, { logger, metrics, slowMs: config.SLOW_QUERY_MS });
  const built = await build({ ...deps, conn, readiness: standardReadiness(conn, nc) });
  return serve(service, config, logger, built, async () => {
    await closeMessaging();
    await conn.close().catch(() => undefined);
  });
}

/** `runService` for a service that keeps nothing durable: NATS only, no database connection. */
export async function runStatelessService<C extends BaseConfig>(
  service: string,
  config: C,
  build: (deps: StatelessServiceDeps<C>) => Promise<BuiltService>,
): Promise<RunningService> {
  const { deps, closeMessaging } = await connectCommon(service, config);
  return serve(service, config, deps.logger, await build(deps), closeMessaging);
}

/**
 * A service's `main`: runs its boot and, when boot fails (a bad configuration, an unreachable
 * dependency past its retries), says why on stderr and exits 1. Before the logger exists stderr is
 * the only place an operator will look; a configuration error is its list of lines, not a stack.
 */
export function runMain(boot: () => Promise<unknown>): void {
  boot().catch((err: unknown) => {
    process.stderr.write(
      `${err instanceof ConfigError ? err.message : ((err as Error).stack ?? String(err))}\n`,
    );
    process.exit(1);
  });
}

/** Listens, starts background work, and drains in order on SIGTERM/SIGINT. */
async function serve(
  service: string,
  config: BaseConfig,
  logger: Logger,
  built: BuiltService,
  closeConnections: () => Promise<unknown>,
): Promise<RunningService> {
  const server = http.createServer(healthFirst(service, built.app));
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  built.attach?.(server);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  logger.info({ port: config.PORT, host: config.HOST }, `${service} listening`);
  await built.start?.();

  let shuttingDown: Promise<void> | undefined;
  const shutdown = (signal: string) =>
    (shuttingDown ??= (async () => {
      logger.info({ signal }, 'shutting down');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Long-lived connections (websockets) are told to go elsewhere before the grace period.
      await built.beforeClose?.().catch((err) => logger.error({ err }, 'closing connections failed'));
      const grace = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await built.stop?.().catch((err) => logger.error({ err }, 'stopping background work failed'));
      await closeConnections();
      logger.info('stopped');
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      void shutdown(signal).then(() => process.exit(0));
    });
  return { server, shutdown };
}
