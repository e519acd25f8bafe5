import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * How long a server keeps an idle connection: longer than a load balancer's or a client's own idle
 * time (60 s is common), so a client never sends on a connection the server is closing (Node's
 * 5 s default did that to clients: "other side closed"). The edge's pools close theirs sooner.
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/** The liveness answer: the process is up and its event loop turns. */
export function healthAnswer(service: string): { status: 'ok'; service: string } {
  return { status: 'ok', service };
}

/**
 * The server's request listener with `GET /health` answered before the framework. Liveness probes
 * come every few seconds to every replica and say only that the process answers: through Express
 * (router, logger, metrics, helmet) one cost ~0.5 ms of CPU, here a few µs
 * (tests/load/cpu-cost.mjs). The app keeps its own /health route for in-process callers.
 */
export function healthFirst(service: string, app: RequestListener): RequestListener {
  const body = Buffer.from(JSON.stringify(healthAnswer(service)));
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== '/health' || (req.method !== 'GET' && req.method !== 'HEAD')) return app(req, res);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
