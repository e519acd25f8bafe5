import { IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from '../core/logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (requestLogger): the caller's x-request-id when well-formed, else a new one. */
    id?: string;
    /** A logger whose lines name this request (requestLogger). */
    log?: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

// Query parameters that carry secrets (e.g. a mailed `?token=` link) are masked in request logs;
// the logger's redact paths cover headers and bodies, not URLs.
const SECRET_PARAM = /token|password|secret|signature|code/i;
const REDACTED = '[redacted]';

/** `url` with the values of secret-looking query parameters replaced; exported for tests. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponentSafe(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The caller's `x-request-id` when it is well-formed, else a new one. It is written back onto the
 * request (so a proxy forwards it and the next service logs the same id) and echoed on the response.
 */
export function requestIdOf(req: IncomingMessage, res?: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res?.setHeader('x-request-id', id);
  return id;
}

/** The part of a request a log line names: id, method, url (secrets masked), client address. */
function requestFields(req: IncomingMessage) {
  return {
    id: req.id,
    method: req.method,
    url: typeof req.url === 'string' ? scrubUrl(req.url) : req.url,
    remoteAddress: req.socket?.remoteAddress,
  };
}

/** Where a request keeps the logger its `log` is made from, and that child once made. */
const BASE_LOGGER: unique symbol = Symbol.for('@marketplace/service-kit request logger');
const CHILD_LOGGER: unique symbol = Symbol.for('@marketplace/service-kit request child logger');
type LoggedRequest = IncomingMessage & { [BASE_LOGGER]?: Logger; [CHILD_LOGGER]?: Logger };

// `req.log` is made on first use, through one accessor on the prototype: defining the accessor on
// each request made every request object a slow dictionary object, which cost the edge ~0.05 ms of
// CPU per proxied request (more than its proxying); a request's own properties are plain fields.
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  enumerable: false,
  get(this: LoggedRequest): Logger | undefined {
    const base = this[BASE_LOGGER];
    if (this[CHILD_LOGGER] === undefined && base !== undefined)
      this[CHILD_LOGGER] = base.child({ req: requestFields(this) });
    return this[CHILD_LOGGER];
  },
  set(this: LoggedRequest, value: Logger) {
    this[CHILD_LOGGER] = value;
  },
});

/**
 * One request-log line per request, with its request id, at a level that follows the status.
 * Lines carry method, url (secrets masked), status and timing — not headers or cookies. `req.log`
 * is a child logger bound to the request, made only when something logs through it.
 *
 * Written for what it costs: pino-http serialised every request (headers included, then dropped)
 * into a child logger before the route ran, and the logger's redact paths then walked each line;
 * that was about a fifth of the edge's CPU per proxied request (tests/load/cpu-cost.mjs).
 */
export function requestLogger(logger: Logger, quietPaths: string[] = []) {
  const quiet = new Set(quietPaths);
  return (req: LoggedRequest, res: ServerResponse, next: () => void) => {
    req.id = requestIdOf(req, res);
    req[BASE_LOGGER] = logger;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if (!quiet.has(q < 0 ? url : url.slice(0, q))) {
      const started = performance.now();
      res.once('close', () => {
        const responseTime = Math.round(performance.now() - started);
        const fields = { req: requestFields(req), res: { statusCode: res.statusCode }, responseTime };
        if (!res.writableFinished) return logger.warn(fields, 'request aborted');
        // A signed-out visitor's 401 is routine, not a warning; failed sign-ins are logged by the
        // service that judges them. Other 4xx stay visible as warnings, 5xx as errors.
        const status = res.statusCode;
        if (status >= 500) logger.error(fields, 'request failed');
        else if (status >= 400 && status !== 401) logger.warn(fields, 'request completed');
        else logger.info(fields, 'request completed');
      });
    }
    next();
  };
}
