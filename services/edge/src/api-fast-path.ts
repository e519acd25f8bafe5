import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem, writeProblem } from '@marketplace/service-kit/core';
import {
  crossSiteRefusal,
  type metricsMiddleware,
  type requestLogger,
  type RoutedRequest,
} from '@marketplace/service-kit/http';
import { isApiKeyCall } from './api-keys';
import { SERVICES, type EdgeConfig, type ServiceName } from './config';
import { serviceAnswering } from './moved-paths';
import { hostAllowed, isInternalServicePath, writeForwardedHeaders, type ClientCap } from './security';

/** How a proxy failure reads to the browser: a down service is a 502, a slow one a 504. */
export function proxyFailure(
  error: NodeJS.ErrnoException,
  service: string,
  requestId?: string,
  timedOut = false,
) {
  return timedOut || error.code === 'ETIMEDOUT' || error.code === 'ESOCKETTIMEDOUT'
    ? new HttpProblem(
        504,
        ProblemCodes.timeout,
        'Gateway Timeout',
        `The ${service} service did not answer in time`,
      ).toProblem(undefined, requestId)
    : new HttpProblem(
        502,
        ProblemCodes.unavailable,
        'Bad Gateway',
        `The ${service} service is not reachable`,
      ).toProblem(undefined, requestId);
}

/** What the browser gets when a call to `service` failed: the failure logged and its problem. */
export function proxyErrorAnswer(logger: Logger, service: string) {
  return (
    error: NodeJS.ErrnoException,
    req: IncomingMessage,
    res: ServerResponse | Duplex,
    instance: string,
    timedOut: boolean,
  ): void => {
    const requestId =
      typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : undefined;
    logger.warn({ err: error, service, requestId }, 'proxy error');
    if ('writeHead' in res)
      writeProblem(res, { ...proxyFailure(error, service, requestId, timedOut), instance });
    else res.destroy();
  };
}

export interface ApiFastPathOptions {
  config: EdgeConfig;
  /** Each service's pool of kept connections, the same the express proxy uses. */
  agents: Record<ServiceName, http.Agent>;
  logger: Logger;
  /** The app's own request log, metrics and client cap: a request counts once, whichever path takes it. */
  logRequest: ReturnType<typeof requestLogger>;
  timeRequest: ReturnType<typeof metricsMiddleware>;
  cap: ClientCap;
  /** The app's security headers (securityHeaderList). */
  securityHeaders: [string, string][];
}

interface Upstream {
  hostname: string;
  port: number;
  agent: http.Agent;
  failed: ReturnType<typeof proxyErrorAnswer>;
}

/** Path characters taken as they are by every step of the express path (url.parse, http-proxy's join). */
const PLAIN_PATH_CHARS = String.raw`[\w.~!$&'()*+,;=:@%/?-]*`;
/** http-proxy's join of target and path folds `//` and turns `http:/` into `http://`: such paths go through express. */
const REWRITTEN_BY_JOIN = String.raw`(?![^?]*(?://|https?:/))`;

const noop = () => undefined;

/**
 * The server's request listener with the services' API calls (`/api/<service>/…`, and the
 * moved paths of moved-paths.ts) proxied before express. Through express (router, a dozen
 * middlewares, http-proxy-middleware) a proxied call cost the edge 0.67-0.85 ms of CPU, against
 * 0.18 ms for a bare Node proxy (tests/load/cpu-cost.mjs, proxy-floor.mjs).
 *
 * Only a plain call is taken here: HTTP/1.1, a known service, a path no step of the express path
 * rewrites, no API key to trade, no `Expect`, and one every rule lets through (host allow-list,
 * cross-site refusal, internal paths, the client cap). Anything else goes to `next` (the express
 * app) untouched and is answered there, so each refusal and every unusual case is answered by the
 * one piece of code that always answered it. What a taken call observes is what express gives it:
 * the same request id, log line, metrics, security headers, forwarded headers, stripped path,
 * problems on failure (502, 504 after the proxy timeout), and http-proxy's handling of the answer.
 */
export function apiFastPath(options: ApiFastPathOptions, next: RequestListener): RequestListener {
  const { config, logRequest, timeRequest, cap, securityHeaders } = options;
  const refusalOf = crossSiteRefusal(config.publicOrigins);
  const upstreams = new Map<ServiceName, Upstream>();
  for (const service of SERVICES) {
    const target = new URL(config.services[service]);
    // http-proxy joins a target's own path to the call's; a service served below a path goes through express.
    if (target.protocol !== 'http:' || target.pathname !== '/' || target.search !== '') continue;
    upstreams.set(service, {
      hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: Number(target.port || 80),
      agent: options.agents[service],
      failed: proxyErrorAnswer(options.logger, service),
    });
  }
  if (upstreams.size === 0) return next;
  const plainCall = new RegExp(
    `^/api/(${SERVICES.join('|')})(?=[/?]|$)${REWRITTEN_BY_JOIN}${PLAIN_PATH_CHARS}$`,
  );

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const called = url.startsWith('/api/')
      ? (plainCall.exec(url)?.[1] as ServiceName | undefined)
      : undefined;
    const prefix = `/api/${called}`;
    // A moved path (moved-paths.ts) goes to the service that answers it now, its prefix removed all the same.
    const upstream =
      called === undefined ? undefined : upstreams.get(serviceAnswering(called, url.slice(prefix.length)));
    const query = url.indexOf('?');
    if (
      upstream === undefined ||
      req.httpVersion !== '1.1' ||
      req.headers.expect !== undefined ||
      isApiKeyCall(req) ||
      !hostAllowed(req.headers.host, config.publicHosts) ||
      refusalOf(req) !== undefined ||
      isInternalServicePath(query < 0 ? url : url.slice(0, query)) ||
      // Last: it counts the request, which from here on is answered here.
      !cap.admit(req, res)
    )
      return next(req, res);

    logRequest(req, res, noop);
    timeRequest(req, res, noop);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    writeForwardedHeaders(req, config.trustProxyHops);
    // What express does when it routes the call to the service's mount: the prefix goes from the
    // url (the service and the log line see the rest) to baseUrl (the metrics' route label).
    const rest = url.slice(prefix.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    const routed: RoutedRequest = req;
    routed.baseUrl = prefix;
    forward(upstream, req, res, url, config.proxyTimeoutMs);
  };
}

/** The call sent on to its service and the answer piped back, as http-proxy does it. */
function forward(
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  originalUrl: string,
  timeoutMs: number,
): void {
  // http-proxy's: a DELETE or OPTIONS without a length is sent as an empty body.
  if ((req.method === 'DELETE' || req.method === 'OPTIONS') && !req.headers['content-length']) {
    req.headers['content-length'] = '0';
    delete req.headers['transfer-encoding'];
  }
  // In http-proxy's order (its copy of the headers runs backwards): a service sees one request either way.
  const headers: http.OutgoingHttpHeaders = {};
  const names = Object.keys(req.headers);
  for (let i = names.length - 1; i >= 0; i -= 1) headers[names[i]] = req.headers[names[i]];
  const call = http.request({
    hostname: upstream.hostname,
    port: upstream.port,
    method: req.method,
    path: req.url,
    headers,
    agent: upstream.agent,
  });
  let timedOut = false;
  if (timeoutMs > 0)
    call.setTimeout(timeoutMs, () => {
      timedOut = true;
      call.destroy();
    });
  const failed = (error: NodeJS.ErrnoException) => {
    // The client went away: nobody to answer, and the service's work is of no use now.
    if (req.socket.destroyed && error.code === 'ECONNRESET') return void call.destroy();
    upstream.failed(error, req, res, originalUrl, timedOut);
  };
  req.on('error', failed);
  call.on('error', failed);
  // A client gone before its answer was written leaves nobody to answer: the call to the service
  // ends too, waiting or mid-answer (http-proxy: on the request's abort and the answer's close).
  res.once('close', () => {
    if (!res.writableEnded) call.destroy();
  });
  call.on('response', (answer) => {
    if (!res.headersSent) {
      if (!answer.headers.connection) answer.headers.connection = req.headers.connection || 'keep-alive';
      for (const name of Object.keys(answer.headers)) {
        const value = answer.headers[name];
        if (value !== undefined) res.setHeader(name.trim(), value);
      }
      if (answer.statusCode) res.statusCode = answer.statusCode;
      if (answer.statusMessage) res.statusMessage = answer.statusMessage;
    }
    if (!res.writableEnded) answer.pipe(res);
  });
  req.pipe(call);
}
