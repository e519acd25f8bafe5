import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';

export const buyerConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  MONGO_DB: z.string().default('buyer_service'),
  /** The producer whose stream carries round events; only tests change it. */
  SUPPLIER_PRODUCER: z
    .string()
    .regex(/^[a-z]+$/)
    .default('supplier'),
  /** How often a replica checks whether another replica changed the approved-rounds view. */
  CATALOGUE_REFRESH_MS: z.coerce.number().int().min(50).default(2000),
});
export type BuyerConfig = z.infer<typeof buyerConfigSchema>;
