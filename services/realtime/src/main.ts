import { ConfigError, loadConfig, runStatelessService } from '@marketplace/service-kit';
import { realtimeConfigSchema } from './config';
import { buildRealtime } from './app';

async function main(): Promise<void> {
  const config = loadConfig(realtimeConfigSchema);
  await runStatelessService('realtime', config, buildRealtime);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
