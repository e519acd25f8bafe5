import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';
import type { ApiKeyRole, ApiKeyScope } from '@marketplace/contracts';

/** A company's API key; only the digest of its secret is kept (a leak hands out nothing usable). */
export interface ApiKeyRecord {
  _id: string;
  companyId: string;
  /** The role of the person who made it; the key acts as them. */
  role: ApiKeyRole;
  ownerId: string;
  ownerName: string;
  name: string;
  scopes: ApiKeyScope[];
  secretHash: string;
  /** The secret's first characters, shown in lists. */
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const apiKeySchema = collectionSchema<ApiKeyRecord>('api_keys', {
  companyId: { type: String, required: true, index: true },
  role: { type: String, required: true },
  ownerId: { type: String, required: true },
  ownerName: { type: String, required: true },
  name: { type: String, required: true },
  scopes: { type: [String], required: true },
  secretHash: { type: String, required: true },
  hint: { type: String, required: true },
  createdAt: { type: Date, required: true },
  lastUsedAt: { type: Date, default: null },
  revokedAt: { type: Date, default: null },
});

export type ApiKeyModel = Model<ApiKeyRecord>;
export const apiKeyModel = (conn: Connection): ApiKeyModel =>
  conn.model<ApiKeyRecord>('ApiKey', apiKeySchema);
