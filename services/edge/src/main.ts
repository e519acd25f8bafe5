import http from 'node:http';
import type { Duplex } from 'node:stream';
import { createLogger } from '@marketplace/service-kit/core';
import { healthFirst, SERVER_KEEP_ALIVE_MS } from '@marketplace/service-kit/http';
import { createEdgeApp } from './app';
import { loadEdgeConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

const logger = createLogger('edge');

const config = loadEdgeConfig();
const { app, handleUpgrade, warmUp, metricsApp } = createEdgeApp(config, logger);
const server = http.createServer(healthFirst('edge', app));
server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
// Prometheus reads the edge on a port of its own: the public one never answers /metrics.
const metricsServer = config.metricsPort > 0 ? http.createServer(metricsApp) : null;
// A taken port loses the metrics, not the site: said at error level, the edge serves on.
metricsServer?.on('error', (err) =>
  logger.error({ err, port: config.metricsPort }, 'edge metrics not served'),
);
metricsServer?.listen(config.metricsPort, config.host, () =>
  logger.info({ port: config.metricsPort, host: config.host }, 'edge metrics listening'),
);
const upgraded = new Set<Duplex>();

server.on('upgrade', (req, socket, head) => {
  upgraded.add(socket);
  socket.once('close', () => upgraded.delete(socket));
  handleUpgrade(req, socket, head);
});

server.listen(config.port, config.host, () => {
  logger.info(
    {
      port: config.port,
      host: config.host,
      services: config.services,
      realtime: config.realtimeUrl,
      remotes: config.remotes,
    },
    'edge listening',
  );
  void warmUp();
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'edge shutting down');
  // Stop accepting; let in-flight requests finish; websockets are closed now (clients reconnect).
  server.close(() => {
    logger.info('edge stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  metricsServer?.close();
  for (const socket of upgraded) socket.destroy();
  setTimeout(() => {
    logger.warn('edge forced exit after grace period');
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
