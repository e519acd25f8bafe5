import { z } from 'zod';
import {
  baseConfigSchema,
  bucketNameSchema,
  objectStorageConfigShape,
  portSchema,
  producerNameSchema,
} from '@marketplace/service-kit/core';

/** Events of this service travel on `supplier.…` subjects, in the SUPPLIER stream. */
export const PRODUCER = 'supplier';

export const supplierConfigSchema = baseConfigSchema
  .extend({
    PORT: portSchema(4003),
    MONGO_DB: z.string().default('supplier_service'),
    PRODUCT_IMAGE_BUCKET: bucketNameSchema('product-images'),
    /** The browser path of this service behind the edge: product image URLs start with it. */
    PUBLIC_PATH_PREFIX: z
      .string()
      .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'must be a path like /api/supplier (no trailing slash)')
      .default('/api/supplier'),
    /** The producers whose streams this service reads; only tests change them. */
    BUYER_PRODUCER: producerNameSchema('buyer'),
    ADMIN_PRODUCER: producerNameSchema('admin'),
    ...objectStorageConfigShape,
    /**
     * How often every replica looks for rounds past their deadline (closed within 60 s
     * of it). Tests shorten it.
     */
    ROUND_CLOSE_SCAN_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * How often every replica looks for invoices past their due date; it also wakes when the
     * nearest due day ends, so this is the safety net (a due date set by another replica).
     */
    INVOICE_OVERDUE_SCAN_MS: z.coerce.number().int().min(100).max(3_600_000).default(900_000),
    /**
     * How often every replica looks for series whose next edition is due; it also wakes when the
     * nearest is, so this is the safety net (a series made or resumed by another replica).
     */
    SERIES_SCAN_MS: z.coerce.number().int().min(100).max(3_600_000).default(600_000),
    /** Where generated invoice PDFs are kept. */
    INVOICE_BUCKET: bucketNameSchema('invoice-documents'),
  })
  .passthrough();
export type SupplierConfig = z.infer<typeof supplierConfigSchema>;
