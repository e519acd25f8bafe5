import type { CreditNote, InvoiceSnapshot } from '@marketplace/contracts';
import { formatCalendarDate, formatMoney } from '@marketplace/domain';
import { DOCUMENT_LABELS, type DocumentLabels } from './labels';
import { documentFileName, partyLines, type DocumentLanguage } from './invoice-view';

/** A line as billed or as corrected: its quantity in its unit and its unit price. */
export interface NoteFigure {
  qty: string;
  unitPrice: string;
}

/** Everything a credit or debit note prints, already formatted: its PDF and text file read only this. */
export interface CreditNoteView {
  labels: DocumentLabels;
  title: string;
  number: string;
  issued: string;
  invoiceNumber: string;
  reason: string;
  roundTitle: string;
  orderId: string;
  supplierLines: string[];
  buyerLines: string[];
  rows: Array<{
    sku: string;
    name: string;
    billed: NoteFigure;
    corrected: NoteFigure;
    difference: string;
  }>;
  /** The freight share as billed and as corrected; null when the round has no freight. */
  freight: { label: string; billed: string; corrected: string; difference: string } | null;
  total: string;
  balanceAfter: string;
}

/**
 * The note as the invoice's own documents print it: the same party blocks, money and dates (UTC:
 * the server does not know the reader's time zone) in the reader's language.
 */
export function creditNoteView(
  invoice: InvoiceSnapshot,
  note: CreditNote,
  language: DocumentLanguage,
): CreditNoteView {
  const labels = DOCUMENT_LABELS[language];
  const money = (v: number) => formatMoney(v, invoice.currency, language);
  // A note's lines may go either way, so a difference always carries its sign.
  const difference = (v: number) => (v > 0 ? `+${money(v)}` : money(v));
  return {
    labels,
    title: labels.note.titles[note.kind],
    number: note.number,
    issued: formatCalendarDate(note.issuedAt, language, 'utc'),
    invoiceNumber: invoice.invoiceNumber,
    reason: labels.note.reasons[note.reason],
    roundTitle: invoice.roundTitle,
    orderId: invoice.orderId,
    supplierLines: partyLines(invoice.supplier, labels),
    buyerLines: partyLines(invoice.buyer, labels),
    rows: note.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      billed: { qty: labels.quantity(line.billedQty, line.uom), unitPrice: money(line.billedUnitPrice) },
      corrected: {
        qty: labels.quantity(line.correctedQty, line.uom),
        unitPrice: money(line.correctedUnitPrice),
      },
      difference: difference(line.amount),
    })),
    freight: note.freight
      ? {
          label: labels.note.freight,
          billed: money(note.freight.billed),
          corrected: money(note.freight.corrected),
          difference: difference(note.freight.amount),
        }
      : null,
    total: money(note.total),
    balanceAfter: money(note.balanceAfter),
  };
}

/** "240 pieces × $4.50", on one line or (a narrow table cell) two. */
export function figureText(figure: NoteFigure, twoLines = false): string {
  return `${figure.qty}${twoLines ? '\n' : ' '}× ${figure.unitPrice}`;
}

/** Download names: the note's own number (`CN-ACME-000001.pdf`). */
export function creditNoteFileName(note: Pick<CreditNote, 'number'>, extension: 'pdf' | 'txt'): string {
  return documentFileName(note.number, extension);
}
