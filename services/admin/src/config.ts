import { z } from 'zod';
import { baseConfigSchema, portSchema, producerNameSchema } from '@marketplace/service-kit/core';

/** Events of this service travel on `admin.…` subjects, in the ADMIN stream. */
export const PRODUCER = 'admin';

export const adminConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4004),
  MONGO_DB: z.string().default('admin_service'),
  /** Producers whose streams this service reads; only tests change them. */
  IDENTITY_PRODUCER: producerNameSchema('identity'),
  SUPPLIER_PRODUCER: producerNameSchema('supplier'),
  BUYER_PRODUCER: producerNameSchema('buyer'),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;
