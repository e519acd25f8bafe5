import { loadConfig, runMain, runService } from '@marketplace/service-kit';
import { adminConfigSchema } from './config';
import { buildAdmin } from './app';

runMain(() => runService('admin', loadConfig(adminConfigSchema), buildAdmin));
