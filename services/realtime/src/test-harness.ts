/**
 * Test support (imported by specs only): a built realtime service served on a free local port,
 * the way a browser reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { buildRealtime } from './app';

/** The browser origin the specs' websockets come from (the gateway accepts it). */
export const ORIGIN = 'http://localhost:8080';

/** Serves `built` on 127.0.0.1 with its websocket gateway attached; `wsUrl` is its `/ws` address. */
export async function listenWithWebsockets(
  built: Awaited<ReturnType<typeof buildRealtime>>,
): Promise<{ server: http.Server; wsUrl: string }> {
  const server = http.createServer(built.app);
  built.attach!(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, wsUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws` };
}
