import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';

export const realtimeConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4005),
  MONGO_DB: z.string().default('realtime_service'),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
