import { isPendingInvoice } from './invoice';
import { roundMoney } from './money';

/**
 * The figures above an invoice list (spec §9), the same for the supplier who issued the invoices
 * and the buyer who received them: how many, their total value to the cent, and how many still
 * wait for an answer.
 */
export function invoiceListStats(items: ReadonlyArray<{ totalValue: number; status: string }>): {
  totalInvoices: number;
  totalValue: number;
  pending: number;
} {
  return {
    totalInvoices: items.length,
    totalValue: roundMoney(items.reduce((sum, i) => sum + i.totalValue, 0)),
    pending: items.filter((i) => isPendingInvoice(i.status)).length,
  };
}
