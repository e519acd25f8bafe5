import { authenticate, createApp, type BuiltService, type ServiceDeps } from '@marketplace/service-kit';
import type { SupplierConfig } from './config';
import { salesModule, type SalesModule } from './sales.module';

/** The supplier service: routes are added by the issues that build its area. */
export async function buildSupplier(
  deps: ServiceDeps<SupplierConfig>,
  parts: { sales?: SalesModule } = {},
): Promise<BuiltService> {
  const sales = parts.sales ?? (await salesModule(deps));
  const app = createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      sales.routes(router);
    },
  });
  return { app, start: () => sales.start(), stop: () => sales.stop() };
}
