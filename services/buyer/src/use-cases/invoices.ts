import {
  SalesProblemCodes,
  respondInvoiceCommand,
  type InvoiceSnapshot,
  type InvoicesListResponse,
} from '@marketplace/contracts';
import { invoiceListStats } from '@marketplace/domain';
import { notFound } from '@marketplace/service-kit/core';
import { sendCommand } from '@marketplace/service-kit/messaging';
import type { BuyerContext } from '../context';
import { receivedSnapshot } from '../data/received-invoice.model';

/** Proforma Invoices (buyer, spec §2.4): only invoices addressed to the caller. */
export async function listInvoices(ctx: BuyerContext, buyerId: string): Promise<InvoicesListResponse> {
  const docs = await ctx.invoices.find({ buyerId }).lean();
  // Sorted here: FerretDB never pushes sorts down, and one buyer's invoices are a short list.
  const items = docs.map(receivedSnapshot).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { stats: invoiceListStats(items), items };
}

/** One of the caller's invoices; another buyer's reads as not found. */
export async function ownInvoice(ctx: BuyerContext, buyerId: string, id: string): Promise<InvoiceSnapshot> {
  const doc = await ctx.invoices.findOne({ _id: id, buyerId }).lean();
  if (!doc) throw notFound('No such invoice', SalesProblemCodes.invoiceNotFound);
  return receivedSnapshot(doc);
}

/** Accept or reject: the supplier owns invoices and decides whether the move is allowed (sent only). */
export async function respondToInvoice(
  ctx: BuyerContext,
  buyerId: string,
  id: string,
  decision: 'accept' | 'reject',
): Promise<InvoiceSnapshot> {
  const invoice = await ownInvoice(ctx, buyerId, id);
  const reply = await sendCommand(ctx.nc, respondInvoiceCommand, {
    invoiceId: invoice.id,
    buyerId,
    decision,
  });
  // The read model follows when the supplier's event arrives; answer with the outcome now.
  return { ...invoice, status: reply.status, version: invoice.version + 1 };
}
