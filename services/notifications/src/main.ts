import { loadConfig } from '@marketplace/service-kit/core';
import { runMain, runService } from '@marketplace/service-kit/runtime';
import { notificationsConfigSchema } from './config';
import { buildNotifications } from './app';

runMain(() => runService('notifications', loadConfig(notificationsConfigSchema), buildNotifications));
