import type { InvoiceSnapshot } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { invoiceView, type DocumentLanguage, type InvoiceView } from './invoice-view';
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
  summary,
  totalBox,
  type Doc,
} from './pdf-parts';

interface Column {
  key: keyof InvoiceView['rows'][number] | 'product';
  width: number;
  align: 'left' | 'right';
}

/** The products table: widths add up to the landscape A4 content width (770 pt). */
const COLUMNS: Column[] = [
  { key: 'sku', width: 70, align: 'left' },
  { key: 'product', width: 150, align: 'left' },
  { key: 'material', width: 60, align: 'left' },
  { key: 'color', width: 50, align: 'left' },
  { key: 'size', width: 45, align: 'left' },
  { key: 'qty', width: 60, align: 'right' },
  { key: 'unitPrice', width: 70, align: 'right' },
  { key: 'subtotal', width: 75, align: 'right' },
  { key: 'netWeight', width: 62, align: 'right' },
  { key: 'grossWeight', width: 68, align: 'right' },
  { key: 'cbm', width: 60, align: 'right' },
];

function tableHeader(doc: Doc, v: InvoiceView, y: number): number {
  const c = v.labels.columns;
  const titles: Record<Column['key'], string> = {
    sku: c.sku,
    product: c.product,
    material: c.material,
    color: c.color,
    size: c.size,
    qty: c.qty,
    unitPrice: c.unitPrice,
    subtotal: c.subtotal,
    netWeight: c.netWeight,
    grossWeight: c.grossWeight,
    cbm: c.cbm,
    name: '',
    perPack: '',
    cataloguePrice: '',
  };
  const width = COLUMNS.reduce((s, col) => s + col.width, 0);
  doc.rect(MARGIN, y, width, 18).fill(TINT);
  let x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
  for (const col of COLUMNS) {
    doc.text(titles[col.key], x + 3, y + 5, { width: col.width - 6, align: col.align, lineBreak: false });
    x += col.width;
  }
  return y + 18;
}

function tableRow(doc: Doc, row: InvoiceView['rows'][number], y: number): number {
  doc.font('Helvetica').fontSize(8);
  const productWidth = COLUMNS[1]!.width - 6;
  const nameHeight = doc.font('Helvetica-Bold').heightOfString(row.name, { width: productWidth });
  const height = Math.max(24, nameHeight + 16);
  let x = MARGIN;
  for (const col of COLUMNS) {
    const opts = { width: col.width - 6, align: col.align } as const;
    if (col.key === 'product') {
      doc
        .font('Helvetica-Bold')
        .fillColor(INK)
        .text(row.name, x + 3, y + 4, opts);
      doc
        .font('Helvetica')
        .fillColor(MUTED)
        .text(row.perPack, x + 3, doc.y, opts);
    } else if (col.key === 'unitPrice') {
      doc
        .font('Helvetica')
        .fillColor(INK)
        .text(row.unitPrice, x + 3, y + 4, opts);
      if (row.cataloguePrice)
        doc.fillColor(MUTED).text(row.cataloguePrice, x + 3, doc.y, { ...opts, strike: true });
    } else {
      doc
        .font(col.key === 'subtotal' ? 'Helvetica-Bold' : 'Helvetica')
        .fillColor(INK)
        .text(String(row[col.key]), x + 3, y + 4, opts);
    }
    x += col.width;
  }
  const bottom = y + height;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + COLUMNS.reduce((s, c) => s + c.width, 0), bottom)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return bottom;
}

/** Title, round and order on the left; number, revision, dates and status on the right. Returns where the header ends. */
function invoiceHeader(doc: Doc, v: InvoiceView, pageWidth: number): number {
  const l = v.labels;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(l.title, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${l.round}: ${v.roundTitle}`, MARGIN, doc.y + 2);
  doc.text(`${l.order}: #${shortId(v.orderId)}`);
  const rightX = MARGIN + pageWidth - 250;
  const meta: Array<[string, string]> = [
    [l.invoiceNumber, v.invoiceNumber],
    ...(v.revision ? [[v.revision.label, v.revision.note] as [string, string]] : []),
    [l.issueDate, v.issueDate],
    [l.status, v.status],
  ];
  const metaY = pairs(doc, meta, rightX, MARGIN, { label: 110, value: 140 });
  // The due date is what the buyer must act on: highlighted, as in the detail dialog.
  doc.rect(rightX - 4, metaY - 2, 258, 16).fill(HIGHLIGHT);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(l.dueDate, rightX, metaY + 2, { width: 110 });
  doc.font('Helvetica-Bold').text(v.dueDate, rightX + 110, metaY + 2, { width: 140, align: 'right' });
  return Math.max(doc.y, metaY + 16);
}

/** The products table from `top`, its header repeated on each new page. Returns where it ends. */
function productsTable(doc: Doc, v: InvoiceView, top: number, bottomLimit: number): number {
  let y = tableHeader(doc, v, heading(doc, v.labels.products, MARGIN, top));
  for (const row of v.rows) {
    if (y + 30 > bottomLimit) {
      doc.addPage();
      y = tableHeader(doc, v, MARGIN);
    }
    y = tableRow(doc, row, y);
  }
  return y;
}

/**
 * The order and packing summaries and the total (with the freight share on its own line above
 * the total it is part of), side by side in thirds. Returns where the lowest of them ends.
 */
function invoiceFigures(doc: Doc, v: InvoiceView, top: number, pageWidth: number): number {
  const l = v.labels;
  const third = pageWidth / 3 - 14;
  const a = summary(
    doc,
    l.orderSummary,
    [
      [l.totalItems, v.formatted.items],
      [l.totalUnits, v.formatted.units],
      [l.totalGrossWeight, v.formatted.grossWeight],
    ],
    MARGIN,
    top,
    third,
  );
  const b = summary(
    doc,
    l.packingSummary,
    [
      // The gross weight is the order summary's (spec §2.6); printed once.
      [l.packs, v.formatted.packs],
      [l.totalNetWeight, v.formatted.netWeight],
      [l.totalCbm, v.formatted.cbm],
    ],
    MARGIN + third + 21,
    top,
    third,
  );
  const totalX = MARGIN + 2 * (third + 21);
  const totalTop = v.freight
    ? pairs(
        doc,
        [
          [l.totalValue, v.freight.goodsTotal],
          [v.freight.label, v.freight.amount],
        ],
        totalX + 8,
        top,
        { label: third * 0.6 - 8, value: third * 0.4 - 8 },
      ) + 4
    : top;
  const totalBottom = totalBox(doc, v.totalLabel, v.formatted.totalValue, totalX, totalTop, third);
  return Math.max(a, b, totalBottom);
}

/**
 * The proforma invoice as a PDF (A4 landscape, so the products table keeps every column): header
 * with number, dates (due date highlighted) and status; supplier and buyer blocks; products;
 * order and packing summaries; total; notes; page numbers.
 */
export function renderInvoicePdf(
  invoice: InvoiceSnapshot,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const v = invoiceView(invoice, language);
  const l = v.labels;
  const { doc, done } = startPdf('landscape', {
    Title: `${l.title} ${v.invoiceNumber}`,
    Author: v.supplierLines[0] ?? '',
    Subject: l.title,
  });
  const pageWidth = doc.page.width - MARGIN * 2;
  const bottomLimit = doc.page.height - MARGIN - 20;

  const afterParties = parties(doc, l, v, invoiceHeader(doc, v, pageWidth) + 14);
  let y = productsTable(doc, v, afterParties + 14, bottomLimit);
  if (y + 130 > bottomLimit) {
    doc.addPage();
    y = MARGIN;
  }
  let notesY = invoiceFigures(doc, v, y + 14, pageWidth) + 12;
  if (notesY + 40 > bottomLimit) {
    doc.addPage();
    notesY = MARGIN;
  }
  const afterNotes = heading(doc, l.notes, MARGIN, notesY);
  doc.font('Helvetica').fontSize(9).fillColor(INK).text(v.notes, MARGIN, afterNotes, { width: pageWidth });

  numberPagesAndEnd(doc, v.invoiceNumber, l.page);
  return done;
}
