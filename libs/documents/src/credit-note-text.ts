import type { CreditNote, InvoiceSnapshot } from '@marketplace/contracts';
import { creditNoteView, figureText } from './credit-note-view';
import type { DocumentLanguage } from './invoice-view';
import { aboutText } from './invoice-text';

/** A credit or debit note as plain text, laid out like the invoice's text file, one line per block. */
export function renderCreditNoteText(
  invoice: InvoiceSnapshot,
  note: CreditNote,
  language: DocumentLanguage = 'en',
): string {
  const v = creditNoteView(invoice, note, language);
  const l = v.labels;
  const c = l.note.columns;
  const rule = '='.repeat(60);
  const out: string[] = [
    v.title,
    rule,
    `${l.note.number}: ${v.number}`,
    `${l.note.issued}: ${v.issued}`,
    `${l.note.invoice}: ${v.invoiceNumber}`,
    `${l.note.reason}: ${v.reason}`,
    ...aboutText(l, v),
  ];
  v.rows.forEach((r, i) => {
    out.push(
      `${i + 1}. ${r.name}`,
      `   ${c.sku}: ${r.sku}`,
      `   ${c.billed}: ${figureText(r.billed)} | ${c.corrected}: ${figureText(r.corrected)} | ${c.amount}: ${r.difference}`,
    );
  });
  if (v.freight)
    out.push(
      v.freight.label,
      `   ${c.billed}: ${v.freight.billed} | ${c.corrected}: ${v.freight.corrected} | ${c.amount}: ${v.freight.difference}`,
    );
  out.push('-'.repeat(60), '', `${l.note.total}: ${v.total}`, `${l.note.balance}: ${v.balanceAfter}`, '');
  return out.join('\n');
}
