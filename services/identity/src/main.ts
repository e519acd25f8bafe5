import { ConfigError, loadConfig, readKey, runService } from '@marketplace/service-kit';
import { buildIdentity } from './app';
import { identityConfigSchema } from './config';

async function main(): Promise<void> {
  const config = loadConfig(identityConfigSchema);
  const privateKey = readKey(config.JWT_PRIVATE_KEY, config.JWT_PRIVATE_KEY_FILE, 'JWT_PRIVATE_KEY');
  await runService('identity', config, (deps) => buildIdentity(deps, { privateKey }));
}

main().catch((err: unknown) => {
  // Before the logger exists (bad config) stderr is the only place an operator will look.
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : ((err as Error).stack ?? String(err))}\n`,
  );
  process.exit(1);
});
