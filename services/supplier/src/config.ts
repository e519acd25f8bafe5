import { z } from 'zod';
import { baseConfigSchema, bucketNameSchema } from '@marketplace/service-kit';
import { salesConfigShape } from './sales.config';

export const supplierConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4003),
    MONGO_DB: z.string().default('supplier_service'),
    PRODUCT_IMAGE_BUCKET: bucketNameSchema('product-images'),
    /** The browser path of this service behind the edge: product image URLs start with it. */
    PUBLIC_PATH_PREFIX: z
      .string()
      .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'must be a path like /api/supplier (no trailing slash)')
      .default('/api/supplier'),
  })
  // Sales and invoices: the producers (admin, buyer, this service), MinIO and the invoice bucket.
  .extend(salesConfigShape)
  .passthrough();
export type SupplierConfig = z.infer<typeof supplierConfigSchema>;
