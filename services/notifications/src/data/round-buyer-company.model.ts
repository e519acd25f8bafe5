import type { Connection, Model } from 'mongoose';
import { collectionSchema, modelOn } from '@marketplace/service-kit/store';

/**
 * The buyer companies with an order in a round (from the buyer's placed orders): who hears of
 * the round's close. `_id` = `<round id>:<company id>`, so a repeat adds nothing.
 */
export interface RoundBuyerCompanyRecord {
  _id: string;
  roundId: string;
  companyId: string;
}

const roundBuyerCompanySchema = collectionSchema<RoundBuyerCompanyRecord>('round_buyer_companies', {
  roundId: { type: String, required: true, index: true },
  companyId: { type: String, required: true },
});

export type RoundBuyerCompanyModel = Model<RoundBuyerCompanyRecord>;
export const roundBuyerCompanyModel = (conn: Connection): RoundBuyerCompanyModel =>
  modelOn(conn, 'RoundBuyerCompany', roundBuyerCompanySchema);
