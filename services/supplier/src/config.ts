import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';
import { salesConfigShape } from './sales.config';

export const supplierConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4003),
    MONGO_DB: z.string().default('supplier_service'),
  })
  .extend(salesConfigShape);
export type SupplierConfig = z.infer<typeof supplierConfigSchema>;
