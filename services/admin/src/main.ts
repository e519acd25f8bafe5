import { ConfigError, loadConfig, runService } from '@marketplace/service-kit';
import { adminConfigSchema } from './config';
import { buildAdmin } from './app';

async function main(): Promise<void> {
  const config = loadConfig(adminConfigSchema);
  await runService('admin', config, buildAdmin);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
