import fs from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import { precompressedAssets } from './precompressed';
import pino, { type Logger } from 'pino';
import client from 'prom-client';
import {
  createMetrics,
  notFound,
  serviceUnavailable,
  toHttpProblem,
  writeProblem,
} from '@marketplace/service-kit/core';
import {
  healthAnswer,
  metricsHandler,
  metricsMiddleware,
  requestIdOf,
  requestLogger,
  sendProblem,
} from '@marketplace/service-kit/http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ProblemCodes } from '@marketplace/contracts';
import { apiFastPath, proxyErrorAnswer, proxyFailure } from './api-fast-path';
import { apiKeyCalls } from './api-keys';
import { apiReferenceRoutes } from './api-reference';
import { REMOTES, SERVICES, type EdgeConfig, type ServiceName } from './config';
import { serviceAnswering } from './moved-paths';
import {
  blockInternalPaths,
  clientAddress,
  clientCap,
  edgeSameOriginOnly,
  hostAllowList,
  perClientCap,
  securityHeaderList,
  securityHeaders,
  setForwardedHeaders,
  upgradeAllowed,
} from './security';
import {
  createServerViews,
  isServerModulePath,
  localServerViewSources,
  sendServerView,
  upstreamServerViewSources,
  wantsServerView,
  type ServerViewFallback,
  type ServerViews,
} from './server-view';

/** webpack's `[name].[contenthash:8].ext`: safe to cache for ever. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(?:js|css|png|jpe?g|gif|svg|webp|woff2?)$/;
/** Paths never answered with the SPA page: a missing file there is a real 404. */
const NOT_SPA = /^\/(?:api|ws|remotes)(?:\/|$)|^\/remotes\.json$/;

export interface EdgeApp {
  /**
   * The public listener: the services' plain API calls proxied at once (api-fast-path.ts),
   * everything else through the express app.
   */
  app: RequestListener;
  /** Wire to `server.on('upgrade', …)`: websockets on /ws go to realtime, others are refused. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Loads the server view modules ahead of the first page that needs them (never rejects). */
  warmUp(): Promise<void>;
  /** GET /metrics (Prometheus), for a listener of its own (EdgeConfig.metricsPort), never the public one. */
  metricsApp: Express;
}

/** The edge's metrics: the services' own set, and the first views that went out without the server's view. */
function edgeMetrics() {
  const metrics = createMetrics('edge');
  const serverViewFallbacks = new client.Counter({
    name: 'edge_server_view_fallbacks_total',
    help: 'Role area pages sent as plain index.html because their server view failed, ran over its budget or had no module: each one a bug',
    labelNames: ['reason'],
    registers: [metrics.registry],
  });
  const metricsApp = express();
  metricsApp.disable('x-powered-by');
  metricsApp.get('/metrics', metricsHandler(metrics));
  return { metrics, serverViewFallbacks, metricsApp };
}

function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

function cacheHeaders(res: ServerResponse, filePath: string): void {
  // index.html, remoteEntry.js and mf-manifest.json name the hashed files: always revalidate them.
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Idle connections upstream are closed after this, well before the services (kit
 * SERVER_KEEP_ALIVE_MS) and the web apps' nginx (nginx.conf) close theirs, so a request is never
 * sent on a connection the upstream is closing.
 */
const UPSTREAM_IDLE_MS = 30_000;

/** A pool of kept connections to one upstream (a service, a web app's server). */
function upstreamAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS, scheduling: 'lifo' });
}

/** The edge's 404 for a path it has nothing at. */
function nothingAt(req: Request, res: Response): void {
  sendProblem(res, notFound(`Nothing at ${req.originalUrl}`, ProblemCodes.routeNotFound), req);
}

/** A path under /remotes that no remote has: a real 404, never the SPA page. */
function noRemoteFile(req: Request, res: Response): void {
  sendProblem(res, notFound(`No remote file ${req.originalUrl}`), req);
}

/**
 * The local builds (npm start, browser tests): precompressed, cached, SPA fallback for app routes,
 * with a role area's page rendered on the server for a signed-in browser when it can be.
 */
function mountLocalBuilds(app: Express, config: EdgeConfig, serverViews: ServerViews | null): void {
  app.use(
    precompressedAssets([
      ...REMOTES.map((remote) => ({
        prefix: `/remotes/${remote.role}/`,
        dir: config.remoteDirs[remote.role],
      })),
      { prefix: '/', dir: config.shellDir },
    ]),
  );
  app.use(compression());

  for (const remote of REMOTES) {
    app.use(
      `/remotes/${remote.role}`,
      express.static(config.remoteDirs[remote.role], {
        index: false,
        fallthrough: true,
        setHeaders: cacheHeaders,
      }),
    );
  }
  app.use('/remotes', noRemoteFile);

  app.use(express.static(config.shellDir, { index: false, fallthrough: true, setHeaders: cacheHeaders }));

  const indexHtml = path.join(config.shellDir, 'index.html');
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !NOT_SPA.test(req.path) &&
      !path.posix.basename(req.path).includes('.');
    if (!wantsPage) return next();
    if (!fs.existsSync(indexHtml)) {
      writeProblem(
        res,
        serviceUnavailable('The shell is not built (npm run build -w @marketplace/shell)', null).toProblem(
          undefined,
          String(req.id ?? ''),
        ),
      );
      return;
    }
    const page = serverViews && wantsServerView(req) ? await serverViews.page(req) : null;
    if (page !== null) return sendServerView(res, page);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

/**
 * Docker compose: each web app is its own nginx container, which sets its own cache headers and
 * SPA fallback; the edge forwards `/remotes/<role>/…` and everything else to them, path kept —
 * except a signed-in browser's role area page when its server view could be rendered: that page
 * is the shell's index.html (from the shell's server) with the view written in by the edge.
 */
function mountWebUpstreams(
  app: Express,
  upstreams: NonNullable<EdgeConfig['webUpstreams']>,
  logger: Logger,
  serverViews: ServerViews | null,
): void {
  const forward = (target: string, name: string, pathFilter?: string) =>
    createProxyMiddleware<Request, Response>({
      target,
      pathFilter,
      agent: upstreamAgent(),
      changeOrigin: false,
      xfwd: true,
      on: {
        error: (error, req, res) => {
          logger.warn({ err: error, app: name }, 'web app proxy error');
          if ('writeHead' in res)
            writeProblem(res as ServerResponse, {
              ...proxyFailure(error, name),
              instance: (req as Request).originalUrl,
            });
          else (res as Duplex).destroy();
        },
      },
    });
  for (const remote of REMOTES)
    app.use(forward(upstreams.remotes[remote.role], remote.name, `/remotes/${remote.role}/`));
  app.use('/remotes', noRemoteFile);
  if (serverViews) {
    // nginx compresses what it serves; this page is the edge's own.
    const compress = compression();
    app.use(async (req: Request, res: Response, next: NextFunction) => {
      const page = wantsServerView(req) ? await serverViews.page(req) : null;
      if (page === null) return next();
      compress(req, res, () => sendServerView(res, page));
    });
  }
  const shell = forward(upstreams.shell, 'shell');
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.method === 'GET' || req.method === 'HEAD' ? shell(req, res, next) : next(),
  );
}

/** The server's first views of role areas, or none when their budget is 0. */
function serverViewsOf(config: EdgeConfig, logger: Logger, onFallback: (reason: ServerViewFallback) => void) {
  if (config.serverViewBudgetMs <= 0) return null;
  return createServerViews({
    sources: config.webUpstreams
      ? upstreamServerViewSources(config.webUpstreams, logger)
      : localServerViewSources(config, logger),
    services: config.services,
    remotes: config.remotes,
    budgetMs: config.serverViewBudgetMs,
    logger,
    onFallback,
  });
}

/**
 * Each service behind `/api/<service>`, the prefix stripped, and the moved paths (moved-paths.ts)
 * to the service that answers them now; any other `/api` path is a 404 problem.
 */
function mountServices(
  app: Express,
  config: EdgeConfig,
  logger: Logger,
  agents: Record<ServiceName, http.Agent>,
): void {
  // http-proxy aborts a request that outlives proxyTimeout and reports a bare "socket hang up";
  // remembering which requests timed out turns those into 504 instead of 502.
  const timedOut = new WeakSet<IncomingMessage>();
  const proxyTo = (service: ServiceName) => {
    const failed = proxyErrorAnswer(logger, service);
    return createProxyMiddleware<Request, Response>({
      target: config.services[service],
      agent: agents[service],
      changeOrigin: false,
      // Written by setForwardedHeaders (overwrite, not append).
      xfwd: false,
      proxyTimeout: config.proxyTimeoutMs,
      on: {
        proxyReq: (proxyReq, req) => {
          proxyReq.once('timeout', () => timedOut.add(req));
        },
        error: (error, req, res) => failed(error, req, res, (req as Request).originalUrl, timedOut.has(req)),
      },
    });
  };
  const proxies = Object.fromEntries(SERVICES.map((service) => [service, proxyTo(service)])) as Record<
    ServiceName,
    ReturnType<typeof proxyTo>
  >;
  for (const service of SERVICES)
    // Mounted on its prefix: express strips `/api/<service>`, so the service sees `/auth/sign-in`.
    app.use(`/api/${service}`, (req, res, next) => {
      setForwardedHeaders(req);
      void proxies[serviceAnswering(service, req.url)](req, res, next);
    });
  app.use('/api', (req, res) => {
    sendProblem(res, notFound(`No service for ${req.originalUrl}`, ProblemCodes.routeNotFound), req);
  });
}

/** The realtime gateway's proxy, WebSockets included. */
function realtimeProxy(config: EdgeConfig, logger: Logger) {
  return createProxyMiddleware<Request, Response>({
    target: config.realtimeUrl,
    ws: true,
    xfwd: false,
    changeOrigin: false,
    on: {
      error: (error, req, res) => {
        logger.warn({ err: error, service: 'realtime' }, 'realtime proxy error');
        if ('writeHead' in res) writeProblem(res as ServerResponse, proxyFailure(error, 'realtime'));
        else (res as Duplex).destroy();
      },
    },
  });
}

/** WebSocket upgrades to `/ws` from an allowed origin go to the realtime gateway; others are closed. */
function upgradeHandler(
  config: EdgeConfig,
  logger: Logger,
  realtime: ReturnType<typeof realtimeProxy>,
): EdgeApp['handleUpgrade'] {
  return (req, socket, head) => {
    const pathname = (req.url ?? '').split('?')[0];
    if ((pathname === '/ws' || pathname.startsWith('/ws/')) && upgradeAllowed(req, config)) {
      requestIdOf(req);
      // Same as setForwardedHeaders, for a request express never saw.
      req.headers['x-forwarded-for'] = clientAddress(req, config.trustProxyHops);
      req.headers['x-forwarded-host'] = req.headers.host;
      socket.on('error', (error) => logger.debug({ err: error }, 'websocket client socket error'));
      // http.Server hands `upgrade` listeners a net.Socket; the Duplex type is Node's wider typing.
      realtime.upgrade(req as Request, socket as Socket, head);
      return;
    }
    socket.destroy();
  };
}

/**
 * After the API: the realtime gateway's `/ws`, the web apps' files and pages (local builds or
 * their servers), a 404 problem for anything else, and the edge's answer to an error.
 */
function mountRealtimeAndPages(
  app: Express,
  config: EdgeConfig,
  logger: Logger,
  realtime: ReturnType<typeof realtimeProxy>,
  serverViews: ServerViews | null,
): void {
  // Keeps the /ws prefix: the gateway's endpoint is /ws.
  app.use((req, res, next) => {
    if (req.path !== '/ws' && !req.path.startsWith('/ws/')) return next();
    setForwardedHeaders(req);
    void realtime(req, res, next);
  });

  // The web apps' server view modules sit among their files, but they are the edge's, not the browser's.
  app.use((req: Request, res: Response, next: NextFunction) =>
    isServerModulePath(req.path) ? nothingAt(req, res) : next(),
  );
  if (config.webUpstreams) mountWebUpstreams(app, config.webUpstreams, logger, serverViews);
  else mountLocalBuilds(app, config, serverViews);

  app.use(nothingAt);

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Refusals (cross-site, bodies) pass through as their 4xx; anything else is a bare 500.
    const problem = toHttpProblem(err);
    if (problem.status >= 500) req.log?.error({ err }, 'edge request failed');
    writeProblem(res, problem.toProblem(req.originalUrl, String(req.id ?? '')), problem.headers);
  });
}

/**
 * The one origin of the browser: the shell (with SPA fallback, and a signed-in role area page
 * rendered on the server: server-view.ts), the remotes' builds, the remote locations
 * (GET /remotes.json), and the services behind /api/<service> with the prefix stripped.
 */
export function createEdgeApp(config: EdgeConfig, logger: Logger = pino({ level: 'silent' })): EdgeApp {
  const app = express();
  app.disable('x-powered-by');
  // Exact hop count (0 when browsers talk to the edge directly): see security.ts.
  app.set('trust proxy', config.trustProxyHops);

  const { metrics, serverViewFallbacks, metricsApp } = edgeMetrics();
  const logRequest = requestLogger(logger, ['/health', '/ready']);
  const timeRequest = metricsMiddleware(metrics);
  app.use(logRequest);
  app.use(timeRequest);

  const serverViews = serverViewsOf(config, logger, (reason) => serverViewFallbacks.inc({ reason }));

  // The edge's own probes come from the orchestrator, whatever Host it uses.
  app.get('/health', (_req, res) => {
    res.json(healthAnswer('edge'));
  });
  const cap = clientCap(config.maxRequestsPerClient, config.trustProxyHops);
  app.use(perClientCap(cap));
  app.use(hostAllowList(config.publicHosts));

  // Ready as soon as it listens (a page without a server view is still the page); it also says
  // which builds' server view modules draw the first views now, by web app and version.
  // Behind the host allow-list: probes use /health, and this is for operators.
  app.get('/ready', (_req, res) => {
    res.json({ status: 'ready', service: 'edge', serverViewModules: serverViews?.modules() ?? {} });
  });
  const security = securityHeaders(config, originsOf(Object.values(config.remotes)));
  app.use(security);
  app.use(edgeSameOriginOnly(config));
  app.use(blockInternalPaths());

  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config.remotes);
  });

  // ---- the API reference (the services' documents merged, and its page) -----------------
  app.use(apiReferenceRoutes(config, logger));
  // A company system's call with an API key goes on with a token of the key's scopes.
  app.use('/api', apiKeyCalls(config.services.identity, config.apiKeyRate, logger));

  // Connections to the services are kept and reused: without an agent http-proxy opens a
  // connection per request ("Connection: close"), which cost the edge and the service more CPU
  // than the request itself (tests/load/cpu-cost.mjs).
  const agents = Object.fromEntries(SERVICES.map((service) => [service, upstreamAgent()])) as Record<
    ServiceName,
    http.Agent
  >;
  mountServices(app, config, logger, agents);

  const realtime = realtimeProxy(config, logger);
  mountRealtimeAndPages(app, config, logger, realtime, serverViews);

  return {
    app: apiFastPath(
      { config, agents, logger, logRequest, timeRequest, cap, securityHeaders: securityHeaderList(security) },
      app,
    ),
    metricsApp,
    warmUp: async () => {
      await serverViews?.warmUp().catch((err) => logger.warn({ err }, 'server view warm-up failed'));
    },
    handleUpgrade: upgradeHandler(config, logger, realtime),
  };
}
