import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { capturingLogger, closeServer, listenOnFreePort, wireClient } from '@marketplace/service-kit/testing';
import { createEdgeApp } from './app';
import type { EdgeConfig } from './config';

/**
 * The edge on a port of its own, as main.ts serves it (the lean API path first, then express),
 * with a client on kept-alive connections, its log lines and its metrics. Specs only.
 */
export async function edgeOnPort(config: EdgeConfig) {
  const { logger, lines } = capturingLogger();
  const { app, metricsApp } = createEdgeApp(config, logger);
  const server = http.createServer(app);
  const base = await listenOnFreePort(server);
  const { send, close: closeClient } = wireClient(base);
  return {
    config,
    base,
    port: (server.address() as AddressInfo).port,
    send,
    lines,
    metrics: async () => (await request(metricsApp).get('/metrics')).text,
    stop: async () => {
      closeClient();
      await closeServer(server);
    },
  };
}
