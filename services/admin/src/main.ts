import { loadConfig } from '@marketplace/service-kit/core';
import { runMain, runService } from '@marketplace/service-kit/runtime';
import { adminConfigSchema } from './config';
import { buildAdmin } from './app';

runMain(() => runService('admin', loadConfig(adminConfigSchema), buildAdmin));
