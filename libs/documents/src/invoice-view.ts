import type { InvoiceSnapshot, PartyBlock } from '@marketplace/contracts';
import {
  CBM_DECIMALS,
  WEIGHT_DECIMALS,
  formatCalendarDate,
  formatDecimal,
  formatMoney,
  packingSummary,
  sumMoney,
  type PackingSummary,
} from '@marketplace/domain';
import { DOCUMENT_LABELS, type DocumentLabels } from './labels';

export type DocumentLanguage = 'en' | 'pt';

/** Everything a document prints, already formatted: the PDF and the text file read only this. */
export interface InvoiceView {
  labels: DocumentLabels;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  status: string;
  roundTitle: string;
  orderId: string;
  supplierLines: string[];
  buyerLines: string[];
  rows: Array<{
    sku: string;
    name: string;
    perPack: string;
    material: string;
    color: string;
    size: string;
    qty: string;
    unitPrice: string;
    /** The catalogue price, shown struck through, when it differs from the unit price. */
    cataloguePrice: string | null;
    subtotal: string;
    netWeight: string;
    grossWeight: string;
    cbm: string;
  }>;
  totals: PackingSummary & { items: number };
  /** The products' subtotal and the freight share line; null without freight. */
  freight: { label: string; amount: string; goodsTotal: string } | null;
  /** "Revision 2" and what it replaced, for a revised invoice; null for the first issue. */
  revision: { label: string; note: string } | null;
  /**
   * "Total Value" means the goods everywhere (orders, dashboards, exports); with a freight share
   * the invoice's total is "Total with Freight", under the goods' Total Value and the share.
   */
  totalLabel: string;
  formatted: {
    items: string;
    units: string;
    packs: string;
    totalValue: string;
    netWeight: string;
    grossWeight: string;
    cbm: string;
  };
  notes: string;
}

/**
 * A party's block: everything on file, for the supplier as for the buyer (the
 * invoice showed only the supplier's name and address, not the phone and country the buyer needs
 * to reach it).
 */
export function partyLines(p: PartyBlock, l: DocumentLabels): string[] {
  const lines = [p.name ?? '—'];
  if (p.address) lines.push(`${l.address}: ${p.address}`);
  if (p.country) lines.push(`${l.country}: ${p.country}`);
  if (p.phone) lines.push(`${l.phone}: ${p.phone}`);
  if (p.taxNumber) lines.push(`${l.taxNumber}: ${p.taxNumber}`);
  return lines;
}

/** Dates are printed in UTC: the server does not know the reader's time zone. */
export function invoiceView(invoice: InvoiceSnapshot, language: DocumentLanguage): InvoiceView {
  const labels = DOCUMENT_LABELS[language];
  // Money and figures in the reader's language, as the screen writes them.
  const money = (v: number) => formatMoney(v, invoice.currency, language);
  const kg = (v: number | null) => (v === null ? '—' : formatDecimal(v, WEIGHT_DECIMALS, language));
  const m3 = (v: number | null) => (v === null ? '—' : formatDecimal(v, CBM_DECIMALS, language));
  const totals = { ...packingSummary(invoice.lines), items: invoice.lines.length };
  return {
    labels,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: formatCalendarDate(invoice.issueDate, language, 'utc'),
    dueDate: formatCalendarDate(invoice.dueDate, language, 'utc') || '—',
    status: labels.statuses[invoice.status],
    roundTitle: invoice.roundTitle,
    orderId: invoice.orderId,
    supplierLines: partyLines(invoice.supplier, labels),
    buyerLines: partyLines(invoice.buyer, labels),
    rows: invoice.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      perPack: labels.perPack(line.unitsPerPack, line.uom),
      material: line.material ?? '—',
      color: line.color ?? '—',
      size: line.size ?? '—',
      qty: labels.quantity(line.qty, line.uom),
      unitPrice: money(line.unitPrice),
      cataloguePrice:
        line.catalogueUnitPrice !== null && line.catalogueUnitPrice !== line.unitPrice
          ? money(line.catalogueUnitPrice)
          : null,
      subtotal: money(line.subtotal),
      netWeight: kg(line.netWeightKg),
      grossWeight: kg(line.grossWeightKg),
      cbm: m3(line.cbm),
    })),
    totals,
    freight: invoice.freight
      ? {
          label: labels.freight[invoice.freight.basis],
          amount: money(invoice.freight.amount),
          goodsTotal: money(sumMoney(invoice.lines.map((l) => l.subtotal))),
        }
      : null,
    revision:
      (invoice.revision ?? 1) > 1
        ? {
            label: labels.revision(invoice.revision!),
            note: labels.revisedNote(formatCalendarDate(invoice.revisedAt, language, 'utc')),
          }
        : null,
    totalLabel: invoice.freight ? labels.totalWithFreight : labels.totalValue,
    formatted: {
      items: formatDecimal(totals.items, 0, language),
      units: formatDecimal(totals.units, 0, language),
      packs: formatDecimal(totals.packs, 0, language),
      totalValue: money(invoice.totalValue),
      netWeight: `${kg(totals.netWeightKg)} kg`,
      grossWeight: `${kg(totals.grossWeightKg)} kg`,
      cbm: `${m3(totals.cbm)} m³`,
    },
    notes: invoice.notes?.trim() || labels.noNotes,
  };
}

/** Download names: the document's number, made safe for a Content-Disposition header. */
export function documentFileName(number: string, extension: 'pdf' | 'txt'): string {
  return `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.${extension}`;
}

export function invoiceFileName(
  invoice: Pick<InvoiceSnapshot, 'invoiceNumber'>,
  extension: 'pdf' | 'txt',
): string {
  return documentFileName(invoice.invoiceNumber, extension);
}
