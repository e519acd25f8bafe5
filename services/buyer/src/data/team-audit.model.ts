import type { Connection, Model } from 'mongoose';
import type { TeamAuditEntry } from '@marketplace/contracts';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';

/**
 * The buying team's audit trail, append-only: who held, approved, rejected or released an order,
 * and who changed a limit or the time zone, with when and why. The order's and the member's
 * timelines are read from it.
 */
export interface TeamAuditDoc extends Omit<TeamAuditEntry, 'id' | 'at'> {
  _id: string;
  companyId: string;
  at: Date;
}

const schema = collectionSchema<TeamAuditDoc>(
  'team_audit',
  {
    companyId: { type: String, required: true, index: true },
    at: { type: Date, required: true },
    action: { type: String, required: true },
    actorId: { type: String, default: null },
    actorName: { type: String, default: null },
    memberId: { type: String, default: null },
    memberName: { type: String, default: null },
    orderId: { type: String, default: null },
    details: { type: Object, default: {} },
  },
  // An action without details (a company's approval) keeps its empty `details`: mongoose would
  // drop it, and the Team page's schema needs it on every entry.
  { minimize: false },
);

export type TeamAuditModel = Model<TeamAuditDoc>;
export const teamAuditModel = (conn: Connection): TeamAuditModel => modelOn(conn, 'TeamAudit', schema);
