import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../runtime/logger';

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

/**
 * One request-log line per request, with its request id, at a level that follows the status.
 * Lines carry method, url (secrets masked), status and timing — not headers or cookies.
 */
export function requestLogger(logger: Logger, quietPaths: string[] = []) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => requestIdOf(req, res),
    autoLogging: { ignore: (req) => quietPaths.includes((req.url ?? '').split('?')[0]!) },
    // A signed-out visitor's 401 is routine, not a warning; failed sign-ins are logged by the
    // service that judges them. Other 4xx stay visible as warnings, 5xx as errors.
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500
        ? 'error'
        : res.statusCode >= 400 && res.statusCode !== 401
          ? 'warn'
          : 'info',
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: typeof req.url === 'string' ? scrubUrl(req.url) : req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
