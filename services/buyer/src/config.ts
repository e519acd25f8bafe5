import { hostname } from 'node:os';
import { z } from 'zod';
import {
  baseConfigSchema,
  bucketNameSchema,
  objectStorageConfigShape,
  portSchema,
  producerNameSchema,
  wholeNumberSchema,
} from '@marketplace/service-kit/core';

/** Events of this service travel on `buyer.…` subjects, in the BUYER stream. */
export const PRODUCER = 'buyer';

export const buyerConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(4002),
  MONGO_DB: z.string().default('buyer_service'),
  /** The producer whose stream carries round and invoice events; only tests change it. */
  SUPPLIER_PRODUCER: producerNameSchema('supplier'),
  /** The producer whose stream carries user events (buying teams); only tests change it. */
  IDENTITY_PRODUCER: producerNameSchema('identity'),
  /** How often a replica checks whether another replica changed the approved-rounds view. */
  CATALOGUE_REFRESH_MS: wholeNumberSchema(50, 2000),
  /**
   * How long after start the ledger is checked against carts and orders (commitment-recovery.ts):
   * longer than any store call of a replica still running may take (pool wait + socket time-out).
   */
  COMMITMENT_RECOVERY_DELAY_MS: wholeNumberSchema(0, 30_000),
  /**
   * This process's name in the ledger, the same across its restarts and different from every
   * other replica's: the pod's name (a container's host name) in Kubernetes. A start corrects at
   * once what its own earlier run left half-written, since that run is surely over.
   */
  INSTANCE_NAME: z.string().min(1).default(hostname()),
  /** How often a replica looks for rounds closing within 24 h; tests shorten it. */
  CLOSING_SOON_SCAN_MS: wholeNumberSchema(100, 60_000),
  // Proforma invoices: MinIO and the bucket of PDFs rendered from invoice snapshots.
  ...objectStorageConfigShape,
  /** Where the buyer side keeps the PDFs it rendered from invoice snapshots. */
  BUYER_INVOICE_BUCKET: bucketNameSchema('buyer-invoice-documents'),
});
export type BuyerConfig = z.infer<typeof buyerConfigSchema>;
