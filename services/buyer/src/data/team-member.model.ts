import type { Connection, Model } from 'mongoose';
import type { TeamRole } from '@marketplace/contracts';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';

/**
 * The buying companies' people, from identity's user events: who is in a team, with which role,
 * and the names the Team page and the approvers' notices show. The consumer is its only writer;
 * `sourceVersion` (the event's occurredAt) decides, so a late event never undoes a newer one.
 */
export interface TeamMemberDoc {
  _id: string;
  companyId: string | null;
  /** Null outside a team (no company yet). */
  teamRole: TeamRole | null;
  name: string;
  email: string;
  sourceVersion: string;
}

const schema = collectionSchema<TeamMemberDoc>('team_members', {
  companyId: { type: String, default: null, index: true },
  teamRole: { type: String, default: null },
  name: { type: String, required: true },
  email: { type: String, required: true },
  sourceVersion: { type: String, required: true },
});

export type TeamMemberModel = Model<TeamMemberDoc>;
export const teamMemberModel = (conn: Connection): TeamMemberModel => modelOn(conn, 'TeamMember', schema);
