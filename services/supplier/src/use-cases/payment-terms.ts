import type { PaymentTerms, UpdatePaymentTermsBody } from '@marketplace/contracts';
import type { SupplierContext } from '../context';

/** The company's payment terms; none set yet reads as no terms. */
export async function paymentTermsOf(ctx: SupplierContext, supplierId: string): Promise<PaymentTerms> {
  const doc = await ctx.paymentTerms.findById(supplierId).lean();
  return { netDays: doc?.netDays ?? null, updatedAt: doc ? doc.updatedAt.toISOString() : null };
}

/**
 * Sets the company's payment terms. Invoices already sent keep the due date they were sent with;
 * the terms date the ones sent from now on.
 */
export async function setPaymentTerms(
  ctx: SupplierContext,
  supplierId: string,
  body: UpdatePaymentTermsBody,
): Promise<PaymentTerms> {
  const updatedAt = ctx.now();
  await ctx.paymentTerms.updateOne(
    { _id: supplierId },
    { $set: { netDays: body.netDays, updatedAt } },
    { upsert: true },
  );
  return { netDays: body.netDays, updatedAt: updatedAt.toISOString() };
}
