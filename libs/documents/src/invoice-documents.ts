import type { Request, RequestHandler, Response, Router } from 'express';
import { documentQuerySchema, type InvoiceSnapshot } from '@marketplace/contracts';
import { handle, pathParams, type Logger, type ObjectStore } from '@marketplace/service-kit';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceText } from './invoice-text';
import { invoiceFileName, type DocumentLanguage } from './invoice-view';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
/** The content type of each download an invoice has. */
export const INVOICE_FILE_TYPES = { pdf: PDF_CONTENT_TYPE, txt: TEXT_CONTENT_TYPE } as const;

/**
 * Invoice documents of one service: a PDF is rendered once per invoice version and language, then
 * kept in the object store. Storage being down never blocks a download: the PDF is rendered anyway
 * and the failure is logged.
 */
export class InvoiceDocuments {
  private bucketReady?: Promise<void>;

  constructor(
    private readonly store: ObjectStore,
    private readonly logger: Logger,
  ) {}

  /** Object name: a new version (status change) gets a new document; older ones stay as issued. */
  static objectName(invoice: Pick<InvoiceSnapshot, 'id' | 'version'>, language: DocumentLanguage): string {
    return `${invoice.id}/v${invoice.version}-${language}.pdf`;
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.store.ensureBucket().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }

  async pdf(invoice: InvoiceSnapshot, language: DocumentLanguage): Promise<Buffer> {
    const name = InvoiceDocuments.objectName(invoice, language);
    try {
      await this.ensureBucket();
      const stored = await this.store.get(name);
      if (stored) {
        const parts: Buffer[] = [];
        for await (const chunk of stored.stream) parts.push(chunk as Buffer);
        return Buffer.concat(parts);
      }
    } catch (err) {
      this.logger.warn(
        { err: (err as Error).message, object: name },
        'stored invoice PDF unreadable; rendering',
      );
    }
    const pdf = await renderInvoicePdf(invoice, language);
    await this.store
      .put(name, pdf, PDF_CONTENT_TYPE)
      .catch((err: unknown) =>
        this.logger.warn(
          { err: (err as Error).message, object: name },
          'invoice PDF not stored; served anyway',
        ),
      );
    return pdf;
  }
}

/** Sends a document as a download named after the invoice number. */
export function sendDocument(
  res: Response,
  invoice: Pick<InvoiceSnapshot, 'invoiceNumber'>,
  kind: 'pdf' | 'txt',
  body: Buffer | string,
): void {
  const fileName = invoiceFileName(invoice, kind);
  res.setHeader('Content-Type', INVOICE_FILE_TYPES[kind]);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(body);
}

/** Both downloads of an invoice for a route handler. */
export async function sendInvoiceDownload(
  res: Response,
  documents: InvoiceDocuments,
  invoice: InvoiceSnapshot,
  kind: 'pdf' | 'txt',
  language: DocumentLanguage,
): Promise<void> {
  if (kind === 'pdf') sendDocument(res, invoice, 'pdf', await documents.pdf(invoice, language));
  else sendDocument(res, invoice, 'txt', renderInvoiceText(invoice, language));
}

/**
 * `GET /invoices/:id/pdf` and `/txt` of a service's invoices: the one `ownInvoice` finds for the
 * caller (their own, or their company's), as a file in the language asked.
 */
export function invoiceDownloadRoutes(
  router: Router,
  guard: RequestHandler,
  documents: InvoiceDocuments,
  ownInvoice: (req: Request, id: string) => Promise<InvoiceSnapshot>,
): void {
  for (const kind of ['pdf', 'txt'] as const)
    router.get(
      `/invoices/:id/${kind}`,
      guard,
      handle(
        {
          summary: `The invoice as a ${kind === 'pdf' ? 'PDF' : 'text'} file, in the language asked`,
          scope: 'invoices:read',
          params: pathParams('id'),
          query: documentQuerySchema,
          file: INVOICE_FILE_TYPES[kind],
        },
        async ({ params, query }, req, res) =>
          sendInvoiceDownload(res, documents, await ownInvoice(req, params.id), kind, query.lang),
      ),
    );
}
