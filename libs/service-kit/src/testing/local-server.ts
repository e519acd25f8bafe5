import { createServer, type RequestListener, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface LocalServer {
  server: Server;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
}

/** `app` served on a free port of 127.0.0.1, for specs that talk to it over real sockets. */
export async function listenLocally(app: RequestListener): Promise<LocalServer> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, base: `http://127.0.0.1:${port}` };
}

/**
 * Opens `count` connections to `POST <path>` that announce a 1000-byte JSON body, send only its
 * `{` and stay open: a client holding bodies half-sent, which must not use up the server's room
 * for requests in progress. The caller destroys the sockets.
 */
export async function holdHalfSentBodies(
  port: number,
  count: number,
  { path = '/orders', host = 'x' }: { path?: string; host?: string } = {},
): Promise<net.Socket[]> {
  const held: net.Socket[] = [];
  for (let i = 0; i < count; i += 1) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    held.push(socket);
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
  }
  return held;
}

/** `server` listening on a free port of 127.0.0.1; resolves with its base URL. */
export function listenOnFreePort(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** Closes `server` with every connection it still holds. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A URL nothing listens on: a free port, listened on and closed again. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  const url = await listenOnFreePort(server);
  await closeServer(server);
  return url;
}
