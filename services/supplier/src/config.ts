import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';

const producer = (name: string) =>
  z
    .string()
    .regex(/^[a-z]+$/)
    .default(name);

export const supplierConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4003),
    MONGO_DB: z.string().default('supplier_service'),
    MINIO_ENDPOINT: z.string().default('127.0.0.1'),
    MINIO_PORT: z.coerce.number().int().min(1).max(65535).default(9000),
    MINIO_USE_SSL: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    MINIO_ACCESS_KEY: z.string().default('minioadmin'),
    MINIO_SECRET_KEY: z.string().default('minioadmin'),
    PRODUCT_IMAGE_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name')
      .default('product-images'),
    /** The browser path of this service behind the edge: product image URLs start with it. */
    PUBLIC_PATH_PREFIX: z
      .string()
      .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'must be a path like /api/supplier (no trailing slash)')
      .default('/api/supplier'),
    /** The producers whose streams carry directory and buying events; only tests change them. */
    ADMIN_PRODUCER: producer('admin'),
    BUYER_PRODUCER: producer('buyer'),
  })
  .passthrough();
export type SupplierConfig = z.infer<typeof supplierConfigSchema>;
