import type { Connection, Model } from 'mongoose';
import { LANGUAGES, ROLES, type Language, type Role } from '@marketplace/contracts';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';

/**
 * A user as this service needs them: where to write, in which language and zone, whether they
 * want e-mails and confirmed their address, and their company (notices and webhooks go by
 * company). Fed only by identity's user events (`notifications-identity`), newest first.
 */
export interface RecipientRecord {
  /** The user's id. */
  _id: string;
  email: string;
  /** Shown as who made a webhook endpoint; absent on recipients copied before it was kept. */
  name?: string;
  role: Role;
  companyId: string | null;
  language?: Language;
  timeZone?: string | null;
  emailNotifications?: boolean;
  /** Only confirmed accounts are notified: an unconfirmed one cannot sign in to see a bell. */
  emailVerified: boolean;
  /** occurredAt of the last event applied: older events never overwrite newer state. */
  sourceVersion: string;
}

const recipientSchema = collectionSchema<RecipientRecord>('recipients', {
  email: { type: String, required: true },
  name: { type: String },
  // Notification requests name their recipients by role and by company: each read by equality.
  role: { type: String, enum: ROLES, required: true, index: true },
  companyId: { type: String, default: null, index: true },
  language: { type: String, enum: LANGUAGES },
  timeZone: { type: String, default: null },
  emailNotifications: { type: Boolean },
  emailVerified: { type: Boolean, required: true },
  sourceVersion: { type: String, required: true },
});

export type RecipientModel = Model<RecipientRecord>;
export const recipientModel = (conn: Connection): RecipientModel =>
  modelOn(conn, 'Recipient', recipientSchema);
