import { z } from 'zod';
import { bucketNameSchema, objectStorageConfigShape } from '@marketplace/service-kit';

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
  ...objectStorageConfigShape,
  /** Where generated invoice PDFs are kept. */
  INVOICE_BUCKET: bucketNameSchema('invoice-documents'),
};
