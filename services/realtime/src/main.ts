import { loadConfig } from '@marketplace/service-kit/core';
import { runMain, runStatelessService } from '@marketplace/service-kit/runtime';
import { realtimeConfigSchema } from './config';
import { buildRealtime } from './app';

runMain(() => runStatelessService('realtime', loadConfig(realtimeConfigSchema), buildRealtime));
