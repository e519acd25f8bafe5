import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { translatorIn } from '@marketplace/i18n';
import { InvoiceDetail } from './InvoiceDetail';

const party = {
  companyId: 'c',
  name: 'Demo Co.',
  address: null,
  country: null,
  phone: null,
  taxNumber: null,
};
const line = {
  orderItemId: 'l1',
  roundProductId: 'rp1',
  productId: 'p1',
  sku: 'TSH-1',
  name: 'T-Shirt',
  uom: 'pieces',
  material: null,
  color: null,
  size: null,
  unitPrice: 4.5,
  catalogueUnitPrice: null,
  netWeightKg: 1,
  grossWeightKg: 1.5,
  cbm: 0.1,
};
const invoice: InvoiceSnapshot = {
  id: 'inv-1',
  invoiceNumber: 'PI-1',
  orderId: 'o1',
  roundId: 'r1',
  roundTitle: 'Round',
  buyerId: 'b1',
  supplierId: 's1',
  supplier: party,
  buyer: party,
  currency: 'USD',
  totalValue: 58.5,
  totalItems: 2,
  totalUnits: 13,
  status: 'draft',
  issueDate: '2026-01-01T00:00:00.000Z',
  dueDate: null,
  notes: null,
  lines: [
    { ...line, unitsPerPack: 6, qty: 12, subtotal: 54 },
    { ...line, orderItemId: 'l2', sku: 'TSH-2', unitsPerPack: 1, qty: 1, subtotal: 4.5 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

async function shown(language: 'en' | 'pt', shownInvoice: InvoiceSnapshot = invoice): Promise<string> {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={await translatorIn(language)}>
      <InvoiceDetail invoice={shownInvoice} />
    </I18nextProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the invoice detail', () => {
  it('reads units in Portuguese on a Portuguese invoice', async () => {
    const text = await shown('pt');
    expect(text).toContain('6 peças por pacote');
    expect(text).toContain('1 peça por pacote');
    expect(text).toContain('12 peças');
    expect(text).not.toMatch(/\bpieces?\b/);
  });

  it('reads one piece in the singular in English', async () => {
    const text = await shown('en');
    expect(text).toContain('6 pieces per pack');
    expect(text).toContain('1 piece per pack');
    expect(text).toContain('12 pieces');
  });

  it("shows the supplier's phone and country, the freight share as its own line, and a revision", async () => {
    const revised: InvoiceSnapshot = {
      ...invoice,
      supplier: { ...party, name: 'Alpha Supplies', country: 'Portugal', phone: '+351 21 000' },
      freight: { amount: 12.34, basis: 'gross_weight' },
      totalValue: 58.5 + 12.34,
      revision: 2,
      revisedAt: '2026-01-02T00:00:00.000Z',
    };
    const text = await shown('en', revised);
    expect(text).toContain('Portugal');
    expect(text).toContain('+351 21 000');
    // "Total Value" is the goods, as on the order; the total with the share is named apart.
    expect(text).toContain('Total Value $58.50');
    expect(text).toContain('Freight share (by gross weight) $12.34');
    expect(text).toContain('Total with Freight $70.84');
    expect(text).toContain('Revision 2');
    expect(await shown('pt', revised)).toContain('Parte do frete (por peso bruto)');
    expect(await shown('en')).not.toMatch(/Freight|Revision/);
  });

  it('shows what was paid, what is still due and each payment once the buyer has the invoice', async () => {
    // A draft is the supplier's alone: nothing is due from the buyer yet.
    expect(await shown('en')).not.toContain('Payments');

    const partly: InvoiceSnapshot = {
      ...invoice,
      status: 'accepted',
      dueDate: '2999-12-31T00:00:00.000Z',
      payments: [
        {
          id: 'p1',
          paidOn: '2026-02-03',
          amount: 20.1,
          reference: 'TRX-1',
          recordedAt: '2026-02-03T10:00:00.000Z',
        },
        {
          id: 'p2',
          paidOn: '2026-02-10',
          amount: 0.2,
          reference: 'TRX-2',
          recordedAt: '2026-02-10T10:00:00.000Z',
        },
      ],
    };
    const text = await shown('en', partly);
    expect(text).toContain('Paid $20.30');
    expect(text).toContain('Still Due $38.20');
    expect(text).toContain('TRX-1');
    expect(text).toContain('TRX-2 $0.20');
    expect(text).not.toContain('Overdue');
    const pt = await shown('pt', partly);
    expect(pt).toContain('Pagamentos');
    expect(pt).toContain('Em Aberto');

    // Past its due date with something still due: overdue; once paid, never.
    const late = { ...partly, dueDate: '2026-01-31T00:00:00.000Z' };
    expect(await shown('en', late)).toContain('Overdue');
    expect(await shown('pt', late)).toContain('Vencida');
    const paid: InvoiceSnapshot = {
      ...late,
      status: 'paid',
      payments: [
        ...partly.payments!,
        {
          id: 'p3',
          paidOn: '2026-02-11',
          amount: 38.2,
          reference: 'TRX-3',
          recordedAt: '2026-02-11T10:00:00.000Z',
        },
      ],
    };
    // A due date the supplier's payment terms gave says so, in the reader's language.
    const byTerms = { ...partly, dueDate: '2026-03-05T00:00:00.000Z', paymentTermsDays: 30 };
    expect(await shown('en', byTerms)).toContain('Due Date: Mar 05, 2026 (Net 30 days from sending)');
    expect(await shown('pt', byTerms)).toContain('(30 dias a partir do envio)');
    const settled = await shown('en', paid);
    expect(settled).toContain('Still Due $0.00');
    expect(settled).toContain('PAID');
    expect(settled).not.toContain('Overdue');
  });

  it('lists the credit notes of a sent invoice, line by line, and measures what is due against them', async () => {
    const credited: InvoiceSnapshot = {
      ...invoice,
      status: 'sent',
      payments: [
        {
          id: 'p1',
          paidOn: '2026-02-03',
          amount: 58.5,
          reference: 'ALL',
          recordedAt: '2026-02-03T10:00:00.000Z',
        },
      ],
      creditNotes: [
        {
          id: 'n1',
          number: 'CN-ACME-000001',
          kind: 'credit',
          reason: 'repriced_at_close',
          lines: [
            {
              orderItemId: 'i1',
              sku: 'MUG-1',
              name: 'Mug',
              uom: 'pieces',
              billedQty: 10,
              billedUnitPrice: 4.5,
              correctedQty: 10,
              correctedUnitPrice: 4.2,
              amount: -3,
            },
          ],
          freight: null,
          total: 3,
          balanceAfter: 55.5,
          issuedAt: '2026-02-05T10:00:00.000Z',
        },
      ],
    };
    const text = await shown('en', credited);
    expect(text).toContain('Credit and Debit Notes');
    expect(text).toContain('Credit Note CN-ACME-000001');
    expect(text).toContain('The order was re-priced when the round closed');
    expect(text).toContain('10 × $4.50');
    expect(text).toContain('10 × $4.20');
    expect(text).toContain('−$3.00');
    expect(text).toContain('Invoice Asks For $55.50');
    // Paid 58.50 against 55.50 asked: nothing due, 3.00 to refund.
    expect(text).toContain('Still Due $0.00');
    expect(text).toContain('To Refund $3.00');
    const pt = await shown('pt', credited);
    expect(pt).toContain('Nota de Crédito');
    expect(pt).toContain('O pedido foi repreçado no fechamento da rodada');
    expect(await shown('en')).not.toContain('Credit and Debit Notes');
  });
});
