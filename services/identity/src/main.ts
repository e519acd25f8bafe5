import { loadConfig, readKey } from '@marketplace/service-kit/core';
import { runMain, runService } from '@marketplace/service-kit/runtime';
import { buildIdentity } from './app';
import { identityConfigSchema } from './config';

runMain(async () => {
  const config = loadConfig(identityConfigSchema);
  const privateKey = readKey(config.JWT_PRIVATE_KEY, config.JWT_PRIVATE_KEY_FILE, 'JWT_PRIVATE_KEY');
  await runService('identity', config, (deps) => buildIdentity(deps, { privateKey }));
});
