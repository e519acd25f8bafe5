import type { Connection, Model } from 'mongoose';
import { collectionSchema } from '@marketplace/service-kit/store';
import type { Role, TeamRole } from '@marketplace/contracts';

/** The admin's denormalised view of a user, fed only by identity events (no cross-service reads). */
export interface UserRowDoc {
  _id: string;
  name: string;
  email: string;
  role: Role;
  /** Name and type are read from this service's own companies when the page is served. */
  companyId: string | null;
  /** A buyer's part in their company's buying team; null outside one. */
  teamRole: TeamRole | null;
  createdAt: Date;
  lastActiveAt: Date | null;
  /** occurredAt of the last event applied: older events never overwrite newer state. */
  sourceVersion: string;
}

const schema = collectionSchema<UserRowDoc>('users', {
  name: { type: String, required: true },
  email: { type: String, required: true },
  role: { type: String, required: true },
  companyId: { type: String, default: null },
  teamRole: { type: String, default: null },
  createdAt: { type: Date, required: true },
  lastActiveAt: { type: Date, default: null },
  sourceVersion: { type: String, required: true },
});
schema.index({ createdAt: -1 });

export type UserRowModel = Model<UserRowDoc>;
export const userRowModel = (conn: Connection): UserRowModel => conn.model<UserRowDoc>('UserRow', schema);
