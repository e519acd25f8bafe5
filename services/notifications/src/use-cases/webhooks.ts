import { lookup } from 'node:dns/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_ENDPOINTS_PER_COMPANY,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_OVERLAP_MS,
  WEBHOOK_TEST_EVENT,
  WebhookProblemCodes,
  webhookDeliveryDueV1,
  type ApiKeyRole,
  type Caller,
  type CreateWebhookBody,
  type DeliveredEventType,
  type UpdateWebhookBody,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookDeliveriesQuery,
  type WebhookEndpoint,
  type WebhooksResponse,
  type WebhookWithSecret,
} from '@marketplace/contracts';
import { integratorOf } from '@marketplace/domain';
import { badRequest, conflict, forbidden, notFound } from '@marketplace/service-kit/core';
import { isDuplicateKey } from '@marketplace/service-kit/store';
import { createEvent } from '@marketplace/service-kit/messaging';
import { PRODUCER } from '../config';
import type { NotificationsContext } from '../context';
import { deliveryPageKey, pageOf, type WebhookDeliveryRecord } from '../data/webhook-delivery.model';
import type { WebhookEndpointRecord, WebhookSecret } from '../data/webhook-endpoint.model';
import { refusalOf } from '../domain/webhook-address';
import { newWebhookSecret } from '../domain/webhook-signature';

const endpointNotFound = () => notFound('No such webhook endpoint', WebhookProblemCodes.notFound);

/** The company whose webhooks the caller manages, and its side (libs/domain `integratorOf`). */
function manager(caller: Caller): { companyId: string; role: ApiKeyRole } {
  const integrator = integratorOf(caller);
  if (!integrator)
    throw forbidden(
      "Webhooks are managed by a supplier or by a buying team's approver, for their company",
      WebhookProblemCodes.notAllowed,
    );
  return integrator;
}

/** The secrets that still sign: the newest, and a rotated-out one until its overlap ends. */
export const liveSecrets = (endpoint: Pick<WebhookEndpointRecord, 'secrets'>, now: Date): WebhookSecret[] =>
  endpoint.secrets.filter((s) => !s.expiresAt || s.expiresAt > now);

function toEndpoint(record: WebhookEndpointRecord, now = new Date()): WebhookEndpoint {
  return {
    id: record._id,
    url: record.url,
    description: record.description,
    events: record.events,
    enabled: record.enabled,
    secretHints: liveSecrets(record, now).map((s) => ({
      // The prefix and the last four: enough to tell secrets apart, none of the part signing starts with.
      hint: `whsec_…${s.secret.slice(-4)}`,
      expiresAt: s.expiresAt?.toISOString() ?? null,
    })),
    createdBy: record.createdBy,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    lastDelivery: record.lastDelivery
      ? { status: record.lastDelivery.status, at: record.lastDelivery.at.toISOString() }
      : null,
  };
}

export function toDelivery(record: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: record._id,
    messageId: record.messageId,
    endpointId: record.endpointId,
    eventType: record.eventType,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    attempts: record.attempts.map((a) => ({ ...a, at: a.at.toISOString() })),
    payload: record.payload,
  };
}

/** Refuses a URL a delivery may not go to (see webhook-address), with the reason in the message. */
async function checkUrl(ctx: NotificationsContext, url: string): Promise<void> {
  const refusal = await refusalOf(
    url,
    async (host) => (await lookup(host, { all: true })).map((a) => a.address),
    ctx.config.WEBHOOK_ALLOW_PRIVATE,
  );
  if (!refusal) return;
  const why = {
    not_https: 'must be an https:// URL',
    credentials: 'must not carry a user name or password',
    private_address: 'points into a private network, loopback or link-local address',
    unresolvable: 'has a host name that does not resolve',
  }[refusal];
  throw badRequest(WebhookProblemCodes.urlRefused, `The endpoint URL ${why}`);
}

async function ownEndpoint(
  ctx: NotificationsContext,
  caller: Caller,
  id: string,
): Promise<WebhookEndpointRecord> {
  const { companyId } = manager(caller);
  const found = await ctx.webhookEndpoints.findOne({ _id: id, companyId }).lean<WebhookEndpointRecord>();
  if (!found) throw endpointNotFound();
  return found;
}

export async function listWebhooks(ctx: NotificationsContext, caller: Caller): Promise<WebhooksResponse> {
  const { companyId } = manager(caller);
  const records = await ctx.webhookEndpoints.find({ companyId }).lean<WebhookEndpointRecord[]>();
  // Newest first, sorted here: a company has a handful.
  records.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { items: records.map((r) => toEndpoint(r)), events: [...WEBHOOK_EVENT_TYPES] };
}

export async function createWebhook(
  ctx: NotificationsContext,
  caller: Caller,
  body: CreateWebhookBody,
): Promise<WebhookWithSecret> {
  const { companyId, role } = manager(caller);
  await checkUrl(ctx, body.url);
  if ((await ctx.webhookEndpoints.countDocuments({ companyId })) >= WEBHOOK_ENDPOINTS_PER_COMPANY)
    throw conflict(
      WebhookProblemCodes.limitReached,
      `A company has at most ${WEBHOOK_ENDPOINTS_PER_COMPANY} webhook endpoints; delete one first`,
    );
  const user = await ctx.recipients.findById(caller.userId);
  const now = new Date();
  const secret = newWebhookSecret(randomBytes);
  const record: WebhookEndpointRecord = {
    _id: randomUUID(),
    companyId,
    role,
    url: body.url,
    description: body.description ?? '',
    events: [...new Set(body.events)],
    enabled: true,
    secrets: [{ secret, createdAt: now, expiresAt: null }],
    createdBy: { id: caller.userId, name: user?.name ?? '' },
    createdAt: now,
    updatedAt: now,
    lastDelivery: null,
  };
  await ctx.webhookEndpoints.create(record);
  return { endpoint: toEndpoint(record, now), secret };
}

/** Changes only the fields named. */
export async function updateWebhook(
  ctx: NotificationsContext,
  caller: Caller,
  id: string,
  body: UpdateWebhookBody,
): Promise<WebhookEndpoint> {
  const current = await ownEndpoint(ctx, caller, id);
  if (body.url !== undefined) await checkUrl(ctx, body.url);
  const change: Partial<WebhookEndpointRecord> = { updatedAt: new Date() };
  if (body.url !== undefined) change.url = body.url;
  if (body.description !== undefined) change.description = body.description;
  if (body.events !== undefined) change.events = [...new Set(body.events)];
  if (body.enabled !== undefined) change.enabled = body.enabled;
  const updated = await ctx.webhookEndpoints
    .findOneAndUpdate({ _id: current._id, companyId: current.companyId }, { $set: change }, { new: true })
    .lean<WebhookEndpointRecord>();
  if (!updated) throw endpointNotFound();
  return toEndpoint(updated);
}

/** Deliveries still pending for it end as failed at their next attempt (no endpoint left). */
export async function deleteWebhook(ctx: NotificationsContext, caller: Caller, id: string): Promise<void> {
  const current = await ownEndpoint(ctx, caller, id);
  await ctx.webhookEndpoints.deleteOne({ _id: current._id, companyId: current.companyId });
  await ctx.deliveryNumbers.forget(current._id);
}

/**
 * A new secret signs from now on; the one it replaces keeps signing too for
 * WEBHOOK_SECRET_OVERLAP_MS, so the receiver can switch without missing a delivery.
 */
export async function rotateWebhookSecret(
  ctx: NotificationsContext,
  caller: Caller,
  id: string,
): Promise<WebhookWithSecret> {
  const current = await ownEndpoint(ctx, caller, id);
  const now = new Date();
  const ending = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
  const secret = newWebhookSecret(randomBytes);
  const secrets = [
    { secret, createdAt: now, expiresAt: null },
    ...liveSecrets(current, now).map((s) => ({ ...s, expiresAt: s.expiresAt ?? ending })),
  ];
  const updated = await ctx.webhookEndpoints
    .findOneAndUpdate(
      { _id: current._id, companyId: current.companyId },
      { $set: { secrets, updatedAt: now } },
      { new: true },
    )
    .lean<WebhookEndpointRecord>();
  if (!updated) throw endpointNotFound();
  return { endpoint: toEndpoint(updated, now), secret };
}

/** Stored pages one request of the log reads at most (a status filter may skip through many). */
const PAGES_READ_AT_MOST = 10;

/**
 * The endpoint's deliveries numbered below `before` (all when absent), newest first: a page of
 * the log, and the `before` of the next one. Read a stored page at a time by equality
 * (`deliveryPageKey`), newest first, until a page's worth matches the status or PAGES_READ_AT_MOST
 * pages were read: a request reads at most that many deliveries, however long the history.
 */
export async function listDeliveries(
  ctx: NotificationsContext,
  caller: Caller,
  id: string,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveriesResponse> {
  const endpoint = await ownEndpoint(ctx, caller, id);
  const below = query.before ?? (await ctx.deliveryNumbers.last(endpoint._id)) + 1;
  const found: WebhookDeliveryRecord[] = [];
  // The next stored page to read, newest first; -1 once the first one was read.
  let page = pageOf(below - 1);
  for (
    let read = 0;
    page >= 0 && read < PAGES_READ_AT_MOST && found.length < WEBHOOK_DELIVERIES_PAGE;
    read++
  ) {
    const stored = await ctx.webhookDeliveries
      .find({ page: deliveryPageKey(endpoint._id, page) })
      .lean<WebhookDeliveryRecord[]>();
    found.push(...stored.filter((d) => d.seq < below && (!query.status || d.status === query.status)));
    page -= 1;
  }
  found.sort((a, b) => b.seq - a.seq || (a._id < b._id ? 1 : -1));
  // A page ends between two numbers (the rare deliveries numbered alike stay together), so the
  // next page, everything numbered below its last, misses none.
  let end = Math.min(found.length, WEBHOOK_DELIVERIES_PAGE);
  while (end < found.length && found[end]!.seq === found[end - 1]!.seq) end++;
  const items = found.slice(0, end);
  // Older ones left: those read but not shown (all numbered below the last shown), else the pages
  // not read yet (all numbered below the next one's end).
  const nextBefore =
    end < found.length ? items.at(-1)!.seq : page >= 0 ? (page + 1) * WEBHOOK_DELIVERIES_PAGE : null;
  return { items: items.map(toDelivery), nextBefore };
}

/** "Send test event": a `webhook.test` delivery to this endpoint, whatever it subscribes to. */
export async function sendTestEvent(
  ctx: NotificationsContext,
  caller: Caller,
  id: string,
): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(ctx, caller, id);
  const eventId = randomUUID();
  const record = await enqueueDelivery(ctx, endpoint, {
    eventId,
    type: WEBHOOK_TEST_EVENT,
    occurredAt: new Date().toISOString(),
    data: { endpointId: endpoint._id, message: 'A test event sent from the marketplace' },
  });
  return toDelivery(record!);
}

/**
 * Delivers it again now, with the same `webhook-id` (a receiver that got it already drops it):
 * one attempt; a retry still scheduled for it is called off.
 */
export async function redeliver(
  ctx: NotificationsContext,
  caller: Caller,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(ctx, caller, endpointId);
  const found = await ctx.webhookDeliveries
    .findOne({ _id: deliveryId, endpointId: endpoint._id })
    .lean<WebhookDeliveryRecord>();
  if (!found) throw notFound('No such delivery', WebhookProblemCodes.deliveryNotFound);
  const job = createEvent(webhookDeliveryDueV1, { deliveryId, manual: true }, PRODUCER);
  const updated = await ctx.outbox.record(
    [job],
    { collection: 'webhook_deliveries', id: deliveryId },
    ([jobId]) =>
      ctx.webhookDeliveries
        .findOneAndUpdate(
          { _id: deliveryId },
          {
            $set: { status: 'pending', currentJob: jobId, nextAttemptAt: new Date() },
            $push: { _events: { $each: [jobId], $slice: -20 } },
          },
          { new: true },
        )
        .lean<WebhookDeliveryRecord>(),
  );
  return toDelivery(updated!);
}

/** What a delivery carries: Standard Webhooks' payload shape, `{ type, timestamp, data }`. */
export interface WebhookMessage {
  /** The event it tells of; `msg_<eventId>` is its `webhook-id`. */
  eventId: string;
  type: DeliveredEventType;
  occurredAt: string;
  data: unknown;
}

/**
 * Records one delivery of `message` to `endpoint` and its first due-event, together (outbox):
 * a crash between them loses nothing. The same event for the same endpoint is recorded once
 * (null when it was already).
 */
export async function enqueueDelivery(
  ctx: NotificationsContext,
  endpoint: WebhookEndpointRecord,
  message: WebhookMessage,
): Promise<WebhookDeliveryRecord | null> {
  const id = `${message.eventId}:${endpoint._id}`;
  const job = createEvent(webhookDeliveryDueV1, { deliveryId: id, manual: false }, PRODUCER);
  const seq = await ctx.deliveryNumbers.next(endpoint._id);
  const now = new Date();
  const record: WebhookDeliveryRecord = {
    _id: id,
    messageId: `msg_${message.eventId}`,
    endpointId: endpoint._id,
    companyId: endpoint.companyId,
    seq,
    page: deliveryPageKey(endpoint._id, pageOf(seq)),
    eventType: message.type,
    payload: JSON.stringify({ type: message.type, timestamp: message.occurredAt, data: message.data }),
    status: 'pending',
    createdAt: now,
    nextAttemptAt: now,
    scheduledAttempts: 0,
    currentJob: job.id,
    attempts: [],
    _events: [],
  };
  try {
    await ctx.outbox.record([job], { collection: 'webhook_deliveries', id }, async (ids) => {
      await ctx.webhookDeliveries.create({ ...record, _events: ids });
    });
    return record;
  } catch (err) {
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}
