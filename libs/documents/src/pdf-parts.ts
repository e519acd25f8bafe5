import PDFDocument from 'pdfkit';

/**
 * What every PDF of this lib draws the same way (proforma invoices, credit and debit notes): the
 * page margin and colours, section headings, party blocks, label/value lists and page numbers, so
 * the documents of one invoice look like one set.
 */

export const MARGIN = 36;
export const INK = '#1f2328';
export const MUTED = '#59636e';
export const RULE = '#d0d7de';
export const ACCENT = '#1677ff';
export const HIGHLIGHT = '#fff1b8';
/** Table headers and the total's box. */
export const TINT = '#f0f5ff';

export type Doc = PDFKit.PDFDocument;

/** A new A4 document and the bytes it will have once ended. */
export function startPdf(
  layout: 'portrait' | 'landscape',
  info: { Title: string; Author: string; Subject: string },
): { doc: Doc; done: Promise<Buffer> } {
  // Pages are buffered so their numbers ("Page 1 of 2") can be written once the count is known.
  const doc = new PDFDocument({ size: 'A4', layout, margin: MARGIN, bufferPages: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export function heading(doc: Doc, text: string, x: number, y: number): number {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(text, x, y);
  return doc.y + 2;
}

/** A party's block: its name in bold, then the rest of what is on file. */
export function block(doc: Doc, title: string, lines: string[], x: number, y: number, width: number): number {
  let at = heading(doc, title, x, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(lines[0] ?? '—', x, at, { width });
  at = doc.y;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of lines.slice(1)) {
    doc.text(line, x, at, { width });
    at = doc.y;
  }
  return at;
}

/** The supplier's and the buyer's blocks side by side from `top`; returns where the taller ends. */
export function parties(
  doc: Doc,
  labels: { supplier: string; buyer: string },
  lines: { supplierLines: string[]; buyerLines: string[] },
  top: number,
): number {
  const pageWidth = doc.page.width - MARGIN * 2;
  const half = pageWidth / 2 - 10;
  const afterSupplier = block(doc, labels.supplier, lines.supplierLines, MARGIN, top, half);
  const afterBuyer = block(doc, labels.buyer, lines.buyerLines, MARGIN + pageWidth / 2 + 10, top, half);
  return Math.max(afterSupplier, afterBuyer);
}

/**
 * Labels and their values in two columns (the header's number and dates): the label muted on
 * the left, the value in bold on the right. Returns the y below the last pair.
 */
export function pairs(
  doc: Doc,
  rows: Array<[string, string]>,
  x: number,
  y: number,
  widths: { label: number; value: number },
  gap = 3,
): number {
  let at = y;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, x, at, { width: widths.label });
    const labelBottom = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, x + widths.label, at, { width: widths.value, align: 'right' });
    at = Math.max(doc.y, labelBottom) + gap;
  }
  return at;
}

/** A titled list of figures (the order and packing summaries). */
export function summary(
  doc: Doc,
  title: string,
  rows: Array<[string, string]>,
  x: number,
  y: number,
  width: number,
): number {
  return pairs(doc, rows, x, heading(doc, title, x, y), { label: width / 2, value: width / 2 }, 2);
}

/** The document's total in its tinted box: the label above, the amount large on the right. */
export function totalBox(
  doc: Doc,
  label: string,
  amount: string,
  x: number,
  y: number,
  width: number,
): number {
  doc.rect(x, y, width, 44).fill(TINT);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(label, x + 8, y + 6, { width: width - 16 });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(amount, x + 8, y + 20, { width: width - 16, align: 'right' });
  return y + 44;
}

/** "<document number> · Page 1 of 2" at the foot of every page, then the document is ended. */
export function numberPagesAndEnd(
  doc: Doc,
  documentNumber: string,
  page: (n: number, of: number) => string,
): void {
  const width = doc.page.width - MARGIN * 2;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${documentNumber} · ${page(i + 1, range.count)}`, MARGIN, doc.page.height - MARGIN - 4, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
}
