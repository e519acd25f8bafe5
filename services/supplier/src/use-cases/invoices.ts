import { randomUUID } from 'node:crypto';
import {
  SalesProblemCodes,
  creditNoteIssuedV1,
  invoiceIssuedV1,
  invoiceOverdueV1,
  invoicePaidV1,
  invoiceSentV1,
  invoiceStatusChangedV1,
  supplierNotificationRequestedV1,
  type CompanySnapshot,
  type CreditNote,
  type CreditNoteReason,
  type EventEnvelope,
  type GenerateInvoiceBody,
  type GenerateInvoiceResponse,
  type InvoiceSnapshot,
  type InvoiceStatus,
  type InvoicesListResponse,
  type NotificationKind,
  type NotificationRecipients,
  type RecordPaymentBody,
} from '@marketplace/contracts';
import {
  amountDue,
  amountPaid,
  creditNoteNumberOf,
  dueDateByTerms,
  invoiceBalance,
  noteBetween,
  supplierInvoiceCode,
  type BilledFigures,
  formatMoney,
  invoiceListStats,
  invoiceNumberOf,
  isOverdue,
  measuresComplete,
  overdueFrom,
  paymentRefusal,
  settles,
  shortId,
  sumMoney,
} from '@marketplace/domain';
import {
  badRequest,
  conflict,
  HttpProblem,
  notFound,
  serviceUnavailable,
} from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { appendEventIds, createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { SupplierContext } from '../context';
import {
  INVOICES_COLLECTION,
  creditNoteNumbers,
  invoiceNumbers,
  outstandingInvoices,
  snapshotOf,
  type InvoiceDoc,
} from '../data/invoice.model';
import type { SalesOrderDoc } from '../data/sales-order.model';
import { latestDayOnEarth } from '../domain/calendar';
import { asDelivered } from '../domain/shortfalls';
import { invoiceLines, partyBlock } from '../domain/sales-view';
import { ownRecord } from '../data/own-record';
import { freightShare, roundCuts, soldLines, soldOrder } from './sales';
import { paymentTermsOf } from './payment-terms';

export const MISSING_INFORMATION =
  'Missing Information: Please complete net weight, gross weight, and CBM for all products first.';

/** Attempts at a free invoice number before giving up (each takes the supplier's next one). */
const NUMBER_ATTEMPTS = 50;

/** Reads of a changing invoice before giving up on following its order (each re-reads it). */
const FOLLOW_ATTEMPTS = 5;

/** The invoice's total: the order's lines plus its freight share, in minor units. */
function invoiceTotal(goods: number, freight: { amount: number } | null): number {
  return sumMoney([goods, freight?.amount ?? 0]);
}

/** Whether the invoice already carries these figures (what the buyer pays, line by line). */
function samePricing(
  invoice: Pick<InvoiceSnapshot, 'lines' | 'totalValue' | 'freight'>,
  figures: Pick<InvoiceSnapshot, 'lines' | 'totalValue' | 'freight'>,
): boolean {
  const priced = (i: Pick<InvoiceSnapshot, 'lines' | 'totalValue' | 'freight'>) =>
    JSON.stringify([
      i.totalValue,
      i.freight?.amount ?? null,
      i.lines.map((l) => [l.orderItemId, l.qty, l.unitPrice, l.subtotal]),
    ]);
  return priced(invoice) === priced(figures);
}

export const invoiceNotFound = () => notFound('No such invoice', SalesProblemCodes.invoiceNotFound);

/** Allowed moves after draft (spec §4 lists the states; who moves what is decided here). */
const MOVES: Record<'send' | 'accept' | 'reject', { from: InvoiceStatus; to: InvoiceStatus }> = {
  send: { from: 'draft', to: 'sent' },
  accept: { from: 'sent', to: 'accepted' },
  reject: { from: 'sent', to: 'rejected' },
};

/** Proforma Invoices (supplier, spec §2.5): the caller company's invoices, newest first. */
export async function listInvoices(ctx: SupplierContext, supplierId: string): Promise<InvoicesListResponse> {
  const docs = await ctx.invoices.find({ supplierId }).lean();
  const items = docs.map(snapshotOf).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { stats: invoiceListStats(items), items };
}

/** One of the caller's invoices; another company's reads as not found. */
export async function ownInvoice(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
): Promise<InvoiceSnapshot> {
  return snapshotOf(await ownRecord(ctx.invoices, supplierId, id, invoiceNotFound));
}

/**
 * Generate Proforma Invoice: refused until every line has its measures; an order that already
 * has a live invoice gets that one back (`created: false`).
 */
export async function generateInvoice(
  ctx: SupplierContext,
  supplierId: string,
  orderId: string,
  body: GenerateInvoiceBody,
): Promise<GenerateInvoiceResponse> {
  const invoices = ctx.invoices;
  const order = await soldOrder(ctx, supplierId, orderId);
  const live = await invoices.findOne({ liveKey: order._id }).lean();
  if (live) return { created: false, invoice: snapshotOf(live) };

  const lines = await soldLines(ctx, order);
  if (!measuresComplete(lines)) throw badRequest(SalesProblemCodes.missingInformation, MISSING_INFORMATION);

  const [supplier, buyer, freight] = await Promise.all([
    companySnapshot(ctx, order.supplierId),
    order.buyerCompanyId ? companySnapshot(ctx, order.buyerCompanyId) : Promise.resolve(null),
    freightShare(ctx, order),
  ]);
  const id = randomUUID();
  const issuedAt = ctx.now().getTime();
  const base: Omit<InvoiceSnapshot, 'invoiceNumber'> = {
    id,
    orderId: order._id,
    roundId: order.roundId,
    roundTitle: order.roundTitle,
    buyerId: order.buyerId,
    supplierId: order.supplierId,
    supplier: partyBlock(order.supplierId, supplier),
    buyer: partyBlock(order.buyerCompanyId, buyer),
    currency: order.currency,
    totalValue: invoiceTotal(order.totalValue, freight),
    freight,
    revision: 1,
    revisedAt: null,
    totalItems: order.totalItems,
    totalUnits: order.totalUnits,
    status: 'draft',
    issueDate: new Date(issuedAt).toISOString(),
    dueDate: body.dueDate ? new Date(body.dueDate).toISOString() : null,
    notes: body.notes ?? null,
    lines: invoiceLines(lines),
    payments: [],
    creditNotes: [],
    paidAt: null,
    sentAt: null,
    paymentTermsDays: null,
    overdueAt: null,
    createdAt: new Date(issuedAt).toISOString(),
    version: 1,
  };

  const numbers = invoiceNumbers(invoices.db);
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const sequence = await numbers.next(order.supplierId);
    const snapshot: InvoiceSnapshot = { ...base, invoiceNumber: invoiceNumberOf(order.supplierId, sequence) };
    const event = createEvent(invoiceIssuedV1, snapshot, PRODUCER);
    try {
      await ctx.outbox.record([event], { collection: INVOICES_COLLECTION, id }, async (eventIds) => {
        const { id: _id, ...rest } = snapshot;
        const doc: InvoiceDoc = { _id: id, ...rest, liveKey: order._id, _events: eventIds };
        // The driver's insert (not mongoose's) so a duplicate key surfaces as the server's error.
        await invoices.collection.insertOne(doc as unknown as Record<string, unknown>);
      });
      // The order may have been re-priced while this was written (its event found no invoice
      // to follow yet): the invoice catches up now.
      const followed = await followOrder(ctx, order._id);
      return { created: true, invoice: followed ?? snapshot };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Either a concurrent request issued this order's invoice (return it) or the number is
      // someone else's (two suppliers' codes alike): take the next one.
      const winner = await invoices.findOne({ liveKey: order._id }).lean();
      if (winner) return { created: false, invoice: snapshotOf(winner) };
    }
  }
  throw serviceUnavailable('No free invoice number; try again', null);
}

/**
 * One price from order to invoice: when an order changes after its invoice was issued — the
 * round's close re-prices it at the final break, releases lines whose product missed its MOQ,
 * calls flexible units in, or cancels it — the live invoice follows it.
 *
 * - A **draft** is still the supplier's alone: its figures (lines, freight share, total) are
 *   replaced in the same document as a new revision (`revision` + 1, `revisedAt`); a draft whose
 *   order was cancelled is withdrawn (status cancelled).
 * - A **sent** invoice (sent, accepted, paid) never changes silently: the correction is a credit
 *   note (or a debit note, when the order grew), with its own number, listed on the invoice, from
 *   the figures billed so far (the invoice with its notes) to the order's figures now. An order
 *   cancelled by the close is credited in full and the invoice is cancelled.
 *
 * Idempotent (called for every order event, replays included): nothing changes when the invoice
 * already bills the order's figures. The invoice's writes take their turn (`ctx.locks`, as payments
 * and moves do). Returns the changed snapshot, or null.
 */
export async function followOrder(
  ctx: SupplierContext,
  orderId: string,
  /** Why, when the caller knows better than the order's newest entry (a shortfall's freight re-split). */
  reason?: CreditNoteReason,
): Promise<InvoiceSnapshot | null> {
  const live = await ctx.invoices.findOne({ liveKey: orderId }, { _id: 1 }).lean();
  if (!live) return null;
  return ctx.locks.run(`invoice:${live._id}`, () => followOrderNow(ctx, orderId, reason));
}

/**
 * Every live invoice of the round follows its order: a shortfall changes the lines of the
 * orders it cuts and the freight share of every order of the round, cut or not.
 */
export async function followRound(
  ctx: SupplierContext,
  roundId: string,
  reason: CreditNoteReason,
): Promise<void> {
  const orders = await ctx.salesOrders.find({ roundId }, { _id: 1 }).lean();
  for (const order of orders) await followOrder(ctx, order._id, reason);
}

/** The figures an invoice bills now: its own, as corrected by its notes (`billed`, kept when a note is issued). */
function billedFigures(doc: InvoiceDoc): BilledFigures {
  return doc.billed ?? { lines: doc.lines, freight: doc.freight ? doc.freight.amount : null };
}

async function followOrderNow(
  ctx: SupplierContext,
  orderId: string,
  reason?: CreditNoteReason,
): Promise<InvoiceSnapshot | null> {
  const invoices = ctx.invoices;
  for (let attempt = 0; attempt < FOLLOW_ATTEMPTS; attempt++) {
    const live = await invoices.findOne({ liveKey: orderId }).lean();
    if (!live || live.status === 'cancelled') return null;
    // The order as the read model holds it now, whatever its status, as delivered.
    const read = await ctx.salesOrders.findById(orderId).lean();
    if (!read) return null;
    const order = asDelivered(read, await roundCuts(ctx, read.roundId));
    const [lines, freight] = await Promise.all([soldLines(ctx, order), freightShare(ctx, order)]);
    const previous = new Map(live.lines.map((l) => [l.orderItemId, l]));
    const figures = {
      lines: invoiceLines(
        lines.map((l) => ({
          ...l,
          // The measures invoiced before stand for a line whose own are gone meanwhile.
          netWeightKg: l.netWeightKg ?? previous.get(l.id)?.netWeightKg ?? null,
          grossWeightKg: l.grossWeightKg ?? previous.get(l.id)?.grossWeightKg ?? null,
          cbm: l.cbm ?? previous.get(l.id)?.cbm ?? null,
        })),
      ),
      totalValue: invoiceTotal(order.totalValue, freight),
      totalItems: order.totalItems,
      totalUnits: order.totalUnits,
      freight,
    };
    const cancelled = order.status === 'cancelled';
    const written =
      live.status === 'draft'
        ? await reviseDraft(ctx, live, figures, cancelled)
        : await noteCorrection(ctx, live, figures, correctionReason(order, reason));
    if (written !== 'moved') return written;
    // The invoice moved meanwhile (sent, answered, paid): read it again and follow from there.
  }
  throw conflict(SalesProblemCodes.invalidTransition, 'The invoice changed meanwhile; try again');
}

type InvoiceFigures = Pick<InvoiceSnapshot, 'lines' | 'totalValue' | 'totalItems' | 'totalUnits' | 'freight'>;

/** A draft takes the order's figures as its next revision, or is withdrawn with its order. */
async function reviseDraft(
  ctx: SupplierContext,
  live: InvoiceDoc,
  figures: InvoiceFigures,
  cancelled: boolean,
): Promise<InvoiceSnapshot | null | 'moved'> {
  if (!cancelled && samePricing(live, figures)) return null;
  const revisedAt = ctx.now().toISOString();
  const change = cancelled
    ? { status: 'cancelled' as const }
    : { ...figures, revision: (live.revision ?? 1) + 1, revisedAt };
  const next: InvoiceSnapshot = { ...snapshotOf(live), ...change, version: live.version + 1 };
  const events: EventEnvelope[] = [createEvent(invoiceIssuedV1, next, PRODUCER)];
  if (cancelled)
    events.push(
      createEvent(
        invoiceStatusChangedV1,
        {
          id: live._id,
          buyerId: live.buyerId,
          status: 'cancelled',
          changedAt: revisedAt,
          version: next.version,
        },
        PRODUCER,
      ),
    );
  return (await guardedUpdate(ctx, live, events, { ...change, version: next.version })) ? next : 'moved';
}

/**
 * Why the order changed, as its newest timeline entry tells: the buyer service credits the units
 * the supplier accepted as short or damaged, or takes a shortfall's cut off, in the same write as
 * that entry, so a change that arrives with it is the receipt's or the shortfall's; any other
 * change of an order not cancelled is a re-pricing, unless the caller knows why (`known`).
 */
function correctionReason(
  order: Pick<SalesOrderDoc, 'status' | 'timeline'>,
  known?: CreditNoteReason,
): CreditNoteReason {
  if (order.status === 'cancelled') return 'cancelled_at_close';
  if (known) return known;
  const newest = order.timeline?.at(-1)?.kind;
  return newest === 'discrepancy_accepted'
    ? 'receipt_discrepancy'
    : newest === 'short_delivered'
      ? 'short_delivery'
      : 'repriced_at_close';
}

/**
 * The events of an invoice corrected by a note: the invoice as it now stands, its status change,
 * its payment when the note settles it, and the note with the buyer's notice of it.
 */
function correctionEvents(
  current: InvoiceSnapshot,
  next: InvoiceSnapshot,
  note: CreditNote | null,
  issuedAt: string,
): EventEnvelope[] {
  const { status } = next;
  const events: EventEnvelope[] = [createEvent(invoiceIssuedV1, next, PRODUCER)];
  if (status !== current.status)
    events.push(
      createEvent(
        invoiceStatusChangedV1,
        { id: next.id, buyerId: next.buyerId, status, changedAt: issuedAt, version: next.version },
        PRODUCER,
      ),
    );
  // Settled by the note (payments already cover what is left): paid, as a last payment would
  // make it, for the order's timeline, the webhook and both parties' notices.
  if (status === 'paid' && current.status !== 'paid') events.push(...paidEvents(next));
  if (note) {
    const { id: invoiceId, invoiceNumber, orderId, roundId, roundTitle } = next;
    const { buyerId, supplierId, supplier, buyer, currency } = next;
    const about = { invoiceId, invoiceNumber, orderId, roundId, roundTitle, buyerId, supplierId };
    events.push(
      createEvent(creditNoteIssuedV1, { ...note, ...about, supplier, buyer, currency }, PRODUCER),
      invoiceNotice(
        note.kind === 'credit' ? 'credit_note_issued' : 'debit_note_issued',
        next,
        { userIds: [next.buyerId] },
        '/buyer/invoices',
        { noteNumber: note.number, noteTotal: note.total, balanceTotal: note.balanceAfter },
        note.id,
      ),
    );
  }
  return events;
}

/**
 * A sent invoice keeps its figures: the difference between what it bills (with its notes) and the
 * order now is a credit or debit note on it. Nothing to note, nothing written.
 */
async function noteCorrection(
  ctx: SupplierContext,
  live: InvoiceDoc,
  figures: InvoiceFigures,
  reason: CreditNoteReason,
): Promise<InvoiceSnapshot | null | 'moved'> {
  const cancelled = reason === 'cancelled_at_close';
  const corrected: BilledFigures = cancelled
    ? { lines: [], freight: live.freight ? 0 : null }
    : { lines: figures.lines, freight: figures.freight ? figures.freight.amount : null };
  const difference = noteBetween(billedFigures(live), corrected);
  if (!difference && !cancelled) return null;
  const current = snapshotOf(live);
  const issuedAt = ctx.now().toISOString();
  const creditNotes = [...(current.creditNotes ?? [])];
  let note: CreditNote | null = null;
  if (difference) {
    const sequence = await creditNoteNumbers(ctx.invoices.db).next(`${live.supplierId}:${difference.kind}`);
    const { kind, lines, freight, total } = difference;
    const partial = { kind, total };
    note = {
      id: randomUUID(),
      number: creditNoteNumberOf(kind, supplierInvoiceCode(live.supplierId), sequence),
      kind,
      reason,
      lines,
      freight,
      total,
      balanceAfter: invoiceBalance({
        totalValue: current.totalValue,
        creditNotes: [...creditNotes, partial],
      }),
      issuedAt,
    };
    creditNotes.push(note);
  }
  const withNotes = { ...current, creditNotes };
  // What the notes leave due decides the status: nothing left after payments is paid; a debit
  // after it was paid makes it payable again; an order the close cancelled cancels its invoice.
  const status: InvoiceStatus = cancelled
    ? 'cancelled'
    : amountDue(withNotes) === 0 && amountPaid(withNotes) > 0
      ? 'paid'
      : current.status === 'paid'
        ? 'accepted'
        : current.status;
  const paidAt = status === 'paid' ? (current.paidAt ?? issuedAt) : null;
  const next: InvoiceSnapshot = { ...withNotes, status, paidAt, version: live.version + 1 };
  const events = correctionEvents(current, next, note, issuedAt);
  const billed: BilledFigures = {
    lines: corrected.lines.map(({ orderItemId, sku, name, uom, qty, unitPrice, subtotal }) => ({
      orderItemId,
      sku,
      name,
      uom,
      qty,
      unitPrice,
      subtotal,
    })),
    freight: corrected.freight,
  };
  const change = { creditNotes, status, paidAt, billed, version: next.version };
  return (await guardedUpdate(ctx, live, events, change)) ? next : 'moved';
}

/** Writes `change` if the invoice is still at the version read, with its events; false if it moved. */
async function guardedUpdate(
  ctx: SupplierContext,
  live: InvoiceDoc,
  events: EventEnvelope[],
  change: Record<string, unknown>,
): Promise<boolean> {
  return ctx.outbox.record(events, { collection: INVOICES_COLLECTION, id: live._id }, async (eventIds) => {
    const res = await ctx.invoices.collection.updateOne(
      { _id: live._id, version: live.version, liveKey: live.liveKey } as Record<string, unknown>,
      { $set: { ...change, _events: appendEventIds(live._events ?? [], eventIds) } },
    );
    return res.matchedCount === 1;
  });
}

/** The supplier marks a draft as sent. */
export async function markInvoiceSent(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
): Promise<InvoiceSnapshot> {
  await ownInvoice(ctx, supplierId, id);
  return moveInvoice(ctx, id, 'send');
}

/** The buyer's answer to a sent invoice (cmd.supplier.respond-invoice.v1). */
export async function respondToInvoice(
  ctx: SupplierContext,
  buyerId: string,
  id: string,
  decision: 'accept' | 'reject',
): Promise<InvoiceSnapshot> {
  const doc = await ctx.invoices.findOne({ _id: id, buyerId }, { _id: 1 }).lean();
  if (!doc) throw invoiceNotFound();
  return moveInvoice(ctx, id, decision);
}

/** A status move, taking its turn with the invoice's other writes in this process (recordPayment). */
function moveInvoice(ctx: SupplierContext, id: string, action: keyof typeof MOVES): Promise<InvoiceSnapshot> {
  return ctx.locks.run(`invoice:${id}`, () => moveInvoiceNow(ctx, id, action));
}

async function moveInvoiceNow(
  ctx: SupplierContext,
  id: string,
  action: keyof typeof MOVES,
): Promise<InvoiceSnapshot> {
  const invoices = ctx.invoices;
  const doc = await invoices.findById(id).lean();
  if (!doc) throw invoiceNotFound();
  const { from, to } = MOVES[action];
  if (doc.status !== from)
    throw conflict(
      SalesProblemCodes.invalidTransition,
      `Only a ${from} invoice can be ${to}; this one is ${doc.status}`,
    );
  const now = ctx.now();
  const changedAt = now.toISOString();
  const sending = action === 'send' ? await sendingFields(ctx, doc, now) : {};
  const next: InvoiceSnapshot = { ...snapshotOf(doc), ...sending, status: to, version: doc.version + 1 };
  const events: EventEnvelope[] = [
    createEvent(invoiceIssuedV1, next, PRODUCER),
    createEvent(
      invoiceStatusChangedV1,
      { id, buyerId: next.buyerId, status: to, changedAt, version: next.version },
      PRODUCER,
    ),
  ];
  if (action === 'send')
    events.push(
      createEvent(invoiceSentV1, next, PRODUCER),
      invoiceNotice('invoice_sent', next, { userIds: [next.buyerId] }, '/buyer/invoices', {
        supplierName: next.supplier.name ?? '',
        dueTotal: amountDue(next),
        ...(next.dueDate ? { dueOn: next.dueDate.slice(0, 10) } : {}),
      }),
    );
  const updated = await ctx.outbox.record(
    events,
    { collection: INVOICES_COLLECTION, id },
    async (eventIds) => {
      const stamped = appendEventIds(doc._events ?? [], eventIds);
      const res = await invoices.collection.updateOne(
        { _id: id, status: from, version: doc.version } as Record<string, unknown>,
        {
          $set: {
            ...sending,
            status: to,
            version: next.version,
            // A rejected invoice is no longer live: the order may get a new one.
            liveKey: to === 'rejected' ? `${doc.orderId}:rejected:${id}` : doc.liveKey,
            _events: stamped,
          },
        },
      );
      return res.matchedCount === 1;
    },
  );
  if (!updated)
    throw conflict(
      SalesProblemCodes.invalidTransition,
      'The invoice changed meanwhile; reload and try again',
    );
  return next;
}

/**
 * What sending adds to an invoice: when, and its due date by the company's payment terms when the
 * supplier gave it none (a date given by hand stands).
 */
async function sendingFields(
  ctx: SupplierContext,
  doc: InvoiceDoc,
  now: Date,
): Promise<Pick<InvoiceSnapshot, 'sentAt' | 'dueDate' | 'paymentTermsDays'>> {
  if (doc.dueDate) return { sentAt: now.toISOString(), dueDate: doc.dueDate, paymentTermsDays: null };
  const { netDays } = await paymentTermsOf(ctx, doc.supplierId);
  return {
    sentAt: now.toISOString(),
    dueDate: netDays === null ? null : dueDateByTerms(now, netDays),
    paymentTermsDays: netDays,
  };
}

/** An invoice now paid, by a payment or a note: its event and the buyer's notice. */
function paidEvents(invoice: InvoiceSnapshot): EventEnvelope[] {
  return [
    createEvent(invoicePaidV1, invoice, PRODUCER),
    invoiceNotice('invoice_paid', invoice, { userIds: [invoice.buyerId] }, '/buyer/invoices', {
      paidTotal: amountPaid(invoice),
    }),
  ];
}

/**
 * A notice of an invoice's milestone, for identity to deliver (bell and e-mail); its key makes it
 * once per invoice, milestone and audience, however often the write is retried.
 */
function invoiceNotice(
  kind: NotificationKind,
  invoice: InvoiceSnapshot,
  recipients: NotificationRecipients,
  link: string,
  params: Record<string, string | number>,
  /** What makes it one of many of its kind on the invoice (a credit note's id). */
  about = '',
): EventEnvelope {
  return createEvent(
    supplierNotificationRequestedV1,
    {
      kind,
      recipients,
      link,
      key: `${kind}:${invoice.id}:${about}:${link}`,
      params: {
        invoiceNumber: invoice.invoiceNumber,
        orderNumber: shortId(invoice.orderId),
        currency: invoice.currency,
        ...params,
      },
    },
    PRODUCER,
  );
}

/**
 * The overdue scan (every replica runs it, see startPeriodicJob): an invoice the buyer has (sent
 * or accepted) whose due day is over with something still due is marked overdue, and the buyer
 * and the supplier's company are told, once (`overdueAt` guards it, under the invoice's turn).
 * Returns when the next one comes due, so the scan wakes then.
 */
export async function flagOverdueInvoices(
  ctx: SupplierContext,
): Promise<{ flagged: number; nextDueAt: Date | null }> {
  const now = ctx.now();
  // Those already flagged are skipped here: invoices stored before the flag lack it.
  const outstanding = (await outstandingInvoices(ctx.invoices)).filter((invoice) => !invoice.overdueAt);
  let flagged = 0;
  let nextDueAt: Date | null = null;
  for (const candidate of outstanding) {
    if (isOverdue(candidate, now)) {
      if (await ctx.locks.run(`invoice:${candidate._id}`, () => flagOverdue(ctx, candidate._id))) flagged++;
      continue;
    }
    const from = candidate.dueDate ? overdueFrom(candidate.dueDate) : null;
    if (from && (!nextDueAt || from < nextDueAt)) nextDueAt = from;
  }
  return { flagged, nextDueAt };
}

async function flagOverdue(ctx: SupplierContext, id: string): Promise<boolean> {
  const invoices = ctx.invoices;
  const doc = await invoices.findById(id).lean();
  const now = ctx.now();
  if (!doc || doc.overdueAt || !isOverdue(doc, now)) return false;
  const overdueAt = now.toISOString();
  const next: InvoiceSnapshot = { ...snapshotOf(doc), overdueAt, version: doc.version + 1 };
  const params = { dueTotal: amountDue(next), dueOn: (next.dueDate ?? '').slice(0, 10) };
  const events = [
    createEvent(invoiceIssuedV1, next, PRODUCER),
    createEvent(invoiceOverdueV1, next, PRODUCER),
    invoiceNotice('invoice_overdue', next, { userIds: [next.buyerId] }, '/buyer/invoices', params),
    invoiceNotice('invoice_overdue', next, { companyIds: [next.supplierId] }, '/supplier/invoices', params),
  ];
  return ctx.outbox.record(events, { collection: INVOICES_COLLECTION, id }, async (eventIds) => {
    const res = await invoices.collection.updateOne(
      { _id: id, version: doc.version } as Record<string, unknown>,
      { $set: { overdueAt, version: next.version, _events: appendEventIds(doc._events ?? [], eventIds) } },
    );
    return res.matchedCount === 1;
  });
}

function paymentProblem(
  refusal: NonNullable<ReturnType<typeof paymentRefusal>>,
  currency: string,
): HttpProblem {
  switch (refusal.kind) {
    case 'not_payable':
      return conflict(
        SalesProblemCodes.paymentNotAllowed,
        `Payments are recorded on sent or accepted invoices; this one is ${refusal.status}`,
        { status: refusal.status },
      );
    case 'exceeds_due': {
      const due = formatMoney(refusal.due, currency);
      return conflict(
        SalesProblemCodes.paymentExceedsDue,
        `The payment is more than the ${due} still due on this invoice`,
        { due },
      );
    }
    case 'duplicate_reference':
      return conflict(
        SalesProblemCodes.paymentDuplicate,
        'A payment with this reference is already recorded on this invoice',
      );
    case 'date_ahead':
      return badRequest(SalesProblemCodes.paymentDateAhead, 'The payment date is still ahead', [
        { path: 'body.paidOn', code: 'payment_date_ahead', message: 'must not be in the future' },
      ]);
  }
}

/**
 * The supplier records a payment that arrived for one of its invoices (sent or accepted). Partial
 * payments add up; the one that leaves nothing due makes the invoice paid. Two payments recorded
 * at once must not both take the same amount due: FerretDB's guarded update is not atomic across
 * connections (both of two concurrent writes guarded by the same version matched, in a CI run), so
 * the invoice's writes take turns in this process (`ctx.locks`, as moves do) and the version guard
 * stays for another replica's write.
 */
export function recordPayment(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  body: RecordPaymentBody,
): Promise<InvoiceSnapshot> {
  return ctx.locks.run(`invoice:${id}`, () => recordPaymentNow(ctx, supplierId, id, body));
}

async function recordPaymentNow(
  ctx: SupplierContext,
  supplierId: string,
  id: string,
  body: RecordPaymentBody,
): Promise<InvoiceSnapshot> {
  const invoices = ctx.invoices;
  for (let attempt = 0; attempt < FOLLOW_ATTEMPTS; attempt++) {
    const doc = await ownRecord(invoices, supplierId, id, invoiceNotFound);
    const current = snapshotOf(doc);
    const now = ctx.now();
    const refusal = paymentRefusal(current, body, latestDayOnEarth(now));
    if (refusal) throw paymentProblem(refusal, current.currency);
    const recordedAt = now.toISOString();
    const payment = { id: randomUUID(), ...body, recordedAt };
    const payments = [...(current.payments ?? []), payment];
    const paid = settles(current, body.amount);
    const next: InvoiceSnapshot = {
      ...current,
      payments,
      ...(paid ? { status: 'paid' as const, paidAt: recordedAt } : {}),
      version: doc.version + 1,
    };
    const events: EventEnvelope[] = [createEvent(invoiceIssuedV1, next, PRODUCER)];
    if (paid)
      events.push(
        createEvent(
          invoiceStatusChangedV1,
          { id, buyerId: next.buyerId, status: 'paid', changedAt: recordedAt, version: next.version },
          PRODUCER,
        ),
        ...paidEvents(next),
      );
    const written = await ctx.outbox.record(
      events,
      { collection: INVOICES_COLLECTION, id },
      async (eventIds) => {
        const res = await invoices.collection.updateOne(
          { _id: id, version: doc.version } as Record<string, unknown>,
          {
            $set: {
              payments,
              ...(paid ? { status: 'paid', paidAt: recordedAt } : {}),
              version: next.version,
              _events: appendEventIds(doc._events ?? [], eventIds),
            },
          },
        );
        return res.matchedCount === 1;
      },
    );
    if (written) return next;
    // Changed meanwhile (another payment, an answer, a revision): checked again from the new version.
  }
  throw conflict(SalesProblemCodes.invalidTransition, 'The invoice changed meanwhile; try again');
}

/** A company of the directory as invoices print it. */
async function companySnapshot(ctx: SupplierContext, id: string): Promise<CompanySnapshot | null> {
  const doc = await ctx.companies.findById(id).lean();
  if (!doc) return null;
  const { _id, createdAt, ...rest } = doc;
  return { id: _id, ...rest, createdAt: createdAt.toISOString() };
}
