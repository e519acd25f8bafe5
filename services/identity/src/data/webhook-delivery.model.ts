import type { Connection, Model } from 'mongoose';
import { collectionSchema, modelOn, outboxStamp } from '@marketplace/service-kit';
import type { WebhookAttempt } from '@marketplace/contracts';

/** One event for one endpoint, and every attempt to hand it over. `_id` = `<event id>:<endpoint id>`. */
export interface WebhookDeliveryRecord {
  _id: string;
  /** `webhook-id`: `msg_<event id>`, the same for every endpoint, attempt and redelivery. */
  messageId: string;
  endpointId: string;
  companyId: string;
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
