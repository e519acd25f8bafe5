import { loadConfig } from '@marketplace/service-kit/core';
import { runMain, runService } from '@marketplace/service-kit/runtime';
import { buyerConfigSchema } from './config';
import { buildBuyer } from './app';

runMain(() => runService('buyer', loadConfig(buyerConfigSchema), buildBuyer));
