import { z } from 'zod';

const envBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const producer = (name: string) =>
  z
    .string()
    .regex(/^[a-z]+$/)
    .default(name);

/** Settings of sales and invoices, merged into the supplier config (see config.ts). */
export const salesConfigShape = {
  /** The producers whose streams feed the sales read models; only tests change them. */
  BUYER_PRODUCER: producer('buyer'),
  ADMIN_PRODUCER: producer('admin'),
  /** This service's own stream (invoice events go out through the outbox on it). */
  SUPPLIER_PRODUCER: producer('supplier'),
  MINIO_ENDPOINT: z.string().default('127.0.0.1'),
  MINIO_PORT: z.coerce.number().int().min(1).max(65535).default(9000),
  MINIO_USE_SSL: envBool,
  MINIO_ACCESS_KEY: z.string().default('minioadmin'),
  MINIO_SECRET_KEY: z.string().default('minioadmin'),
  /** Where generated invoice PDFs are kept. */
  INVOICE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name')
    .default('invoice-documents'),
};
