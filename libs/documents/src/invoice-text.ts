import type { InvoiceSnapshot } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { invoiceView, type DocumentLanguage } from './invoice-view';

/** The plain-text proforma invoice (the detail dialog's Download), one product per block. */
export function renderInvoiceText(invoice: InvoiceSnapshot, language: DocumentLanguage = 'en'): string {
  const v = invoiceView(invoice, language);
  const l = v.labels;
  const c = l.columns;
  const rule = '='.repeat(60);
  const out: string[] = [
    l.title,
    rule,
    `${l.invoiceNumber}: ${v.invoiceNumber}${v.revision ? ` (${v.revision.label})` : ''}`,
    ...(v.revision ? [v.revision.note] : []),
    `${l.issueDate}: ${v.issueDate}`,
    `${l.dueDate}: ${v.dueDate}`,
    `${l.status}: ${v.status}`,
    ...aboutText(l, v),
  ];
  v.rows.forEach((r, i) => {
    out.push(
      `${i + 1}. ${r.name} (${r.perPack})`,
      `   ${c.sku}: ${r.sku} | ${c.material}: ${r.material} | ${c.color}: ${r.color} | ${c.size}: ${r.size}`,
      `   ${c.qty}: ${r.qty} | ${c.unitPrice}: ${r.unitPrice}${r.cataloguePrice ? ` (${r.cataloguePrice})` : ''} | ${c.subtotal}: ${r.subtotal}`,
      `   ${c.netWeight}: ${r.netWeight} | ${c.grossWeight}: ${r.grossWeight} | ${c.cbm}: ${r.cbm}`,
    );
  });
  out.push(
    '-'.repeat(60),
    '',
    l.orderSummary.toUpperCase(),
    `${l.totalItems}: ${v.formatted.items}`,
    `${l.totalUnits}: ${v.formatted.units}`,
    `${l.totalGrossWeight}: ${v.formatted.grossWeight}`,
    '',
    l.packingSummary.toUpperCase(),
    `${l.packs}: ${v.formatted.packs}`,
    `${l.totalNetWeight}: ${v.formatted.netWeight}`,
    `${l.totalCbm}: ${v.formatted.cbm}`,
    '',
    ...(v.freight
      ? [`${l.totalValue}: ${v.freight.goodsTotal}`, `${v.freight.label}: ${v.freight.amount}`]
      : []),
    `${v.totalLabel}: ${v.formatted.totalValue}`,
    '',
    `${l.notes}: ${v.notes}`,
    '',
  );
  return out.join('\n');
}

/**
 * What the invoice's and its notes' text files print alike after their own head: the round, the
 * order, both parties and the products' heading.
 */
export function aboutText(
  l: { round: string; order: string; supplier: string; buyer: string; products: string },
  v: { roundTitle: string; orderId: string; supplierLines: string[]; buyerLines: string[] },
): string[] {
  return [
    `${l.round}: ${v.roundTitle}`,
    `${l.order}: #${shortId(v.orderId)}`,
    '',
    l.supplier.toUpperCase(),
    ...v.supplierLines,
    '',
    l.buyer.toUpperCase(),
    ...v.buyerLines,
    '',
    l.products.toUpperCase(),
    '-'.repeat(60),
  ];
}
