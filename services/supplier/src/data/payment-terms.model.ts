import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';

/**
 * A supplier company's payment terms (contracts `paymentTermsSchema`): one document per company,
 * its id the company's. Owned here, beside the invoices they date; absent until first set.
 */
export interface PaymentTermsDoc {
  /** The supplier company's id. */
  _id: string;
  netDays: number | null;
  updatedAt: Date;
}

const schema = collectionSchema<PaymentTermsDoc>('payment_terms', {
  netDays: { type: Number, default: null },
  updatedAt: { type: Date, required: true },
});

export type PaymentTermsModel = Model<PaymentTermsDoc>;
export const paymentTermsModel = (conn: Connection): PaymentTermsModel =>
  conn.model<PaymentTermsDoc>('PaymentTerms', schema);
