import {
  dueDateByTerms,
  overdueFrom,
  amountDue,
  amountPaid,
  isOverdue,
  paymentRefusal,
  settles,
} from './invoice-payments';

const invoice = (over: Partial<Parameters<typeof paymentRefusal>[0]> = {}) => ({
  status: 'accepted',
  totalValue: 1000.1,
  payments: [] as { amount: number; reference: string }[],
  dueDate: '2026-12-31T00:00:00.000Z',
  ...over,
});

describe('payments against an invoice', () => {
  it('adds partial payments to the cent and leaves the rest due', () => {
    const paid = invoice({
      payments: [
        { amount: 0.1, reference: 'A' },
        { amount: 0.2, reference: 'B' },
        { amount: 333.33, reference: 'C' },
      ],
    });
    // 0.1 + 0.2 in doubles is 0.30000000000000004: the sum is taken in cents.
    expect(amountPaid(paid)).toBe(333.63);
    expect(amountDue(paid)).toBe(666.47);
    expect(settles(paid, 666.46)).toBe(false);
    expect(settles(paid, 666.47)).toBe(true);
  });

  it('is recorded on sent and accepted invoices only', () => {
    const payment = { amount: 10, reference: 'TRX-1', paidOn: '2026-11-01' };
    for (const status of ['sent', 'accepted'])
      expect(paymentRefusal(invoice({ status }), payment, '2026-11-02')).toBeNull();
    for (const status of ['draft', 'rejected', 'paid'])
      expect(paymentRefusal(invoice({ status }), payment, '2026-11-02')).toEqual({
        kind: 'not_payable',
        status,
      });
  });

  it('refuses more than is still due, a reference already recorded, and a date still ahead', () => {
    const partly = invoice({ payments: [{ amount: 1000, reference: 'TRX 1' }] });
    expect(
      paymentRefusal(partly, { amount: 0.11, reference: 'TRX-2', paidOn: '2026-11-01' }, '2026-11-01'),
    ).toEqual({
      kind: 'exceeds_due',
      due: 0.1,
    });
    expect(
      paymentRefusal(partly, { amount: 0.1, reference: 'trx1', paidOn: '2026-11-01' }, '2026-11-01'),
    ).toEqual({
      kind: 'duplicate_reference',
    });
    expect(
      paymentRefusal(partly, { amount: 0.1, reference: 'trx/1', paidOn: '2026-11-01' }, '2026-11-01'),
    ).toEqual({
      kind: 'duplicate_reference',
    });
    expect(
      paymentRefusal(partly, { amount: 0.1, reference: 'TRX-2', paidOn: '2026-11-02' }, '2026-11-01'),
    ).toEqual({
      kind: 'date_ahead',
    });
    expect(
      paymentRefusal(partly, { amount: 0.1, reference: 'TRX-2', paidOn: '2026-11-01' }, '2026-11-01'),
    ).toBeNull();
  });

  it('is overdue from the day after its due date while something is due', () => {
    const due = invoice({ dueDate: '2026-12-31T00:00:00.000Z' });
    expect(isOverdue(due, new Date('2026-12-31T23:59:59.999Z'))).toBe(false);
    expect(isOverdue(due, new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
    expect(
      isOverdue({ ...due, payments: [{ amount: 1000.1, reference: 'ALL' }] }, new Date('2027-02-01')),
    ).toBe(false);
    expect(isOverdue({ ...due, status: 'draft' }, new Date('2027-02-01'))).toBe(false);
    expect(isOverdue({ ...due, dueDate: null }, new Date('2027-02-01'))).toBe(false);
  });

  it('dates an invoice sent late in the day by its UTC day plus the net days, across a month end', () => {
    expect(dueDateByTerms(new Date('2026-11-30T23:30:00.000Z'), 30)).toBe('2026-12-30T00:00:00.000Z');
    expect(dueDateByTerms(new Date('2027-01-31T08:00:00.000Z'), 30)).toBe('2027-03-02T00:00:00.000Z');
    expect(dueDateByTerms(new Date('2026-11-30T10:00:00.000Z'), 0)).toBe('2026-11-30T00:00:00.000Z');
  });

  it('turns overdue when the due day ends, UTC', () => {
    expect(overdueFrom('2026-12-30T00:00:00.000Z')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(overdueFrom('not a date')).toBeNull();
  });
});
