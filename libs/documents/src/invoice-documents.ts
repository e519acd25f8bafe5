import type { Request, RequestHandler, Response, Router } from 'express';
import {
  SalesProblemCodes,
  documentQuerySchema,
  type CreditNote,
  type InvoiceSnapshot,
} from '@marketplace/contracts';
import { notFound, type Logger } from '@marketplace/service-kit/core';
import type { ObjectStore } from '@marketplace/service-kit/store';
import { handle, pathParams } from '@marketplace/service-kit/http';
import { renderCreditNotePdf } from './credit-note-pdf';
import { renderCreditNoteText } from './credit-note-text';
import { creditNoteFileName } from './credit-note-view';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceText } from './invoice-text';
import { invoiceFileName, type DocumentLanguage } from './invoice-view';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
/** The content type of each download an invoice has. */
export const INVOICE_FILE_TYPES = { pdf: PDF_CONTENT_TYPE, txt: TEXT_CONTENT_TYPE } as const;

/**
 * Invoice documents of one service: a PDF is rendered once per invoice version (or credit or debit
 * note) and language, then kept in the object store. Storage being down never blocks a download:
 * the PDF is rendered anyway and the failure is logged.
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

  /**
   * A note's object name, under its invoice's: a note is never changed once issued, and the
   * invoice it prints (number, parties, round) is a sent one, which no longer changes either.
   */
  static noteObjectName(
    invoice: Pick<InvoiceSnapshot, 'id'>,
    note: Pick<CreditNote, 'id'>,
    language: DocumentLanguage,
  ): string {
    return `${invoice.id}/notes/${note.id}-${language}.pdf`;
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.store.ensureBucket().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }

  pdf(invoice: InvoiceSnapshot, language: DocumentLanguage): Promise<Buffer> {
    return this.stored(InvoiceDocuments.objectName(invoice, language), () =>
      renderInvoicePdf(invoice, language),
    );
  }

  notePdf(invoice: InvoiceSnapshot, note: CreditNote, language: DocumentLanguage): Promise<Buffer> {
    return this.stored(InvoiceDocuments.noteObjectName(invoice, note, language), () =>
      renderCreditNotePdf(invoice, note, language),
    );
  }

  /** The stored PDF of that name, or a fresh rendering, stored for the next download. */
  private async stored(name: string, render: () => Promise<Buffer>): Promise<Buffer> {
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
    const pdf = await render();
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
  sendFile(res, invoiceFileName(invoice, kind), kind, body);
}

function sendFile(res: Response, fileName: string, kind: 'pdf' | 'txt', body: Buffer | string): void {
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

/** Both downloads of a credit or debit note, named after the note's number. */
export async function sendCreditNoteDownload(
  res: Response,
  documents: InvoiceDocuments,
  invoice: InvoiceSnapshot,
  note: CreditNote,
  kind: 'pdf' | 'txt',
  language: DocumentLanguage,
): Promise<void> {
  const body =
    kind === 'pdf'
      ? await documents.notePdf(invoice, note, language)
      : renderCreditNoteText(invoice, note, language);
  sendFile(res, creditNoteFileName(note, kind), kind, body);
}

/** The invoice's note of that id; 404 when the invoice has none such. */
export function creditNoteOf(invoice: InvoiceSnapshot, noteId: string): CreditNote {
  const note = invoice.creditNotes?.find((n) => n.id === noteId);
  if (!note)
    throw notFound('No such credit or debit note on this invoice', SalesProblemCodes.creditNoteNotFound);
  return note;
}

/**
 * `GET /invoices/:id/pdf` and `/txt` of a service's invoices: the one `ownInvoice` finds for the
 * caller (their own, or their company's), as a file in the language asked; and
 * `GET /invoices/:id/credit-notes/:noteId/pdf` and `/txt`, each note of that invoice the same way.
 */
export function invoiceDownloadRoutes(
  router: Router,
  guard: RequestHandler,
  documents: InvoiceDocuments,
  ownInvoice: (req: Request, id: string) => Promise<InvoiceSnapshot>,
): void {
  for (const kind of ['pdf', 'txt'] as const) {
    const format = kind === 'pdf' ? 'PDF' : 'text';
    router.get(
      `/invoices/:id/${kind}`,
      guard,
      handle(
        {
          summary: `The invoice as a ${format} file, in the language asked`,
          scope: 'invoices:read',
          params: pathParams('id'),
          query: documentQuerySchema,
          file: INVOICE_FILE_TYPES[kind],
        },
        async ({ params, query }, req, res) =>
          sendInvoiceDownload(res, documents, await ownInvoice(req, params.id), kind, query.lang),
      ),
    );
    router.get(
      `/invoices/:id/credit-notes/:noteId/${kind}`,
      guard,
      handle(
        {
          summary: `A credit or debit note of the invoice as a ${format} file, in the language asked`,
          scope: 'invoices:read',
          params: pathParams('id', 'noteId'),
          query: documentQuerySchema,
          file: INVOICE_FILE_TYPES[kind],
        },
        async ({ params, query }, req, res) => {
          const invoice = await ownInvoice(req, params.id);
          await sendCreditNoteDownload(
            res,
            documents,
            invoice,
            creditNoteOf(invoice, params.noteId),
            kind,
            query.lang,
          );
        },
      ),
    );
  }
}
