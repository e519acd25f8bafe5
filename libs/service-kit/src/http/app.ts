import express, { type Express, type NextFunction, type Request, type Response, type Router } from 'express';
import helmet from 'helmet';
import { ProblemCodes } from '@marketplace/contracts';
import { HttpProblem, notFound, toHttpProblem, writeProblem } from '../core/problems';
import type { Logger } from '../core/logger';
import { createMetrics, type Metrics } from '../core/metrics';
import { metricsHandler, metricsMiddleware } from './metrics';
import { openApiDocument, type OpenApiDocument } from './openapi';
import { healthAnswer } from './health-first';
import { bodyDeadline, bodyDeadlineFromEnv } from './body-deadline';
import { maxInFlightFromEnv, shedLoad } from './load-shedding';
import { requestCostMiddleware } from '../core/request-cost';
import { requestLogger } from './request-log';
import { noNulInAddress } from './nul-in-address';
import {
  httpPolicyFromEnv,
  jsonBodiesOnly,
  noStoreByDefault,
  sameOriginOnly,
  type HttpPolicy,
} from './policy';

/** A named check used by /ready; it resolves when the dependency is usable, rejects otherwise. */
export type ReadinessCheck = { name: string; check: () => Promise<void> };

export interface CreateAppOptions {
  service: string;
  logger: Logger;
  /** Mounts the service's routes. Runs after the defaults and before the 404 and error handlers. */
  routes: (router: Router) => void;
  readiness?: ReadinessCheck[];
  metrics?: Metrics;
  /** JSON body limit; uploads use their own limits on their own routes. */
  bodyLimit?: string;
  /**
   * Allowed browser origins and proxy hop count; by default read from the service's environment
   * (PUBLIC_ORIGINS / PUBLIC_URL, TRUST_PROXY_HOPS — see policy.ts), so every service
   * applies the same rules without wiring anything.
   */
  http?: HttpPolicy;
  /** Requests in progress before more are shed with 503 + Retry-After; default MAX_IN_FLIGHT or 1000. */
  maxInFlight?: number;
  /** Total time a JSON body may take to arrive before 408; default BODY_DEADLINE_MS or 10 s. */
  bodyDeadlineMs?: number;
  /** What the API reference says of the service as a whole (its `info.description`). */
  apiDescription?: string;
}

/**
 * `createApp` for a service booted by `runService`: its name, logger, metrics and readiness
 * checks come from its deps (`readiness` adds checks of its own to theirs).
 */
export function createServiceApp(
  // What of runService's deps the app takes (the composition root, runtime/, builds them).
  deps: { service: string; logger: Logger; metrics: Metrics; readiness: readonly ReadinessCheck[] },
  options: Omit<CreateAppOptions, 'service' | 'logger' | 'metrics'>,
): Express & { metrics: Metrics } {
  return createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    ...options,
    readiness: [...deps.readiness, ...(options.readiness ?? [])],
  });
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}

export function sendProblem(res: Response, problem: HttpProblem, req?: Request): void {
  writeProblem(
    res,
    problem.toProblem(req?.originalUrl, req ? String(req.id ?? '') || undefined : undefined),
    problem.headers,
  );
}

/**
 * The one way to build a service's HTTP app: security headers, request ids in every log line,
 * body limits, health/readiness/metrics, problem+json for every error and unknown route.
 */
export function createApp(opts: CreateAppOptions): Express & { metrics: Metrics } {
  const metrics = opts.metrics ?? createMetrics(opts.service);
  const app = express() as Express & { metrics: Metrics };
  app.metrics = metrics;
  app.disable('x-powered-by');
  const policy = opts.http ?? httpPolicyFromEnv();
  // An exact hop count, never "any loopback peer": with the edge in front (1 hop) the client
  // address is the one the edge wrote, whatever the client put in X-Forwarded-For itself.
  app.set('trust proxy', policy.trustProxyHops);

  // CSP and HSTS are the edge's (one place for the whole site); the rest of helmet's headers
  // stay on every answer, also when a service is reached directly.
  app.use(helmet({ contentSecurityPolicy: false, strictTransportSecurity: false }));
  app.use(requestLogger(opts.logger, ['/health', '/ready', '/metrics']));
  app.use(metricsMiddleware(metrics));
  app.use(requestCostMiddleware());

  app.get('/health', (_req, res) => {
    res.json(healthAnswer(opts.service));
  });
  app.get('/ready', async (_req, res) => {
    const results = await Promise.all(
      (opts.readiness ?? []).map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 1500, name);
          return { name, ok: true };
        } catch (err) {
          return { name, ok: false, error: (err as Error).message };
        }
      }),
    );
    const ready = results.every((r) => r.ok);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not-ready', checks: results });
  });
  app.get('/metrics', metricsHandler(metrics));
  // The service's API reference, read from its routes once they are all mounted (first ask).
  let reference: OpenApiDocument | undefined;
  app.get('/openapi.json', (_req, res) => {
    reference ??= openApiDocument(app, opts.service, undefined, opts.apiDescription);
    res.setHeader('Cache-Control', 'no-cache');
    res.json(reference);
  });

  app.use(noStoreByDefault());
  app.use(noNulInAddress());
  app.use(sameOriginOnly(policy.publicOrigins));
  app.use(jsonBodiesOnly());
  app.use(bodyDeadline(opts.bodyDeadlineMs ?? bodyDeadlineFromEnv()));
  app.use(express.json({ limit: opts.bodyLimit ?? '100kb' }));
  // Counted once the body is here: requests whose bodies were still arriving were
  // counted, so a client with no session holding 1,100 half-sent bodies made the service answer
  // 503 to every signed-in user. A body still arriving costs a socket and a buffer, no work; it
  // is bounded by the body deadline above and, per client, by the edge. (Multipart uploads are
  // counted before their routes read them, after authentication.)
  app.use(shedLoad(opts.maxInFlight ?? maxInFlightFromEnv(), metrics));

  const router = express.Router();
  opts.routes(router);
  app.use(router);

  app.use((req: Request, res: Response) => {
    sendProblem(res, notFound(`No route for ${req.method} ${req.path}`, ProblemCodes.routeNotFound), req);
  });

  // The one error middleware: known problems pass through, body-parser errors become 4xx,
  // everything else is a 500 without internals (the stack goes to the log only).
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const problem = toHttpProblem(err);
    if (problem.status >= 500) req.log?.error({ err }, 'request failed');
    sendProblem(res, problem, req);
  });

  return app;
}
