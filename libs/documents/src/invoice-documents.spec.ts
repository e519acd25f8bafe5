import { decodeGrayPng, firstPagePng, inkRatio, pdfPageCount, pdfText } from './poppler';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceText } from './invoice-text';
import { invoiceFileName } from './invoice-view';
import { sampleInvoice } from './sample-invoice';

describe('proforma invoice documents', () => {
  it('prints the invoice, its products and the packing summary in a one-page English PDF', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice(), 'en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'PROFORMA INVOICE',
      'PI-1767225600000',
      'Jan 01, 2026',
      'Jan 31, 2026',
      'DRAFT',
      'Demo Supplier Co.',
      'Demo Buyer Ltd.',
      'GB123456789',
      'Organic Cotton T-Shirt',
      '12 pieces per pack',
      'TOTE-CNV-010',
      '$1,080.00',
      '$5.00', // catalogue price, struck through
      'Packing Summary',
      '66.25 kg',
      '72.25 kg',
      '0.575 m³',
      '$1,530.00',
      'Payment by bank transfer.',
    ])
      expect(text).toContain(expected);
    // Packs: ceil(240 / 12) + ceil(120 / 25) = 20 + 5.
    expect(text).toMatch(/Packs\s+25\b/);
  });

  it('speaks Portuguese when asked', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice({ status: 'sent' }), 'pt'));
    for (const expected of [
      'FATURA PROFORMA',
      'Resumo da Embalagem',
      'ENVIADA',
      // Dates in the language's own format (libs/domain formatCalendarDate).
      '31 de jan. de 2026',
      'Fornecedor',
      '12 peças por pacote',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Packing Summary');
    expect(text).not.toMatch(/\bpieces\b/);
    // Money and figures as the Portuguese screen writes them, never the English forms.
    const plain = text.replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of ['US$ 1.080,00', 'US$ 1.530,00', '66,25 kg', '72,25 kg', '0,575 m³'])
      expect(plain).toContain(expected);
    for (const english of ['$1,530.00', '66.25 kg', '0.575 m³']) expect(plain).not.toContain(english);
  });

  it('prints the total gross weight once, in the order summary', () => {
    const text = renderInvoiceText(sampleInvoice(), 'en');
    expect(text.match(/Total Gross Weight/g)).toHaveLength(1);
  });

  it('continues long product lists on further pages', async () => {
    const base = sampleInvoice();
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...base.lines[0]!,
      orderItemId: `l${i}`,
      sku: `SKU-${i}`,
    }));
    const pdf = await renderInvoicePdf({ ...base, lines }, 'en');
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('SKU-0');
    expect(text).toContain('SKU-39');
  });

  it('renders a first page that is not blank (pdftoppm)', async () => {
    const png = firstPagePng(await renderInvoicePdf(sampleInvoice(), 'en'), { gray: true, dpi: 50 });
    const { width, height } = decodeGrayPng(png);
    expect(width).toBeGreaterThan(height); // landscape
    const ink = inkRatio(png);
    expect(ink).toBeGreaterThan(0.01);
    expect(ink).toBeLessThan(0.5);
  });

  it('writes the plain-text file named after the invoice number', () => {
    const text = renderInvoiceText(sampleInvoice(), 'en');
    expect(text).toContain('Invoice Number: PI-1767225600000');
    expect(text).toContain('Canvas Tote Bag (25 pieces per pack)');
    const pt = renderInvoiceText(sampleInvoice(), 'pt');
    expect(pt).toContain('Canvas Tote Bag (25 peças por pacote)');
    expect(pt).toMatch(/\b240 peças\b/);
    expect(pt).not.toMatch(/\bpieces\b/);
    expect(text).toContain('Total CBM: 0.575 m³');
    expect(invoiceFileName(sampleInvoice(), 'txt')).toBe('PI-1767225600000.txt');
    expect(invoiceFileName({ invoiceNumber: 'PI-1/../x' }, 'pdf')).toBe('PI-1_.._x.pdf');
  });

  it('prints the freight share as its own line of the total, and a revision with what it replaced', async () => {
    const invoice = sampleInvoice({
      totalValue: 1530 + 280.67,
      freight: { amount: 280.67, basis: 'volume' },
      revision: 2,
      revisedAt: '2026-02-02T10:00:00.000Z',
    });
    const text = renderInvoiceText(invoice, 'en');
    expect(text).toContain('Invoice Number: PI-1767225600000 (Revision 2)');
    expect(text).toContain(
      'Replaces the earlier figures: the order changed when the round closed (Feb 02, 2026).',
    );
    expect(text).toContain(
      'Total Value: $1,530.00\nFreight share (by volume): $280.67\nTotal with Freight: $1,810.67',
    );
    expect(renderInvoiceText(invoice, 'pt').replace(/\u00a0/g, ' ')).toContain(
      'Parte do frete (por volume): US$ 280,67',
    );
    const pdf = pdfText(await renderInvoicePdf(invoice, 'en'));
    for (const s of ['Freight share (by volume)', '$280.67', 'Total with Freight', '$1,810.67', 'Revision 2'])
      expect(pdf).toContain(s);
    expect(pdfPageCount(await renderInvoicePdf(invoice, 'en'))).toBe(1);
    // Without freight and unrevised, neither line is printed.
    expect(renderInvoiceText(sampleInvoice(), 'en')).not.toMatch(/Freight|Revision/);
  });
});
