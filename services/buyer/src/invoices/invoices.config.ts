import { z } from 'zod';

const envBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Settings of the buyer's proforma invoices, merged into the buyer config (see ../config.ts). */
export const buyerInvoicesConfigShape = {
  /** The producer whose stream carries invoice events; only tests change it. */
  SUPPLIER_PRODUCER: z
    .string()
    .regex(/^[a-z]+$/)
    .default('supplier'),
  MINIO_ENDPOINT: z.string().default('127.0.0.1'),
  MINIO_PORT: z.coerce.number().int().min(1).max(65535).default(9000),
  MINIO_USE_SSL: envBool,
  MINIO_ACCESS_KEY: z.string().default('minioadmin'),
  MINIO_SECRET_KEY: z.string().default('minioadmin'),
  /** Where the buyer side keeps the PDFs it rendered from invoice snapshots. */
  BUYER_INVOICE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{2,62}$/, 'must be a valid bucket name')
    .default('buyer-invoice-documents'),
};
