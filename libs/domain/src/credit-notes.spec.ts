import { creditNoteNumberOf, noteBetween, type BilledLine } from './credit-notes';
import { amountDue, amountOverpaid, invoiceBalance } from './invoice-payments';

const line = (orderItemId: string, qty: number, unitPrice: number): BilledLine => ({
  orderItemId,
  sku: orderItemId.toUpperCase(),
  name: `Product ${orderItemId}`,
  uom: 'pieces',
  qty,
  unitPrice,
  subtotal: Math.round(qty * unitPrice * 100) / 100,
});

describe('credit and debit notes', () => {
  it('credits a price break and a released line, to the cent, listing only what changed', () => {
    const billed = { lines: [line('a', 30, 4.5), line('b', 50, 3), line('c', 7, 1.1)], freight: 12.34 };
    const corrected = { lines: [line('a', 30, 4.2), line('c', 7, 1.1)], freight: 10.01 };
    const note = noteBetween(billed, corrected)!;
    expect(note.kind).toBe('credit');
    expect(
      note.lines.map((l) => [l.orderItemId, l.billedQty, l.correctedQty, l.correctedUnitPrice, l.amount]),
    ).toEqual([
      ['a', 30, 30, 4.2, -9],
      ['b', 50, 0, 3, -150],
    ]);
    expect(note.freight).toEqual({ billed: 12.34, corrected: 10.01, amount: -2.33 });
    // 9.00 + 150.00 + 2.33
    expect(note.total).toBe(161.33);
  });

  it('debits units called in at the close, and notes nothing when the figures are the same', () => {
    const billed = { lines: [line('a', 10, 2)], freight: null };
    const note = noteBetween(billed, { lines: [line('a', 12, 2), line('d', 1, 0.1)], freight: null })!;
    expect([note.kind, note.total, note.freight]).toEqual(['debit', 4.1, null]);
    expect(note.lines.find((l) => l.orderItemId === 'd')).toMatchObject({
      billedQty: 0,
      correctedQty: 1,
      amount: 0.1,
    });
    expect(noteBetween(billed, { lines: [line('a', 10, 2)], freight: null })).toBeNull();
  });

  it('lowers what is owed by credits and raises it by debits; a credit after payment is owed back', () => {
    const invoice = {
      totalValue: 285,
      payments: [{ amount: 285, reference: 'ALL' }],
      creditNotes: [
        { kind: 'credit' as const, total: 100.1 },
        { kind: 'debit' as const, total: 0.1 },
      ],
    };
    expect(invoiceBalance(invoice)).toBe(185);
    expect(amountDue(invoice)).toBe(0);
    expect(amountOverpaid(invoice)).toBe(100);
    expect(amountDue({ ...invoice, payments: [] })).toBe(185);
    expect(amountOverpaid({ ...invoice, payments: [] })).toBe(0);
  });

  it('numbers credit and debit notes apart', () => {
    expect(creditNoteNumberOf('credit', 'ACME', 7)).toBe('CN-ACME-000007');
    expect(creditNoteNumberOf('debit', 'ACME', 12)).toBe('DN-ACME-000012');
  });
});
