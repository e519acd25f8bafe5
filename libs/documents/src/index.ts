export { DOCUMENT_LABELS, type DocumentLabels } from './labels';
export {
  invoiceView,
  invoiceFileName,
  documentFileName,
  type InvoiceView,
  type DocumentLanguage,
} from './invoice-view';
export { renderInvoiceText } from './invoice-text';
export { renderInvoicePdf } from './invoice-pdf';
export { creditNoteView, creditNoteFileName, type CreditNoteView } from './credit-note-view';
export { renderCreditNoteText } from './credit-note-text';
export { renderCreditNotePdf } from './credit-note-pdf';
export {
  InvoiceDocuments,
  INVOICE_FILE_TYPES,
  invoiceDownloadRoutes,
  PDF_CONTENT_TYPE,
  TEXT_CONTENT_TYPE,
  sendDocument,
  sendInvoiceDownload,
  sendCreditNoteDownload,
  creditNoteOf,
} from './invoice-documents';
export { invoiceExportRoute } from './invoice-export';
export { sendListExport, type ListExport } from './list-export';
export { ORDER_FIGURE_COLUMNS, orderFigures, type OrderFigures, type OrderFreight } from './order-export';
export { pdfText, pdfPageCount, firstPagePng, decodeGrayPng, inkRatio } from './poppler';
