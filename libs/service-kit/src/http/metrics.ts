import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from '../core/metrics';

/** GET /metrics: the registry as Prometheus reads it (a service's own port, the edge's metrics listener). */
export function metricsHandler(metrics: Metrics) {
  return async (_req: Request, res: Response) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/** Labels by the matched route template (not the raw path) to keep cardinality bounded. */
export function metricsMiddleware(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = req.route?.path
        ? `${req.baseUrl}${req.route.path}`
        : res.statusCode === 404
          ? 'unmatched'
          : req.baseUrl || 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
