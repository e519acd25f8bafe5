import type { ObjectStore } from '@marketplace/service-kit/store';
import { createApp } from '@marketplace/service-kit/http';
import { silentLogger } from '@marketplace/service-kit/testing';
import { Readable } from 'node:stream';
import request from 'supertest';
import { renderCreditNotePdf } from './credit-note-pdf';
import { renderCreditNoteText } from './credit-note-text';
import { creditNoteFileName } from './credit-note-view';
import { InvoiceDocuments, invoiceDownloadRoutes } from './invoice-documents';
import { pdfPageCount, pdfText } from './poppler';
import { sampleCreditNote, sampleInvoice } from './sample-invoice';

/** Portuguese money and dates carry no-break spaces; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const sentInvoice = () => sampleInvoice({ status: 'sent', creditNotes: [sampleCreditNote()] });

/** A debit note with the freight share moved: the close called flexible units in. */
const debitNote = () =>
  sampleCreditNote({
    id: 'note-debit',
    number: 'DN-DEMO-000001',
    kind: 'debit',
    lines: [
      {
        orderItemId: 'line-2',
        sku: 'TOTE-CNV-010',
        name: 'Canvas Tote Bag',
        uom: 'pieces',
        billedQty: 100,
        billedUnitPrice: 3.75,
        correctedQty: 140,
        correctedUnitPrice: 3.75,
        amount: 150,
      },
    ],
    freight: { billed: 250, corrected: 280.5, amount: 30.5 },
    total: 180.5,
    balanceAfter: 1515.5,
  });

describe('credit and debit note documents', () => {
  it('prints a credit note on one English page: number, invoice, reason, lines and totals', async () => {
    const pdf = await renderCreditNotePdf(sentInvoice(), sampleCreditNote(), 'en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'CREDIT NOTE',
      'CN-DEMO-000001',
      'Feb 02, 2026',
      'Corrects Invoice',
      'PI-1767225600000',
      'Reason: The order was re-priced when the round closed',
      'Demo Supplier Co.',
      'Demo Buyer Ltd.',
      'GB123456789',
      'Organic Cotton T-Shirt',
      'TSH-ORG-001',
      'Billed',
      'Corrected',
      'Difference',
      '240 pieces',
      '× $4.50',
      '× $4.00',
      '-$120.00',
      '100 pieces',
      '-$75.00',
      'Note Total',
      '$195.00',
      'Balance after notes',
      '$1,335.00',
      'CN-DEMO-000001 · Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('DEBIT NOTE');
    expect(text).not.toContain('Freight share');
  });

  it('speaks Portuguese when asked', async () => {
    const text = plain(pdfText(await renderCreditNotePdf(sentInvoice(), sampleCreditNote(), 'pt')));
    for (const expected of [
      'NOTA DE CRÉDITO',
      'CN-DEMO-000001',
      '2 de fev. de 2026',
      'Corrige a Fatura',
      'PI-1767225600000',
      'Motivo: O pedido foi repreçado no fechamento da rodada',
      'Fornecedor',
      'Comprador',
      'Faturado',
      'Corrigido',
      'Diferença',
      '240 peças',
      '× US$ 4,50',
      '× US$ 4,00',
      '-US$ 120,00',
      'Total da Nota',
      'US$ 195,00',
      'Saldo após as notas',
      'US$ 1.335,00',
    ])
      expect(text).toContain(expected);
    for (const english of ['CREDIT NOTE', 'Note Total', '$1,335.00', 'pieces'])
      expect(text).not.toContain(english);
  });

  it('prints a debit note with its freight share line, each difference signed', async () => {
    const invoice = sampleInvoice({ status: 'sent', creditNotes: [debitNote()] });
    const text = pdfText(await renderCreditNotePdf(invoice, debitNote(), 'en'));
    for (const expected of [
      'DEBIT NOTE',
      'DN-DEMO-000001',
      '140 pieces',
      '+$150.00',
      'Freight share',
      '$250.00',
      '$280.50',
      '+$30.50',
      '$180.50',
      '$1,515.50',
    ])
      expect(text).toContain(expected);
    const pt = plain(pdfText(await renderCreditNotePdf(invoice, debitNote(), 'pt')));
    for (const expected of ['NOTA DE DÉBITO', 'Parte do frete', '+US$ 30,50']) expect(pt).toContain(expected);
  });

  it('names the reason a cancelled order was credited for', async () => {
    const note = sampleCreditNote({ reason: 'cancelled_at_close' });
    expect(pdfText(await renderCreditNotePdf(sentInvoice(), note, 'en'))).toContain(
      'The order was cancelled when the round closed',
    );
  });

  it('continues a long note on further pages', async () => {
    const base = sampleCreditNote();
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...base.lines[0]!,
      orderItemId: `l${i}`,
      sku: `SKU-${i}`,
    }));
    const pdf = await renderCreditNotePdf(sentInvoice(), { ...base, lines }, 'en');
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('SKU-39');
    expect(text).toContain('Balance after notes');
  });

  it('writes the plain-text file named after the note number', () => {
    const text = renderCreditNoteText(sentInvoice(), sampleCreditNote(), 'en');
    for (const expected of [
      'CREDIT NOTE',
      'Note Number: CN-DEMO-000001',
      'Issued: Feb 02, 2026',
      'Corrects Invoice: PI-1767225600000',
      'Reason: The order was re-priced when the round closed',
      'Demo Buyer Ltd.',
      '1. Organic Cotton T-Shirt',
      'Billed: 240 pieces × $4.50 | Corrected: 240 pieces × $4.00 | Difference: -$120.00',
      'Billed: 120 pieces × $3.75 | Corrected: 100 pieces × $3.75 | Difference: -$75.00',
      'Note Total: $195.00',
      'Balance after notes: $1,335.00',
    ])
      expect(text).toContain(expected);
    const pt = plain(renderCreditNoteText(sentInvoice(), sampleCreditNote(), 'pt'));
    for (const expected of [
      'NOTA DE CRÉDITO',
      'Número da Nota: CN-DEMO-000001',
      'Corrige a Fatura: PI-1767225600000',
      'Motivo: O pedido foi repreçado no fechamento da rodada',
      'Faturado: 240 peças × US$ 4,50 | Corrigido: 240 peças × US$ 4,00 | Diferença: -US$ 120,00',
      'Total da Nota: US$ 195,00',
      'Saldo após as notas: US$ 1.335,00',
    ])
      expect(pt).toContain(expected);
    const debit = renderCreditNoteText(sentInvoice(), debitNote(), 'en');
    expect(debit).toContain('Freight share\n   Billed: $250.00 | Corrected: $280.50 | Difference: +$30.50');
    expect(creditNoteFileName(sampleCreditNote(), 'pdf')).toBe('CN-DEMO-000001.pdf');
    expect(creditNoteFileName({ number: 'DN-A/../b' }, 'txt')).toBe('DN-A_.._b.txt');
  });
});

/** The object store, in memory: what the downloads stored, by object name. */
function memoryStore(): { store: ObjectStore; objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  const store = {
    ensureBucket: async () => undefined,
    put: async (name: string, body: Buffer) => void objects.set(name, body),
    get: async (name: string) => {
      const body = objects.get(name);
      return body
        ? { stream: Readable.from([body]), contentType: 'application/pdf', size: body.length }
        : null;
    },
  };
  return { store: store as unknown as ObjectStore, objects };
}

describe('credit and debit note downloads', () => {
  const { store, objects } = memoryStore();
  const invoice = sampleInvoice({ status: 'sent', creditNotes: [sampleCreditNote(), debitNote()] });
  const app = createApp({
    service: 'documents-test',
    logger: silentLogger(),
    routes: (router) =>
      invoiceDownloadRoutes(
        router,
        (_req, _res, next) => next(),
        new InvoiceDocuments(store, silentLogger()),
        async (_req, id) => {
          if (id !== invoice.id) throw new Error(`unexpected invoice ${id}`);
          return invoice;
        },
      ),
  });
  const base = `/invoices/${invoice.id}/credit-notes`;

  it('serves each note as a PDF in the language asked, stored under its invoice', async () => {
    const res = await request(app)
      .get(`${base}/note-00000000-sample/pdf?lang=pt`)
      .buffer(true)
      .parse((r, done) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="CN-DEMO-000001.pdf"');
    expect(plain(pdfText(res.body as Buffer))).toContain('NOTA DE CRÉDITO');
    expect([...objects.keys()]).toEqual([`${invoice.id}/notes/note-00000000-sample-pt.pdf`]);
  });

  it('serves the text file named after the note', async () => {
    const res = await request(app).get(`${base}/note-debit/txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="DN-DEMO-000001.txt"');
    expect(res.text).toContain('DEBIT NOTE');
  });

  it('answers 404 for a note that is not on the invoice', async () => {
    const res = await request(app).get(`${base}/note-elsewhere/pdf`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'invoices.credit_note_not_found' });
  });
});
