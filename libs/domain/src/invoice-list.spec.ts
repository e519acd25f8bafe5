import { invoiceListStats } from './invoice-list';

describe('invoiceListStats', () => {
  it('counts the invoices, sums their value to the cent and counts the pending ones', () => {
    expect(
      invoiceListStats([
        { totalValue: 10.1, status: 'sent' },
        { totalValue: 20.2, status: 'accepted' },
        { totalValue: 0.005, status: 'draft' },
      ]),
    ).toEqual({ totalInvoices: 3, totalValue: 30.31, pending: 2 });
  });

  it('is all zero for no invoices', () => {
    expect(invoiceListStats([])).toEqual({ totalInvoices: 0, totalValue: 0, pending: 0 });
  });
});
