import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';

export const buyerConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  MONGO_DB: z.string().default('buyer_service'),
});
export type BuyerConfig = z.infer<typeof buyerConfigSchema>;
