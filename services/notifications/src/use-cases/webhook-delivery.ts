import {
  WEBHOOK_RETRY_WINDOW_MS,
  type EventEnvelope,
  type CreditNoteSnapshot,
  type InvoiceSnapshot,
  type OrderSnapshot,
  type RoundSummary,
  type WebhookEventType,
  type webhookDeliveryDueV1,
} from '@marketplace/contracts';
import { BoundedMap } from '@marketplace/service-kit/core';
import { RetryLaterError } from '@marketplace/service-kit/messaging';
import type { z } from 'zod';
import type { NotificationsContext } from '../context';
import type { WebhookDeliveryRecord } from '../data/webhook-delivery.model';
import type { WebhookEndpointRecord } from '../data/webhook-endpoint.model';
import { signedHeaders } from '../domain/webhook-signature';
import { enqueueDelivery, liveSecrets, type WebhookMessage } from './webhooks';

/** Deliveries kept for the log after their event. */
export const WEBHOOK_DELIVERY_RETENTION_MS = 30 * 24 * 3600_000;

type DueEvent = EventEnvelope<z.infer<(typeof webhookDeliveryDueV1)['data']>>;

/**
 * One attempt of a due delivery. A failure is retried after the next wait of
 * WEBHOOK_RETRY_DELAYS_MS (the message comes back from JetStream then) while the retry window
 * lasts; a redelivery by hand is one attempt. A due-event superseded by a later one (a redelivery
 * while a retry waited) does nothing, so two schedules never run for one delivery.
 */
export async function attemptDelivery(ctx: NotificationsContext, due: DueEvent): Promise<void> {
  const { webhookDeliveries: deliveries, webhookEndpoints: endpoints, sendWebhook: send } = ctx;
  const delivery = await deliveries.findById(due.data.deliveryId).lean<WebhookDeliveryRecord>();
  if (!delivery || delivery.currentJob !== due.id || delivery.status !== 'pending') return;
  const endpoint = await endpoints.findById(delivery.endpointId).lean<WebhookEndpointRecord>();
  const at = new Date();
  const result = !endpoint
    ? { statusCode: null, durationMs: 0, response: 'the endpoint was deleted' }
    : !endpoint.enabled
      ? { statusCode: null, durationMs: 0, response: 'the endpoint is disabled' }
      : await send(
          endpoint.url,
          signedHeaders(
            delivery.messageId,
            delivery.payload,
            liveSecrets(endpoint, at).map((s) => s.secret),
            at,
          ),
          delivery.payload,
        );
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const scheduled = due.data.manual ? delivery.scheduledAttempts : delivery.scheduledAttempts + 1;
  const wait = ctx.config.WEBHOOK_RETRY_DELAYS_MS[scheduled - 1];
  const retryAt =
    !delivered && endpoint?.enabled && !due.data.manual && wait !== undefined
      ? new Date(at.getTime() + wait)
      : null;
  const inWindow = retryAt && retryAt.getTime() - delivery.createdAt.getTime() <= WEBHOOK_RETRY_WINDOW_MS;
  const status = delivered ? 'delivered' : inWindow ? 'pending' : 'failed';
  // Only if this due-event is still in charge (a redelivery by hand may have taken over meanwhile).
  await deliveries.updateOne(
    { _id: delivery._id, currentJob: due.id },
    {
      $set: { status, scheduledAttempts: scheduled, nextAttemptAt: inWindow ? retryAt : null },
      $push: { attempts: { at, ...result, manual: due.data.manual } },
    },
  );
  if (endpoint) await endpoints.updateOne({ _id: endpoint._id }, { $set: { lastDelivery: { status, at } } });
  if (inWindow)
    throw new RetryLaterError(
      `webhook ${delivery._id} answered ${result.statusCode ?? result.response}`,
      retryAt.getTime() - Date.now(),
    );
}

/**
 * Who hears of an event: companies by id, and for a round opening every buying company. Rounds,
 * orders and invoices name their supplier by company (`supplierId` is the supplier company's id)
 * and their buyers by user: only the buyers are looked up (the recipients' companies).
 */
interface Audience {
  companyIds: Array<string | null | undefined>;
  allBuyers?: boolean;
}

/**
 * Records a delivery of `message` for every enabled endpoint of the audience subscribed to its
 * type. Safe to repeat: a delivery is keyed by event and endpoint.
 */
export async function fanOut(
  ctx: NotificationsContext,
  type: WebhookEventType,
  event: EventEnvelope,
  data: unknown,
  audience: Audience,
): Promise<void> {
  const companyIds = [...new Set(audience.companyIds.filter((c): c is string => Boolean(c)))];
  const who = [
    ...(companyIds.length ? [{ companyId: { $in: companyIds } }] : []),
    ...(audience.allBuyers ? [{ role: 'buyer' }] : []),
  ];
  if (!who.length) return;
  const endpoints = await ctx.webhookEndpoints
    .find({ enabled: true, events: type, $or: who })
    .lean<WebhookEndpointRecord[]>();
  const message: WebhookMessage = { eventId: event.id, type, occurredAt: event.occurredAt, data };
  for (const endpoint of endpoints) await enqueueDelivery(ctx, endpoint, message);
}

/**
 * The round–company pairs this process has recorded (by database): an order's later events (decided,
 * revised at the close) add nothing, so they skip the write. Records are never removed; a
 * process that does not know a pair writes it again, which changes nothing. Bounded: the oldest
 * pairs are forgotten first.
 */
const recordedRoundCompanies = new BoundedMap<string, true>(50_000);

/** Notes that the order's buying company has an order in its round (who hears of the round's close). */
async function recordRoundBuyerCompany(ctx: NotificationsContext, order: OrderSnapshot): Promise<void> {
  if (!order.buyerCompanyId) return;
  const _id = `${order.roundId}:${order.buyerCompanyId}`;
  const known = `${ctx.roundBuyerCompanies.collection.namespace}|${_id}`;
  if (recordedRoundCompanies.has(known)) return;
  await ctx.roundBuyerCompanies
    .updateOne(
      { _id },
      { $setOnInsert: { roundId: order.roundId, companyId: order.buyerCompanyId } },
      { upsert: true },
    )
    .catch((err: Error & { code?: number }) => {
      if (err.code !== 11000) throw err;
    });
  recordedRoundCompanies.set(known, true);
}

/** A placed, decided or revised order: its buying company and the round's supplier company. */
export async function orderWebhook(
  ctx: NotificationsContext,
  type: WebhookEventType,
  event: EventEnvelope<OrderSnapshot>,
): Promise<void> {
  const order = event.data;
  await recordRoundBuyerCompany(ctx, order);
  await fanOut(ctx, type, event, order, { companyIds: [order.buyerCompanyId, order.supplierId] });
}

/** What the round's close does to an order: the revisions `order.repriced` tells of. */
const CLOSE_CHANGES = new Set(['break_reached', 'repriced', 'lines_released', 'flex_called', 'cancelled']);

/**
 * A revised order is `order.repriced` when the close changed it (its newest timeline entry says
 * so); a revision for another reason (a buyer's flexible units, an invoice issued, which has its
 * own event) is not told as one.
 */
export async function orderRevisedWebhook(ctx: NotificationsContext, event: EventEnvelope<OrderSnapshot>) {
  const newest = event.data.timeline?.at(-1);
  if (newest && CLOSE_CHANGES.has(newest.kind)) await orderWebhook(ctx, 'order.repriced', event);
}

export async function roundOpenedWebhook(
  ctx: NotificationsContext,
  event: EventEnvelope<{ round: RoundSummary }>,
) {
  const round = event.data.round;
  await fanOut(ctx, 'round.opened', event, { round }, { companyIds: [round.supplierId], allBuyers: true });
}

/** A round's close with its outcome: its supplier and every buying company with an order in it. */
export async function roundClosedWebhook(
  ctx: NotificationsContext,
  event: EventEnvelope<{ round: RoundSummary; reason: 'rejected' | 'closed'; outcomes?: unknown }>,
): Promise<void> {
  if (event.data.reason !== 'closed') return;
  const { round, outcomes } = event.data;
  const buyers = await ctx.roundBuyerCompanies
    .find({ roundId: round.id })
    .lean<Array<{ companyId: string }>>();
  await fanOut(
    ctx,
    'round.closed',
    event,
    { round, outcomes: outcomes ?? [] },
    {
      companyIds: [round.supplierId, ...buyers.map((b) => b.companyId)],
    },
  );
}

/** MOQ reached or last call: the buyers' companies in the round and its supplier's (buyer ids stay inside). */
export async function roundProductWebhook(
  ctx: NotificationsContext,
  type: 'round.moq_reached' | 'round.last_call',
  event: EventEnvelope<{ supplierId: string; buyerIds: string[] }>,
): Promise<void> {
  const { buyerIds, ...data } = event.data;
  await fanOut(ctx, type, event, data, {
    companyIds: [data.supplierId, ...(await ctx.recipients.companiesOf(buyerIds))],
  });
}

/** An invoice's news (issued or changed, sent, paid, overdue): both companies on it hear. */
export async function invoiceWebhook(
  ctx: NotificationsContext,
  type: 'invoice.issued' | 'invoice.sent' | 'invoice.paid' | 'invoice.overdue',
  event: EventEnvelope<InvoiceSnapshot>,
) {
  const invoice = event.data;
  await fanOut(ctx, type, event, invoice, {
    companyIds: [invoice.buyer.companyId, invoice.supplier.companyId],
  });
}

/** A credit or debit note on an invoice: both companies on it hear. */
export async function creditNoteWebhook(ctx: NotificationsContext, event: EventEnvelope<CreditNoteSnapshot>) {
  const note = event.data;
  await fanOut(ctx, 'credit_note.issued', event, note, {
    companyIds: [note.buyer.companyId, note.supplierId],
  });
}

/** Deliveries older than the log keeps. */
export async function pruneDeliveries(ctx: NotificationsContext, now = new Date()): Promise<void> {
  await ctx.webhookDeliveries.deleteMany({
    createdAt: { $lt: new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_MS) },
  });
}
