import type { Connection, Model } from 'mongoose';
import { collectionSchema, Counters, modelOn, outboxStamp } from '@marketplace/service-kit/store';
import { WEBHOOK_DELIVERIES_PAGE, type WebhookAttempt } from '@marketplace/contracts';

/** One event for one endpoint, and every attempt to hand it over. `_id` = `<event id>:<endpoint id>`. */
export interface WebhookDeliveryRecord {
  _id: string;
  /** `webhook-id`: `msg_<event id>`, the same for every endpoint, attempt and redelivery. */
  messageId: string;
  endpointId: string;
  companyId: string;
  /** Its number among the endpoint's deliveries (`deliveryNumbers`): the log's order. */
  seq: number;
  /** `deliveryPageKey(endpointId, pageOf(seq))`: how the log reads a page, by equality. */
  page: string;
  eventType: string;
  /** The body exactly as signed and sent. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  createdAt: Date;
  nextAttemptAt: Date | null;
  /** Attempts since the last redelivery by hand count toward the retry schedule. */
  scheduledAttempts: number;
  /** The due-event now in charge: an older one (superseded by a redelivery) does nothing. */
  currentJob: string;
  attempts: Array<Omit<WebhookAttempt, 'at'> & { at: Date }>;
  _events: string[];
}

const webhookDeliverySchema = collectionSchema<WebhookDeliveryRecord>('webhook_deliveries', {
  messageId: { type: String, required: true },
  endpointId: { type: String, required: true, index: true },
  companyId: { type: String, required: true },
  seq: { type: Number, required: true },
  page: { type: String, required: true, index: true },
  eventType: { type: String, required: true },
  payload: { type: String, required: true },
  status: { type: String, required: true },
  createdAt: { type: Date, required: true },
  nextAttemptAt: { type: Date, default: null },
  scheduledAttempts: { type: Number, default: 0 },
  currentJob: { type: String, required: true },
  attempts: {
    type: [
      {
        _id: false,
        at: Date,
        statusCode: { type: Number, default: null },
        durationMs: Number,
        response: String,
        manual: Boolean,
      },
    ],
    default: [],
  },
  ...outboxStamp,
});

export type WebhookDeliveryModel = Model<WebhookDeliveryRecord>;
export const webhookDeliveryModel = (conn: Connection): WebhookDeliveryModel =>
  modelOn(conn, 'WebhookDelivery', webhookDeliverySchema);

/**
 * The stored page of an endpoint's log that holds delivery number `seq`: WEBHOOK_DELIVERIES_PAGE
 * numbers each. The store (FerretDB) filters by equality in its database and sorts nothing there,
 * so "the newest 50 of an endpoint" read with a sort would load every delivery the endpoint has
 * had in 30 days; a page read by equality loads at most a page's worth whatever the history.
 */
export const pageOf = (seq: number) => Math.floor(seq / WEBHOOK_DELIVERIES_PAGE);
export const deliveryPageKey = (endpointId: string, page: number) => `${endpointId}:${page}`;

/**
 * Each endpoint's deliveries numbered 1, 2, 3… (a number may be skipped: an event recorded twice).
 * The log reads pages of these numbers.
 */
export const deliveryNumbers = (conn: Connection): Counters =>
  new Counters(conn, 'webhook_delivery_counters');
