import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
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

/** An answer as it came over the wire: raw headers in their order, and the body as text. */
export interface WireAnswer {
  status: number;
  rawHeaders: string[];
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WireRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
}

/**
 * Requests to `base` with Node's own `http.request` on kept-alive connections, as a browser or a
 * proxy sends them (no client library between the spec and the server's bytes).
 */
export function wireClient(base: string): {
  send: (path: string, options?: WireRequest) => Promise<WireAnswer>;
  close: () => void;
} {
  const agent = new Agent({ keepAlive: true });
  const send = (path: string, options: WireRequest = {}) =>
    new Promise<WireAnswer>((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { method: options.method ?? 'GET', headers: options.headers, agent },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, headers: res.headers, body }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  return { send, close: () => agent.destroy() };
}
