/**
 * Test support (imported by specs only): a built realtime service served on a free local port,
 * the way a browser reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NatsConnection } from 'nats';
import { createMetrics, systemClock } from '@marketplace/service-kit/core';
import { createTokenVerifier, type RevocationList } from '@marketplace/service-kit/http';
import { silentLogger } from '@marketplace/service-kit/testing';
import { buildRealtime } from './app';
import { realtimeConfigSchema, type RealtimeConfig } from './config';

/** The browser origin the specs' websockets come from (the gateway accepts it). */
export const ORIGIN = 'http://localhost:8080';

/** Serves `built` on 127.0.0.1 with its websocket gateway attached; `wsUrl` is its `/ws` address. */
async function listenWithWebsockets(
  built: Awaited<ReturnType<typeof buildRealtime>>,
): Promise<{ server: http.Server; wsUrl: string }> {
  const server = http.createServer(built.app);
  built.attach!(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, wsUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws` };
}

export interface TestGateway {
  built: Awaited<ReturnType<typeof buildRealtime>>;
  server: http.Server;
  wsUrl: string;
  /** Closes the websockets, stops the consumers and the server, as a shutdown does. */
  stop(): Promise<void>;
}

/**
 * A realtime service on `nc` trusting tokens of `publicKey`, reading the streams `config` names
 * (`SUPPLIER_PRODUCER`, … : the test's own producers), served and started. It may not be ready
 * yet: round events can still be replaying when this resolves.
 */
export async function startTestGateway(
  nc: NatsConnection,
  publicKey: string,
  config: Partial<RealtimeConfig>,
  options: { revocations?: RevocationList } = {},
): Promise<TestGateway> {
  const built = await buildRealtime({
    service: 'realtime',
    config: {
      ...realtimeConfigSchema.parse({ PORT: '0', LOG_LEVEL: 'silent', JWT_PUBLIC_KEY: 'x' }),
      PUBLIC_URL: ORIGIN,
      ...config,
    },
    logger: silentLogger(),
    nc,
    metrics: createMetrics('realtime'),
    verifier: createTokenVerifier(publicKey, options),
    clock: systemClock,
    readiness: [],
  });
  const { server, wsUrl } = await listenWithWebsockets(built);
  await built.start!();
  return {
    built,
    server,
    wsUrl,
    async stop() {
      await built.beforeClose!();
      await built.stop!();
      await new Promise((r) => server.close(r));
    },
  };
}
