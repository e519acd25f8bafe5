import type { Connection, Model } from 'mongoose';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';

/** A buying company's team settings, written by its approver. */
export interface TeamSettingsDoc {
  /** The company's id. */
  _id: string;
  /** IANA name; the company's calendar months (monthly limits) begin at its midnight. */
  timeZone: string;
  updatedAt: Date;
}

/** A company whose approver has not chosen one counts its months in UTC. */
export const DEFAULT_TEAM_TIME_ZONE = 'UTC';

const schema = collectionSchema<TeamSettingsDoc>('team_settings', {
  timeZone: { type: String, required: true },
  updatedAt: { type: Date, required: true },
});

export type TeamSettingsModel = Model<TeamSettingsDoc>;
export const teamSettingsModel = (conn: Connection): TeamSettingsModel =>
  modelOn(conn, 'TeamSettings', schema);
