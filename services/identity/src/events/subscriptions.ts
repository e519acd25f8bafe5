import { companyUpsertedV1 } from '@marketplace/contracts';
import { on, startConsumer, type RunningConsumer, type ServiceDeps } from '@marketplace/service-kit';
import type { CompanyDirectory } from '../data/company-directory';

/** Every event stream identity reads, in one place: the admin's directory of companies. */
export async function startSubscriptions(
  deps: Pick<ServiceDeps, 'nc' | 'conn' | 'logger' | 'metrics'>,
  companies: CompanyDirectory,
): Promise<RunningConsumer[]> {
  return [
    await startConsumer({
      nc: deps.nc,
      conn: deps.conn,
      logger: deps.logger,
      metrics: deps.metrics,
      durable: 'identity-admin',
      producer: 'admin',
      handlers: [on(companyUpsertedV1, (e) => companies.apply(e.data))],
    }),
  ];
}
