import { loadConfig, runMain, runStatelessService } from '@marketplace/service-kit';
import { realtimeConfigSchema } from './config';
import { buildRealtime } from './app';

runMain(() => runStatelessService('realtime', loadConfig(realtimeConfigSchema), buildRealtime));
