import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Metrics } from '../core/metrics';

/** GET /metrics: the registry as Prometheus reads it (a service's own port, the edge's metrics listener). */
export function metricsHandler(metrics: Metrics) {
  return async (_req: Request, res: Response) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/**
 * A request as its answer's metrics name it: by the route express matched, else by the prefix it
 * was mounted under (`baseUrl`). A listener that routes a request before express sets `baseUrl`
 * the way express would, and its answers are counted under the same names.
 */
export type RoutedRequest = IncomingMessage & { route?: { path?: string }; baseUrl?: string };

/** Labels by the matched route template (not the raw path) to keep cardinality bounded. */
export function metricsMiddleware(metrics: Metrics) {
  return (req: RoutedRequest, res: ServerResponse, next: () => void) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = req.route?.path
        ? `${req.baseUrl ?? ''}${req.route.path}`
        : res.statusCode === 404
          ? 'unmatched'
          : req.baseUrl || 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
