import type { CreditNoteKind, CreditNoteReason, InvoiceStatus } from '@marketplace/contracts';
import { INVOICE_DETAIL_TEXTS, quantityText } from '@marketplace/i18n/document-texts';

/**
 * Words printed on proforma invoice documents and their credit and debit notes, per language: the
 * invoice detail's texts of libs/i18n (document-texts), so a PDF reads like the screen it came
 * from, and the document's own.
 */
export interface DocumentLabels {
  title: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  status: string;
  statuses: Record<InvoiceStatus, string>;
  round: string;
  order: string;
  supplier: string;
  buyer: string;
  address: string;
  country: string;
  phone: string;
  taxNumber: string;
  products: string;
  columns: {
    sku: string;
    product: string;
    material: string;
    color: string;
    size: string;
    qty: string;
    unitPrice: string;
    subtotal: string;
    netWeight: string;
    grossWeight: string;
    cbm: string;
  };
  perPack: (units: number, uom: string) => string;
  /** A quantity in its unit of measure: "1 piece", "12 peças". */
  quantity: (count: number, uom: string) => string;
  orderSummary: string;
  totalItems: string;
  totalUnits: string;
  totalGrossWeight: string;
  packingSummary: string;
  packs: string;
  totalNetWeight: string;
  totalCbm: string;
  totalValue: string;
  totalWithFreight: string;
  freight: Record<'gross_weight' | 'volume', string>;
  /** "Revision 2" and the sentence saying what it replaced. */
  revision: (n: number) => string;
  revisedNote: (date: string) => string;
  notes: string;
  noNotes: string;
  page: (n: number, of: number) => string;
  /** Credit and debit notes: their words on the invoice detail, the titles in capitals. */
  note: {
    titles: Record<CreditNoteKind, string>;
    number: string;
    /** "Corrects Invoice", before the invoice's number. */
    invoice: string;
    issued: string;
    reason: string;
    reasons: Record<CreditNoteReason, string>;
    columns: { sku: string; product: string; billed: string; corrected: string; amount: string };
    freight: string;
    total: string;
    /** What the invoice asks for once the note is counted. */
    balance: string;
  };
}

/**
 * The labels in `language`: the invoice detail's texts (the title and statuses in capitals, the
 * weight columns shortened to fit the page's table) and the document's own words.
 */
function labelsIn(
  language: 'en' | 'pt',
  own: Pick<
    DocumentLabels,
    | 'round'
    | 'order'
    | 'supplier'
    | 'buyer'
    | 'packingSummary'
    | 'packs'
    | 'totalNetWeight'
    | 'totalCbm'
    | 'page'
  > & { columns: Partial<DocumentLabels['columns']> },
): DocumentLabels {
  const screen = INVOICE_DETAIL_TEXTS[language];
  const creditNotes = screen.creditNotes;
  const quantity = (count: number, uom: string) => quantityText(language, count, uom);
  return {
    ...own,
    title: screen.title.toUpperCase(),
    invoiceNumber: screen.invoiceNumber,
    issueDate: screen.issueDate,
    dueDate: screen.dueDate,
    status: screen.status,
    statuses: {
      draft: screen.statuses.draft.toUpperCase(),
      sent: screen.statuses.sent.toUpperCase(),
      accepted: screen.statuses.accepted.toUpperCase(),
      rejected: screen.statuses.rejected.toUpperCase(),
      paid: screen.statuses.paid.toUpperCase(),
      cancelled: screen.statuses.cancelled.toUpperCase(),
    },
    address: screen.address,
    country: screen.country,
    phone: screen.phone,
    taxNumber: screen.taxNumber,
    products: screen.products,
    columns: { ...screen.columns, ...own.columns },
    perPack: (units, uom) => screen.perPack.replace('{{quantity}}', quantity(units, uom)),
    quantity,
    orderSummary: screen.orderSummary,
    totalItems: screen.totalItems,
    totalUnits: screen.totalUnits,
    totalGrossWeight: screen.totalGrossWeight,
    totalValue: screen.totalValue,
    totalWithFreight: screen.totalWithFreight,
    freight: screen.freight,
    revision: (n) => screen.revision.replace('{{revision}}', String(n)),
    revisedNote: (date) => screen.revisedNote.replace('{{date}}', date),
    notes: screen.notes,
    noNotes: screen.noNotes,
    note: {
      titles: { credit: creditNotes.credit.toUpperCase(), debit: creditNotes.debit.toUpperCase() },
      number: creditNotes.number,
      invoice: creditNotes.invoice,
      issued: creditNotes.issued,
      reason: creditNotes.reason,
      reasons: creditNotes.reasons,
      columns: creditNotes.columns,
      freight: creditNotes.freight,
      total: creditNotes.total,
      balance: creditNotes.balance,
    },
  };
}

export const DOCUMENT_LABELS: Record<'en' | 'pt', DocumentLabels> = {
  en: labelsIn('en', {
    round: 'Round',
    order: 'Order',
    supplier: 'Supplier',
    buyer: 'Buyer',
    columns: { netWeight: 'Net Wt (kg)', grossWeight: 'Gross Wt (kg)' },
    packingSummary: 'Packing Summary',
    packs: 'Packs',
    totalNetWeight: 'Total Net Weight',
    totalCbm: 'Total CBM',
    page: (n, of) => `Page ${n} of ${of}`,
  }),
  pt: labelsIn('pt', {
    round: 'Rodada',
    order: 'Pedido',
    supplier: 'Fornecedor',
    buyer: 'Comprador',
    columns: { unitPrice: 'Preço Unit.', netWeight: 'Peso Líq. (kg)', grossWeight: 'Peso Bruto (kg)' },
    packingSummary: 'Resumo da Embalagem',
    packs: 'Pacotes',
    totalNetWeight: 'Peso Líquido Total',
    totalCbm: 'CBM Total',
    page: (n, of) => `Página ${n} de ${of}`,
  }),
};
