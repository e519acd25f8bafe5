import { loadConfig, runMain, runService } from '@marketplace/service-kit';
import { buyerConfigSchema } from './config';
import { buildBuyer } from './app';

runMain(() => runService('buyer', loadConfig(buyerConfigSchema), buildBuyer));
