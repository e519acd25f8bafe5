/**
 * Renders the first page of a proforma invoice PDF to docs/invoice-<lang>.png, in English and
 * Portuguese, so a reader of the repository can see the document without running anything.
 * `npx tsx libs/documents/scripts/render-preview.ts [invoice.json]` (a snapshot as the API returns
 * it, e.g. `GET /api/supplier/invoices/:id`); without a file it uses the sample invoice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceSnapshot } from '@marketplace/contracts';
import { renderInvoicePdf } from '../src/invoice-pdf';
import { firstPagePng } from '../src/poppler';
import { sampleInvoice } from '../src/sample-invoice';

async function main() {
  const file = process.argv[2];
  const invoice: InvoiceSnapshot = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : sampleInvoice();
  const docs = path.resolve(__dirname, '../../../docs');
  for (const lang of ['en', 'pt'] as const) {
    const png = firstPagePng(await renderInvoicePdf(invoice, lang), { dpi: 110 });
    const out = path.join(docs, `invoice-${lang}.png`);
    fs.writeFileSync(out, png);
    console.log(`${out} (${png.length} bytes)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
