import { z } from 'zod';
import { defineEvent } from './envelope';
import { text } from './text';

/**
 * Webhooks: a company's HTTPS endpoints told of what happens to its rounds, orders and invoices,
 * signed per Standard Webhooks v1 (`webhook-id`, `webhook-timestamp`, `webhook-signature`,
 * HMAC-SHA256 over `id.timestamp.body` with the endpoint's `whsec_…` secret). The same people who
 * hold a company's API keys manage them: a supplier of the company, or a buying team's approver.
 */

/**
 * What an endpoint may subscribe to. A buyer company hears of rounds it can buy from (opened) or
 * buys in (last call, MOQ reached, closed) and of its own orders and invoices; a supplier company
 * of its own rounds and of the orders and invoices in them.
 */
export const WEBHOOK_EVENT_TYPES = [
  'round.opened',
  'round.last_call',
  'round.moq_reached',
  'round.closed',
  'order.placed',
  'order.approved',
  'order.rejected',
  'order.repriced',
  'order.shipped',
  'order.delivered',
  'invoice.issued',
  'invoice.sent',
  'invoice.paid',
  'invoice.overdue',
  'credit_note.issued',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
/** Sent only by "Send test event", to whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type DeliveredEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** Endpoints a company may register. */
export const WEBHOOK_ENDPOINTS_PER_COMPANY = 10;
/** A delivery is retried for this long after its event, then given up (it can still be redelivered by hand). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;
/** After a rotation, deliveries are signed with the old secret too for this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3600_000;
/** How much of a receiver's answer an attempt keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 256;
/** Attempts shown per delivery and deliveries per page of the log. */
export const WEBHOOK_DELIVERIES_PAGE = 50;
/**
 * "Send test event"s an endpoint may have in an hour: each is a POST to the receiver and a
 * delivery kept in the log for 30 days like any other.
 */
export const WEBHOOK_TEST_EVENTS_PER_HOUR = 20;

export const webhookUrlSchema = z.string().trim().min(1).max(2000).url();

export const createWebhookBodySchema = z
  .object({
    url: webhookUrlSchema,
    description: text().trim().max(200).default(''),
    events: z.array(webhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length),
  })
  .strict();
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** A partial change: only the fields named change. */
export const updateWebhookBodySchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: text().trim().max(200).optional(),
    events: z.array(webhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length).optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'name at least one field to change' });
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** The live secrets' last four characters (`whsec_…AbCd`), newest first; two during a rotation's overlap. */
  secretHints: z.array(z.object({ hint: z.string(), expiresAt: z.string().nullable() })),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last delivery's outcome, to spot a failing endpoint in the list. */
  lastDelivery: z.object({ status: z.enum(['pending', 'delivered', 'failed']), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhooksResponseSchema = z.object({
  items: z.array(webhookEndpointSchema),
  events: z.array(webhookEventTypeSchema),
});
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

/** An endpoint just made or its secret just rotated: the only answers that carry the secret. */
export const webhookWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused, timed out, unreachable). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().min(0),
  /** The answer's first bytes, or why there was none. */
  response: z.string(),
  /** Manual: a person asked for it again. */
  manual: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt and redelivery, for the receiver to drop repeats. */
  messageId: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: webhookDeliveryStatusSchema,
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
  /** The signed body as sent. */
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  status: webhookDeliveryStatusSchema.optional(),
  /** The page after one: its `nextBefore`. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;
export const webhookDeliveriesResponseSchema = z.object({
  /** Newest first, at most WEBHOOK_DELIVERIES_PAGE (a few more when deliveries were numbered alike). */
  items: z.array(webhookDeliverySchema),
  /** `before` for the next, older page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

export const WebhookProblemCodes = {
  /** Only a supplier of a company or a buying team's approver manage its webhooks. */
  notAllowed: 'webhook.not_allowed',
  /** Not https, or an address inside a private network, loopback or link-local (SSRF guard). */
  urlRefused: 'webhook.url_refused',
  limitReached: 'webhook.limit_reached',
  notFound: 'webhook.not_found',
  deliveryNotFound: 'webhook.delivery_not_found',
  /** The endpoint had its WEBHOOK_TEST_EVENTS_PER_HOUR test events this hour. */
  testLimitReached: 'webhook.test_limit_reached',
} as const;

/**
 * The notifications service to itself: a delivery is due (first try, a retry, or a redelivery by
 * hand). Travels on its own stream so a crash between the delivery's record and its attempt loses
 * nothing.
 */
export const webhookDeliveryDueV1 = defineEvent(
  'notifications.webhook.delivery-due.v1',
  z.object({ deliveryId: z.string(), manual: z.boolean() }),
);
