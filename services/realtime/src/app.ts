import { authenticate, createApp, type BuiltService, type ServiceDeps } from '@marketplace/service-kit';
import type { RealtimeConfig } from './config';

/** The realtime service: routes are added by the issues that build its area. */
export async function buildRealtime(deps: ServiceDeps<RealtimeConfig>): Promise<BuiltService> {
  const app = createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
    },
  });
  return { app };
}
