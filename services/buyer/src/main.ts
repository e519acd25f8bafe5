import { ConfigError, loadConfig, runService } from '@marketplace/service-kit';
import { buyerConfigSchema } from './config';
import { buildBuyer } from './app';

async function main(): Promise<void> {
  const config = loadConfig(buyerConfigSchema);
  await runService('buyer', config, buildBuyer);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
