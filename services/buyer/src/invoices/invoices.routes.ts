import type { Router } from 'express';
import { z } from 'zod';
import {
  SalesProblemCodes,
  documentQuerySchema,
  respondInvoiceCommand,
  type InvoiceSnapshot,
  type InvoicesListResponse,
} from '@marketplace/contracts';
import { isPendingInvoice } from '@marketplace/domain';
import { sendInvoiceDownload, type InvoiceDocuments } from '@marketplace/documents';
import { callerOf, handle, notFound, requireRole, sendCommand } from '@marketplace/service-kit';
import type { NatsConnection } from 'nats';
import { receivedSnapshot, type ReceivedInvoiceModel } from './received-invoice.model';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Proforma Invoices (buyer, spec §2.4): only invoices addressed to the caller. */
export function buyerInvoicesRoutes(
  router: Router,
  deps: { invoices: ReceivedInvoiceModel; documents: InvoiceDocuments; nc: NatsConnection },
): void {
  const { invoices, documents } = deps;

  async function own(buyerId: string, id: string): Promise<InvoiceSnapshot> {
    const doc = await invoices.findOne({ _id: id, buyerId }).lean();
    if (!doc) throw notFound('No such invoice', SalesProblemCodes.invoiceNotFound);
    return receivedSnapshot(doc);
  }

  router.get(
    '/invoices',
    requireRole('buyer'),
    handle({}, async (_input, req): Promise<InvoicesListResponse> => {
      const docs = await invoices.find({ buyerId: callerOf(req).userId }).lean();
      // Sorted here: FerretDB never pushes sorts down, and one buyer's invoices are a short list.
      const items = docs.map(receivedSnapshot).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        stats: {
          totalInvoices: items.length,
          totalValue: Math.round(items.reduce((s, i) => s + i.totalValue, 0) * 100) / 100,
          pending: items.filter((i) => isPendingInvoice(i.status)).length,
        },
        items,
      };
    }),
  );
  router.get(
    '/invoices/:id',
    requireRole('buyer'),
    handle({ params: idParams }, ({ params }, req) => own(callerOf(req).userId, params.id)),
  );
  for (const kind of ['pdf', 'txt'] as const)
    router.get(
      `/invoices/:id/${kind}`,
      requireRole('buyer'),
      handle({ params: idParams, query: documentQuerySchema }, async ({ params, query }, req, res) => {
        const invoice = await own(callerOf(req).userId, params.id);
        await sendInvoiceDownload(res, documents, invoice, kind, query.lang);
      }),
    );
  for (const decision of ['accept', 'reject'] as const)
    router.post(
      `/invoices/:id/${decision}`,
      requireRole('buyer'),
      handle({ params: idParams }, async ({ params }, req): Promise<InvoiceSnapshot> => {
        const buyerId = callerOf(req).userId;
        const invoice = await own(buyerId, params.id);
        // The supplier owns invoices: it decides whether the move is allowed (sent only).
        const reply = await sendCommand(deps.nc, respondInvoiceCommand, {
          invoiceId: invoice.id,
          buyerId,
          decision,
        });
        // The read model follows when the supplier's event arrives; answer with the outcome now.
        return { ...invoice, status: reply.status, version: invoice.version + 1 };
      }),
    );
}
