import { isPendingInvoice } from './invoice';
import { invoiceBalance, type AdjustmentLike } from './invoice-payments';
import { sumMoney } from './money';

/**
 * The figures above an invoice list (spec §9), the same for the supplier who issued the invoices
 * and the buyer who received them: how many, their total value to the cent, and how many still
 * wait for an answer.
 */
export function invoiceListStats(
  items: ReadonlyArray<{
    totalValue: number;
    status: string;
    creditNotes?: ReadonlyArray<AdjustmentLike> | null;
  }>,
): {
  totalInvoices: number;
  totalValue: number;
  pending: number;
} {
  return {
    totalInvoices: items.length,
    // What the invoices ask for, net of their credit and debit notes; a cancelled one asks nothing.
    totalValue: sumMoney(items.filter((i) => i.status !== 'cancelled').map((i) => invoiceBalance(i))),
    pending: items.filter((i) => isPendingInvoice(i.status)).length,
  };
}
