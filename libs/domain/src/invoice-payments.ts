import { fromMinorUnits, toMinorUnits } from './money';

/**
 * Payments against a proforma invoice: the supplier records what arrived (date, amount,
 * reference), partial payments add up, and the invoice is paid when nothing is left due. The same
 * rules serve the supplier service (which decides), both remotes (which show the figures) and the
 * documents. Money is summed in cents, so "what is left" is exact.
 */

export interface PaymentLike {
  amount: number;
  reference: string;
}

/** A credit or debit note as its invoice lists it: credits lower what is owed, debits raise it. */
export interface AdjustmentLike {
  kind: 'credit' | 'debit';
  total: number;
}

export interface PayableInvoice {
  status: string;
  totalValue: number;
  payments?: ReadonlyArray<PaymentLike> | null;
  creditNotes?: ReadonlyArray<AdjustmentLike> | null;
  dueDate?: string | null;
}

/** Statuses a payment can be recorded on: the buyer has the invoice and has not rejected it. */
export const PAYABLE_STATUSES: readonly string[] = ['sent', 'accepted'];

function paidMinor(invoice: Pick<PayableInvoice, 'payments'>): number {
  return (invoice.payments ?? []).reduce((sum, p) => sum + toMinorUnits(p.amount), 0);
}

/** What the buyer has paid so far, to the cent. */
export function amountPaid(invoice: Pick<PayableInvoice, 'payments'>): number {
  return fromMinorUnits(paidMinor(invoice));
}

function balanceMinor(invoice: Pick<PayableInvoice, 'totalValue' | 'creditNotes'>): number {
  return (invoice.creditNotes ?? []).reduce(
    (sum, a) => sum + (a.kind === 'credit' ? -1 : 1) * toMinorUnits(a.total),
    toMinorUnits(invoice.totalValue),
  );
}

/**
 * What the invoice asks for in all: its total less its credit notes plus its debit notes (a sent
 * invoice's figures never change; its notes correct them).
 */
export function invoiceBalance(invoice: Pick<PayableInvoice, 'totalValue' | 'creditNotes'>): number {
  return fromMinorUnits(Math.max(0, balanceMinor(invoice)));
}

/** What is still due: the balance less the payments, never below zero. */
export function amountDue(invoice: Pick<PayableInvoice, 'totalValue' | 'payments' | 'creditNotes'>): number {
  return fromMinorUnits(Math.max(0, balanceMinor(invoice) - paidMinor(invoice)));
}

/**
 * What the supplier owes back: payments beyond the balance (a credit note after the buyer paid).
 * Zero when nothing was overpaid.
 */
export function amountOverpaid(
  invoice: Pick<PayableInvoice, 'totalValue' | 'payments' | 'creditNotes'>,
): number {
  return fromMinorUnits(Math.max(0, paidMinor(invoice) - Math.max(0, balanceMinor(invoice))));
}

/**
 * A reference as statements write it differently ('TRX-1', 'trx 1', 'TRX/1'): compared on its
 * letters and digits only, without case.
 */
export function sameReference(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
  return norm(a) === norm(b);
}

export type PaymentRefusal =
  | { kind: 'not_payable'; status: string }
  | { kind: 'exceeds_due'; due: number }
  | { kind: 'duplicate_reference' }
  | { kind: 'date_ahead' };

/**
 * Why a payment cannot be recorded, or null when it can. `today` is the supplier's day
 * (yyyy-mm-dd) by the service's clock: a payment dated later has not arrived yet.
 */
export function paymentRefusal(
  invoice: PayableInvoice,
  payment: PaymentLike & { paidOn: string },
  today: string,
): PaymentRefusal | null {
  if (!PAYABLE_STATUSES.includes(invoice.status)) return { kind: 'not_payable', status: invoice.status };
  if (payment.paidOn > today) return { kind: 'date_ahead' };
  if ((invoice.payments ?? []).some((p) => sameReference(p.reference, payment.reference)))
    return { kind: 'duplicate_reference' };
  const due = amountDue(invoice);
  if (toMinorUnits(payment.amount) > toMinorUnits(due)) return { kind: 'exceeds_due', due };
  return null;
}

/** Whether this payment settles the invoice (nothing left due after it). */
export function settles(
  invoice: Pick<PayableInvoice, 'totalValue' | 'payments' | 'creditNotes'>,
  amount: number,
): boolean {
  return toMinorUnits(amountDue(invoice)) - toMinorUnits(amount) <= 0;
}

/**
 * Overdue: the buyer has it (sent or accepted), its due date's day is over (the due date is a
 * day: payable through its end, UTC), and something is still due.
 */
export function isOverdue(invoice: PayableInvoice, now: Date): boolean {
  if (!PAYABLE_STATUSES.includes(invoice.status) || !invoice.dueDate) return false;
  const from = overdueFrom(invoice.dueDate);
  return from !== null && now.getTime() >= from.getTime() && toMinorUnits(amountDue(invoice)) > 0;
}

/**
 * The due date payment terms give an invoice sent at `sentAt`: the sent day (UTC) plus the net
 * days, as midnight UTC of that day (how due dates are stored: a day, payable through its end).
 */
export function dueDateByTerms(sentAt: Date, netDays: number): string {
  return new Date(
    Date.UTC(sentAt.getUTCFullYear(), sentAt.getUTCMonth(), sentAt.getUTCDate() + netDays),
  ).toISOString();
}

/** The instant an invoice with this due date becomes overdue: the end of its due day, UTC. */
export function overdueFrom(dueDate: string): Date | null {
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return null;
  return new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() + 1));
}
