import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';

export const adminConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4004),
  MONGO_DB: z.string().default('admin_service'),
  /** The producer whose stream carries identity events; only tests change it. */
  IDENTITY_PRODUCER: z
    .string()
    .regex(/^[a-z]+$/)
    .default('identity'),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;
