import type { Connection, Model } from 'mongoose';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';
import type { ApiKeyRole, WebhookEventType } from '@marketplace/contracts';

/** One signing secret; a rotated-out one keeps signing until `expiresAt` (the overlap). */
export interface WebhookSecret {
  /** `whsec_<base64>`: kept as is, signing needs it (HMAC), unlike an API key's digest. */
  secret: string;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A company's HTTPS endpoint and the events it hears of. */
export interface WebhookEndpointRecord {
  _id: string;
  companyId: string;
  /** Which side the company is on: what its endpoints may be told (see webhook-recipients). */
  role: ApiKeyRole;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Newest first. */
  secrets: WebhookSecret[];
  createdBy: { id: string; name: string };
  createdAt: Date;
  updatedAt: Date;
  lastDelivery: { status: 'pending' | 'delivered' | 'failed'; at: Date } | null;
}

const webhookEndpointSchema = collectionSchema<WebhookEndpointRecord>('webhook_endpoints', {
  companyId: { type: String, required: true, index: true },
  role: { type: String, required: true },
  url: { type: String, required: true },
  description: { type: String, default: '' },
  events: { type: [String], required: true },
  enabled: { type: Boolean, required: true },
  secrets: {
    type: [{ _id: false, secret: String, createdAt: Date, expiresAt: { type: Date, default: null } }],
    required: true,
  },
  createdBy: { id: { type: String, required: true }, name: { type: String, default: '' } },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  // Mixed: the last outcome as written, or null.
  lastDelivery: { type: Object, default: null },
});

export type WebhookEndpointModel = Model<WebhookEndpointRecord>;
export const webhookEndpointModel = (conn: Connection): WebhookEndpointModel =>
  modelOn(conn, 'WebhookEndpoint', webhookEndpointSchema);
