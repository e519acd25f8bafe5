import { common as en } from './locales/en/common';
import { common as pt } from './locales/pt/common';
import { exportColumns as enColumns, exportSheets as enSheets } from './locales/en/exports';
import { exportColumns as ptColumns, exportSheets as ptSheets } from './locales/pt/exports';
import { supplierSales as enSales } from './locales/en/invoices';
import { supplierSales as ptSales } from './locales/pt/invoices';
import { supplier as enSupplier } from './locales/en/supplier';
import { supplier as ptSupplier } from './locales/pt/supplier';

/**
 * The texts of the server's documents (proforma invoices as PDF and text, spreadsheet exports), without i18next: the
 * invoice detail's words and the quantities in their units, the same the screens show, so a PDF
 * reads like the screen it came from. Its own entry point (`@marketplace/i18n/document-texts`):
 * texts and `Intl` only, no i18next or React, so server code may import it.
 */

/** The languages the texts are written in (libs/contracts LANGUAGES). */
type TextLanguage = 'en' | 'pt';

/** The invoice detail's texts (`common.invoice`) by language. */
export const INVOICE_DETAIL_TEXTS: Record<TextLanguage, typeof en.invoice> = {
  en: en.invoice,
  pt: pt.invoice,
};

/**
 * The words of spreadsheet exports: column headers and sheet names of their own, and the
 * statuses and outcomes as the pages that offer the export show them.
 */
export interface ExportTexts {
  columns: typeof enColumns;
  sheets: typeof enSheets;
  orderStatus: typeof en.orderStatus;
  saleStatus: typeof enSales.orderStatus;
  invoiceStatus: typeof en.invoice.statuses;
  outcomes: typeof enSupplier.rounds.outcomes;
  roundStatus: typeof en.roundStatus;
}

export const EXPORT_TEXTS: Record<TextLanguage, ExportTexts> = {
  en: {
    columns: enColumns,
    sheets: enSheets,
    orderStatus: en.orderStatus,
    saleStatus: enSales.orderStatus,
    invoiceStatus: en.invoice.statuses,
    outcomes: enSupplier.rounds.outcomes,
    roundStatus: en.roundStatus,
  },
  pt: {
    columns: ptColumns,
    sheets: ptSheets,
    orderStatus: pt.orderStatus,
    saleStatus: ptSales.orderStatus,
    invoiceStatus: pt.invoice.statuses,
    outcomes: ptSupplier.rounds.outcomes,
    roundStatus: pt.roundStatus,
  },
};

const QUANTITY_TEXTS: Record<TextLanguage, Record<string, string>> = {
  en: en.uom.quantity,
  pt: pt.uom.quantity,
};

/**
 * A quantity in its unit of measure, "12 pieces", "1 peça", from the same texts
 * (`common.uom.quantity`) and plural rules as `quantityIn`.
 */
export function quantityText(language: TextLanguage, count: number, uom: string): string {
  const texts = QUANTITY_TEXTS[language];
  const form = new Intl.PluralRules(language).select(count);
  const text = texts[`${uom}_${form}`] ?? texts[`${uom}_other`];
  return text ? text.replace('{{count}}', String(count)) : `${count} ${uom}`;
}
