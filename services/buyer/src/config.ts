import { z } from 'zod';
import { baseConfigSchema } from '@marketplace/service-kit';
import { buyerInvoicesConfigShape } from './invoices/invoices.config';

export const buyerConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(4002),
    MONGO_DB: z.string().default('buyer_service'),
  })
  .extend(buyerInvoicesConfigShape);
export type BuyerConfig = z.infer<typeof buyerConfigSchema>;
