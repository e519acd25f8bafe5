import type { CreditNote, InvoiceSnapshot } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { creditNoteView, figureText, type CreditNoteView } from './credit-note-view';
import type { DocumentLanguage } from './invoice-view';
import {
  HIGHLIGHT,
  INK,
  MARGIN,
  MUTED,
  RULE,
  TINT,
  parties,
  heading,
  numberPagesAndEnd,
  pairs,
  startPdf,
  totalBox,
  type Doc,
} from './pdf-parts';

type ColumnKey = keyof CreditNoteView['labels']['note']['columns'];

/** The lines table: widths add up to the portrait A4 content width (523 pt). */
const COLUMNS: Array<{ key: ColumnKey; width: number; align: 'left' | 'right' }> = [
  { key: 'sku', width: 75, align: 'left' },
  { key: 'product', width: 150, align: 'left' },
  { key: 'billed', width: 105, align: 'right' },
  { key: 'corrected', width: 105, align: 'right' },
  { key: 'amount', width: 88, align: 'right' },
];
const TABLE_WIDTH = COLUMNS.reduce((s, c) => s + c.width, 0);

function tableHeader(doc: Doc, v: CreditNoteView, y: number): number {
  doc.rect(MARGIN, y, TABLE_WIDTH, 18).fill(TINT);
  let x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
  for (const col of COLUMNS) {
    doc.text(v.labels.note.columns[col.key], x + 3, y + 5, {
      width: col.width - 6,
      align: col.align,
      lineBreak: false,
    });
    x += col.width;
  }
  return y + 18;
}

/** A row's cells, in the columns' order; the product and the difference in bold. */
type Cells = Record<ColumnKey, string>;

function rowHeight(doc: Doc, cells: Cells): number {
  let tallest = 0;
  for (const col of COLUMNS) {
    doc.font(col.key === 'product' || col.key === 'amount' ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    tallest = Math.max(tallest, doc.heightOfString(cells[col.key], { width: col.width - 6 }));
  }
  return Math.max(24, tallest + 10);
}

function tableRow(doc: Doc, cells: Cells, y: number, height: number): number {
  let x = MARGIN;
  for (const col of COLUMNS) {
    doc
      .font(col.key === 'product' || col.key === 'amount' ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor(col.key === 'sku' ? MUTED : INK)
      .text(cells[col.key], x + 3, y + 5, { width: col.width - 6, align: col.align });
    x += col.width;
  }
  const bottom = y + height;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + TABLE_WIDTH, bottom)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return bottom;
}

/** Where the header's two sides sit on the page. */
interface HeaderFrame {
  pageWidth: number;
  metaWidth: number;
  rightX: number;
  leftWidth: number;
}

/**
 * Title, round and order on the left; the note's number, issue date and invoice on the right;
 * then the reason, highlighted full width (why the note exists is what its reader asks first).
 * Returns where the reason ends.
 */
function noteHeader(doc: Doc, v: CreditNoteView, f: HeaderFrame): number {
  const l = v.labels;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(v.title, MARGIN, MARGIN, { width: f.leftWidth });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${l.round}: ${v.roundTitle}`, MARGIN, doc.y + 2, { width: f.leftWidth });
  doc.text(`${l.order}: #${shortId(v.orderId)}`, { width: f.leftWidth });
  const leftBottom = doc.y;
  const metaBottom = pairs(
    doc,
    [
      [l.note.number, v.number],
      [l.note.issued, v.issued],
      [l.note.invoice, v.invoiceNumber],
    ],
    f.rightX,
    MARGIN,
    { label: 110, value: f.metaWidth - 110 },
  );
  const reasonY = Math.max(leftBottom, metaBottom) + 10;
  const reasonText = `${l.note.reason}: ${v.reason}`;
  doc.font('Helvetica-Bold').fontSize(9);
  const reasonHeight = doc.heightOfString(reasonText, { width: f.pageWidth - 12 }) + 8;
  doc.rect(MARGIN, reasonY, f.pageWidth, reasonHeight).fill(HIGHLIGHT);
  doc.fillColor(INK).text(reasonText, MARGIN + 6, reasonY + 4, { width: f.pageWidth - 12 });
  return reasonY + reasonHeight;
}

/** What changed, line by line and in the freight share, from `top`. Returns where it ends. */
function changesTable(doc: Doc, v: CreditNoteView, top: number, bottomLimit: number): number {
  let y = tableHeader(doc, v, heading(doc, v.labels.products, MARGIN, top));
  const rows: Cells[] = v.rows.map((r) => ({
    sku: r.sku,
    product: r.name,
    billed: figureText(r.billed, true),
    corrected: figureText(r.corrected, true),
    amount: r.difference,
  }));
  if (v.freight)
    rows.push({
      sku: '',
      product: v.freight.label,
      billed: v.freight.billed,
      corrected: v.freight.corrected,
      amount: v.freight.difference,
    });
  for (const cells of rows) {
    const height = rowHeight(doc, cells);
    if (y + height > bottomLimit) {
      doc.addPage();
      y = tableHeader(doc, v, MARGIN);
    }
    y = tableRow(doc, cells, y, height);
  }
  return y;
}

/**
 * A credit or debit note as a PDF (A4 portrait: its table has five columns), in the invoice's
 * style: header with the note's number, issue date and the invoice it corrects; the reason;
 * supplier and buyer blocks; what changed line by line and in the freight share; the note's total
 * and what the invoice asks for after it; page numbers.
 */
export function renderCreditNotePdf(
  invoice: InvoiceSnapshot,
  note: CreditNote,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const v = creditNoteView(invoice, note, language);
  const l = v.labels;
  const { doc, done } = startPdf('portrait', {
    Title: `${v.title} ${v.number}`,
    Author: v.supplierLines[0] ?? '',
    Subject: v.title,
  });
  const pageWidth = doc.page.width - MARGIN * 2;
  const bottomLimit = doc.page.height - MARGIN - 20;
  const metaWidth = 250;
  const rightX = MARGIN + pageWidth - metaWidth;

  const partiesY =
    noteHeader(doc, v, { pageWidth, metaWidth, rightX, leftWidth: pageWidth - metaWidth - 10 }) + 14;
  let y = changesTable(doc, v, parties(doc, l, v, partiesY) + 14, bottomLimit);

  // The note's total, and what the invoice asks for once it is counted.
  if (y + 90 > bottomLimit) {
    doc.addPage();
    y = MARGIN;
  }
  const totalBottom = totalBox(doc, l.note.total, v.total, rightX, y + 14, metaWidth);
  pairs(doc, [[l.note.balance, v.balanceAfter]], rightX + 8, totalBottom + 8, {
    label: metaWidth / 2,
    value: metaWidth / 2 - 16,
  });

  numberPagesAndEnd(doc, v.number, l.page);
  return done;
}
