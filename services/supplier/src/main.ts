import { ConfigError, loadConfig, runService } from '@marketplace/service-kit';
import { supplierConfigSchema } from './config';
import { buildSupplier } from './app';

async function main(): Promise<void> {
  const config = loadConfig(supplierConfigSchema);
  await runService('supplier', config, buildSupplier);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
