import { z } from 'zod';
import { bucketNameSchema, objectStorageConfigShape } from '@marketplace/service-kit';

/** Settings of the buyer's proforma invoices, merged into the buyer config (see ../config.ts). */
export const buyerInvoicesConfigShape = {
  /** The producer whose stream carries invoice events; only tests change it. */
  SUPPLIER_PRODUCER: z
    .string()
    .regex(/^[a-z]+$/)
    .default('supplier'),
  ...objectStorageConfigShape,
  /** Where the buyer side keeps the PDFs it rendered from invoice snapshots. */
  BUYER_INVOICE_BUCKET: bucketNameSchema('buyer-invoice-documents'),
};
