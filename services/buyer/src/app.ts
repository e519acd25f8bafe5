import { authenticate, createApp, type BuiltService, type ServiceDeps } from '@marketplace/service-kit';
import type { BuyerConfig } from './config';
import { buyerInvoicesModule } from './invoices/invoices.module';

/** The buyer service: routes are added by the issues that build its area. */
export async function buildBuyer(deps: ServiceDeps<BuyerConfig>): Promise<BuiltService> {
  const invoices = await buyerInvoicesModule(deps);
  const app = createApp({
    service: deps.service,
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
    routes: (router) => {
      router.use(authenticate(deps.verifier));
      invoices.routes(router);
    },
  });
  return { app, start: () => invoices.start(), stop: () => invoices.stop() };
}
