import { commitmentChangedV1 } from '@marketplace/contracts';
import { on, type EventHandler } from '@marketplace/service-kit';
import type { SupplierModels } from '../data/models';

/**
 * Committed quantities from buyer's ledger. Each event carries the round product's total after a
 * ledger entry (`seq`); the highest seq wins, so out-of-order or repeated delivery changes nothing.
 * Per buyer, the same rule keeps "which buyers hold units of this round" for the dashboard.
 */
export function commitmentHandlers(models: SupplierModels): EventHandler[] {
  return [
    on(commitmentChangedV1, async ({ data }) => {
      const head = await models.Commitment.findById(data.roundProductId, { seq: 1 }).lean();
      if (!head || head.seq < data.seq)
        await models.Commitment.replaceOne(
          { _id: data.roundProductId },
          { roundId: data.roundId, seq: data.seq, totalCommitted: data.totalCommitted },
          { upsert: true },
        );
      const key = `${data.roundProductId}:${data.buyerId}`;
      const mine = await models.BuyerCommitment.findById(key, { seq: 1 }).lean();
      if (!mine || mine.seq < data.seq)
        await models.BuyerCommitment.replaceOne(
          { _id: key },
          {
            roundId: data.roundId,
            roundProductId: data.roundProductId,
            buyerId: data.buyerId,
            seq: data.seq,
            qty: data.buyerCommitted,
          },
          { upsert: true },
        );
    }),
  ];
}
