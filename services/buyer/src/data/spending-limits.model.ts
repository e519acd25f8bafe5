import type { Connection, Model } from 'mongoose';
import type { SpendingLimit } from '@marketplace/domain';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';

/** A member's spending limits, one set per member, written by their company's approver. */
export interface SpendingLimitsDoc {
  /** The member's user id. */
  _id: string;
  companyId: string;
  /** In cents; a currency left out has no limit. */
  limits: SpendingLimit[];
  updatedAt: Date;
  updatedBy: string;
}

const schema = collectionSchema<SpendingLimitsDoc>('spending_limits', {
  companyId: { type: String, required: true, index: true },
  limits: [
    {
      _id: false,
      currency: { type: String, required: true },
      perOrderCents: { type: Number, default: null },
      perMonthCents: { type: Number, default: null },
    },
  ],
  updatedAt: { type: Date, required: true },
  updatedBy: { type: String, required: true },
});

export type SpendingLimitsModel = Model<SpendingLimitsDoc>;
export const spendingLimitsModel = (conn: Connection): SpendingLimitsModel =>
  modelOn(conn, 'SpendingLimits', schema);
